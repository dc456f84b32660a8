import { describe, expect, it } from 'vitest';
import { summarizeTaste, TASTE_MIN_LIKES } from './taste.ts';
import { dog } from './test-fixtures.ts';

const calmMedium = (i: number) =>
  dog({ size: 'medium', energyLevel: i % 2 === 0 ? 'moderate' : 'low', temperament: ['calm', i % 3 === 0 ? 'gentle' : 'loyal'] });
const bigEnergetic = (i: number) =>
  dog({ size: 'large', energyLevel: i % 2 === 0 ? 'very_high' : 'high', temperament: ['energetic', 'playful'] });
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe('summarizeTaste', () => {
  it('needs at least 5 likes to say anything', () => {
    const few = summarizeTaste(many(TASTE_MIN_LIKES - 1, calmMedium), many(10, bigEnergetic));
    expect(few).toEqual({ enough: false, likes: 4, passes: 10, favours: [] });
    expect(summarizeTaste([], []).enough).toBe(false);
    expect(summarizeTaste(many(TASTE_MIN_LIKES, calmMedium), []).enough).toBe(true);
  });

  it('liking calm medium dogs and passing large energetic ones favours medium size, calm temperament, low-moderate energy', () => {
    const taste = summarizeTaste(many(8, calmMedium), many(6, bigEnergetic));
    expect(taste.enough).toBe(true);
    expect(taste.likes).toBe(8);
    expect(taste.passes).toBe(6);
    expect(taste.favours).toContain('Medium-sized dogs');
    expect(taste.favours).toContain('Calm temperament');
    expect(taste.favours.some((f) => f === 'Moderate energy' || f === 'Low energy')).toBe(true);
    expect(taste.favours.length).toBeLessThanOrEqual(4);
    // Shared by likes and passes alike: not a favour.
    expect(taste.favours).not.toContain('Good with kids');
  });

  it('names a single value per kind and keeps a stable order', () => {
    const liked = [...many(5, calmMedium), ...many(5, (i) => dog({ size: 'small', temperament: ['calm'], energyLevel: i % 2 ? 'low' : 'moderate' }))];
    const passed = many(6, bigEnergetic);
    const taste = summarizeTaste(liked, passed);
    expect(taste.favours.filter((f) => f.endsWith('dogs') && !f.startsWith('Good'))).toHaveLength(1);
    expect(summarizeTaste([...liked].reverse(), [...passed].reverse())).toEqual(taste);
    expect(summarizeTaste(liked, passed)).toEqual(taste);
  });

  it('with no passes, favours what most likes share', () => {
    const taste = summarizeTaste(many(6, () => dog({ size: 'small', goodWithCats: true })), []);
    expect(taste.favours).toContain('Small dogs');
    expect(taste.favours.length).toBeLessThanOrEqual(4);
  });

  it('names nothing when likes and passes look alike', () => {
    expect(summarizeTaste(many(6, calmMedium), many(6, calmMedium)).favours).toEqual([]);
  });
});
