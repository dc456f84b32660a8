import { describe, expect, it } from 'vitest';
import { rankDogs, rankTop } from './rank.ts';
import { scoreDog } from './score.ts';
import {
  addToTaste,
  learnTaste,
  NO_TASTE,
  summarizeTaste,
  TASTE_MAX_WEIGHT,
  TASTE_MIN_SWIPES,
  tasteFit,
  tasteWeight,
  type TasteSwipe,
} from './taste.ts';
import { allDogs, allProfiles, brokenLimits, dog, profile, sample, seeded } from './test-fixtures.ts';
import type { MatchDog, MatchProfile } from './types.ts';

const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const like = (d: MatchDog): TasteSwipe => ({ dog: d, direction: 'right' });
const pass = (d: MatchDog): TasteSwipe => ({ dog: d, direction: 'left' });

const calm = (i: number) =>
  dog({
    name: `Calm ${i}`,
    size: (['small', 'medium', 'large'] as const)[i % 3],
    energyLevel: i % 2 ? 'low' : 'moderate',
    temperament: ['calm', i % 2 ? 'gentle' : 'loyal'],
  });
const lively = (i: number) =>
  dog({
    name: `Lively ${i}`,
    size: (['small', 'medium', 'large'] as const)[i % 3],
    energyLevel: 'moderate',
    temperament: ['playful', i % 2 ? 'friendly' : 'loyal'],
  });
const large = (i: number) =>
  dog({ name: `Large ${i}`, size: 'large', temperament: i % 2 ? ['friendly'] : ['loyal', 'playful'] });
const notLarge = (i: number) =>
  dog({
    name: `Other ${i}`,
    size: i % 2 ? 'small' : 'medium',
    temperament: i % 2 ? ['friendly'] : ['loyal', 'playful'],
  });

const adopter = profile();

describe('learned taste', () => {
  it('liking many calm dogs raises the score of an unseen calm dog', () => {
    // Liked the calm ones, passed the lively ones: the same sizes, ages and good-withs.
    const taste = learnTaste([...many(8, (i) => like(calm(i))), ...many(8, (i) => pass(lively(i)))]);
    // Not a perfect survey match, so there is room to rise.
    const unseen = dog({
      name: 'Unseen',
      size: 'medium',
      energyLevel: 'low',
      ageCategory: 'senior',
      temperament: ['calm', 'friendly'],
    });
    expect(scoreDog(adopter, unseen, taste).score).toBeGreaterThan(scoreDog(adopter, unseen).score);
    const unseenLively = dog({
      name: 'Unseen lively',
      size: 'medium',
      energyLevel: 'low',
      ageCategory: 'senior',
      temperament: ['playful', 'friendly'],
    });
    expect(scoreDog(adopter, unseenLively, taste).score).toBeLessThan(scoreDog(adopter, unseenLively).score);
    expect(scoreDog(adopter, unseen, taste).reasons).toContain('You tend to like calm dogs');
  });

  it('passing many large dogs lowers the score of an unseen large dog', () => {
    const taste = learnTaste([...many(10, (i) => pass(large(i))), ...many(10, (i) => like(notLarge(i)))]);
    const unseen = dog({ name: 'Unseen', size: 'large', temperament: ['friendly', 'loyal'] });
    expect(scoreDog(adopter, unseen, taste).score).toBeLessThan(scoreDog(adopter, unseen).score);
    expect(scoreDog(adopter, unseen, taste).reasons).toContain('You tend to pass on large dogs');
  });

  it('a dog that breaks a hard limit never rises above one that does not, whatever the swipes', () => {
    const random = seeded(7);
    const dogs = sample(allDogs(), 7);
    for (const someone of sample(allProfiles(), 97)) {
      // Swipes that love exactly what breaks the limits: dogs bad with kids, very high energy, special needs.
      const swipes = many(60, (i) => {
        const d = dogs[Math.floor(random() * dogs.length)]!;
        const breaks = !d.goodWithKids || d.energyLevel === 'very_high' || d.specialNeeds !== null;
        return { dog: { ...d, name: `S${i}` }, direction: breaks ? 'right' : 'left' } as TasteSwipe;
      });
      const taste = learnTaste(swipes);
      const scored = dogs.map((d) => scoreDog(someone, d, taste));
      const lowestCompliant = Math.min(...scored.filter((m) => m.hardLimits.length === 0).map((m) => m.score));
      const highestBreaking = Math.max(...scored.filter((m) => m.hardLimits.length > 0).map((m) => m.score));
      if (Number.isFinite(lowestCompliant) && Number.isFinite(highestBreaking))
        expect(highestBreaking).toBeLessThan(lowestCompliant);
      const ranked = rankDogs(
        someone,
        dogs.map((d, i) => ({ ...d, id: String(i).padStart(4, '0') })),
        taste,
      );
      const firstBreaking = ranked.findIndex((d) => d.match.hardLimits.length > 0);
      if (firstBreaking >= 0)
        expect(ranked.slice(firstBreaking).every((d) => d.match.hardLimits.length > 0)).toBe(true);
    }
  });

  it('liking many dogs not good with the adopter’s cat or dog never lifts one above a compliant dog', () => {
    const dogs = sample(allDogs(), 3).map((d, i) => ({ ...d, id: `dog-${String(i).padStart(4, '0')}` }));
    const withPets = sample(allProfiles(), 29).filter((p) => p.otherPets !== 'none');
    const breaksPetLimit = (p: MatchProfile, d: MatchDog) =>
      brokenLimits(p, d).some((key) => key === 'cats' || key === 'dogs');
    let lifted = 0;
    for (const someone of withPets) {
      // 40 likes of exactly the dogs that break the pet limits, 20 passes of compliant ones.
      const liked = dogs.filter((d) => breaksPetLimit(someone, d));
      const passed = dogs.filter((d) => brokenLimits(someone, d).length === 0);
      const taste = learnTaste([
        ...many(40, (i) => like(liked[(i * 7) % liked.length]!)),
        ...many(20, (i) => pass(passed[(i * 11) % passed.length]!)),
      ]);
      let highestPetLimit = -1;
      let lowestCompliant = 101;
      for (const d of dogs) {
        const { score, hardLimits } = scoreDog(someone, d, taste);
        if (breaksPetLimit(someone, d)) {
          if (score > 39 || hardLimits.length === 0) throw new Error(JSON.stringify({ someone, d, score }));
          highestPetLimit = Math.max(highestPetLimit, score);
          if (score > scoreDog(someone, d).score) lifted++;
        } else if (brokenLimits(someone, d).length === 0) lowestCompliant = Math.min(lowestCompliant, score);
      }
      expect(highestPetLimit).toBeGreaterThanOrEqual(0);
      expect(highestPetLimit).toBeLessThan(lowestCompliant);
      // The deck's order (rankTop) puts every compliant dog first, whatever the swipes.
      const ranked = rankTop(someone, dogs, dogs.length, taste);
      const firstPetLimit = ranked.findIndex((d) => breaksPetLimit(someone, d));
      expect(ranked.slice(firstPetLimit).some((d) => brokenLimits(someone, d).length === 0)).toBe(false);
    }
    // The swipes really did pull those dogs up, within their band.
    expect(lifted).toBeGreaterThan(withPets.length);
  });

  it('an unknown good-with answer is no feature: it teaches nothing and the taste does not judge it', () => {
    const taste = learnTaste([
      ...many(10, (i) => like(dog({ name: `No cats ${i}`, goodWithCats: false }))),
      ...many(10, (i) => pass(dog({ name: `Cats ${i}`, goodWithCats: true }))),
    ]);
    expect(tasteFit(taste, dog({ goodWithCats: false }))).toBeGreaterThan(0);
    expect(tasteFit(taste, dog({ goodWithCats: true }))).toBeLessThan(0);
    expect(tasteFit(taste, dog({ goodWithCats: null }))).toBe(0);
    const fromUnknown = learnTaste(
      many(6, (i) => like(dog({ name: `U${i}`, goodWithKids: null, goodWithCats: null }))),
    );
    expect([...fromUnknown.counts.keys()].filter((key) => /^(kids|cats):/.test(key))).toEqual([]);
  });

  it('with no or few swipes the score is the survey score, and the blend grows with evidence', () => {
    const d = dog({ temperament: ['calm'] });
    expect(scoreDog(adopter, d, learnTaste([])).score).toBe(scoreDog(adopter, d).score);
    const few = learnTaste(many(TASTE_MIN_SWIPES - 1, (i) => like(calm(i))));
    expect(few.weight).toBe(0);
    expect(scoreDog(adopter, d, few)).toEqual(scoreDog(adopter, d));
    const weights = [5, 10, 20, 50, 200].map(tasteWeight);
    for (let i = 1; i < weights.length; i++) expect(weights[i]).toBeGreaterThan(weights[i - 1]!);
    expect(weights.at(-1)).toBeLessThan(TASTE_MAX_WEIGHT);
  });

  it('resetting the swipes returns to the survey score', () => {
    const d = dog({ temperament: ['calm'] });
    const learned = learnTaste([...many(8, (i) => like(calm(i))), ...many(8, (i) => pass(lively(i)))]);
    expect(scoreDog(adopter, d, learned).score).not.toBe(scoreDog(adopter, d).score);
    // Reset All Swipes leaves no swipes to learn from.
    expect(scoreDog(adopter, d, learnTaste([]))).toEqual(scoreDog(adopter, d, NO_TASTE));
    expect(scoreDog(adopter, d, learnTaste([]))).toEqual(scoreDog(adopter, d));
  });

  it('is deterministic: the same swipes in any order learn the same taste', () => {
    const swipes = [...many(6, (i) => like(calm(i))), ...many(6, (i) => pass(large(i)))];
    const a = learnTaste(swipes);
    const b = learnTaste([...swipes].reverse());
    expect([...b.lifts].sort()).toEqual([...a.lifts].sort());
    expect(summarizeTaste(b)).toEqual(summarizeTaste(a));
  });

  it('learns distance tolerance when the swipes know how far the dogs were', () => {
    const near = (i: number) => ({ ...lively(i), distance: 2 + (i % 3) });
    const far = (i: number) => ({ ...lively(i + 1), distance: 35 + i });
    const taste = learnTaste([...many(8, (i) => like(near(i))), ...many(8, (i) => pass(far(i)))]);
    const d = dog();
    expect(scoreDog(adopter, { ...d, distance: 3 }, taste).score).toBeGreaterThan(
      scoreDog(adopter, { ...d, distance: 40 }, taste).score,
    );
    // One phrase per kind: the strongest of "within 5 miles" and "over 30 miles away".
    expect(summarizeTaste(taste).favours).toContain('Dogs within 5 miles');
    expect(summarizeTaste(taste).avoids).toEqual([]);
  });
});

describe('summarizeTaste', () => {
  it('says nothing before TASTE_MIN_SWIPES swipes', () => {
    expect(summarizeTaste(learnTaste(many(TASTE_MIN_SWIPES - 1, (i) => like(calm(i)))))).toEqual({
      enough: false,
      likes: TASTE_MIN_SWIPES - 1,
      passes: 0,
      favours: [],
      avoids: [],
    });
    expect(summarizeTaste(NO_TASTE).enough).toBe(false);
  });

  it('says in words what the scores learned: calm liked, playful passed', () => {
    const summary = summarizeTaste(learnTaste([...many(8, (i) => like(calm(i))), ...many(8, (i) => pass(lively(i)))]));
    expect(summary).toMatchObject({ enough: true, likes: 8, passes: 8 });
    expect(summary.favours).toContain('Calm temperament');
    expect(summary.avoids).toContain('Playful temperament');
    // Shared by likes and passes alike: neither.
    expect([...summary.favours, ...summary.avoids]).not.toContain('Good with kids');
    expect(summary.favours.length).toBeLessThanOrEqual(4);
  });

  it('names one size at most, and nothing when likes and passes look alike', () => {
    const summary = summarizeTaste(
      learnTaste([...many(10, (i) => pass(large(i))), ...many(10, (i) => like(notLarge(i)))]),
    );
    expect(summary.avoids).toContain('Large dogs');
    expect(
      [...summary.favours, ...summary.avoids].filter((f) => /^(Small|Medium-sized|Large) dogs$/.test(f)),
    ).toHaveLength(1);
    expect(
      summarizeTaste(learnTaste([...many(6, (i) => like(calm(i))), ...many(6, (i) => pass(calm(i)))])).favours,
    ).toEqual([]);
  });
});

describe('addToTaste', () => {
  it('learns from further swipes exactly what learnTaste learns from all of them', () => {
    const random = seeded(18);
    const dogs = sample(allDogs(), 5);
    for (let round = 0; round < 60; round++) {
      const swipes: TasteSwipe[] = dogs
        .filter(() => random() < 0.3)
        .map((d) => ({
          dog: { ...d, distance: random() < 0.2 ? null : random() * 60 },
          direction: random() < 0.4 ? 'right' : 'left',
        }));
      const cut = Math.floor(random() * swipes.length);
      const step = addToTaste(learnTaste(swipes.slice(0, cut)), swipes.slice(cut));
      expect(step).toEqual(learnTaste(swipes));
      expect(addToTaste(step, [])).toBe(step);
    }
  });
});
