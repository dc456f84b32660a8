// Questions about how scores work ("how is the match percentage calculated?", "what is a
// hard limit?"), as opposed to questions that want the dogs with the best scores.
import { anyOf } from './word-list.ts';

const words = (phrases: readonly string[]) => new RegExp(`\\b${anyOf(phrases)}\\b`);

const SCORE_WORDS = new RegExp(
  `${
    words([
      'score[s]',
      'scoring',
      'scored',
      'percentage[s]',
      'percent',
      'compatibility',
      'matching',
      'hard limit[s]',
      'ranking[s]',
      'ranked',
      'rank',
    ]).source
  }|% match`,
);

const MECHANISM = words([
  'how',
  'why',
  'explain',
  'explained',
  'mean',
  'means',
  'meaning',
  'work',
  'works',
  'working',
  'calculate[d]',
  'calculates',
  'calculation',
  'compute[d]',
  'decide[d]',
  'decides',
  'determine[d]',
  'determines',
  'figure[d]',
  'come from',
  'comes from',
  'based on',
  'algorithm',
  'system',
  'factor[s]',
  'weight[s]',
  'weighted',
  'hard limit[s]',
]);

const WHAT_IS = words(["what (is|are|s|'s|does|do)"]);

const ASKS_FOR_DOGS = words([
  'which',
  'dog[s]',
  'pupp(y|ies)',
  'pup[s]',
  'show',
  'find',
  'list',
  'highest',
  'best',
  'top',
  'most',
]);

export function asksAboutScores(text: string): boolean {
  if (!SCORE_WORDS.test(text)) return false;
  return MECHANISM.test(text) || (WHAT_IS.test(text) && !ASKS_FOR_DOGS.test(text));
}
