import { describe, expect, it } from 'vitest';
import { completedStepCount, progressPercent, stepBadge, stepState } from './progress.ts';

const base = {
  currentStep: 'application' as const,
  applicationSubmittedAt: null,
  homeVisitCompletedAt: null,
  meetGreetCompletedAt: null,
  completedAt: null,
};

describe('journey progress', () => {
  it('a new application: the application is current, the rest upcoming, 0% and Step 1 of 4', () => {
    expect(stepState(base, 'application')).toBe('current');
    expect(stepState(base, 'home_visit')).toBe('upcoming');
    expect(progressPercent(base)).toBe(0);
    expect(stepBadge(base)).toBe('Step 1 of 4');
  });

  it('a submitted application on the home visit: 25% and Step 2 of 4', () => {
    const journey = { ...base, currentStep: 'home_visit' as const, applicationSubmittedAt: '2026-11-20T10:00:00.000Z' };
    expect(stepState(journey, 'application')).toBe('completed');
    expect(stepState(journey, 'home_visit')).toBe('current');
    expect(stepState(journey, 'meet_greet')).toBe('upcoming');
    expect(progressPercent(journey)).toBe(25);
    expect(stepBadge(journey)).toBe('Step 2 of 4');
  });

  it('a completed step counts as completed whatever the current step says', () => {
    const journey = {
      ...base,
      currentStep: 'home_visit' as const,
      applicationSubmittedAt: 'x',
      homeVisitCompletedAt: 'y',
    };
    expect(stepState(journey, 'home_visit')).toBe('completed');
    expect(completedStepCount(journey)).toBe(2);
  });

  it('a completed adoption: 100%, and the badge never says Step 5', () => {
    const done = {
      currentStep: 'adoption' as const,
      applicationSubmittedAt: 'a',
      homeVisitCompletedAt: 'b',
      meetGreetCompletedAt: 'c',
      completedAt: 'd',
    };
    expect(progressPercent(done)).toBe(100);
    expect(stepBadge(done)).toBe('Step 4 of 4');
  });
});
