import { describe, expect, it } from 'vitest';
import { SURVEY_QUESTIONS } from '@scout/domain/survey/questions';
import {
  canContinue,
  canGoBack,
  draftFromAnswers,
  finishAnswers,
  hasContinue,
  isLastStep,
  LAST_STEP,
  progressPercent,
  questionAt,
  stepCounter,
  toggleValue,
} from './wizard';

const question = (id: string) => {
  const q = SURVEY_QUESTIONS.find((candidate) => candidate.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};

describe('onboarding wizard rules', () => {
  it("counts 'Step 2 of 13' for the intent step up to 'Step 13 of 13' for the last question", () => {
    expect(stepCounter(0)).toBe('Step 2 of 13');
    expect(stepCounter(1)).toBe('Step 3 of 13');
    expect(stepCounter(LAST_STEP)).toBe('Step 13 of 13');
  });

  it('fills the progress bar (index+1)/12', () => {
    expect(progressPercent(0)).toBe(8);
    expect(progressPercent(5)).toBe(50);
    expect(progressPercent(11)).toBe(100);
  });

  it('shows the intent choice at index 0, then the 11 questions in order', () => {
    expect(questionAt(0)).toBeNull();
    expect(questionAt(1)?.id).toBe('livingSituation');
    expect(questionAt(8)?.id).toBe('preferredSize');
    expect(questionAt(11)?.id).toBe('searchRadius');
    expect(LAST_STEP).toBe(11);
    expect(isLastStep(11)).toBe(true);
    expect(isLastStep(10)).toBe(false);
  });

  it('goes back whenever the index is above 0', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoBack(11)).toBe(true);
  });

  it('has Continue on the multi-select steps and searchRadius only', () => {
    const withContinue = SURVEY_QUESTIONS.filter(hasContinue).map((q) => q.id);
    expect(withContinue).toEqual(['preferredSize', 'preferredAge', 'preferredEnergy', 'searchRadius']);
  });

  it('lets size continue with nothing chosen; age and energy need one; searchRadius needs a value', () => {
    expect(canContinue(question('preferredSize'), {})).toBe(true);
    expect(canContinue(question('preferredAge'), {})).toBe(false);
    expect(canContinue(question('preferredAge'), { preferredAge: ['senior'] })).toBe(true);
    expect(canContinue(question('preferredEnergy'), { preferredEnergy: [] })).toBe(false);
    expect(canContinue(question('searchRadius'), {})).toBe(false);
    expect(canContinue(question('searchRadius'), { searchRadius: 50 })).toBe(true);
  });

  it('toggles multi-select values in and out, in the options’ order', () => {
    const age = question('preferredAge');
    expect(toggleValue(age, [], 'senior')).toEqual(['senior']);
    expect(toggleValue(age, ['senior'], 'puppy')).toEqual(['puppy', 'senior']);
    expect(toggleValue(age, ['puppy', 'senior'], 'puppy')).toEqual(['senior']);
  });

  it('finishes with the location and no size preference, or not at all while something is missing', () => {
    const draft = {
      livingSituation: 'apartment',
      otherPets: 'none',
      activityLevel: 'low',
      workSchedule: 'hybrid',
      exerciseCommitment: 'minimal',
      experienceLevel: 'first_time',
      householdComposition: 'alone',
      preferredAge: ['adult'],
      preferredEnergy: ['low'],
      searchRadius: 10,
    };
    expect(finishAnswers(draft, { latitude: 30.2672, longitude: -97.7431 })).toEqual({
      ...draft,
      preferredSize: [],
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect(finishAnswers({ ...draft, preferredEnergy: [] }, { latitude: 1, longitude: 1 })).toBeNull();
  });

  it('starts Edit Profile from earlier answers, dropping values the survey does not offer', () => {
    expect(draftFromAnswers(null)).toEqual({});
    expect(
      draftFromAnswers({
        livingSituation: 'house_large_yard',
        preferredSize: ['large'],
        searchRadius: 35,
        latitude: 1,
      }),
    ).toEqual({ livingSituation: 'house_large_yard', preferredSize: ['large'] });
  });
});
