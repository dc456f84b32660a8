// Word lists into regular expressions. The question parser keeps what adopters say as lists
// of phrases and compiles them here, so no one has to read or edit a long alternation.
//
// A phrase is written as it is said, with two marks:
//   [x]     optional: "dog[s]" is "dog" or "dogs", "lap[ ]dog" is "lapdog" or "lap dog"
//   (a|b)   one of: "pupp(y|ies)" is "puppy" or "puppies"
// Marks nest ("snuggl(y|e[s])"); everything else is literal ("i'm", "#1", "% match").
// Phrases are tried in the order listed, as a regular expression tries its alternatives: put
// a phrase before a shorter one it starts with ("close by" before "close") when the shorter
// one could also end a match, or the longer one is never read.

const SPECIAL = /[.*+?^${}\\]/g;

/** One phrase as a regular expression source. */
export function phraseSource(phrase: string): string {
  let at = 0;

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
      } else if (char === ']' || char === ')' || char === '|') {
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
  return source;
}

/** Any one of the phrases, tried in the order listed. */
export function anyOf(phrases: readonly string[]): string {
  if (phrases.length === 0) throw new Error('An empty word list matches nothing');
  return `(?:${phrases.map(phraseSource).join('|')})`;
}

/** Any one of the sources (patterns already built), tried in the order given. */
export function either(...sources: string[]): string {
  return `(?:${sources.join('|')})`;
}

export function optional(source: string): string {
  return `(?:${source})?`;
}

/** A group whose text a rule reads (a number, a unit, a field's name). */
export function capture(source: string): string {
  return `(${source})`;
}

/** A global pattern that matches the source only as whole words, never inside a longer word. */
export function wholeWords(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9'])(?:${source})(?![a-z0-9])`, 'g');
}
