// The one place a journey row becomes the `journeySchema` shape: the lister appears by its
// public name (an owner is "{first name} (Owner)", never the full name); the application's
// documents by name, type and size (never where they are stored); the applicant's fit and
// survey only in the lister's view.
import type { ApplicationDocument, Journey } from '@scout/domain';
import type { AdoptionJourneyRecord, ApplicationDocumentRecord } from '../../db/schema/index.ts';
import { publicListerName } from '../dogs/dog-presenter.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import type { JourneyRow } from './adoption-journeys.repository.ts';
import type { ApplicantView } from './application-fit.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The adopter may change the answers and documents while the journey is active and the
 * lister has taken no step yet: no home visit scheduled or done, nothing further.
 */
export function isApplicationEditable(journey: AdoptionJourneyRecord): boolean {
  return (
    journey.status === 'active' &&
    journey.currentStep === 'home_visit' &&
    journey.homeVisitScheduledAt === null &&
    journey.homeVisitCompletedAt === null
  );
}

export function presentDocument(document: ApplicationDocumentRecord): ApplicationDocument {
  return {
    id: document.id,
    name: document.name,
    type: document.type,
    size: document.size,
    createdAt: document.createdAt.toISOString(),
  };
}

/** What the row itself does not carry: the documents, and (the lister's view) the applicant. */
export interface JourneyExtras {
  documents?: readonly ApplicationDocumentRecord[];
  applicant?: ApplicantView;
}

export function presentJourney(
  { journey, dog, lister, adopterName }: JourneyRow,
  photoUrls: PhotoUrls,
  extras: JourneyExtras = {},
): Journey {
  return {
    id: journey.id,
    dogId: dog.id,
    dog: { id: dog.id, name: dog.name, photos: photoUrls.presentAll(dog.photos) },
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
    declineMessage: journey.declineMessage,
    application: journey.application,
    applicationUpdatedAt: iso(journey.applicationUpdatedAt),
    applicationEditable: isApplicationEditable(journey),
    documents: (extras.documents ?? []).map(presentDocument),
    fit: extras.applicant?.fit ?? null,
    adopterSurvey: extras.applicant?.adopterSurvey ?? null,
    createdAt: journey.createdAt.toISOString(),
    updatedAt: journey.updatedAt.toISOString(),
  };
}
