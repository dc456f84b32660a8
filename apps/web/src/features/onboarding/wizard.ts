// The onboarding wizard's rules (product §4 "Onboarding", product §12), kept apart from
// the screen: index 0 is the intent choice, 1..11 are the survey questions; the counter
// reads 'Step index+2 of 13' and the bar fills (index+1)/12.
import type { SurveyAnswers } from '@scout/domain';
import { ONBOARDING_PROGRESS_STEPS, ONBOARDING_STEP_COUNTER_TOTAL } from '@scout/domain/constants';
import { surveyAnswersSchema } from '@scout/domain/contracts/profile';
import { SURVEY_QUESTIONS, type SurveyQuestion } from '@scout/domain/survey/questions';

export type AnswerValue = string | number;
/** The answers so far, by question id: one value, or a list for multi-select steps. */
export type SurveyDraft = Partial<Record<string, AnswerValue | AnswerValue[]>>;

export const LAST_STEP = SURVEY_QUESTIONS.length;

/** The question shown at a step index, or null for the intent step. */
export function questionAt(index: number): SurveyQuestion | null {
  return index >= 1 ? (SURVEY_QUESTIONS[index - 1] ?? null) : null;
}

export function stepCounter(index: number): string {
  return `Step ${index + 2} of ${ONBOARDING_STEP_COUNTER_TOTAL}`;
}

export function progressPercent(index: number): number {
  return Math.min(100, Math.round(((index + 1) / ONBOARDING_PROGRESS_STEPS) * 100));
}

export function canGoBack(index: number): boolean {
  return index > 0;
}

export function isLastStep(index: number): boolean {
  return index === LAST_STEP;
}

/** Multi-select steps and searchRadius wait for Continue; the other single-choice steps advance on a pick. */
export function hasContinue(question: SurveyQuestion): boolean {
  return question.kind === 'multi' || question.confirm;
}

export function selectedList(draft: SurveyDraft, id: string): AnswerValue[] {
  const value = draft[id];
  return Array.isArray(value) ? value : [];
}

export function canContinue(question: SurveyQuestion, draft: SurveyDraft): boolean {
  if (question.kind === 'multi') return selectedList(draft, question.id).length >= question.minSelections;
  return draft[question.id] !== undefined;
}

/** Adds a value to a multi-select answer, or takes it out again, keeping the options' order. */
export function toggleValue(question: SurveyQuestion, current: AnswerValue[], value: AnswerValue): AnswerValue[] {
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const order = question.options.map((o) => o.value);
  return next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Earlier answers (a saved or guest profile) as a draft, so Edit Profile starts from them. */
export function draftFromAnswers(answers: Partial<SurveyAnswers> | null | undefined): SurveyDraft {
  if (!answers) return {};
  const draft: SurveyDraft = {};
  for (const question of SURVEY_QUESTIONS) {
    const value = (answers as Record<string, unknown>)[question.id];
    const allowed = question.options.map((o) => o.value as AnswerValue);
    if (question.kind === 'multi' && Array.isArray(value)) {
      draft[question.id] = value.filter((v): v is AnswerValue => allowed.includes(v as AnswerValue));
    } else if (question.kind === 'single' && allowed.includes(value as AnswerValue)) {
      draft[question.id] = value as AnswerValue;
    }
  }
  return draft;
}

/** The finished answers with a location, or null while something required is missing. */
export function finishAnswers(
  draft: SurveyDraft,
  location: { latitude: number; longitude: number },
): SurveyAnswers | null {
  const parsed = surveyAnswersSchema.safeParse({
    ...draft,
    latitude: location.latitude,
    longitude: location.longitude,
  });
  return parsed.success ? parsed.data : null;
}
