import { describe, expect, it } from 'vitest';
import { prepareCandidates, rankDogs, rankPrepared, rankTop } from './rank.ts';
import { learnTaste, NO_TASTE } from './taste.ts';
import { scoreDog, scoreOnly } from './score.ts';
import { allDogs, allProfiles, brokenLimits, dog, profile, sample } from './test-fixtures.ts';

describe('rankDogs', () => {
  const family = profile({ householdComposition: 'kids_0_5', otherPets: 'cats', experienceLevel: 'first_time' });

  it('puts every compliant dog before every hard-limit dog, best score first', () => {
    const dogs = sample(allDogs(), 5).map((d, i) => ({
      ...d,
      id: `dog-${String(i).padStart(3, '0')}`,
      distance: (i * 7) % 40,
    }));
    const ranked = rankDogs(family, dogs);
    expect(ranked).toHaveLength(dogs.length);
    const firstBroken = ranked.findIndex((d) => d.match.hardLimits.length > 0);
    expect(firstBroken).toBeGreaterThan(0);
    expect(ranked.slice(firstBroken).every((d) => d.match.hardLimits.length > 0)).toBe(true);
    expect(ranked.slice(0, firstBroken).every((d) => d.match.hardLimits.length === 0)).toBe(true);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1]!.match.score).toBeGreaterThanOrEqual(ranked[i]!.match.score);
  });

  it('ranks a dog not good with kids below one that is, for a home with kids under 6', () => {
    const ranked = rankDogs(family, [
      { ...dog({ goodWithKids: false, goodWithCats: true }), id: 'a', distance: 1 },
      { ...dog({ goodWithKids: true, energyLevel: 'high', size: 'large' }), id: 'b', distance: 90 },
    ]);
    expect(ranked.map((d) => d.id)).toEqual(['b', 'a']);
    expect(ranked[1]!.match.score).toBeLessThanOrEqual(39);
  });

  it('for homes with a cat or a dog, ranks every dog not good with them after every compliant dog (sweep)', () => {
    const dogs = sample(allDogs(), 3, 1).map((d, i) => ({
      ...d,
      id: `dog-${String(i).padStart(3, '0')}`,
      distance: i % 30,
    }));
    const withPets = sample(allProfiles(), 31).filter((p) => p.otherPets !== 'none');
    for (const adopter of withPets) {
      const ranked = rankTop(adopter, dogs, dogs.length);
      const firstPetLimit = ranked.findIndex((d) => brokenLimits(adopter, d).some((k) => k === 'cats' || k === 'dogs'));
      expect(firstPetLimit).toBeGreaterThan(0);
      const after = ranked.slice(firstPetLimit);
      if (after.some((d) => brokenLimits(adopter, d).length === 0)) throw new Error(JSON.stringify(adopter));
      expect(after[0]!.match.hardLimits.some((n) => /^Not good with (cats|other dogs)$/.test(n))).toBe(true);
    }
    expect(withPets.length).toBeGreaterThan(50);
  });

  it('breaks score ties by distance (nearer first, unknown last), then by id', () => {
    const same = dog();
    const ranked = rankDogs(profile(), [
      { ...same, id: 'far', distance: 30 },
      { ...same, id: 'unknown', distance: null },
      { ...same, id: 'near', distance: 2.5 },
      { ...same, id: 'missing' },
      { ...same, id: 'b-tie', distance: 10 },
      { ...same, id: 'a-tie', distance: 10 },
    ]);
    expect(ranked.map((d) => d.id)).toEqual(['near', 'a-tie', 'b-tie', 'far', 'missing', 'unknown']);
  });

  it('a higher score beats a nearer dog', () => {
    const p = profile({ otherPets: 'cats' });
    const ranked = rankDogs(p, [
      { ...dog({ goodWithCats: false }), id: 'near', distance: 1 },
      { ...dog({ goodWithCats: true }), id: 'far', distance: 80 },
    ]);
    expect(ranked.map((d) => d.id)).toEqual(['far', 'near']);
  });

  it('keeps each dog’s own fields, attaches scoreDog’s result, leaves the input alone and is deterministic', () => {
    const dogs = [
      { ...dog({ size: 'large' }), id: 'x', distance: 3, breed: 'Labrador' },
      { ...dog({ size: 'small' }), id: 'y', distance: 4, breed: 'Beagle' },
    ];
    const before = JSON.stringify(dogs);
    const p = profile({ livingSituation: 'apartment' });
    const ranked = rankDogs(p, dogs);
    expect(JSON.stringify(dogs)).toBe(before);
    expect(ranked[0]).toMatchObject({ id: 'y', breed: 'Beagle', distance: 4 });
    expect(ranked[0]!.match).toEqual(scoreDog(p, dogs[1]!));
    expect(rankDogs(p, [...dogs].reverse())).toEqual(ranked);
    expect(rankDogs(p, [])).toEqual([]);
  });
});

describe('rankTop', () => {
  it('returns exactly the first dogs of rankDogs, with the same scores and reasons', () => {
    const dogs = sample(allDogs(), 3).map((d, i) => ({
      ...d,
      id: `dog-${String(i).padStart(4, '0')}`,
      distance: (i * 13) % 50,
    }));
    for (const adopter of sample(allProfiles(), 400)) {
      expect(rankTop(adopter, dogs, 25)).toEqual(rankDogs(adopter, dogs).slice(0, 25));
    }
  });

  it('agrees with scoreDog on every score', () => {
    for (const adopter of sample(allProfiles(), 500)) {
      for (const d of sample(allDogs(), 40)) {
        const full = scoreDog(adopter, d);
        expect(scoreOnly(adopter, d)).toEqual({ score: full.score, brokenHardLimits: full.hardLimits.length });
      }
    }
  });
});

describe('rankPrepared', () => {
  const dogs = sample(allDogs(), 2).map((d, i) => ({
    ...d,
    id: `dog-${String(i).padStart(4, '0')}`,
    // Some unknown distances, and ties, so every tie-break is exercised.
    distance: i % 17 === 0 ? null : (i * 13) % 45,
  }));
  /** Tastes learned from a different handful of swipes for each adopter, liking what `likes` picks. */
  const tasteFor = (n: number) =>
    learnTaste(
      sample(dogs, 7, n % 7)
        .slice(0, 5 + (n % 40))
        .map((d, i) => ({ dog: d, direction: (i + n) % 3 === 0 ? 'right' : 'left' })),
    );

  it('ranks prepared candidates exactly as rankTop does, for any taste', () => {
    const adopters = sample(allProfiles(), 300);
    expect(adopters.length).toBeGreaterThan(20);
    adopters.forEach((adopter, n) => {
      const taste = n % 5 === 0 ? NO_TASTE : tasteFor(n);
      const prepared = prepareCandidates(adopter, dogs);
      const ranked = rankPrepared(
        prepared,
        dogs.map((_, i) => i),
        40,
        taste,
      ).map((i) => prepared.ids[i]);
      expect(ranked).toEqual(rankTop(adopter, dogs, 40, taste).map((d) => d.id));
    });
  });

  it('ranks only the chosen candidates', () => {
    const adopter = allProfiles()[7]!;
    const taste = tasteFor(11);
    const prepared = prepareCandidates(adopter, dogs);
    const chosen = dogs.map((_, i) => i).filter((i) => i % 3 !== 1);
    const ranked = rankPrepared(prepared, chosen, 30, taste).map((i) => prepared.ids[i]);
    expect(ranked).toEqual(
      rankTop(
        adopter,
        chosen.map((i) => dogs[i]!),
        30,
        taste,
      ).map((d) => d.id),
    );
    expect(rankPrepared(prepared, [], 30, taste)).toEqual([]);
  });
});
