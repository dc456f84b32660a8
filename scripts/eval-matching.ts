// `npm run eval:matching`: does Scout's ranking find the dogs an adopter would want, and does
// learning from swipes make it better? (issue 7, point 4). Not part of `npm test`.
//
// A seeded world of synthetic adopters and dogs, driven through the domain code the server
// and the browser use (rankDogs, scoreDog, learnTaste). Each adopter has survey answers and a
// hidden taste: a utility for every dog, written here from plain assumptions about people,
// not from the engine's weights. The survey reveals the taste only in part:
//   - needs the survey states (kids, a cat or a dog at home, first dog, apartment life);
//   - an ideal energy that follows their activity level loosely, reported as a preferred
//     energy only when they are sure of it;
//   - a favourite size, stated in the survey by only half of them;
//   - latent tastes the survey never asks about: a favourite temperament trait, sometimes a
//     disliked one, an aversion to senior dogs for some, how far they will really travel;
//   - and a personal, unlearnable part (the look of a dog, its name).
// A dog is one the adopter wants when its utility is in their top 15%. Swipes follow the
// utility with some noise: a like when it clears the adopter's bar.
//
// Printed: precision@10 of the survey-only ranking against the random baseline; the share of
// top-10 dogs that break a hard limit while a dog within every limit ranks below them, and
// how many such breaks each limit had (top 10 survey-only, top 10 after the swipes, and the
// 20 dogs the learning deck served), with the limits written out here from the product's
// rules, not read from the engine; precision@10 after 20 swipes (taken from the deck as it
// is served, learning as it goes) against survey-only on the same remaining dogs, and the
// same with the swipes taken from the survey-only deck; the rank correlation (Spearman)
// between score and hidden utility, survey-only and after the swipes.
import {
  ACTIVITY_LEVELS,
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  EXERCISE_COMMITMENTS,
  EXPERIENCE_LEVELS,
  HOUSEHOLD_COMPOSITIONS,
  LIVING_SITUATIONS,
  OTHER_PETS,
  TEMPERAMENT_TRAITS,
  WORK_SCHEDULES,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
  type PreferredEnergy,
  type TemperamentTrait,
} from '../packages/domain/src/constants.ts';
import {
  learnTaste,
  NO_TASTE,
  rankDogs,
  scoreDog,
  type LearnedTaste,
  type MatchDog,
  type MatchProfile,
  type TasteSwipe,
} from '../packages/domain/src/matching/index.ts';

const SEED = 20261124;
const ADOPTERS = 400;
const DOGS_PER_ADOPTER = 300;
const SWIPES = 20;
const TOP = 10;
/** A dog is wanted when its utility is in the adopter's top share. */
const WANTED_SHARE = 0.15;

// ---- a seeded random source ----------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const uniform = (min: number, max: number) => min + (max - min) * random();
const chance = (p: number) => random() < p;
function normal(sd = 1): number {
  const u = Math.max(random(), 1e-12);
  return sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
function pick<T>(items: readonly T[], weights?: readonly number[]): T {
  const w = weights ?? items.map(() => 1);
  let r = random() * w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    r -= w[i]!;
    if (r <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

// ---- dogs --------------------------------------------------------------------------------------

interface SimDog extends MatchDog {
  id: string;
  distance: number;
}

const ENERGY_INDEX: Record<EnergyLevel, number> = { low: 0, moderate: 1, high: 2, very_high: 3 };
const SIZE_INDEX: Record<DogSize, number> = { small: 0, medium: 1, large: 2 };

function makeDog(i: number, radius: number): SimDog {
  const ageCategory = pick<AgeCategory>(AGE_CATEGORIES, [0.15, 0.3, 0.4, 0.15]);
  const energyWeights: Record<AgeCategory, number[]> = {
    puppy: [0.05, 0.25, 0.45, 0.25],
    young: [0.1, 0.3, 0.4, 0.2],
    adult: [0.2, 0.45, 0.25, 0.1],
    senior: [0.55, 0.35, 0.1, 0],
  };
  const energyLevel = pick<EnergyLevel>(ENERGY_LEVELS, energyWeights[ageCategory]);
  // Two or three traits; calm and gentle go with low energy, energetic and playful with high.
  const e = ENERGY_INDEX[energyLevel];
  const traitWeights = TEMPERAMENT_TRAITS.map((t) =>
    t === 'calm' || t === 'gentle' ? 1.6 - 0.5 * e : t === 'energetic' || t === 'playful' ? 0.2 + 0.5 * e : 1,
  );
  const temperament = new Set<TemperamentTrait>();
  const traitCount = chance(0.5) ? 2 : 3;
  while (temperament.size < traitCount) temperament.add(pick(TEMPERAMENT_TRAITS, traitWeights));
  return {
    id: `dog-${i}`,
    name: `Dog ${i}`,
    size: pick<DogSize>(DOG_SIZES, [0.3, 0.4, 0.3]),
    ageCategory,
    energyLevel,
    temperament: [...temperament],
    goodWithKids: chance(0.75),
    goodWithDogs: chance(0.7),
    goodWithCats: chance(0.45),
    specialNeeds: chance(0.08) ? 'Needs daily medication' : null,
    distance: uniform(0.5, radius),
  };
}

// ---- adopters and their hidden taste -----------------------------------------------------------

interface SimAdopter {
  profile: MatchProfile;
  radius: number;
  utility: (dog: SimDog) => number;
  /** The utility a dog must clear to be liked (before the noise of a swipe). */
  likeBar: number;
}

function makeAdopter(): Omit<SimAdopter, 'likeBar'> {
  const livingSituation = pick(LIVING_SITUATIONS, [0.35, 0.15, 0.3, 0.2]);
  const activityLevel = pick(ACTIVITY_LEVELS, [0.3, 0.45, 0.25]);
  const householdComposition = pick(HOUSEHOLD_COMPOSITIONS, [0.25, 0.3, 0.15, 0.15, 0.15]);
  const otherPets = pick(OTHER_PETS, [0.55, 0.2, 0.15, 0.1]);
  const experienceLevel = pick(EXPERIENCE_LEVELS, [0.35, 0.45, 0.2]);
  const radius = pick([10, 25, 50, 100], [0.2, 0.45, 0.25, 0.1]);

  // Energy: an ideal that follows the activity level loosely.
  const idealEnergy = Math.min(3, Math.max(0, { low: 0.6, moderate: 1.4, high: 2.3 }[activityLevel] + normal(0.6)));
  const energyWeight = uniform(0.4, 1.2);
  const nearestEnergy: PreferredEnergy = idealEnergy < 0.8 ? 'low' : idealEnergy < 1.8 ? 'medium' : 'high';
  const preferredEnergy: PreferredEnergy[] = chance(0.7) ? [nearestEnergy] : [];

  // Size: a favourite, more often small in an apartment; half say it in the survey.
  const favouriteSize = pick<DogSize>(
    DOG_SIZES,
    livingSituation === 'apartment' ? [0.5, 0.35, 0.15] : [0.25, 0.4, 0.35],
  );
  const sizeWeight = uniform(0.3, 1.2);
  const preferredSize: DogSize[] = chance(0.5) ? [favouriteSize] : [];

  // Age: most like young and adult dogs; some also puppies; a latent aversion to seniors for some.
  const likesPuppies = chance(0.4);
  const avoidsSeniors = chance(0.35);
  const ageLiking: Record<AgeCategory, number> = {
    puppy: likesPuppies ? 0.6 : -0.3,
    young: 0.4,
    adult: 0.3,
    senior: avoidsSeniors ? -1.8 : -0.2,
  };
  const preferredAge: AgeCategory[] = chance(0.5) ? (likesPuppies ? ['puppy', 'young'] : ['young', 'adult']) : [];

  // Latent: a favourite trait, sometimes a disliked one, and how far they will travel.
  const favouriteTrait = pick(TEMPERAMENT_TRAITS);
  const favouriteWeight = uniform(0.8, 1.6);
  const dislikedTrait = chance(0.4) ? pick(TEMPERAMENT_TRAITS.filter((t) => t !== favouriteTrait)) : null;
  const travelMiles = uniform(8, 40);
  const personal = new Map<string, number>();

  const profile: MatchProfile = {
    livingSituation,
    otherPets,
    activityLevel,
    workSchedule: pick(WORK_SCHEDULES, [0.25, 0.4, 0.35]),
    exerciseCommitment:
      activityLevel === 'high'
        ? pick(EXERCISE_COMMITMENTS, [0.1, 0.3, 0.6])
        : activityLevel === 'low'
          ? pick(EXERCISE_COMMITMENTS, [0.6, 0.35, 0.05])
          : pick(EXERCISE_COMMITMENTS, [0.25, 0.55, 0.2]),
    experienceLevel,
    householdComposition,
    preferredSize,
    preferredAge,
    preferredEnergy,
  };

  function utility(dog: SimDog): number {
    let u = 0;
    // Needs the survey states.
    if (!dog.goodWithKids) u -= { kids_0_5: 6, kids_6_12: 2, kids_teen: 1, adults: 0, alone: 0 }[householdComposition];
    if (!dog.goodWithCats && (otherPets === 'cats' || otherPets === 'both')) u -= 3;
    if (!dog.goodWithDogs && (otherPets === 'dogs' || otherPets === 'both')) u -= 2;
    if (dog.specialNeeds && experienceLevel === 'first_time') u -= 2;
    if (dog.energyLevel === 'very_high' && livingSituation === 'apartment' && activityLevel === 'low') u -= 4;
    // Partly stated.
    u -= energyWeight * Math.abs(ENERGY_INDEX[dog.energyLevel] - idealEnergy);
    const sizeSteps = Math.abs(SIZE_INDEX[dog.size] - SIZE_INDEX[favouriteSize]);
    u += sizeSteps === 0 ? sizeWeight : -0.6 * sizeWeight * sizeSteps;
    u += ageLiking[dog.ageCategory];
    // Latent.
    if (dog.temperament.includes(favouriteTrait)) u += favouriteWeight;
    if (dislikedTrait && dog.temperament.includes(dislikedTrait)) u -= 1;
    u -= dog.distance / travelMiles;
    // Personal and unlearnable, but the same every time this adopter sees this dog.
    if (!personal.has(dog.id)) personal.set(dog.id, normal(0.6));
    return u + personal.get(dog.id)!;
  }

  return { profile, radius, utility };
}

// ---- measures -----------------------------------------------------------------------------------

/**
 * What an adopter cannot accept: the hard limits of product §13 and decisions §7 (other
 * pets), written out from the rules, not read from the engine, so a limit the engine forgot
 * shows up here as breaks.
 */
const HARD_LIMITS_AS_WRITTEN: readonly { name: string; breaks: (p: MatchProfile, d: MatchDog) => boolean }[] = [
  { name: 'kids under 6', breaks: (p, d) => p.householdComposition === 'kids_0_5' && d.goodWithKids === false },
  {
    name: 'cats',
    breaks: (p, d) => (p.otherPets === 'cats' || p.otherPets === 'both') && d.goodWithCats === false,
  },
  {
    name: 'dogs',
    breaks: (p, d) => (p.otherPets === 'dogs' || p.otherPets === 'both') && d.goodWithDogs === false,
  },
  {
    name: 'very high energy in a relaxed apartment',
    breaks: (p, d) => d.energyLevel === 'very_high' && p.livingSituation === 'apartment' && p.activityLevel === 'low',
  },
  {
    name: 'special needs for a first dog',
    breaks: (p, d) => p.experienceLevel === 'first_time' && d.specialNeeds !== null && d.specialNeeds.trim() !== '',
  },
];
const acceptable = (p: MatchProfile, d: MatchDog) => HARD_LIMITS_AS_WRITTEN.every((limit) => !limit.breaks(p, d));

/**
 * Breaks in the first `top` dogs of a ranking: a dog the adopter cannot accept, placed
 * while an acceptable dog ranks below it (so the ranking had a better choice). Adds each
 * broken limit to `perLimit`; returns how many of those dogs broke at least one.
 */
function countBreaks(profile: MatchProfile, ranked: readonly MatchDog[], top: number, perLimit: Map<string, number>) {
  let lastAcceptable = -1;
  for (let i = ranked.length - 1; i >= 0 && lastAcceptable < 0; i--)
    if (acceptable(profile, ranked[i]!)) lastAcceptable = i;
  let breaking = 0;
  for (let i = 0; i < Math.min(top, lastAcceptable); i++) {
    const broken = HARD_LIMITS_AS_WRITTEN.filter((limit) => limit.breaks(profile, ranked[i]!));
    for (const limit of broken) perLimit.set(limit.name, (perLimit.get(limit.name) ?? 0) + 1);
    if (broken.length > 0) breaking++;
  }
  return breaking;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++;
    for (let k = start; k <= end; k++) result[order[k]!.i] = (start + end) / 2;
    start = end + 1;
  }
  return result;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - mean) * (rb[i]! - mean);
    da += (ra[i]! - mean) ** 2;
    db += (rb[i]! - mean) ** 2;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

function topOf(profile: MatchProfile, dogs: readonly SimDog[], taste: LearnedTaste): SimDog[] {
  return rankDogs(profile, dogs, taste).slice(0, TOP);
}

/** The top dogs, and the share of them that break a hard limit while an acceptable dog ranks below. */
function topAndBreaks(
  profile: MatchProfile,
  dogs: readonly SimDog[],
  taste: LearnedTaste,
  perLimit: Map<string, number>,
) {
  const ranked = rankDogs(profile, dogs, taste);
  return { top: ranked.slice(0, TOP), breaks: countBreaks(profile, ranked, TOP, perLimit) / TOP };
}

const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

// ---- the run --------------------------------------------------------------------------------------

const results = {
  randomBaseline: [] as number[],
  surveyPrecision: [] as number[],
  surveyBreaks: [] as number[],
  remainingSurveyPrecision: [] as number[],
  learnedPrecision: [] as number[],
  learnedBreaks: [] as number[],
  surveyCorrelation: [] as number[],
  learnedCorrelation: [] as number[],
  likeShare: [] as number[],
  surveyDeckSurveyPrecision: [] as number[],
  surveyDeckLearnedPrecision: [] as number[],
};
/** Breaks by hard limit: in the survey-only top 10, the learned top 10, the dogs served while swiping. */
const breaksByLimit = {
  survey: new Map<string, number>(),
  learned: new Map<string, number>(),
  served: new Map<string, number>(),
};

let dogCounter = 0;
for (let a = 0; a < ADOPTERS; a++) {
  const adopter = makeAdopter();
  const dogs = Array.from({ length: DOGS_PER_ADOPTER }, () => makeDog(dogCounter++, adopter.radius));
  const utilities = new Map(dogs.map((dog) => [dog.id, adopter.utility(dog)]));
  const sorted = [...utilities.values()].sort((x, y) => y - x);
  const wantedBar = sorted[Math.floor(WANTED_SHARE * sorted.length) - 1]!;
  const likeBar = sorted[Math.floor(0.3 * sorted.length) - 1]!;
  const wanted = (dog: SimDog) => utilities.get(dog.id)! >= wantedBar;
  const precision = (top: readonly SimDog[]) => top.filter(wanted).length / top.length;

  results.randomBaseline.push(dogs.filter(wanted).length / dogs.length);
  const surveyRanking = topAndBreaks(adopter.profile, dogs, NO_TASTE, breaksByLimit.survey);
  results.surveyPrecision.push(precision(surveyRanking.top));
  results.surveyBreaks.push(surveyRanking.breaks);
  results.surveyCorrelation.push(
    spearman(
      dogs.map((d) => scoreDog(adopter.profile, d).score),
      dogs.map((d) => utilities.get(d.id)!),
    ),
  );

  // Twenty swipes on the top dog of the deck, each swipe the adopter's own (utility plus a
  // little noise against their bar). `learning`: the deck learns as it goes, as Scout's does;
  // otherwise the twenty come from the survey-only deck (a check that the gain is not only
  // the learned deck having picked easier swipes).
  function swipeTwenty(learning: boolean) {
    const swipes: TasteSwipe[] = [];
    let remaining = dogs;
    for (let s = 0; s < SWIPES; s++) {
      const ranked = rankDogs(adopter.profile, remaining, learning ? learnTaste(swipes) : NO_TASTE);
      if (learning) countBreaks(adopter.profile, ranked, 1, breaksByLimit.served);
      const [next] = ranked;
      const liked = utilities.get(next!.id)! + normal(0.3) >= likeBar;
      swipes.push({ dog: next!, direction: liked ? 'right' : 'left' });
      remaining = remaining.filter((dog) => dog.id !== next!.id);
    }
    return { swipes, remaining, taste: learnTaste(swipes) };
  }

  const { swipes, remaining, taste: learned } = swipeTwenty(true);
  results.likeShare.push(swipes.filter((s) => s.direction === 'right').length / SWIPES);
  const learnedTop = topAndBreaks(adopter.profile, remaining, learned, breaksByLimit.learned);
  results.remainingSurveyPrecision.push(precision(topOf(adopter.profile, remaining, NO_TASTE)));
  results.learnedPrecision.push(precision(learnedTop.top));
  results.learnedBreaks.push(learnedTop.breaks);
  results.learnedCorrelation.push(
    spearman(
      remaining.map((d) => scoreDog(adopter.profile, d, learned).score),
      remaining.map((d) => utilities.get(d.id)!),
    ),
  );

  const fromSurveyDeck = swipeTwenty(false);
  results.surveyDeckSurveyPrecision.push(precision(topOf(adopter.profile, fromSurveyDeck.remaining, NO_TASTE)));
  results.surveyDeckLearnedPrecision.push(
    precision(topOf(adopter.profile, fromSurveyDeck.remaining, fromSurveyDeck.taste)),
  );
}

const baseline = average(results.randomBaseline);
const survey = average(results.surveyPrecision);
const remainingSurvey = average(results.remainingSurveyPrecision);
const learned = average(results.learnedPrecision);
const check = (ok: boolean) => (ok ? 'met' : 'NOT MET');

console.log(`Matching quality: ${ADOPTERS} synthetic adopters, ${DOGS_PER_ADOPTER} dogs each, seed ${SEED}`);
console.log(
  `A wanted dog: utility in the adopter's top ${WANTED_SHARE * 100}%. Likes in the ${SWIPES} swipes: ${percent(average(results.likeShare))}.`,
);
console.log('');
console.log(`precision@${TOP}, random baseline           ${percent(baseline)}`);
console.log(
  `precision@${TOP}, survey only               ${percent(survey)}  (${(survey / baseline).toFixed(2)}x the baseline; target 2x: ${check(survey >= 2 * baseline)})`,
);
const noBreaks = Object.values(breaksByLimit).every((perLimit) => [...perLimit.values()].every((n) => n === 0));
console.log(
  `top-${TOP} dogs breaking a hard limit      survey only ${percent(average(results.surveyBreaks))}, after ${SWIPES} swipes ${percent(average(results.learnedBreaks))}  (target 0: ${check(average(results.surveyBreaks) === 0 && average(results.learnedBreaks) === 0 && noBreaks)})`,
);
console.log(
  `  (a dog the adopter cannot accept, ranked above one they can) by limit, top ${TOP} survey only / top ${TOP} after ${SWIPES} swipes / served while swiping:`,
);
for (const { name } of HARD_LIMITS_AS_WRITTEN) {
  const counts = Object.values(breaksByLimit).map((perLimit) => perLimit.get(name) ?? 0);
  console.log(`    ${name.padEnd(40)} ${counts.join(' / ')}`);
}
console.log(
  `precision@${TOP} on the remaining dogs after ${SWIPES} swipes: survey only ${percent(remainingSurvey)}, learned ${percent(learned)}  (+${percent(learned / remainingSurvey - 1)}; target +20%: ${check(learned >= 1.2 * remainingSurvey)})`,
);
const surveyDeckSurvey = average(results.surveyDeckSurveyPrecision);
const surveyDeckLearned = average(results.surveyDeckLearnedPrecision);
console.log(
  `  the same, the ${SWIPES} swipes taken from the survey-only deck: survey only ${percent(surveyDeckSurvey)}, learned ${percent(surveyDeckLearned)}  (+${percent(surveyDeckLearned / surveyDeckSurvey - 1)})`,
);
console.log(
  `rank correlation of score with hidden utility (Spearman): survey only ${average(results.surveyCorrelation).toFixed(3)}, after ${SWIPES} swipes ${average(results.learnedCorrelation).toFixed(3)}`,
);
