// Questions that want no dogs: greetings, thanks, "what can you do?", and anything else
// the assistant cannot read, answered with examples of what it can.
import type { HelpTopic } from './parsed-question.ts';
import { anyOf, either } from './word-list.ts';

const GREETING_WORDS = new Set(
  'hi hello hey hiya howdy yo greetings good morning afternoon evening there sup hola scout friend everyone'.split(' '),
);

const THANKS = new RegExp(
  `^${anyOf([
    'thanks',
    'thank you',
    'thank u',
    'thx',
    'ty',
    'cheers',
    'appreciate it',
    'great',
    'awesome',
    'perfect',
    'cool',
    'nice',
    'ok',
    'okay',
    'got it',
    'sounds good',
    'wonderful',
    'amazing',
    'love it',
    'lovely',
    'good',
    'great thanks',
    'bye',
    'goodbye',
  ])}\\b`,
);

const CAPABILITIES = new RegExp(
  `\\b${anyOf([
    'help',
    'what can you do',
    'what do you do',
    'who are you',
    'what are you',
    'how does this work',
    'how do (i|you) (use|work)',
    'what can i ask',
    'what should i ask',
    'what do you know',
    'menu',
    'commands',
  ])}\\b`,
);

/** A question that wants dogs even when it names no filter ("who's my best match?"). */
const WANTS_DOGS = new RegExp(
  `\\b${either(
    anyOf([
      'dog[s]',
      'pup[s]',
      'pupp(y|ies)',
      'doggo[s]',
      'doggie[s]',
      'pooch[es]',
      'pet[s]',
      'companion[s]',
      'buddy',
      'matches',
      'match',
      'find',
      'show',
      'looking',
      'want',
      'options',
      'available',
      'which',
      'any',
      'list',
      'someone',
      'something',
      'best',
      'top',
      "who('s| is| s) [(a|my|the) ](best|good|top|great)",
    ]),
    // With any ending: "recommendations", "searching", "adopt".
    `${anyOf(['recommend', 'suggest', 'search', 'adopt'])}\\w*`,
  )}\\b`,
);

/** What help a question that names nothing to search by asks for; null when it wants dogs all the same. */
export function helpTopic(text: string): HelpTopic | null {
  if (WANTS_DOGS.test(text)) return null;
  const words = text.split(' ');
  if (CAPABILITIES.test(text)) return 'capabilities';
  if (THANKS.test(text) && words.length <= 8) return 'thanks';
  if (words.every((word) => GREETING_WORDS.has(word))) return 'greeting';
  return 'unclear';
}
