// Turns what an adopter types to Scout into what to do: a search with DogSearchFilters, a
// question about one dog ("why is Bella a good match?"), how scores work, or help.
//
// How it reads a question: the text is lower-cased and stripped to words. Questions about
// one dog are recognised first, by their shape ("why is X a good match", "tell me about X",
// "what about X"), with X a name from the data, "her", or "the second one". Then the search
// phrases are read in a fixed order (reading-order.ts), each consuming the words it used so
// nothing is read twice: negations and special phrases first ("not too big", "golden
// years", "little ones", "small apartment"), then comparisons with the last answer
// ("smaller", "more active"), distances and weights, breed names from the data (longest
// phrase first, so "labrador retriever" is one breed, not "labrador" and "retriever"), and
// single words last. A follow-up keeps the previous search and changes only what it names;
// a fresh question starts from NO_FILTERS. Dog names are only ever read in the one-dog
// shapes above, so a dog called "Bear" or "Tiny" never becomes a size, and "max 10 miles"
// never a dog.
import { NO_FILTERS, type AssistantState } from '../types.ts';
import { emptyAsked } from './asked.ts';
import { readBreeds } from './breeds.ts';
import { dogQuestion } from './dog-references.ts';
import { asksAboutScores } from './explain-scores.ts';
import { finishFilters, namedInThisQuestion, namedSomething } from './finish-filters.ts';
import { DOG_NOUNS, FOLLOW_UP_MARKERS, SHORT_FOLLOW_UP_WORDS } from './follow-ups.ts';
import { helpTopic } from './help.ts';
import type { AssistantVocabulary, ParsedQuestion } from './parsed-question.ts';
import { PHRASE_RULES, WORD_RULES } from './reading-order.ts';
import { Scan } from './scan.ts';
import { normalizeText, withoutAddress } from './text.ts';

/**
 * What to do with an adopter's question. `previous` is the last answer's state: a
 * follow-up builds on its filters, and "her" / "the first one" are its dogs.
 */
export function parseQuestion(
  text: string,
  vocabulary: AssistantVocabulary,
  previous: AssistantState | null,
): ParsedQuestion {
  const normalized = normalizeText(withoutAddress(text));
  if (normalized === '') return { kind: 'help', topic: 'greeting' };

  const dog = dogQuestion(normalized, vocabulary, previous);
  if (dog !== undefined) return { kind: 'why_match', dog };
  if (asksAboutScores(normalized)) return { kind: 'explain_scores' };

  const asked = emptyAsked();
  const scan = new Scan(` ${normalized} `);
  for (const { pattern, apply } of PHRASE_RULES) scan.take(pattern, (groups) => apply(asked, groups));
  readBreeds(scan, vocabulary.breeds, asked);
  for (const { pattern, apply } of WORD_RULES) scan.take(pattern, (groups) => apply(asked, groups));

  const named = namedSomething(asked);
  if (!named && !asked.fresh) {
    const topic = helpTopic(normalized);
    if (topic !== null) return { kind: 'help', topic };
  }

  const unread = scan.rest.replace(/;/g, ' ').replace(/\s+/g, ' ').trim();
  // "Good with cats?", "any labs?", "within 5 miles": a few words and no dog of their own.
  const short = normalized.split(' ').length <= SHORT_FOLLOW_UP_WORDS && !DOG_NOUNS.test(unread);
  const followUp =
    previous !== null && !asked.fresh && (asked.refersBack || FOLLOW_UP_MARKERS.test(unread) || (named && short));

  return {
    kind: 'search',
    filters: finishFilters(followUp && previous ? previous.filters : NO_FILTERS, asked),
    adjustments: asked.adjustments.filter((adjustment) => !namedInThisQuestion(adjustment, asked)),
    showMore: asked.showMore && followUp,
    followUp,
    unsupported: [...asked.unsupported],
  };
}
