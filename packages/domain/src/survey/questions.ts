// The adopter survey of product §2 (onboarding wizard), as data: the 11 questions in order,
// their options with labels and short descriptions, and the human labels the profile
// screen shows for every stored value. React-free so the server, the assistant and tests
// can read the same words the wizard shows.
import {
  ACTIVITY_LEVELS,
  AGE_CATEGORIES,
  DOG_SIZES,
  EXERCISE_COMMITMENTS,
  EXPERIENCE_LEVELS,
  HOUSEHOLD_COMPOSITIONS,
  LIVING_SITUATIONS,
  OTHER_PETS,
  PREFERRED_ENERGIES,
  SURVEY_RADIUS_OPTIONS,
  WORK_SCHEDULES,
  type ActivityLevel,
  type AgeCategory,
  type DogSize,
  type ExerciseCommitment,
  type ExperienceLevel,
  type HomeType,
  type HouseholdComposition,
  type LivingSituation,
  type OtherPets,
  type PreferredEnergy,
  type WorkSchedule,
} from '../constants.ts';

export interface SurveyOption<V extends string | number = string | number> {
  value: V;
  label: string;
  /** A short line under the label ("Couch companion", "Under 25 lbs"). */
  description?: string;
}

interface QuestionBase<Id extends string, V extends string | number> {
  id: Id;
  title: string;
  subtitle: string;
  /** A lucide icon name the wizard shows beside the question (kept as text: no React here). */
  icon: string;
  options: readonly SurveyOption<V>[];
}

/** One answer; picking it stores the value and (without Continue) moves on. */
export interface SingleChoiceQuestion<
  Id extends string = string,
  V extends string | number = string | number,
> extends QuestionBase<Id, V> {
  kind: 'single';
  /** True when the step has a Continue button instead of advancing on a pick (searchRadius). */
  confirm: boolean;
}

/** Several answers toggled in a list; Continue moves on once `minSelections` are chosen. */
export interface MultiChoiceQuestion<
  Id extends string = string,
  V extends string | number = string | number,
> extends QuestionBase<Id, V> {
  kind: 'multi';
  minSelections: number;
}

export type SurveyQuestion = SingleChoiceQuestion | MultiChoiceQuestion;

export const LIVING_SITUATION_LABELS: Record<LivingSituation, string> = {
  apartment: 'Apartment',
  house_no_yard: 'House without a yard',
  house_small_yard: 'House with a small yard',
  house_large_yard: 'House with a large yard',
};

export const OTHER_PETS_LABELS: Record<OtherPets, string> = {
  none: 'No other pets',
  dogs: 'Dogs',
  cats: 'Cats',
  both: 'Dogs and cats',
};

export const ACTIVITY_LEVEL_LABELS: Record<ActivityLevel, string> = {
  low: 'Relaxed',
  moderate: 'Moderately active',
  high: 'Very active',
};

export const WORK_SCHEDULE_LABELS: Record<WorkSchedule, string> = {
  home_all_day: 'Home most of the day',
  hybrid: 'Hybrid',
  office_full_time: 'Full-time away',
};

export const EXERCISE_COMMITMENT_LABELS: Record<ExerciseCommitment, string> = {
  minimal: 'Minimal',
  few_times_week: 'A few times a week',
  daily_vigorous: 'Daily vigorous exercise',
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  first_time: 'First-time dog owner',
  some_experience: 'Some experience',
  very_experienced: 'Very experienced',
};

export const HOUSEHOLD_COMPOSITION_LABELS: Record<HouseholdComposition, string> = {
  alone: 'Just me',
  adults: 'Adults only',
  kids_0_5: 'Kids aged 0-5',
  kids_6_12: 'Kids aged 6-12',
  kids_teen: 'Teenagers',
};

export const DOG_SIZE_LABELS: Record<DogSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

export const AGE_CATEGORY_LABELS: Record<AgeCategory, string> = {
  puppy: 'Puppy',
  young: 'Young',
  adult: 'Adult',
  senior: 'Senior',
};

export const PREFERRED_ENERGY_LABELS: Record<PreferredEnergy, string> = {
  low: 'Low energy',
  medium: 'Medium energy',
  high: 'High energy',
};

export const HOME_TYPE_LABELS: Record<HomeType, string> = { house: 'House', apartment: 'Apartment', condo: 'Condo' };

export function radiusLabel(miles: number): string {
  return `${miles} miles`;
}

const DESCRIPTIONS = {
  livingSituation: {
    apartment: 'Or a condo - no private outdoor space',
    house_no_yard: 'A house, no fenced outdoor space',
    house_small_yard: 'Room for a quick sniff and play',
    house_large_yard: 'Plenty of space to run around',
  },
  otherPets: {
    none: 'Your new dog would be the only pet',
    dogs: 'One or more dogs at home',
    cats: 'One or more cats at home',
    both: 'A mixed household of dogs and cats',
  },
  activityLevel: { low: 'Couch companion', moderate: 'Weekend warrior', high: 'Daily adventurer' },
  workSchedule: { home_all_day: 'Rarely away', hybrid: '4-6 hours away', office_full_time: '8+ hours away' },
  exerciseCommitment: {
    minimal: 'Short daily walks',
    few_times_week: 'Longer walks or play a few times a week',
    daily_vigorous: 'Runs, hikes or long play every day',
  },
  experienceLevel: {
    first_time: 'This would be my first dog',
    some_experience: "I've had a dog before",
    very_experienced: "I've trained and cared for many dogs",
  },
  householdComposition: {
    alone: 'I live on my own',
    adults: 'Other adults, no children',
    kids_0_5: 'Young children at home',
    kids_6_12: 'School-age children at home',
    kids_teen: 'Teens at home',
  },
  preferredSize: { small: 'Under 25 lbs', medium: '25-60 lbs', large: 'Over 60 lbs' },
  preferredAge: { puppy: '0-1 year', young: '1-3 years', adult: '3-7 years', senior: '7+ years' },
  preferredEnergy: {
    low: 'Calm and easy-going',
    medium: 'Playful, happy to rest too',
    high: 'Always ready to go',
  },
} as const;

function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  descriptions: Record<V, string>,
): SurveyOption<V>[] {
  return values.map((value) => ({ value, label: labels[value], description: descriptions[value] }));
}

/** The 11 adopter questions, in the wizard's order (product §2). */
export const SURVEY_QUESTIONS = [
  {
    id: 'livingSituation',
    kind: 'single',
    confirm: false,
    icon: 'home',
    title: 'What is your living situation?',
    subtitle: 'Some dogs need room to roam, others are happy in a cozy flat',
    options: optionsOf(LIVING_SITUATIONS, LIVING_SITUATION_LABELS, DESCRIPTIONS.livingSituation),
  },
  {
    id: 'otherPets',
    kind: 'single',
    confirm: false,
    icon: 'cat',
    title: 'Do you have other pets?',
    subtitle: "We'll look for dogs who get along with them",
    options: optionsOf(OTHER_PETS, OTHER_PETS_LABELS, DESCRIPTIONS.otherPets),
  },
  {
    id: 'activityLevel',
    kind: 'single',
    confirm: false,
    icon: 'activity',
    title: 'How active is your lifestyle?',
    subtitle: 'Be honest - there is a perfect dog for every pace',
    options: optionsOf(ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS, DESCRIPTIONS.activityLevel),
  },
  {
    id: 'workSchedule',
    kind: 'single',
    confirm: false,
    icon: 'clock',
    title: 'How much time are you away from home?',
    subtitle: 'On a typical weekday',
    options: optionsOf(WORK_SCHEDULES, WORK_SCHEDULE_LABELS, DESCRIPTIONS.workSchedule),
  },
  {
    id: 'exerciseCommitment',
    kind: 'single',
    confirm: false,
    icon: 'footprints',
    title: 'How much exercise can you give a dog?',
    subtitle: 'Walks, runs, fetch - it all counts',
    options: optionsOf(EXERCISE_COMMITMENTS, EXERCISE_COMMITMENT_LABELS, DESCRIPTIONS.exerciseCommitment),
  },
  {
    id: 'experienceLevel',
    kind: 'single',
    confirm: false,
    icon: 'graduation-cap',
    title: 'How much experience do you have with dogs?',
    subtitle: 'Some dogs need a practised hand, others are easy for beginners',
    options: optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS, DESCRIPTIONS.experienceLevel),
  },
  {
    id: 'householdComposition',
    kind: 'single',
    confirm: false,
    icon: 'users',
    title: 'Who lives in your home?',
    subtitle: 'So we can suggest dogs who are comfortable with everyone',
    options: optionsOf(HOUSEHOLD_COMPOSITIONS, HOUSEHOLD_COMPOSITION_LABELS, DESCRIPTIONS.householdComposition),
  },
  {
    id: 'preferredSize',
    kind: 'multi',
    minSelections: 0,
    icon: 'ruler',
    title: 'What size dog would you like?',
    subtitle: 'Choose any that fit - or continue for no preference',
    options: optionsOf(DOG_SIZES, DOG_SIZE_LABELS, DESCRIPTIONS.preferredSize),
  },
  {
    id: 'preferredAge',
    kind: 'multi',
    minSelections: 1,
    icon: 'cake',
    title: 'What age are you looking for?',
    subtitle: 'Choose at least one',
    options: optionsOf(AGE_CATEGORIES, AGE_CATEGORY_LABELS, DESCRIPTIONS.preferredAge),
  },
  {
    id: 'preferredEnergy',
    kind: 'multi',
    minSelections: 1,
    icon: 'zap',
    title: 'What energy level suits you?',
    subtitle: 'Choose at least one',
    options: optionsOf(PREFERRED_ENERGIES, PREFERRED_ENERGY_LABELS, DESCRIPTIONS.preferredEnergy),
  },
  {
    id: 'searchRadius',
    kind: 'single',
    confirm: true,
    icon: 'map-pin',
    title: 'How far would you travel to meet your dog?',
    subtitle: 'You can change this later in your profile',
    options: SURVEY_RADIUS_OPTIONS.map((miles): SurveyOption<number> => ({ value: miles, label: radiusLabel(miles) })),
  },
] as const satisfies readonly SurveyQuestion[];

export type SurveyQuestionId = (typeof SURVEY_QUESTIONS)[number]['id'];

/** Words for the values a server profile may carry, including the older profile-view readings of product §3. */
const PROFILE_VALUE_LABELS = {
  homeType: HOME_TYPE_LABELS,
  livingSituation: LIVING_SITUATION_LABELS,
  otherPets: OTHER_PETS_LABELS,
  otherPetsType: OTHER_PETS_LABELS,
  activityLevel: { ...ACTIVITY_LEVEL_LABELS, very_active: 'Very active', active: 'Active', relaxed: 'Relaxed' },
  workSchedule: { ...WORK_SCHEDULE_LABELS, varies: 'It varies' },
  exerciseCommitment: {
    ...EXERCISE_COMMITMENT_LABELS,
    multiple_daily: 'Several times a day',
    daily: 'Daily',
    weekly: 'Weekly',
  },
  experienceLevel: { ...EXPERIENCE_LEVEL_LABELS, experienced: 'Experienced' },
  householdComposition: HOUSEHOLD_COMPOSITION_LABELS,
  preferredSize: DOG_SIZE_LABELS,
  preferredAge: AGE_CATEGORY_LABELS,
  preferredEnergy: PREFERRED_ENERGY_LABELS,
} satisfies Record<string, Record<string, string>>;

export type ProfileLabelField = keyof typeof PROFILE_VALUE_LABELS;

/**
 * The human label of one stored profile value ("house_small_yard" -> "House with a small
 * yard"). An unknown value is shown readably rather than hidden.
 */
export function profileValueLabel(field: ProfileLabelField, value: string): string {
  const labels: Record<string, string> = PROFILE_VALUE_LABELS[field];
  const known = labels[value];
  if (known) return known;
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Yes / No for the profile's booleans (hasYard). */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
