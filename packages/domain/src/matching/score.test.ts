import { describe, expect, it } from 'vitest';
import { AGE_CATEGORIES, DOG_SIZES, PREFERRED_ENERGIES } from '../constants.ts';
import { scoreDog, scoreOnly } from './score.ts';
import { HARD_LIMITS } from './hard-limits.ts';
import { allDogs, allProfiles, brokenLimits, dog, profile, sample } from './test-fixtures.ts';
import type { MatchDog, MatchProfile } from './types.ts';
import { MATCH_WEIGHTS } from './weights.ts';

const breaksHardLimit = (p: MatchProfile, d: MatchDog) => brokenLimits(p, d).length > 0;
const hasCat = (p: MatchProfile) => p.otherPets === 'cats' || p.otherPets === 'both';
const hasDog = (p: MatchProfile) => p.otherPets === 'dogs' || p.otherPets === 'both';

const PROFILES = allProfiles();
const DOGS = allDogs();

describe('other pets', () => {
  it('a cat owner scores an otherwise identical dog higher when it is good with cats, and says so once', () => {
    const catOwner = profile({ otherPets: 'cats' });
    const good = scoreDog(catOwner, dog({ goodWithCats: true }));
    const bad = scoreDog(catOwner, dog({ goodWithCats: false }));
    expect(good.score).toBeGreaterThan(bad.score);
    expect(good.reasons).toContain('Good with cats - you have a cat');
    expect(bad.reasons.filter((r) => r.includes('cat'))).toEqual(['Not good with cats - you have a cat']);
    expect(good.reasons.slice(0, 2).some((r) => r.includes('cat'))).toBe(true);
  });

  it('without a cat, being good with cats changes nothing', () => {
    const noPets = profile({ otherPets: 'none' });
    expect(scoreDog(noPets, dog({ goodWithCats: true }))).toEqual(scoreDog(noPets, dog({ goodWithCats: false })));
  });

  it('a dog owner prefers a dog good with dogs; both counts cats and dogs', () => {
    const dogOwner = profile({ otherPets: 'dogs' });
    expect(scoreDog(dogOwner, dog({ goodWithDogs: true })).score).toBeGreaterThan(
      scoreDog(dogOwner, dog({ goodWithDogs: false })).score,
    );
    const both = profile({ otherPets: 'both' });
    const all = scoreDog(both, dog()).score;
    expect(all).toBeGreaterThan(scoreDog(both, dog({ goodWithDogs: false })).score);
    expect(all).toBeGreaterThan(scoreDog(both, dog({ goodWithCats: false })).score);
    expect(scoreDog(both, dog()).reasons.join(' ')).toMatch(/cat[\s\S]*dog|dog[\s\S]*cat/);
  });

  it('over the sweep, good with cats never lowers a cat owner’s score', () => {
    for (const p of sample(PROFILES, 5).filter((x) => x.otherPets === 'cats' || x.otherPets === 'both')) {
      for (const d of sample(DOGS, 8).filter((x) => x.goodWithCats)) {
        const good = scoreDog(p, d).score;
        const bad = scoreDog(p, { ...d, goodWithCats: false }).score;
        if (good <= bad) throw new Error(`good with cats ${good} <= not ${bad}: ${JSON.stringify({ p, d })}`);
      }
    }
  });
});

describe('other pets are hard limits (decisions §7)', () => {
  const profiles = sample(PROFILES, 17);
  const dogs = sample(DOGS, 5, 2);

  /** Over the sweep: the limit is broken exactly where the product says, in 0-39, named, its reason once among the leading ones. */
  function sweep(key: 'cats' | 'dogs', name: string, reason: string, applies: (p: MatchProfile) => boolean) {
    const counts = { broken: 0, kept: 0 };
    for (const p of profiles) {
      for (const d of dogs) {
        const expected = brokenLimits(p, d);
        const { score, reasons, hardLimits } = scoreDog(p, d);
        const where = () => JSON.stringify({ p, d, score, reasons, hardLimits });
        const said = reasons.filter((r) => r === reason).length;
        if (expected.includes(key)) {
          counts.broken++;
          if (!applies(p)) throw new Error(`broken without the pet: ${where()}`);
          if (score > 39 || !hardLimits.includes(name)) throw new Error(`not a hard limit: ${where()}`);
          if (said !== 1 || reasons.indexOf(reason) >= hardLimits.length)
            throw new Error(`reason not leading once: ${where()}`);
          if (reasons.some((r) => r !== reason && r.startsWith(reason.split(' - ')[0]!)))
            throw new Error(`said twice: ${where()}`);
        } else {
          counts.kept++;
          if (hardLimits.includes(name) || said > 0) throw new Error(`broken for no reason: ${where()}`);
        }
        if (hardLimits.length !== expected.length) throw new Error(`other limits disagree: ${where()}`);
      }
    }
    expect(counts.broken).toBeGreaterThan(100);
    expect(counts.kept).toBeGreaterThan(100);
  }

  it('a dog not good with cats, for a home with cats (cats or both), breaks a hard limit, named once', () => {
    sweep('cats', 'Not good with cats', 'Not good with cats - you have a cat', hasCat);
  });

  it('a dog not good with dogs, for a home with dogs (dogs or both), breaks a hard limit, named once', () => {
    sweep('dogs', 'Not good with other dogs', 'Not good with other dogs - you have a dog', hasDog);
  });

  it('over the sweep, such a dog scores below every compliant dog for the same adopter', () => {
    for (const p of profiles.filter((x) => x.otherPets !== 'none')) {
      const scored = dogs.map((d) => ({ d, score: scoreDog(p, d).score }));
      const compliant = scored.filter(({ d }) => !breaksHardLimit(p, d)).map((x) => x.score);
      const petLimit = scored
        .filter(({ d }) => brokenLimits(p, d).some((k) => k === 'cats' || k === 'dogs'))
        .map((x) => x.score);
      expect(petLimit.length).toBeGreaterThan(0);
      if (compliant.length > 0) expect(Math.max(...petLimit)).toBeLessThan(Math.min(...compliant));
    }
  });

  it('a home with a cat and a dog: not good with either breaks both, first the cat, and scores 0-29', () => {
    const both = profile({ otherPets: 'both' });
    const result = scoreDog(both, dog({ goodWithCats: false, goodWithDogs: false }));
    expect(result.hardLimits).toEqual(['Not good with cats', 'Not good with other dogs']);
    expect(result.reasons.slice(0, 2)).toEqual([
      'Not good with cats - you have a cat',
      'Not good with other dogs - you have a dog',
    ]);
    expect(result.score).toBeLessThanOrEqual(29);
    expect(scoreDog(both, dog({ goodWithDogs: false })).hardLimits).toEqual(['Not good with other dogs']);
  });

  it('the positive side stays a soft factor with its own reason', () => {
    const dogOwner = profile({ otherPets: 'dogs' });
    const result = scoreDog(dogOwner, dog({ goodWithDogs: true }));
    expect(result.hardLimits).toEqual([]);
    expect(result.reasons).toContain('Good with other dogs - you have a dog');
    expect(result.score).toBeGreaterThan(scoreDog(profile({ otherPets: 'none' }), dog()).score);
  });
});

describe('an unknown good-with answer (null) never counts against a dog', () => {
  const profiles = sample(PROFILES, 23, 4);
  const dogs = sample(DOGS, 7, 1);
  /** The same adopter without that pet: the factor and the limit do not apply to them. */
  const withoutPet = (p: MatchProfile, pet: 'cats' | 'dogs'): MatchProfile => ({
    ...p,
    otherPets: p.otherPets === 'both' ? (pet === 'cats' ? 'dogs' : 'cats') : p.otherPets === pet ? 'none' : p.otherPets,
  });

  it('unknown with cats or dogs breaks no limit and scores as for an adopter without that pet', () => {
    let checks = 0;
    for (const p of profiles) {
      for (const d of dogs) {
        for (const pet of ['cats', 'dogs'] as const) {
          const unknown: MatchDog = pet === 'cats' ? { ...d, goodWithCats: null } : { ...d, goodWithDogs: null };
          const result = scoreDog(p, unknown);
          const asIfNoPet = scoreDog(withoutPet(p, pet), d);
          const quick = scoreOnly(p, unknown);
          if (
            result.score !== asIfNoPet.score ||
            result.hardLimits.join() !== asIfNoPet.hardLimits.join() ||
            result.hardLimits.length !== brokenLimits(p, unknown).length ||
            quick.score !== result.score ||
            quick.brokenHardLimits !== result.hardLimits.length
          )
            throw new Error(JSON.stringify({ p, unknown, result, asIfNoPet, quick }));
          checks++;
        }
      }
    }
    expect(checks).toBeGreaterThan(1000);
  });

  it('unknown with kids breaks no limit, scores between good and not good with kids, and is never a reason', () => {
    let checks = 0;
    for (const p of profiles) {
      for (const d of dogs) {
        const unknown = scoreDog(p, { ...d, goodWithKids: null });
        const good = scoreDog(p, { ...d, goodWithKids: true });
        const bad = scoreDog(p, { ...d, goodWithKids: false });
        const where = JSON.stringify({ p, d });
        if (unknown.hardLimits.length !== good.hardLimits.length) throw new Error(`unknown broke a limit: ${where}`);
        if (unknown.score > good.score || unknown.score < bad.score) throw new Error(`unknown out of order: ${where}`);
        if (unknown.reasons.some((r) => /with (young )?kids -/.test(r))) throw new Error(`unknown said: ${where}`);
        checks++;
      }
    }
    expect(checks).toBeGreaterThan(500);
  });

  it('unknown everywhere, for a home with little kids, a cat and a dog: compliant, 40 or more', () => {
    const full = profile({ householdComposition: 'kids_0_5', otherPets: 'both' });
    const result = scoreDog(full, dog({ goodWithKids: null, goodWithCats: null, goodWithDogs: null }));
    expect(result.hardLimits).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(40);
    expect(result.reasons.join(' ')).not.toMatch(/good with|cat|other dogs/i);
  });
});

describe('hard limits', () => {
  it('the engine’s table and the product’s list agree on every adopter and dog of the sweep', () => {
    expect(HARD_LIMITS.map((l) => l.key)).toEqual([
      'kidsUnder6',
      'cats',
      'dogs',
      'veryHighEnergyApartment',
      'specialNeedsFirstTime',
    ]);
    for (const p of sample(PROFILES, 13)) {
      for (const d of sample(DOGS, 9)) {
        const engine = HARD_LIMITS.filter((l) => l.breaks(p, d)).map((l) => l.key);
        if (engine.join() !== brokenLimits(p, d).join()) throw new Error(JSON.stringify({ p, d, engine }));
      }
    }
  });

  it('a home with kids under 6: a dog not good with kids lands in 0-39, named, below one that is', () => {
    const family = profile({ householdComposition: 'kids_0_5' });
    const notForKids = scoreDog(family, dog({ goodWithKids: false }));
    const goodWithKids = scoreDog(family, dog({ goodWithKids: true }));
    expect(notForKids.score).toBeLessThanOrEqual(39);
    expect(notForKids.score).toBeGreaterThanOrEqual(0);
    expect(notForKids.hardLimits).toEqual(['Not good with kids under 6']);
    expect(notForKids.reasons[0]).toBe('Not good with young kids - you have kids under 6');
    expect(goodWithKids.hardLimits).toEqual([]);
    expect(goodWithKids.score).toBeGreaterThanOrEqual(40);
  });

  it('kids of 6-12 or teens make good-with-kids matter, less than for under-6s, and are not a hard limit', () => {
    const gap = (household: MatchProfile['householdComposition']) =>
      scoreDog(profile({ householdComposition: household }), dog({ goodWithKids: true })).score -
      scoreDog(profile({ householdComposition: household }), dog({ goodWithKids: false })).score;
    for (const household of ['kids_6_12', 'kids_teen'] as const) {
      expect(scoreDog(profile({ householdComposition: household }), dog({ goodWithKids: false })).hardLimits).toEqual(
        [],
      );
      expect(gap(household)).toBeGreaterThan(0);
    }
    expect(gap('kids_6_12')).toBeGreaterThan(gap('kids_teen'));
    expect(gap('kids_0_5')).toBeGreaterThan(gap('kids_6_12'));
    expect(gap('adults')).toBe(0);
  });

  it('very high energy in an apartment with a low-activity adopter', () => {
    const couch = profile({ livingSituation: 'apartment', activityLevel: 'low' });
    const result = scoreDog(couch, dog({ energyLevel: 'very_high' }));
    expect(result.score).toBeLessThanOrEqual(39);
    expect(result.hardLimits).toEqual(['Very high energy for an apartment and a relaxed lifestyle']);
    expect(result.reasons[0]).toMatch(/Very high energy.*apartment/);
    // Each condition alone is not a hard limit.
    expect(scoreDog(couch, dog({ energyLevel: 'high' })).hardLimits).toEqual([]);
    expect(
      scoreDog(profile({ livingSituation: 'house_no_yard', activityLevel: 'low' }), dog({ energyLevel: 'very_high' }))
        .hardLimits,
    ).toEqual([]);
    expect(
      scoreDog(profile({ livingSituation: 'apartment', activityLevel: 'moderate' }), dog({ energyLevel: 'very_high' }))
        .hardLimits,
    ).toEqual([]);
  });

  it('special needs with a first-time adopter', () => {
    const firstTimer = profile({ experienceLevel: 'first_time' });
    const result = scoreDog(firstTimer, dog({ specialNeeds: 'Diabetic, needs insulin twice a day' }));
    expect(result.score).toBeLessThanOrEqual(39);
    expect(result.hardLimits).toEqual(['Special needs care for a first-time adopter']);
    expect(result.reasons[0]).toMatch(/special needs/i);
    expect(scoreDog(firstTimer, dog({ specialNeeds: null })).hardLimits).toEqual([]);
    expect(scoreDog(firstTimer, dog({ specialNeeds: '   ' })).hardLimits).toEqual([]);
    expect(
      scoreDog(profile({ experienceLevel: 'some_experience' }), dog({ specialNeeds: 'Diabetic' })).hardLimits,
    ).toEqual([]);
  });

  it('names every broken limit, each leading the reasons, and more limits never score higher', () => {
    const p = profile({
      householdComposition: 'kids_0_5',
      livingSituation: 'apartment',
      activityLevel: 'low',
      experienceLevel: 'first_time',
    });
    const d = dog({ goodWithKids: false, energyLevel: 'very_high', specialNeeds: 'Blind in one eye' });
    const result = scoreDog(p, d);
    expect(result.hardLimits).toHaveLength(3);
    expect(result.reasons.slice(0, 3)).toEqual([
      'Not good with young kids - you have kids under 6',
      expect.stringMatching(/Very high energy/),
      expect.stringMatching(/special needs/i),
    ]);
    expect(result.score).toBeLessThanOrEqual(19);
  });
});

describe('preferences raise the score', () => {
  const profiles = sample(PROFILES, 11);
  const dogs = sample(DOGS, 12, 5);

  it('size, age and energy: the same dog scores higher when the adopter chose its value', () => {
    const check = (label: string, matched: MatchProfile, unmatched: MatchProfile, d: MatchDog) => {
      const a = scoreDog(matched, d).score;
      const b = scoreDog(unmatched, d).score;
      if (a <= b) throw new Error(`${label}: matched ${a} <= unmatched ${b} for ${JSON.stringify({ matched, d })}`);
    };
    let checks = 0;
    for (const p of profiles) {
      for (const d of dogs) {
        for (const other of DOG_SIZES.filter((s) => s !== d.size)) {
          check('size', { ...p, preferredSize: [d.size] }, { ...p, preferredSize: [other] }, d);
          checks++;
        }
        for (const other of AGE_CATEGORIES.filter((a) => a !== d.ageCategory)) {
          check('age', { ...p, preferredAge: [d.ageCategory] }, { ...p, preferredAge: [other] }, d);
          checks++;
        }
        const own = d.energyLevel === 'low' ? 'low' : d.energyLevel === 'moderate' ? 'medium' : 'high';
        for (const other of PREFERRED_ENERGIES.filter((e) => e !== own)) {
          check('energy', { ...p, preferredEnergy: [own] }, { ...p, preferredEnergy: [other] }, d);
          checks++;
        }
      }
    }
    expect(checks).toBeGreaterThan(10_000);
  });

  it('preferred energy "high" covers high and very high dogs (product §12)', () => {
    const p = profile({ preferredEnergy: ['high'], activityLevel: 'high' });
    expect(scoreDog(p, dog({ energyLevel: 'very_high' })).reasons).toContain(
      'Matches your preferred energy level (very high)',
    );
    expect(scoreDog(p, dog({ energyLevel: 'high' })).reasons).toContain('Matches your preferred energy level (high)');
  });

  it('no size preference is neutral: between a matched and an unmatched size, and never a reason', () => {
    const d = dog({ size: 'large' });
    const none = scoreDog(profile({ preferredSize: [] }), d);
    expect(none.reasons.join(' ')).not.toMatch(/preferred size/);
    expect(scoreDog(profile({ preferredSize: ['large'] }), d).score).toBeGreaterThan(none.score);
    expect(scoreDog(profile({ preferredSize: ['small'] }), d).score).toBeLessThan(none.score);
  });

  it('names a matched preference among the reasons', () => {
    const result = scoreDog(profile({ preferredSize: ['medium'] }), dog({ size: 'medium' }));
    expect(result.reasons).toContain('Matches your preferred size (medium)');
  });
});

describe('lifestyle', () => {
  it('an active adopter with a big yard prefers a high-energy, playful dog, and says why', () => {
    const active = profile({
      activityLevel: 'high',
      exerciseCommitment: 'daily_vigorous',
      livingSituation: 'house_large_yard',
      preferredEnergy: ['medium', 'high'],
    });
    const energetic = scoreDog(active, dog({ energyLevel: 'high', temperament: ['playful', 'energetic'] }));
    const sleepy = scoreDog(active, dog({ energyLevel: 'low', temperament: ['calm'] }));
    expect(energetic.score).toBeGreaterThan(sleepy.score);
    expect(energetic.reasons).toContain('High energy suits your daily adventures');
  });

  it('a relaxed adopter prefers a calm, gentle dog', () => {
    const relaxed = profile({
      activityLevel: 'low',
      exerciseCommitment: 'minimal',
      preferredEnergy: ['low', 'medium', 'high'],
    });
    expect(scoreDog(relaxed, dog({ energyLevel: 'low', temperament: ['calm', 'gentle'] })).score).toBeGreaterThan(
      scoreDog(relaxed, dog({ energyLevel: 'high', temperament: ['energetic'] })).score,
    );
  });

  it('an apartment favours a small dog over a large one', () => {
    const flat = profile({ livingSituation: 'apartment' });
    expect(scoreDog(flat, dog({ size: 'small' })).score).toBeGreaterThan(scoreDog(flat, dog({ size: 'large' })).score);
  });

  it('8+ hours away: a puppy scores lower than an adult, an independent dog higher than a clingy one', () => {
    const office = profile({
      workSchedule: 'office_full_time',
      preferredAge: ['puppy', 'adult'],
      experienceLevel: 'very_experienced',
    });
    const puppy = scoreDog(office, dog({ ageCategory: 'puppy' }));
    expect(puppy.score).toBeLessThan(scoreDog(office, dog({ ageCategory: 'adult' })).score);
    expect(puppy.reasons.join(' ')).toMatch(/Puppies need company/);
    const independent = scoreDog(office, dog({ temperament: ['friendly', 'independent'] }));
    expect(independent.score).toBeGreaterThan(scoreDog(office, dog({ temperament: ['friendly'] })).score);
  });

  it('a first-time adopter: a protective dog scores lower than a friendly one; very experienced adopters do not mind', () => {
    const first = profile({ experienceLevel: 'first_time' });
    expect(scoreDog(first, dog({ temperament: ['protective'] })).score).toBeLessThan(
      scoreDog(first, dog({ temperament: ['loyal'] })).score,
    );
    const expert = profile({
      experienceLevel: 'very_experienced',
      householdComposition: 'alone',
      activityLevel: 'high',
    });
    expect(scoreDog(expert, dog({ temperament: ['protective'] })).score).toBe(
      scoreDog(expert, dog({ temperament: ['loyal'] })).score,
    );
  });
});

describe('over every lifestyle x a sample of dogs', () => {
  const dogs = sample(DOGS, 16, 3);

  it('the score is an integer 0-100: 40+ within the hard limits, 39 or less outside; 3-6 plain reasons', () => {
    let compliant = 0;
    let broken = 0;
    for (const p of PROFILES) {
      for (const d of dogs) {
        const { score, reasons, hardLimits } = scoreDog(p, d);
        if (!Number.isInteger(score) || score < 0 || score > 100) throw new Error(`bad score ${score}`);
        if (breaksHardLimit(p, d)) {
          broken++;
          if (score > 39 || hardLimits.length === 0)
            throw new Error(`hard limit scored ${score}: ${JSON.stringify({ p, d })}`);
        } else {
          compliant++;
          if (score < 40 || hardLimits.length > 0)
            throw new Error(`compliant scored ${score}: ${JSON.stringify({ p, d })}`);
        }
        if (reasons.length < 3 || reasons.length > 6)
          throw new Error(`${reasons.length} reasons: ${JSON.stringify({ p, d, reasons })}`);
        for (const reason of reasons) {
          if (reason.includes(d.name) || reason.includes('undefined') || reason.includes('_'))
            throw new Error(`bad reason "${reason}"`);
        }
      }
    }
    expect(compliant).toBeGreaterThan(0);
    expect(broken).toBeGreaterThan(0);
  });

  it('uses the whole compliant band across the sweep', () => {
    const scores = new Set<number>();
    for (const p of sample(PROFILES, 3)) for (const d of dogs) scores.add(scoreDog(p, d).score);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(95);
    expect(Math.min(...scores)).toBeLessThanOrEqual(10);
  });
});

describe('determinism', () => {
  it('same input, same output; inputs untouched', () => {
    const p = profile({ otherPets: 'both', householdComposition: 'kids_0_5', preferredSize: ['small'] });
    const d = dog({ goodWithKids: false, temperament: ['protective', 'calm'] });
    const before = JSON.stringify([p, d]);
    const first = scoreDog(p, d);
    for (let i = 0; i < 5; i++) scoreDog(profile(), dog({ energyLevel: 'very_high' }));
    expect(scoreDog(p, d)).toEqual(first);
    expect(JSON.stringify([p, d])).toBe(before);
  });

  it('exports the weights as one frozen-in-shape table', () => {
    expect(Object.values(MATCH_WEIGHTS).every((w) => Number.isFinite(w) && w >= 0)).toBe(true);
    expect(MATCH_WEIGHTS.kidsUnder6).toBeGreaterThan(MATCH_WEIGHTS.kidsSchoolAge);
    expect(MATCH_WEIGHTS.kidsSchoolAge).toBeGreaterThan(MATCH_WEIGHTS.kidsTeen);
  });
});
