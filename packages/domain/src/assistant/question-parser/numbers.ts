// Numbers as adopters write them: digits ("25", "2.5") or words ("five", "a couple of").
import { anyOf, either } from './word-list.ts';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'one hundred': 100,
  'a couple of': 2,
  'a couple': 2,
  'a few': 3,
};

/** A number, in digits or words; the longest words first, so "twenty five" is not read as "twenty". */
export const NUMBER = either('\\d+(?:\\.\\d+)?', anyOf(Object.keys(NUMBER_WORDS).sort((x, y) => y.length - x.length)));

export function toNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = /^\d/.test(text) ? Number(text) : NUMBER_WORDS[text];
  return value === undefined || !Number.isFinite(value) ? null : value;
}
