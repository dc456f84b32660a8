// An adopter's survey in a few plain lines, for the lister reading their application
// (decisions §12): the same labels the survey and the profile screen show, so both sides
// read the same words. Pure: the server calls it for each application a lister lists.
import type { SurveyAnswers } from '../contracts/profile.ts';
import { profileValueLabel, SURVEY_QUESTIONS } from './questions.ts';

/** The answers the summary reads (a stored profile carries them all). */
export type SurveySummaryInput = Pick<
  SurveyAnswers,
  | 'livingSituation'
  | 'otherPets'
  | 'activityLevel'
  | 'workSchedule'
  | 'exerciseCommitment'
  | 'experienceLevel'
  | 'householdComposition'
  | 'preferredSize'
  | 'preferredAge'
  | 'preferredEnergy'
>;

/** The survey's short line under an option ("4-6 hours away"), when it has one. */
function descriptionOf(questionId: string, value: string): string | undefined {
  const question = SURVEY_QUESTIONS.find((q) => q.id === questionId);
  const option = question?.options.find((o) => o.value === value) as { description?: string } | undefined;
  return option?.description;
}

/** "Small, Medium or Large"; "any" when the list is empty. */
function either(labels: readonly string[]): string {
  if (labels.length === 0) return 'any';
  if (labels.length === 1) return labels[0]!;
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/**
 * Eight short lines, "Topic: answer": the home, who lives there, other pets, experience,
 * the adopter's day (activity, exercise, time away), and the dog they are looking for.
 */
export function summarizeSurvey(answers: SurveySummaryInput): string[] {
  const away = profileValueLabel('workSchedule', answers.workSchedule);
  const awayDetail = descriptionOf('workSchedule', answers.workSchedule);
  const sizes = answers.preferredSize.map((size) => profileValueLabel('preferredSize', size));
  const ages = answers.preferredAge.map((age) => profileValueLabel('preferredAge', age));
  const energies = answers.preferredEnergy.map((energy) => profileValueLabel('preferredEnergy', energy));
  return [
    `Home: ${profileValueLabel('livingSituation', answers.livingSituation)}`,
    `Household: ${profileValueLabel('householdComposition', answers.householdComposition)}`,
    `Other pets: ${profileValueLabel('otherPets', answers.otherPets)}`,
    `Experience: ${profileValueLabel('experienceLevel', answers.experienceLevel)}`,
    `Lifestyle: ${profileValueLabel('activityLevel', answers.activityLevel)}`,
    `Exercise: ${profileValueLabel('exerciseCommitment', answers.exerciseCommitment)}`,
    `Time away from home: ${awayDetail ? `${away} (${awayDetail})` : away}`,
    `Looking for: ${sizes.length > 0 ? `${either(sizes)} size` : 'Any size'}; ${either(ages)}; ${either(energies)}`,
  ];
}
