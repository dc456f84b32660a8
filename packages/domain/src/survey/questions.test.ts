import { describe, expect, it } from 'vitest';
import { surveyAnswersSchema } from '../contracts/profile.ts';
import { profileValueLabel, SURVEY_QUESTIONS, yesNo } from './questions.ts';

// Product §2, "Adopter questions": field, options and the words product §2 gives them.
const SPEC: Array<[string, Array<string | number>, 'single' | 'multi']> = [
  ['livingSituation', ['apartment', 'house_no_yard', 'house_small_yard', 'house_large_yard'], 'single'],
  ['otherPets', ['none', 'dogs', 'cats', 'both'], 'single'],
  ['activityLevel', ['low', 'moderate', 'high'], 'single'],
  ['workSchedule', ['home_all_day', 'hybrid', 'office_full_time'], 'single'],
  ['exerciseCommitment', ['minimal', 'few_times_week', 'daily_vigorous'], 'single'],
  ['experienceLevel', ['first_time', 'some_experience', 'very_experienced'], 'single'],
  ['householdComposition', ['alone', 'adults', 'kids_0_5', 'kids_6_12', 'kids_teen'], 'single'],
  ['preferredSize', ['small', 'medium', 'large'], 'multi'],
  ['preferredAge', ['puppy', 'young', 'adult', 'senior'], 'multi'],
  ['preferredEnergy', ['low', 'medium', 'high'], 'multi'],
  ['searchRadius', [10, 25, 50, 100], 'single'],
];

const SPEC_WORDS: Record<string, Record<string, RegExp>> = {
  activityLevel: { low: /couch companion/i, moderate: /weekend warrior/i, high: /daily adventurer/i },
  workSchedule: { home_all_day: /rarely/i, hybrid: /4-6 hours/, office_full_time: /8\+ hours/ },
  exerciseCommitment: { minimal: /short daily walks/i },
  preferredSize: { small: /under 25 lbs/i, medium: /25-60 lbs/, large: /over 60 lbs/i },
  preferredAge: { puppy: /0-1 year/, young: /1-3/, adult: /3-7/, senior: /7\+/ },
};

describe('survey questions', () => {
  it('has the 11 questions of product §2 in order, with every option and kind', () => {
    expect(SURVEY_QUESTIONS.map((q) => [q.id, q.options.map((o) => o.value), q.kind])).toEqual(SPEC);
  });

  it("uses product §2's words for the options that have them", () => {
    for (const [id, words] of Object.entries(SPEC_WORDS)) {
      const question = SURVEY_QUESTIONS.find((q) => q.id === id);
      for (const [value, pattern] of Object.entries(words)) {
        const option = question?.options.find((o) => String(o.value) === value);
        expect(`${option?.label} ${option?.description ?? ''}`, `${id}.${value}`).toMatch(pattern);
      }
    }
  });

  it('gives every question a title and every option a label', () => {
    for (const question of SURVEY_QUESTIONS) {
      expect(question.title).not.toBe('');
      for (const option of question.options) expect(option.label).not.toBe('');
    }
  });

  it('lets the size step be skipped but asks for an age and an energy level', () => {
    const min = Object.fromEntries(
      SURVEY_QUESTIONS.filter((q) => q.kind === 'multi').map((q) => [q.id, q.minSelections]),
    );
    expect(min).toEqual({ preferredSize: 0, preferredAge: 1, preferredEnergy: 1 });
  });

  it('only searchRadius among the single-choice steps waits for Continue', () => {
    const confirmed = SURVEY_QUESTIONS.filter((q) => q.kind === 'single' && q.confirm).map((q) => q.id);
    expect(confirmed).toEqual(['searchRadius']);
  });

  it('offers only values the answers contract accepts', () => {
    const first = Object.fromEntries(
      SURVEY_QUESTIONS.map((q) => [q.id, q.kind === 'multi' ? q.options.map((o) => o.value) : q.options[0]?.value]),
    );
    expect(surveyAnswersSchema.safeParse({ ...first, latitude: 1, longitude: 2 }).success).toBe(true);
    for (const q of SURVEY_QUESTIONS) {
      for (const option of q.options) {
        const answers = {
          ...first,
          [q.id]: q.kind === 'multi' ? [option.value] : option.value,
          latitude: 1,
          longitude: 2,
        };
        expect(surveyAnswersSchema.safeParse(answers).success, `${q.id}=${option.value}`).toBe(true);
      }
    }
  });
});

describe('profile labels', () => {
  it('names every survey value and the derived fields', () => {
    expect(profileValueLabel('livingSituation', 'house_small_yard')).toBe('House with a small yard');
    expect(profileValueLabel('homeType', 'apartment')).toBe('Apartment');
    expect(profileValueLabel('otherPets', 'none')).toBe('No other pets');
    expect(profileValueLabel('workSchedule', 'varies')).toBe('It varies');
    expect(profileValueLabel('experienceLevel', 'experienced')).toBe('Experienced');
    expect(profileValueLabel('preferredEnergy', 'medium')).toBe('Medium energy');
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });

  it('reads unknown values as words instead of hiding them', () => {
    expect(profileValueLabel('activityLevel', 'super_sporty')).toBe('Super sporty');
  });
});
