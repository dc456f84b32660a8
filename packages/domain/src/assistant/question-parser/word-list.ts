// Word lists into regular expressions. The question parser keeps what adopters say as lists
// of phrases and compiles them here, so no one has to read or edit a long alternation.
//
// A phrase is written as it is said, with three marks:
//   [x]      optional: "dog[s]" is "dog" or "dogs", "lap[ ]dog" is "lapdog" or "lap dog"
//   (a|b)    one of: "pupp(y|ies)" is "puppy" or "puppies"
//   {name}   in a pattern, one phrase of the list `name` ("{not} [too ]{big}")
// Marks nest ("snuggl(y|e[s])"); everything else is literal ("i'm", "#1", "% match").
// Phrases are tried in the order listed, as a regular expression tries its alternatives: put
// a phrase before a shorter one it starts with ("close by" before "close") when the shorter
// one could also end a match, or the longer one is never read.

/** What a {name} of a pattern stands for: a word list, or a pattern already built (a regular expression source). */
export type Slots = Readonly<Record<string, readonly string[] | string>>;

const SPECIAL = /[.*+?^$\\]/g;

/**
 * A phrase as a regular expression source; its {name}s stand for the word lists (or built
 * patterns) in `slots`: pattern("{not} [too ]{big}", { not: ['not', 'no'], big: ['big',
 * 'large'] }) reads "not big", "no large", "not too big" ...
 */
export function pattern(phrase: string, slots: Slots = {}): string {
  let at = 0;
  const unused = new Set(Object.keys(slots));

  // Reads until one of `stops` (or the end), turning marks into groups.
  function read(stops: string): string {
    let source = '';
    while (at < phrase.length && !stops.includes(phrase[at]!)) {
      const char = phrase[at++]!;
      if (char === '[') {
        const inner = read(']');
        expect(']');
        source += inner.length === 1 || /^\\.$/.test(inner) ? `${inner}?` : `(?:${inner})?`;
      } else if (char === '(') {
        const options = [read('|)')];
        while (phrase[at] === '|') {
          at++;
          options.push(read('|)'));
        }
        expect(')');
        source += `(?:${options.join('|')})`;
      } else if (char === '{') {
        const end = phrase.indexOf('}', at);
        const name = phrase.slice(at, end);
        const slot = end >= 0 && Object.hasOwn(slots, name) ? slots[name] : undefined;
        if (slot === undefined) throw new Error(`No list for "{${name}}" in the pattern "${phrase}"`);
        unused.delete(name);
        at = end + 1;
        source += typeof slot === 'string' ? `(?:${slot})` : anyOf(slot);
      } else if (char === ']' || char === ')' || char === '|' || char === '}') {
        throw new Error(`Unexpected "${char}" in the phrase "${phrase}"`);
      } else {
        source += char.replace(SPECIAL, '\\$&');
      }
    }
    return source;
  }

  function expect(char: string) {
    if (phrase[at] !== char) throw new Error(`Missing "${char}" in the phrase "${phrase}"`);
    at++;
  }

  const source = read('');
  if (source === '') throw new Error('An empty phrase matches everything');
  if (unused.size > 0) throw new Error(`The pattern "${phrase}" does not use {${[...unused].join('}, {')}}`);
  return source;
}

/** Any one of the phrases, tried in the order listed. */
export function anyOf(phrases: readonly string[]): string {
  if (phrases.length === 0) throw new Error('An empty word list matches nothing');
  return `(?:${phrases.map((phrase) => pattern(phrase)).join('|')})`;
}

/** Any one of the sources (patterns already built), tried in the order given. */
export function either(...sources: string[]): string {
  return `(?:${sources.join('|')})`;
}

/** A group whose text a rule reads (a number, a unit, a field's name). */
export function capture(source: string): string {
  return `(${source})`;
}

/** A global pattern that matches the source only as whole words, never inside a longer word. */
export function wholeWords(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9'])(?:${source})(?![a-z0-9])`, 'g');
}
