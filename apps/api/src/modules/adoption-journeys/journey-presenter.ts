// The one place a journey row becomes the `journeySchema` shape: the lister appears by its
// public name (an owner is "{first name} (Owner)", never the full name).
import type { Journey } from '@scout/domain';
import { publicListerName } from '../dogs/dog-presenter.ts';
import type { JourneyRow } from './adoption-journeys.repository.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function presentJourney({ journey, dog, lister, adopterName }: JourneyRow): Journey {
  return {
    id: journey.id,
    dogId: dog.id,
    dog: { id: dog.id, name: dog.name, photos: dog.photos },
    shelterName: publicListerName(lister),
    listerType: lister.type,
    adopterName,
    currentStep: journey.currentStep,
    status: journey.status,
    applicationSubmittedAt: iso(journey.applicationSubmittedAt),
    homeVisitScheduledAt: iso(journey.homeVisitScheduledAt),
    homeVisitCompletedAt: iso(journey.homeVisitCompletedAt),
    meetGreetScheduledAt: iso(journey.meetGreetScheduledAt),
    meetGreetCompletedAt: iso(journey.meetGreetCompletedAt),
    adoptionDate: iso(journey.adoptionDate),
    completedAt: iso(journey.completedAt),
    closedReason: journey.closedReason,
    createdAt: journey.createdAt.toISOString(),
    updatedAt: journey.updatedAt.toISOString(),
  };
}
