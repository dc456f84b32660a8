// The soft factors: for one adopter and one dog, each says how much it matters (weight),
// how well the dog fits (-1..+1) and, when asked, why in plain words. Weights and fit
// numbers come from weights.ts only. Everything here is O(1) per dog (temperament lists
// have at most 8 traits) and allocates nothing until a reason is written.
import type { EnergyLevel, TemperamentTrait } from '../constants.ts';
import {
  ACTIVITY_PHRASES,
  AGE_WORDS,
  ENERGY_PHRASES,
  ENERGY_WORDS,
  EXERCISE_PHRASES,
  HOME_PHRASES,
  SIZE_WORDS,
  TRAIT_WORDS,
  capitalize,
} from './labels.ts';
import type { MatchDog, MatchProfile } from './types.ts';
import {
  ACTIVITY_ENERGY_FIT,
  EXERCISE_ENERGY_FIT,
  EXPERIENCE_FIT,
  HOME_SIZE_FIT,
  MATCH_WEIGHTS,
  OUTDOOR_ENERGY_FIT,
  PREFERRED_ENERGY_FIT,
  TEMPERAMENT_FIT,
  WORK_SCHEDULE_FIT,
} from './weights.ts';

export interface Factor {
  key: string;
  /** How much this factor matters for this adopter; 0 = does not apply to them. */
  weight(profile: MatchProfile): number;
  /**
   * How well the dog fits, -1..+1 (0 = neutral). Only called when weight > 0. Null when the
   * dog's answer is unknown: the factor is then left out for this dog, neither helping nor
   * hurting it (as for an adopter it does not apply to).
   */
  fit(profile: MatchProfile, dog: MatchDog): number | null;
  /** Why, in plain words, for a non-zero fit; null when another reason already says it. */
  reason(profile: MatchProfile, dog: MatchDog, fit: number): string | null;
}

const clamp = (value: number) => (value > 1 ? 1 : value < -1 ? -1 : value);
/** A good-with answer as a fit: +1 yes, -1 no, null unknown. */
const goodWithFit = (answer: boolean | null) => (answer === null ? null : answer ? 1 : -1);

/** Dog energy on the survey's three-step scale (product §12): low 0, moderate 1, high and very high 2. */
const ENERGY_STEP: Record<EnergyLevel, number> = { low: 0, moderate: 1, high: 2, very_high: 2 };
const PREFERRED_ENERGY_STEP = { low: 0, medium: 1, high: 2 } as const;
/** Dog energy on its own four-step scale. */
const ENERGY_RANK: Record<EnergyLevel, number> = { low: 0, moderate: 1, high: 2, very_high: 3 };
const EXERCISE_RANK = { minimal: 0, few_times_week: 1, daily_vigorous: 2 } as const;

function joinTraits(traits: readonly TemperamentTrait[]): string {
  return capitalize(traits.map((t) => TRAIT_WORDS[t]).join(' and '));
}

// ---- preferences -------------------------------------------------------------------------

const preferredSize: Factor = {
  key: 'preferredSize',
  weight: (p) => (p.preferredSize.length === 0 ? 0 : MATCH_WEIGHTS.preferredSize),
  fit: (p, d) => (p.preferredSize.includes(d.size) ? 1 : -1),
  reason: (_p, d, fit) =>
    fit > 0
      ? `Matches your preferred size (${SIZE_WORDS[d.size]})`
      : `Not one of your preferred sizes (${SIZE_WORDS[d.size]})`,
};

const preferredAge: Factor = {
  key: 'preferredAge',
  weight: (p) => (p.preferredAge.length === 0 ? 0 : MATCH_WEIGHTS.preferredAge),
  fit: (p, d) => (p.preferredAge.includes(d.ageCategory) ? 1 : -1),
  reason: (_p, d, fit) =>
    fit > 0
      ? `Matches your preferred age (${AGE_WORDS[d.ageCategory]})`
      : `Not one of your preferred ages (${AGE_WORDS[d.ageCategory]})`,
};

/** Signed steps from the nearest preferred energy to the dog's (+ = the dog is more energetic). */
function energyOffset(p: MatchProfile, d: MatchDog): number {
  const dogStep = ENERGY_STEP[d.energyLevel];
  let best = 99;
  for (const preferred of p.preferredEnergy) {
    const offset = dogStep - PREFERRED_ENERGY_STEP[preferred];
    if (Math.abs(offset) < Math.abs(best)) best = offset;
  }
  return best;
}

const preferredEnergy: Factor = {
  key: 'preferredEnergy',
  weight: (p) => (p.preferredEnergy.length === 0 ? 0 : MATCH_WEIGHTS.preferredEnergy),
  fit: (p, d) => {
    const off = Math.abs(energyOffset(p, d));
    return off === 0
      ? PREFERRED_ENERGY_FIT.match
      : off === 1
        ? PREFERRED_ENERGY_FIT.oneStepOff
        : PREFERRED_ENERGY_FIT.twoStepsOff;
  },
  reason: (p, d, fit) => {
    const words = ENERGY_WORDS[d.energyLevel];
    if (fit > 0) return `Matches your preferred energy level (${words})`;
    return energyOffset(p, d) > 0
      ? `More energetic than you asked for (${words} energy)`
      : `Calmer than you asked for (${words} energy)`;
  },
};

// ---- household ---------------------------------------------------------------------------

const kids: Factor = {
  key: 'kids',
  weight: (p) =>
    p.householdComposition === 'kids_0_5'
      ? MATCH_WEIGHTS.kidsUnder6
      : p.householdComposition === 'kids_6_12'
        ? MATCH_WEIGHTS.kidsSchoolAge
        : p.householdComposition === 'kids_teen'
          ? MATCH_WEIGHTS.kidsTeen
          : 0,
  fit: (_p, d) => goodWithFit(d.goodWithKids),
  reason: (p, _d, fit) => {
    switch (p.householdComposition) {
      case 'kids_0_5':
        // Not good with kids under 6 is a hard limit, which already leads the reasons.
        return fit > 0 ? 'Good with kids - safe around your little ones' : null;
      case 'kids_6_12':
        return fit > 0 ? 'Good with kids - you have school-age kids' : 'Not good with kids - you have school-age kids';
      default:
        return fit > 0 ? 'Good with kids - you have teenagers' : 'Not good with kids - you have teenagers';
    }
  },
};

// Not good with cats / other dogs, with one at home, is a hard limit (hard-limits.ts) that
// already leads the reasons; the factor still orders dogs within a band and says the plus.
const cats: Factor = {
  key: 'cats',
  weight: (p) => (p.otherPets === 'cats' || p.otherPets === 'both' ? MATCH_WEIGHTS.cats : 0),
  fit: (_p, d) => goodWithFit(d.goodWithCats),
  reason: (_p, _d, fit) => (fit > 0 ? 'Good with cats - you have a cat' : null),
};

const dogs: Factor = {
  key: 'dogs',
  weight: (p) => (p.otherPets === 'dogs' || p.otherPets === 'both' ? MATCH_WEIGHTS.dogs : 0),
  fit: (_p, d) => goodWithFit(d.goodWithDogs),
  reason: (_p, _d, fit) => (fit > 0 ? 'Good with other dogs - you have a dog' : null),
};

// ---- lifestyle ---------------------------------------------------------------------------

const activity: Factor = {
  key: 'activity',
  weight: () => MATCH_WEIGHTS.activity,
  fit: (p, d) => ACTIVITY_ENERGY_FIT[p.activityLevel][d.energyLevel],
  reason: (p, d, fit) =>
    fit > 0
      ? `${ENERGY_PHRASES[d.energyLevel]} suits your ${ACTIVITY_PHRASES[p.activityLevel]}`
      : `${ENERGY_PHRASES[d.energyLevel]} may not fit your ${ACTIVITY_PHRASES[p.activityLevel]}`,
};

const exercise: Factor = {
  key: 'exercise',
  weight: () => MATCH_WEIGHTS.exercise,
  fit: (p, d) => EXERCISE_ENERGY_FIT[p.exerciseCommitment][d.energyLevel],
  reason: (p, d, fit) => {
    const plan = EXERCISE_PHRASES[p.exerciseCommitment];
    if (fit > 0) return `Exercise needs fit your plan of ${plan}`;
    return ENERGY_RANK[d.energyLevel] > EXERCISE_RANK[p.exerciseCommitment]
      ? `Needs more exercise than ${plan}`
      : `Prefers a gentler routine than ${plan}`;
  },
};

const homeSpace: Factor = {
  key: 'homeSpace',
  weight: () => MATCH_WEIGHTS.homeSpace,
  fit: (p, d) => HOME_SIZE_FIT[p.livingSituation][d.size],
  reason: (p, d, fit) => {
    const size = capitalize(SIZE_WORDS[d.size]);
    return fit > 0
      ? `${size} size suits your ${HOME_PHRASES[p.livingSituation]}`
      : `${size} size may be cramped in your ${HOME_PHRASES[p.livingSituation]}`;
  },
};

const outdoorSpace: Factor = {
  key: 'outdoorSpace',
  weight: () => MATCH_WEIGHTS.outdoorSpace,
  fit: (p, d) => OUTDOOR_ENERGY_FIT[p.livingSituation][d.energyLevel],
  reason: (p, d, fit) => {
    const home = HOME_PHRASES[p.livingSituation];
    if (fit < 0) return `${ENERGY_PHRASES[d.energyLevel]} needs more outdoor space than your ${home} offers`;
    if (ENERGY_RANK[d.energyLevel] >= 2) {
      return p.livingSituation === 'house_large_yard'
        ? 'Your large yard gives room to burn off energy'
        : 'Your yard gives room to burn off energy';
    }
    return `${ENERGY_PHRASES[d.energyLevel]} is easy to live with in your ${home}`;
  },
};

const workSchedule: Factor = {
  key: 'workSchedule',
  weight: () => MATCH_WEIGHTS.workSchedule,
  fit: (p, d) => {
    const terms = WORK_SCHEDULE_FIT[p.workSchedule];
    let fit = 0;
    if (d.ageCategory === 'puppy') fit += terms.puppy;
    if (d.energyLevel === 'high') fit += terms.high;
    else if (d.energyLevel === 'very_high') fit += terms.very_high;
    else if (d.energyLevel === 'low') fit += terms.low;
    if (d.temperament.includes('independent')) fit += terms.independent;
    return clamp(fit);
  },
  reason: (p, d, fit) => {
    if (p.workSchedule === 'home_all_day') {
      return d.ageCategory === 'puppy'
        ? "You're home all day - ideal for a puppy"
        : "You're home all day to keep up with all that energy";
    }
    const away = p.workSchedule === 'office_full_time' ? '8+ hours' : '4-6 hours';
    if (fit < 0) {
      return d.ageCategory === 'puppy'
        ? `Puppies need company - you're away ${away} a day`
        : `${ENERGY_PHRASES[d.energyLevel]} is hard to leave alone for ${away} a day`;
    }
    return d.temperament.includes('independent')
      ? "Independent - copes well while you're at work"
      : "Low energy - rests easily while you're at work";
  },
};

const EASY_GOING: readonly TemperamentTrait[] = ['friendly', 'gentle', 'calm'];

const experience: Factor = {
  key: 'experience',
  weight: (p) =>
    p.experienceLevel === 'first_time'
      ? MATCH_WEIGHTS.experienceFirstTime
      : p.experienceLevel === 'some_experience'
        ? MATCH_WEIGHTS.experienceSome
        : MATCH_WEIGHTS.experienceVery,
  fit: (_p, d) => {
    let fit = 0;
    let easyGoing = false;
    for (const trait of d.temperament) {
      if (trait === 'protective') fit += EXPERIENCE_FIT.protective;
      else if (trait === 'independent') fit += EXPERIENCE_FIT.independent;
      else if (trait === 'friendly' || trait === 'gentle' || trait === 'calm') easyGoing = true;
    }
    if (d.energyLevel === 'very_high') fit += EXPERIENCE_FIT.very_high;
    if (easyGoing) fit += EXPERIENCE_FIT.easyGoing;
    return clamp(fit);
  },
  reason: (p, d, fit) => {
    const who = p.experienceLevel === 'first_time' ? 'a first-time owner' : 'an owner with some experience';
    if (fit > 0) {
      const traits = d.temperament.filter((t) => EASY_GOING.includes(t)).slice(0, 2);
      return `${joinTraits(traits)} - easy for ${who}`;
    }
    if (d.temperament.includes('protective')) return 'Protective - better with a very experienced owner';
    if (d.energyLevel === 'very_high') return `Very high energy can be a handful for ${who}`;
    return `Independent streak can challenge ${who}`;
  },
};

// ---- temperament -------------------------------------------------------------------------

type TraitTerms = Partial<Record<TemperamentTrait, number>>;
const ACTIVITY_TRAITS: Record<MatchProfile['activityLevel'], TraitTerms> = {
  low: TEMPERAMENT_FIT.lowActivity,
  moderate: TEMPERAMENT_FIT.moderateActivity,
  high: TEMPERAMENT_FIT.highActivity,
};
const KIDS_TRAITS: TraitTerms = TEMPERAMENT_FIT.kids;
const KIDS_UNDER_6_TRAITS: TraitTerms = TEMPERAMENT_FIT.kidsUnder6;

const hasKids = (p: MatchProfile) => p.householdComposition.startsWith('kids_');

function kidsTerm(p: MatchProfile, trait: TemperamentTrait): number {
  if (!hasKids(p)) return 0;
  return (KIDS_TRAITS[trait] ?? 0) + (p.householdComposition === 'kids_0_5' ? (KIDS_UNDER_6_TRAITS[trait] ?? 0) : 0);
}

function traitTerm(p: MatchProfile, trait: TemperamentTrait): number {
  return (ACTIVITY_TRAITS[p.activityLevel][trait] ?? 0) + kidsTerm(p, trait);
}

const ACTIVITY_CONTEXT = { low: 'your relaxed pace', moderate: 'your lifestyle', high: 'your active life' } as const;

const temperament: Factor = {
  key: 'temperament',
  weight: () => MATCH_WEIGHTS.temperament,
  fit: (p, d) => {
    let fit = 0;
    for (const trait of d.temperament) fit += traitTerm(p, trait);
    return clamp(fit);
  },
  reason: (p, d, fit) => {
    if (fit > 0) {
      const good = d.temperament.filter((t) => traitTerm(p, t) > 0).slice(0, 2);
      const forKids = good.some((t) => kidsTerm(p, t) > 0);
      return `${joinTraits(good)} - suits ${forKids ? 'a home with kids' : ACTIVITY_CONTEXT[p.activityLevel]}`;
    }
    const bad = d.temperament.find((t) => traitTerm(p, t) < 0);
    if (bad === 'protective') return 'Protective temperament needs care around young kids';
    return `${capitalize(TRAIT_WORDS[bad ?? 'energetic'])} temperament may be a lot for ${ACTIVITY_CONTEXT[p.activityLevel]}`;
  },
};

/** Every soft factor, in the order used to break ties between equally important reasons. */
export const FACTORS: readonly Factor[] = [
  kids,
  cats,
  dogs,
  preferredEnergy,
  preferredSize,
  preferredAge,
  activity,
  experience,
  exercise,
  workSchedule,
  temperament,
  homeSpace,
  outdoorSpace,
];
