// What no route may be handed, whatever its contract says (issue 16): text PostgreSQL cannot
// store (a NUL character; a lone UTF-16 surrogate, which would silently become U+FFFD), and
// the keys that reach an object's prototype (`__proto__`, `constructor`, `prototype`), which
// are refused as unknown fields. Checked on every JSON body, query string and path parameter
// before validation, so a new route is covered without doing anything.
import type { FieldIssue } from '../http-errors.ts';

export const NUL_MESSAGE = 'must not contain a NUL character';
export const BROKEN_TEXT_MESSAGE = 'must be valid Unicode text (a lone surrogate)';
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const NUL = /\u0000/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (NUL.test(text)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT_MESSAGE;
  return null;
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first problem in a parsed value, with the path of the field that has it ("name",
 * "application.otherPets.0.kind"), or null. Keys are checked as well as values.
 */
export function unstorableField(value: unknown, path = ''): FieldIssue | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, message: problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableField(value[i], join(path, i));
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const at = join(path, key);
      if (FORBIDDEN_KEYS.has(key)) return { path: at, message: `Unrecognized key: "${key}"` };
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: at, message: `key ${keyProblem}` };
      const found = unstorableField((value as Record<string, unknown>)[key], at);
      if (found) return found;
    }
  }
  return null;
}
