import { describe, expect, it } from 'vitest';
import { countLine } from './map-count';

describe('countLine', () => {
  it('counts the dogs in view that pass the filters', () => {
    expect(countLine({ inView: 12, loaded: 40, total: 40, filtersOn: true })).toEqual({ n: '12', noun: 'dogs' });
    expect(countLine({ inView: 1, loaded: 1, total: 1, filtersOn: false })).toEqual({ n: '1', noun: 'dog' });
    expect(countLine({ inView: 0, loaded: 3, total: 3, filtersOn: true })).toEqual({ n: '0', noun: 'dogs' });
  });

  it("trusts the API's total when the answer was capped, and says 'at least' with filters", () => {
    expect(countLine({ inView: 4_990, loaded: 5_000, total: 6_087, filtersOn: false })).toEqual({
      n: '6,087',
      noun: 'dogs',
    });
    expect(countLine({ inView: 1_204, loaded: 5_000, total: 6_087, filtersOn: true })).toEqual({
      n: '1,204+',
      noun: 'dogs',
    });
  });
});
