// An adoption journey as the API returns it, for the components' tests: on the home visit,
// submitted, nothing else done yet; `overrides` set the state a test needs.
import type { Journey } from '@scout/domain';

export function journeyFixture(overrides: Partial<Journey> = {}): Journey {
  return {
    id: 'j1',
    dogId: 'dog-1',
    dog: { id: 'dog-1', name: 'Biscuit', photos: ['/uploads/biscuit.webp'] },
    shelterName: 'Hill Country Hounds',
    listerType: 'shelter',
    adopterName: 'Ada Lovelace',
    currentStep: 'home_visit',
    status: 'active',
    applicationSubmittedAt: '2026-03-02T12:00:00.000Z',
    homeVisitScheduledAt: null,
    homeVisitCompletedAt: null,
    meetGreetScheduledAt: null,
    meetGreetCompletedAt: null,
    adoptionDate: null,
    completedAt: null,
    closedReason: null,
    declineMessage: null,
    application: null,
    applicationUpdatedAt: null,
    applicationEditable: true,
    documents: [],
    fit: null,
    adopterSurvey: null,
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}
