import { describe, expect, it } from 'vitest';
import { summarizeSurvey, type SurveySummaryInput } from './survey-summary.ts';

const answers: SurveySummaryInput = {
  livingSituation: 'house_small_yard',
  otherPets: 'cats',
  activityLevel: 'moderate',
  workSchedule: 'hybrid',
  exerciseCommitment: 'few_times_week',
  experienceLevel: 'first_time',
  householdComposition: 'kids_0_5',
  preferredSize: ['small', 'medium'],
  preferredAge: ['puppy', 'young', 'adult'],
  preferredEnergy: ['low'],
};

describe('summarizeSurvey', () => {
  it("says the adopter's answers in the survey's own words, one topic a line", () => {
    expect(summarizeSurvey(answers)).toEqual([
      'Home: House with a small yard',
      'Household: Kids aged 0-5',
      'Other pets: Cats',
      'Experience: First-time dog owner',
      'Lifestyle: Moderately active',
      'Exercise: A few times a week',
      'Time away from home: Hybrid (4-6 hours away)',
      'Looking for: Small or Medium size; Puppy, Young or Adult; Low energy',
    ]);
  });

  it('says "any size" when no size was chosen, and labels every other answer', () => {
    const lines = summarizeSurvey({
      ...answers,
      livingSituation: 'apartment',
      otherPets: 'none',
      workSchedule: 'office_full_time',
      preferredSize: [],
      preferredAge: ['senior'],
      preferredEnergy: ['medium', 'high'],
    });
    expect(lines).toContain('Home: Apartment');
    expect(lines).toContain('Other pets: No other pets');
    expect(lines).toContain('Time away from home: Full-time away (8+ hours away)');
    expect(lines.at(-1)).toBe('Looking for: Any size; Senior; Medium energy or High energy');
  });

  it('never shows a raw stored value, whatever the answers', () => {
    const lines = summarizeSurvey({
      ...answers,
      livingSituation: 'house_large_yard',
      otherPets: 'both',
      activityLevel: 'high',
      workSchedule: 'home_all_day',
      exerciseCommitment: 'daily_vigorous',
      experienceLevel: 'very_experienced',
      householdComposition: 'kids_teen',
      preferredSize: ['large'],
      preferredAge: ['puppy'],
      preferredEnergy: ['high'],
    });
    for (const line of lines) expect(line).not.toMatch(/_/);
    expect(lines).toContain('Time away from home: Home most of the day (Rarely away)');
  });
});
