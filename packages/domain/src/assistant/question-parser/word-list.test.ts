import { describe, expect, it } from 'vitest';
import { anyOf, capture, either, pattern, wholeWords } from './word-list.ts';

/** Every whole-word match of the source in the text. */
const matches = (source: string, text: string) => [...text.matchAll(wholeWords(source))].map((match) => match[0]);

describe('pattern', () => {
  it('reads a phrase literally, escaping the signs a regular expression would read', () => {
    expect(pattern('good with cats')).toBe('good with cats');
    expect(pattern("i'm")).toBe("i'm");
    expect(pattern('#1')).toBe('#1');
    expect(pattern('% match')).toBe('% match');
    expect(pattern('2.5 miles')).toBe('2\\.5 miles');
    expect(pattern('a+b*c?')).toBe('a\\+b\\*c\\?');
    expect(new RegExp(`^${pattern('2.5')}$`).test('2x5')).toBe(false);
  });

  it('makes [x] optional and (a|b) a choice, nested as deep as written', () => {
    expect(pattern('dog[s]')).toBe('dogs?');
    expect(pattern('lap[ ]dog[s]')).toBe('lap ?dogs?');
    expect(pattern('pupp(y|ies)')).toBe('pupp(?:y|ies)');
    expect(pattern('another[ one]')).toBe('another(?: one)?');
    expect(pattern('snuggl(y|e[s]|er[s])')).toBe('snuggl(?:y|es?|ers?)');
    expect(pattern('v[.]')).toBe('v\\.?');
  });

  it('puts a word list, or a pattern already built, where its {name} stands', () => {
    const notBig = pattern('{not} [{degree} ]{big}', {
      not: ['not', 'no'],
      degree: ['too', 'very'],
      big: ['big', 'large'],
    });
    expect(notBig).toBe('(?:not|no) (?:(?:too|very) )?(?:big|large)');
    expect(matches(notBig, 'not too big, no large dog, not very tiny')).toEqual(['not too big', 'no large']);
    expect(pattern('{count}[ ]mile[s]', { count: capture('\\d+') })).toBe('(?:(\\d+)) ?miles?');
  });

  it('refuses unbalanced marks, empty phrases and lists it was not given or does not use', () => {
    expect(() => pattern('dog[s')).toThrow('Missing "]"');
    expect(() => pattern('pupp(y|ies')).toThrow('Missing ")"');
    expect(() => pattern('dogs]')).toThrow('Unexpected "]"');
    expect(() => pattern('cats|dogs')).toThrow('Unexpected "|"');
    expect(() => pattern('')).toThrow('empty phrase');
    expect(() => pattern('{big} dogs', {})).toThrow('No list for "{big}"');
    expect(() => pattern('{big dogs', { big: ['big'] })).toThrow('No list');
    expect(() => pattern('{constructor}', {})).toThrow('No list');
    expect(() => pattern('big dogs', { big: ['big'] })).toThrow('does not use {big}');
  });
});

describe('anyOf', () => {
  it('matches each phrase of the list, and only whole words', () => {
    const cats = anyOf(['cat[s]', 'kitt(y|ies)', 'kitten[s]']);
    expect(matches(cats, 'two cats and a kitty, no kittens, a catalog')).toEqual(['cats', 'kitty', 'kittens']);
  });

  it('tries phrases in the order listed', () => {
    expect(matches(anyOf(['close by', 'close']), 'close by here')).toEqual(['close by']);
    expect(matches(anyOf(['close', 'close by']), 'close by here')).toEqual(['close']);
  });

  it('refuses an empty list', () => {
    expect(() => anyOf([])).toThrow('matches nothing');
  });
});

describe('building rules from lists', () => {
  it('combines patterns with either and capture', () => {
    const distance = either(
      pattern('{count}[ ]{unit}[ away]', { count: capture('\\d+'), unit: capture(anyOf(['mile[s]', 'mi', 'km'])) }),
      anyOf(['nearby', 'close']),
    );
    const found = [...'5 miles away, 8km or nearby'.matchAll(wholeWords(distance))];
    expect(found.map((match) => [match[0], match[1], match[2]])).toEqual([
      ['5 miles away', '5', 'miles'],
      ['8km', '8', 'km'],
      ['nearby', undefined, undefined],
    ]);
  });

  it('does not match inside a longer word, or after an apostrophe', () => {
    expect(matches(anyOf(['run']), 'running, rerun, run')).toEqual(['run']);
    expect(matches(anyOf(['s']), "bella's")).toEqual([]);
  });
});
