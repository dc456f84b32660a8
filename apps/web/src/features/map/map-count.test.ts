import { describe, expect, it } from 'vitest';
import { countLine, dogsInside } from './map-count';

describe('countLine', () => {
  it('says how many dogs, with the right noun', () => {
    expect(countLine(12)).toEqual({ n: '12', noun: 'dogs' });
    expect(countLine(1)).toEqual({ n: '1', noun: 'dog' });
    expect(countLine(0)).toEqual({ n: '0', noun: 'dogs' });
  });

  it('writes thousands with commas, and never "at least": crowded answers are exact too', () => {
    expect(countLine(6_087)).toEqual({ n: '6,087', noun: 'dogs' });
    expect(countLine(1_204_311)).toEqual({ n: '1,204,311', noun: 'dogs' });
  });
});

describe('dogsInside', () => {
  const view = { west: -98, south: 30, east: -97.5, north: 30.5 };
  const dogs = [
    { latitude: 30.2, longitude: -97.7 },
    { latitude: 30.3, longitude: -97.6 },
    { latitude: 30.7, longitude: -97.7 },
  ];
  const groups = [
    { latitude: 30.25, longitude: -97.75, count: 1_200 },
    { latitude: 30.25, longitude: -96.9, count: 800 },
  ];

  it('counts the dogs in the view, one each', () => {
    expect(dogsInside(view, dogs, [])).toBe(2);
  });

  it("adds each group's dogs when its point is in the view", () => {
    expect(dogsInside(view, [], groups)).toBe(1_200);
    expect(dogsInside({ ...view, east: -96 }, [], groups)).toBe(2_000);
  });
});
