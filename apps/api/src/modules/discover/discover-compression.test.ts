import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedAnswers } from './discover-compression.ts';

describe('CompressedAnswers', () => {
  const deck = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `dog-${i}`, name: 'Pip' })));

  it('gives back the kept bytes while the JSON is unchanged, and new ones when it changes', () => {
    const answers = new CompressedAnswers();
    const first = answers.brotli('a', deck(50));
    expect(brotliDecompressSync(first).toString()).toBe(deck(50));
    expect(answers.brotli('a', deck(50))).toBe(first);
    const changed = answers.brotli('a', deck(49));
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed).toString()).toBe(deck(49));
  });

  it('keeps at most its capacity, forgetting the adopter read least recently', () => {
    const answers = new CompressedAnswers(2);
    const a = answers.brotli('a', deck(3));
    const b = answers.brotli('b', deck(3));
    expect(answers.brotli('a', deck(3))).toBe(a);
    answers.brotli('c', deck(3));
    expect(answers.brotli('a', deck(3))).toBe(a);
    expect(answers.brotli('b', deck(3))).not.toBe(b);
  });
});
