import { describe, expect, it } from 'vitest';
import { anyOf, capture, either, optional, phraseSource, wholeWords } from './word-list.ts';

/** Every whole-word match of the source in the text. */
const matches = (source: string, text: string) => [...text.matchAll(wholeWords(source))].map((match) => match[0]);

describe('phraseSource', () => {
  it('reads a phrase literally, escaping the signs a regular expression would read', () => {
    expect(phraseSource('good with cats')).toBe('good with cats');
    expect(phraseSource("i'm")).toBe("i'm");
    expect(phraseSource('#1')).toBe('#1');
    expect(phraseSource('% match')).toBe('% match');
    expect(phraseSource('2.5 miles')).toBe('2\\.5 miles');
    expect(phraseSource('a+b*c?')).toBe('a\\+b\\*c\\?');
    expect(new RegExp(`^${phraseSource('2.5')}$`).test('2x5')).toBe(false);
  });

  it('makes [x] optional and (a|b) a choice, nested as deep as written', () => {
    expect(phraseSource('dog[s]')).toBe('dogs?');
    expect(phraseSource('lap[ ]dog[s]')).toBe('lap ?dogs?');
    expect(phraseSource('pupp(y|ies)')).toBe('pupp(?:y|ies)');
    expect(phraseSource('another[ one]')).toBe('another(?: one)?');
    expect(phraseSource('snuggl(y|e[s]|er[s])')).toBe('snuggl(?:y|es?|ers?)');
    expect(phraseSource('v[.]')).toBe('v\\.?');
  });

  it('refuses unbalanced marks and empty phrases', () => {
    expect(() => phraseSource('dog[s')).toThrow('Missing "]"');
    expect(() => phraseSource('pupp(y|ies')).toThrow('Missing ")"');
    expect(() => phraseSource('dogs]')).toThrow('Unexpected "]"');
    expect(() => phraseSource('cats|dogs')).toThrow('Unexpected "|"');
    expect(() => phraseSource('')).toThrow('empty phrase');
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

describe('building patterns from lists', () => {
  it('combines lists with either, optional and capture', () => {
    const units = anyOf(['mile[s]', 'mi', 'km']);
    const distance = either(`${capture('\\d+')} ?${capture(units)}${optional(' away')}`, anyOf(['nearby', 'close']));
    const pattern = wholeWords(distance);
    expect([...'5 miles away, 8km or nearby'.matchAll(pattern)].map((match) => [match[0], match[1], match[2]])).toEqual(
      [
        ['5 miles away', '5', 'miles'],
        ['8km', '8', 'km'],
        ['nearby', undefined, undefined],
      ],
    );
  });

  it('does not match inside a longer word, or after an apostrophe', () => {
    expect(matches(anyOf(['run']), 'running, rerun, run')).toEqual(['run']);
    expect(matches(anyOf(['s']), "bella's")).toEqual([]);
  });
});
