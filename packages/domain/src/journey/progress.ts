// Where an adoption journey stands (product §4 "Adoption journey"): a step is completed when its
// timestamp is set (application: applicationSubmittedAt; adoption: completedAt), otherwise
// current when it is the journey's currentStep, otherwise upcoming. Progress is completed
// steps out of four. Shared by the journey card and the listers' dashboards.
import { JOURNEY_STEPS, type JourneyStep } from '../constants.ts';
import type { Journey } from '../contracts/adoption-journeys.ts';

export type StepState = 'completed' | 'current' | 'upcoming';

type JourneyTimes = Pick<
  Journey,
  'currentStep' | 'applicationSubmittedAt' | 'homeVisitCompletedAt' | 'meetGreetCompletedAt' | 'completedAt'
>;

export const JOURNEY_STEP_TITLES: Record<JourneyStep, string> = {
  application: 'Application',
  home_visit: 'Home Visit',
  meet_greet: 'Meet & Greet',
  adoption: 'Adoption',
};

export function stepCompletedAt(journey: JourneyTimes, step: JourneyStep): string | null {
  switch (step) {
    case 'application':
      return journey.applicationSubmittedAt;
    case 'home_visit':
      return journey.homeVisitCompletedAt;
    case 'meet_greet':
      return journey.meetGreetCompletedAt;
    case 'adoption':
      return journey.completedAt;
  }
}

export function stepState(journey: JourneyTimes, step: JourneyStep): StepState {
  if (stepCompletedAt(journey, step)) return 'completed';
  return journey.currentStep === step ? 'current' : 'upcoming';
}

export function completedStepCount(journey: JourneyTimes): number {
  return JOURNEY_STEPS.filter((step) => stepCompletedAt(journey, step) !== null).length;
}

/** Completed steps out of four, as a whole percent. */
export function progressPercent(journey: JourneyTimes): number {
  return Math.round((completedStepCount(journey) / JOURNEY_STEPS.length) * 100);
}

/** The badge 'Step {completed+1} of 4' (product §2), never past the last step. */
export function stepBadge(journey: JourneyTimes): string {
  return `Step ${Math.min(completedStepCount(journey) + 1, JOURNEY_STEPS.length)} of ${JOURNEY_STEPS.length}`;
}
