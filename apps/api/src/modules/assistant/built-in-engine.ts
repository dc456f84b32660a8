// Scout's built-in answerer (product §15): the default, and the fallback when a model
// fails. It reads the question with the parser, asks the tools (so every dog it names is a
// real, available dog with its real score for this adopter) and answers in plain words.
// Needs no outside service.
import { parseQuestion, type DogReference, type ParsedQuestion } from '@scout/domain/assistant/parse-question';
import { applyAdjustments, relaxations, type ShownDog } from '@scout/domain/assistant/search-filters';
import { NO_FILTERS, type AssistantState, type DogSearchFilters } from '@scout/domain/assistant/types';
import {
  explainScoresAnswer,
  GONE_DOG_ANSWER,
  helpAnswer,
  nothingFitsAnswer,
  searchAnswer,
  unknownDogAnswer,
  whyAnswer,
  type FoundRelaxation,
} from './built-in-answers.ts';
import type {
  AssistantDog,
  AssistantEngine,
  AssistantReply,
  AssistantRequest,
  AssistantTools,
  AssistantTurn,
} from './engine.ts';

/** Dogs one answer shows. */
const ANSWER_DOGS = 3;
/**
 * Dogs read beyond those shown, so an answer can skip a second dog with a name it already
 * shows (the chat links names to pages, and two Bellas would share one link).
 */
const LOOKAHEAD = 3;
/** Relaxations a nothing-fits answer suggests at most. */
const MAX_SUGGESTIONS = 3;

export function createBuiltInEngine(): AssistantEngine {
  return {
    name: 'built-in',
    async reply(request, tools) {
      const previous = lastAnswerState(request.history);
      const question = parseQuestion(request.message, await tools.vocabulary(), previous);
      return answer(question, request, previous, tools);
    },
  };
}

function answer(
  question: ParsedQuestion,
  request: AssistantRequest,
  previous: AssistantState | null,
  tools: AssistantTools,
) {
  const carried = previous?.filters ?? NO_FILTERS;
  switch (question.kind) {
    case 'search':
      return answerSearch(question, request, previous, tools);
    case 'why_match':
      return answerWhy(question.dog, previous, tools);
    // Scores and help show no dogs but keep the last search and its dogs, so "show me more"
    // or "why is the first one a good match?" still work after them.
    case 'explain_scores':
      return answerScores(request, previous, tools);
    case 'help':
      return {
        content: helpAnswer(question.topic, request.adopter.firstName),
        dogs: [],
        state: { kind: 'help', filters: carried, shownDogIds: previous?.shownDogIds ?? [] },
      } satisfies AssistantReply;
  }
}

/** How scores work, with the adopter's own best match as the worked example. */
async function answerScores(
  request: AssistantRequest,
  previous: AssistantState | null,
  tools: AssistantTools,
): Promise<AssistantReply> {
  const [example] = (await tools.searchDogs(NO_FILTERS, { limit: 1 })).dogs;
  return {
    content: explainScoresAnswer(request.adopter, example ?? null),
    dogs: example ? [{ id: example.id, name: example.name }] : [],
    state: {
      kind: 'explain_scores',
      filters: previous?.filters ?? NO_FILTERS,
      shownDogIds: previous?.shownDogIds ?? [],
    },
  };
}

function lastAnswerState(history: readonly AssistantTurn[]): AssistantState | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === 'assistant') return turn.state;
  }
  return null;
}

/** Every dog shown in this conversation: "show me more" means dogs the adopter has not seen yet. */
function seenDogIds(history: readonly AssistantTurn[]): string[] {
  return [...new Set(history.flatMap((turn) => (turn.role === 'assistant' ? (turn.state?.shownDogIds ?? []) : [])))];
}

async function shownDogs(ids: readonly string[], tools: AssistantTools): Promise<AssistantDog[]> {
  const dogs: AssistantDog[] = [];
  for (const id of ids) {
    const dog = await tools.findDog(id);
    if (dog) dogs.push(dog);
  }
  return dogs;
}

function withDistinctNames(dogs: readonly AssistantDog[]): AssistantDog[] {
  const names = new Set<string>();
  return dogs.filter((dog) => {
    const key = dog.name.trim().toLowerCase();
    if (names.has(key)) return false;
    names.add(key);
    return true;
  });
}

async function answerSearch(
  question: Extract<ParsedQuestion, { kind: 'search' }>,
  request: AssistantRequest,
  previous: AssistantState | null,
  tools: AssistantTools,
): Promise<AssistantReply> {
  const { searchRadius } = request.adopter;
  const shown: ShownDog[] =
    question.adjustments.length > 0 && previous ? await shownDogs(previous.shownDogIds, tools) : [];
  const adjusted = applyAdjustments(question.filters, question.adjustments, { shown, searchRadius });
  const { unmet } = adjusted;
  let { filters } = adjusted;
  const leaveOutShown = question.showMore || unmet.length > 0 || question.adjustments.includes('farther');
  const excludeIds = leaveOutShown ? seenDogIds(request.history) : [];

  let result = await tools.searchDogs(filters, { limit: ANSWER_DOGS + LOOKAHEAD, excludeIds });
  if (result.dogs.length === 0 && adjusted.looser) {
    const nearer = await tools.searchDogs(adjusted.looser, { limit: ANSWER_DOGS + LOOKAHEAD, excludeIds });
    if (nearer.dogs.length > 0) {
      filters = adjusted.looser;
      result = nearer;
    }
  }
  const dogs = withDistinctNames(result.dogs).slice(0, ANSWER_DOGS);
  const state: AssistantState = { kind: 'search', filters, shownDogIds: dogs.map((dog) => dog.id) };
  if (dogs.length > 0) {
    return {
      content: searchAnswer({
        filters,
        searchRadius,
        dogs,
        total: result.total,
        more: question.showMore && excludeIds.length > 0,
        unsupported: question.unsupported,
        unmet,
      }),
      dogs: dogs.map(({ id, name }) => ({ id, name })),
      state,
    };
  }

  const totalIncludingShown = excludeIds.length > 0 ? (await tools.searchDogs(filters, { limit: 0 })).total : 0;
  return {
    content: nothingFitsAnswer({
      filters,
      searchRadius,
      totalIncludingShown,
      relaxations: totalIncludingShown > 0 ? [] : await workingRelaxations(filters, searchRadius, tools),
      unsupported: question.unsupported,
    }),
    dogs: [],
    state,
  };
}

/**
 * The relaxations that would really find dogs, checked with the tools: the adopter's tastes
 * and the distance first (only the nearest wider distance that works); whom the dog must be
 * good with only when nothing else helps, as that is usually a need, not a taste.
 */
async function workingRelaxations(
  filters: DogSearchFilters,
  searchRadius: number,
  tools: AssistantTools,
): Promise<FoundRelaxation[]> {
  const options = relaxations(filters, searchRadius);
  const isCompany = (r: DogSearchFilters) =>
    r.goodWithKids !== filters.goodWithKids ||
    r.goodWithDogs !== filters.goodWithDogs ||
    r.goodWithCats !== filters.goodWithCats;
  const found: FoundRelaxation[] = [];
  let widened = false;
  for (const pass of ['tastes', 'company'] as const) {
    if (pass === 'company' && found.length > 0) break;
    for (const relaxation of options) {
      if (found.length >= MAX_SUGGESTIONS) break;
      if (isCompany(relaxation.filters) !== (pass === 'company')) continue;
      const wider = relaxation.filters.maxMiles !== filters.maxMiles;
      if (wider && widened) continue;
      const { total } = await tools.searchDogs(relaxation.filters, { limit: 0 });
      if (total === 0) continue;
      found.push({ relaxation, total });
      if (wider) widened = true;
    }
  }
  return found;
}

/** A dog asked about by name: one of the last answer's dogs when it has that name, else the nearest of that name. */
async function dogNamed(
  name: string,
  previous: AssistantState | null,
  tools: AssistantTools,
): Promise<AssistantDog | null> {
  for (const dog of await shownDogs(previous?.shownDogIds ?? [], tools)) {
    if (dog.name.trim().toLowerCase() === name.trim().toLowerCase()) return dog;
  }
  return tools.findDog(name);
}

async function answerWhy(
  reference: DogReference | null,
  previous: AssistantState | null,
  tools: AssistantTools,
): Promise<AssistantReply> {
  const filters = previous?.filters ?? NO_FILTERS;
  if (reference === null) {
    return {
      content: unknownDogAnswer(null),
      dogs: [],
      state: { kind: 'why_match', filters, shownDogIds: previous?.shownDogIds ?? [] },
    };
  }
  const dog =
    reference.by === 'id' ? await tools.findDog(reference.id) : await dogNamed(reference.name, previous, tools);
  if (!dog) {
    return {
      content: reference.by === 'id' ? GONE_DOG_ANSWER : unknownDogAnswer(reference.name),
      dogs: [],
      state: { kind: 'why_match', filters, shownDogIds: [] },
    };
  }
  return {
    content: whyAnswer(dog),
    dogs: [{ id: dog.id, name: dog.name }],
    state: { kind: 'why_match', filters, shownDogIds: [dog.id] },
  };
}
