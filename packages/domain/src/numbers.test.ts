import { describe, expect, it } from 'vitest';
import { withThousands } from './numbers.ts';

describe('withThousands', () => {
  it('groups digits as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -4321, 2000.5]) {
      expect(withThousands(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});
