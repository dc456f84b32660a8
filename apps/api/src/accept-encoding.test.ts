import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from './accept-encoding.ts';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
