// Adoption journeys (product §4 "Adoption journey"; product §3, §6): a signed-in adopter
// applies for one available dog (the application is submitted at once, so the journey
// starts on the home visit); the dog's lister schedules and completes the home visit and the
// meet & greet, one step at a time, then completes the adoption; the adopter may withdraw.
// A journey is private to its adopter and the dog's lister: anyone else is told 404.
// The application (decisions §12): the adopter's answers and documents, which they may change
// until the lister's first step; the lister sees them with the dog's fit for the adopter, and
// may decline the application with a message, which closes the journey.
import { randomUUID } from 'node:crypto';
import {
  ADOPTER_ONLY_APPLICATION_MESSAGE,
  APPLICATION_LOCKED_MESSAGE,
  DOCUMENTS_FULL_MESSAGE,
  DOCUMENTS_MAX,
  DOCUMENT_TYPE_MESSAGE,
  type ApplicationAnswers,
  type ApplicationDocument,
  isUuid,
  JOURNEY_LIST_MAX,
  JOURNEY_STEPS,
  JOURNEY_TIME_IN_PAST_MESSAGE,
  type Journey,
  type JourneyAction,
  type JourneyPatch,
  type JourneyStep,
} from '@scout/domain';
import { JOURNEY_STEP_TITLES } from '@scout/domain/journey/progress';
import type { Database } from '../../db/client.ts';
import type { AdoptionJourneyRecord, ApplicationDocumentRecord } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { deleteObjectsQuietly, type ObjectStorage, type StoredObject } from '../../storage/object-storage.ts';
import { postListerMessage } from '../conversations/conversations.service.ts';
import { publicListerName } from '../dogs/dog-presenter.ts';
import { findListerOfUser } from '../dogs/dog-listings.repository.ts';
import { DOG_NOT_FOUND } from '../dogs/dogs.service.ts';
import { applicationTexts, notificationLinks, type NotificationText } from '../notifications/notification-texts.ts';
import type { NotificationInput, Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import {
  findJourney,
  findJourneyOfAdopter,
  insertJourney,
  listJourneysOfAdopter,
  listJourneysOfLister,
  lockDog,
  markDogAdopted,
  updateJourney,
  type JourneyChanges,
  type JourneyRow,
} from './adoption-journeys.repository.ts';
import {
  countDocuments,
  deleteDocument,
  documentsOfJourneys,
  findDocument,
  insertDocument,
} from './application-documents.repository.ts';
import { applicantViews } from './application-fit.ts';
import { closeApplicationsOfDog } from './dog-departures.ts';
import { cleanDocumentName, sniffDocumentType } from './document-files.ts';
import { isApplicationEditable, presentDocument, presentJourney } from './journey-presenter.ts';

export const ADOPTERS_ONLY_MESSAGE = 'Only adopters can apply for adoption.';
export const JOURNEY_NOT_FOUND = 'Adoption journey not found';
export const LISTER_ACTIONS_MESSAGE = "Only the dog's shelter or owner can move an adoption journey on.";
export const WITHDRAW_MESSAGE = 'Only the adopter can withdraw an application.';
export const DECLINE_MESSAGE = "Only the dog's shelter or owner can decline an application.";
export const DOCUMENT_NOT_FOUND = 'Document not found';

/** Where documents are kept in object storage: "documents/<uuid>", never the file's own name. */
export const DOCUMENTS_KEY_PREFIX = 'documents/';

/** The journey's closed reason when its lister declined it, in words for the adopter. */
export const declinedReason = (listerName: string, dogName: string) =>
  `${listerName} declined the application for ${dogName}.`;

export const dogAdoptedMessage = (dogName: string) => `${dogName} has already found a home.`;

type Party = 'adopter' | 'lister';
/** The lister's steps (declining is not a step: it closes the journey wherever it stands). */
type ListerAction = Exclude<JourneyAction, 'withdraw' | 'decline'>;

/** The step each lister action belongs to, and whether it schedules or completes it. */
const STEP_OF: Record<ListerAction, { step: JourneyStep; verb: 'schedule' | 'complete' }> = {
  schedule_home_visit: { step: 'home_visit', verb: 'schedule' },
  complete_home_visit: { step: 'home_visit', verb: 'complete' },
  schedule_meet_greet: { step: 'meet_greet', verb: 'schedule' },
  complete_meet_greet: { step: 'meet_greet', verb: 'complete' },
  complete_adoption: { step: 'adoption', verb: 'complete' },
};

const stepName = (step: JourneyStep) => JOURNEY_STEP_TITLES[step].toLowerCase();

function scheduledAtOf(journey: AdoptionJourneyRecord, step: JourneyStep): Date | null {
  if (step === 'home_visit') return journey.homeVisitScheduledAt;
  if (step === 'meet_greet') return journey.meetGreetScheduledAt;
  return null;
}

/** Why a journey that is not active takes no more steps. */
function inactiveMessage(journey: AdoptionJourneyRecord): string {
  switch (journey.status) {
    case 'completed':
      return 'This adoption is already complete.';
    case 'withdrawn':
      return 'This application was withdrawn.';
    default:
      return `This application is closed.${journey.closedReason ? ` ${journey.closedReason}` : ''}`;
  }
}

/** Null when the action fits where the journey stands; otherwise what must happen first. */
function misfit(journey: AdoptionJourneyRecord, action: ListerAction): string | null {
  const { step, verb } = STEP_OF[action];
  const at = JOURNEY_STEPS.indexOf(journey.currentStep);
  const wanted = JOURNEY_STEPS.indexOf(step);
  if (at > wanted) return `The ${stepName(step)} is already done.`;
  if (at < wanted)
    return `Complete the ${stepName(journey.currentStep)} before ${verb === 'schedule' ? 'scheduling' : 'completing'} the ${stepName(step)}.`;
  if (verb === 'complete' && step !== 'adoption' && !scheduledAtOf(journey, step)) {
    return `Schedule the ${stepName(step)} before marking it done.`;
  }
  return null;
}

function changesFor(patch: Exclude<JourneyPatch, { action: 'decline' }>, now: Date): JourneyChanges {
  switch (patch.action) {
    case 'schedule_home_visit':
      return { homeVisitScheduledAt: new Date(patch.at) };
    case 'complete_home_visit':
      return { homeVisitCompletedAt: now, currentStep: 'meet_greet' };
    case 'schedule_meet_greet':
      return { meetGreetScheduledAt: new Date(patch.at) };
    case 'complete_meet_greet':
      return { meetGreetCompletedAt: now, currentStep: 'adoption' };
    case 'complete_adoption':
      return { adoptionDate: now, completedAt: now, status: 'completed' };
    case 'withdraw':
      return { status: 'withdrawn' };
  }
}

/** A submitted application, waiting for its home visit: what starting (or restarting) writes. */
const freshApplication = (now: Date) =>
  ({
    currentStep: 'home_visit',
    status: 'active',
    applicationSubmittedAt: now,
    homeVisitScheduledAt: null,
    homeVisitCompletedAt: null,
    meetGreetScheduledAt: null,
    meetGreetCompletedAt: null,
    adoptionDate: null,
    completedAt: null,
    closedReason: null,
    declineMessage: null,
    createdAt: now,
  }) satisfies JourneyChanges;

/** Why the adopter cannot change the application now (409), or null when they can. */
function lockedMessage(journey: AdoptionJourneyRecord): string | null {
  if (journey.status !== 'active') return inactiveMessage(journey);
  return isApplicationEditable(journey) ? null : APPLICATION_LOCKED_MESSAGE;
}

/**
 * Who hears of a journey's start or change, and what they read (product §16.2): the lister
 * of an application started or withdrawn, on their dashboard; the adopter of every step the
 * lister takes, on the dog's page (where the journey shows). Null when no one is left to tell.
 */
function journeyNotification(
  row: JourneyRow,
  action: Exclude<JourneyAction, 'decline'> | 'start',
): NotificationInput | null {
  const { dog, lister } = row;
  const toLister = (text: NotificationText) =>
    lister.userId === null
      ? null
      : { userId: lister.userId, ...text, link: notificationLinks.dashboard(lister.type), dogId: dog.id };
  const toAdopter = (text: NotificationText) => ({
    userId: row.journey.adopterId,
    ...text,
    link: notificationLinks.dog(dog.id),
    dogId: dog.id,
  });
  const listerName = publicListerName(lister);
  switch (action) {
    case 'start':
      return toLister(applicationTexts.started(row.adopterName, dog.name));
    case 'withdraw':
      return toLister(applicationTexts.withdrawn(row.adopterName, dog.name));
    case 'schedule_home_visit':
      return toAdopter(applicationTexts.scheduled(listerName, dog.name, 'home_visit'));
    case 'schedule_meet_greet':
      return toAdopter(applicationTexts.scheduled(listerName, dog.name, 'meet_greet'));
    case 'complete_home_visit':
      return toAdopter(applicationTexts.stepDone(listerName, dog.name, 'home_visit'));
    case 'complete_meet_greet':
      return toAdopter(applicationTexts.stepDone(listerName, dog.name, 'meet_greet'));
    case 'complete_adoption':
      return toAdopter(applicationTexts.completed(dog.name));
  }
}

/** 403 for shelters and owners: only adopters apply. */
function requireAdopter(user: SessionUser): void {
  if (user.role !== 'adopter') throw forbidden(ADOPTERS_ONLY_MESSAGE);
}

/** A document's file as the routes send it. */
export interface DocumentDownload {
  document: ApplicationDocumentRecord;
  file: StoredObject;
}

export interface AdoptionJourneysDeps {
  /** Where the application's documents are kept (storage/object-storage.ts). */
  storage: ObjectStorage;
  /** A storage failure that is not the caller's problem (a leftover file). */
  warn?: (err: unknown, message: string) => void;
  /** Where the dogs' photos are handed out (S3_PUBLIC_URL). */
  photoUrls: PhotoUrls;
}

export function createAdoptionJourneysService(db: Database, notifier: Notifier, deps: AdoptionJourneysDeps) {
  const { storage, warn = () => {}, photoUrls } = deps;

  /** The journey for one of its parties: the lister's view carries the applicant's fit and survey. */
  async function present(row: JourneyRow, party: Party): Promise<Journey> {
    return (await presentMany([row], party))[0]!;
  }

  /** Many journeys for one party, their documents (and applicants) read in one go, not per journey. */
  async function presentMany(rows: readonly JourneyRow[], party: Party): Promise<Journey[]> {
    const ids = rows.map((row) => row.journey.id);
    const documents = await documentsOfJourneys(db, ids);
    const applicants = party === 'lister' ? await applicantViews(db, rows) : undefined;
    return rows.map((row) =>
      presentJourney(row, photoUrls, {
        documents: documents.get(row.journey.id),
        applicant: applicants?.get(row.journey.id),
      }),
    );
  }

  /** The journey as it now is, its notification written in the same transaction. */
  async function notified(
    tx: Database,
    journeyId: string,
    action: Exclude<JourneyAction, 'decline'> | 'start',
  ): Promise<JourneyRow> {
    const row = await findJourney(tx, journeyId);
    if (!row) throw notFound(JOURNEY_NOT_FOUND);
    const notification = journeyNotification(row, action);
    if (notification) await notifier.notify(tx, notification);
    return row;
  }

  /** The caller's side of the journey: its adopter or the dog's lister. 404 for anyone else. */
  async function partyOf(user: SessionUser, journeyId: string): Promise<{ row: JourneyRow; party: Party }> {
    const row = isUuid(journeyId) ? await findJourney(db, journeyId) : undefined;
    if (row && user.role === 'adopter' && row.journey.adopterId === user.id) return { row, party: 'adopter' };
    if (row && (user.role === 'shelter' || user.role === 'owner')) {
      const lister = await findListerOfUser(db, user.id);
      if (lister?.id === row.dog.listerId) return { row, party: 'lister' };
    }
    throw notFound(JOURNEY_NOT_FOUND);
  }

  /** The journey's adopter: 404 for strangers, 403 for the dog's lister. */
  async function adopterOf(user: SessionUser, journeyId: string): Promise<JourneyRow> {
    const { row, party } = await partyOf(user, journeyId);
    if (party !== 'adopter') throw forbidden(ADOPTER_ONLY_APPLICATION_MESSAGE);
    return row;
  }

  /**
   * Runs `change` on the journey as it is under its dog's lock, if the adopter may still change
   * the application (409 otherwise); the journey as it then is.
   */
  async function changeApplication(
    journeyId: string,
    change: (tx: Database, journey: AdoptionJourneyRecord) => Promise<void>,
  ): Promise<JourneyRow> {
    return db.transaction(async (tx) => {
      const before = await findJourney(tx, journeyId);
      if (!before || !(await lockDog(tx, before.dog.id))) throw notFound(JOURNEY_NOT_FOUND);
      // Read again under the dog's lock: every write to its journeys holds it.
      const current = await findJourney(tx, journeyId);
      if (!current) throw notFound(JOURNEY_NOT_FOUND);
      const locked = lockedMessage(current.journey);
      if (locked) throw conflict(locked);
      await change(tx, current.journey);
      const after = await findJourney(tx, journeyId);
      if (!after) throw notFound(JOURNEY_NOT_FOUND);
      return after;
    });
  }

  /** 409 when no further document fits (checked before the file is read, and again under the lock). */
  async function requireRoomForDocument(reader: Database, journeyId: string): Promise<void> {
    if ((await countDocuments(reader, journeyId)) >= DOCUMENTS_MAX) throw conflict(DOCUMENTS_FULL_MESSAGE);
  }

  return {
    /** For checks made before the body is read: 404 before any 400. */
    partyOf,
    /** For checks made before the body is read: 404 for strangers, then 403 for the lister. */
    adopterOf,

    /**
     * `POST /api/adoption-journeys`: applies for an available dog, with the answers or
     * without. An active journey is answered as it is (`created` false), with the answers
     * saved if they came and it may still change; a withdrawn one starts again from the
     * beginning, keeping its answers (replaced by any that came) and documents. A closed one
     * (the dog went to another home, or its lister declined) stays closed: 409.
     */
    async start(
      user: SessionUser,
      dogId: string,
      application?: ApplicationAnswers,
    ): Promise<{ journey: Journey; created: boolean }> {
      requireAdopter(user);
      if (!isUuid(dogId)) throw notFound(DOG_NOT_FOUND);
      const answers = application ? { application, applicationUpdatedAt: new Date() } : {};
      const { row, created } = await db.transaction(async (tx) => {
        const dog = await lockDog(tx, dogId);
        if (!dog || dog.status === 'removed') throw notFound(DOG_NOT_FOUND);
        const existing = await findJourneyOfAdopter(tx, user.id, dogId);
        const status = existing?.journey.status;
        if (existing && status === 'active') {
          if (!application) return { row: existing, created: false };
          if (!isApplicationEditable(existing.journey)) throw conflict(APPLICATION_LOCKED_MESSAGE);
          await updateJourney(tx, existing.journey.id, answers);
          const saved = await findJourney(tx, existing.journey.id);
          if (!saved) throw notFound(JOURNEY_NOT_FOUND);
          return { row: saved, created: false };
        }
        if (status === 'completed') throw conflict(`You have already adopted ${dog.name}.`);
        if (dog.status === 'adopted') throw conflict(dogAdoptedMessage(dog.name));
        if (existing && status === 'closed') throw conflict(inactiveMessage(existing.journey));
        const now = new Date();
        let journeyId: string;
        if (existing) {
          journeyId = existing.journey.id;
          await updateJourney(tx, journeyId, { ...freshApplication(now), ...answers });
        } else {
          journeyId = await insertJourney(tx, { adopterId: user.id, dogId, ...freshApplication(now), ...answers });
        }
        return { row: await notified(tx, journeyId, 'start'), created: true };
      });
      return { journey: await present(row, 'adopter'), created };
    },

    /** `GET /api/adoption-journeys/:dogId`: the adopter's own journey for the dog. */
    async ownForDog(user: SessionUser, dogId: string): Promise<Journey> {
      const row = user.role === 'adopter' && isUuid(dogId) ? await findJourneyOfAdopter(db, user.id, dogId) : undefined;
      if (!row) throw notFound(JOURNEY_NOT_FOUND);
      return present(row, 'adopter');
    },

    /**
     * `GET /api/adoption-journeys`: an adopter's own journeys, or a lister's for their dogs
     * with each applicant's fit and survey; active first. A fixed number of queries however
     * many journeys there are.
     */
    async list(user: SessionUser): Promise<Journey[]> {
      if (user.role === 'adopter') {
        return presentMany(await listJourneysOfAdopter(db, user.id, JOURNEY_LIST_MAX), 'adopter');
      }
      const lister = await findListerOfUser(db, user.id);
      if (!lister) return [];
      return presentMany(await listJourneysOfLister(db, lister.id, JOURNEY_LIST_MAX), 'lister');
    },

    /** `PUT /api/adoption-journeys/:id/application`: the adopter's answers, until the lister's first step. */
    async saveApplication(user: SessionUser, journeyId: string, answers: ApplicationAnswers): Promise<Journey> {
      await adopterOf(user, journeyId);
      const row = await changeApplication(journeyId, (tx, journey) =>
        updateJourney(tx, journey.id, { application: answers, applicationUpdatedAt: new Date() }),
      );
      return present(row, 'adopter');
    },

    /**
     * For `POST .../documents` before a byte of the file is read: 404 for strangers, 403 for
     * the lister, 409 once the application cannot change or has no room for another file.
     */
    async checkCanAttach(user: SessionUser, journeyId: string): Promise<void> {
      const row = await adopterOf(user, journeyId);
      const locked = lockedMessage(row.journey);
      if (locked) throw conflict(locked);
      await requireRoomForDocument(db, journeyId);
    },

    /**
     * `POST /api/adoption-journeys/:id/documents`: keeps the file if its content is a PDF, JPEG
     * or PNG (415 otherwise), under a cleaned name. The file is stored first and its row
     * written under the dog's lock (the limits checked again there); if the row cannot be
     * written, the file is deleted again.
     */
    async attach(
      user: SessionUser,
      journeyId: string,
      file: { data: Buffer; fileName: string | undefined },
    ): Promise<ApplicationDocument> {
      await adopterOf(user, journeyId);
      const type = sniffDocumentType(file.data);
      if (!type) throw new HttpError(415, DOCUMENT_TYPE_MESSAGE);
      const storageKey = `${DOCUMENTS_KEY_PREFIX}${randomUUID()}`;
      await storage.put(storageKey, file.data, { contentType: type, contentLength: file.data.length });
      let stored: ApplicationDocumentRecord | undefined;
      try {
        await changeApplication(journeyId, async (tx, journey) => {
          await requireRoomForDocument(tx, journey.id);
          stored = await insertDocument(tx, {
            journeyId: journey.id,
            storageKey,
            name: cleanDocumentName(file.fileName, type),
            type,
            size: file.data.length,
          });
        });
      } catch (err) {
        await deleteObjectsQuietly(storage, [storageKey], (e) => warn(e, `could not delete ${storageKey}`));
        throw err;
      }
      return presentDocument(stored!);
    },

    /** `GET /api/adoption-journeys/:id/documents/:documentId`: the file, for the adopter and the dog's lister only. */
    async download(user: SessionUser, journeyId: string, documentId: string): Promise<DocumentDownload> {
      await partyOf(user, journeyId);
      const document = isUuid(documentId) ? await findDocument(db, journeyId, documentId) : undefined;
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      const file = await storage.get(document.storageKey);
      if (!file) throw notFound(DOCUMENT_NOT_FOUND);
      return { document, file };
    },

    /**
     * `DELETE /api/adoption-journeys/:id/documents/:documentId`: the adopter only, while the
     * application may change, and also once it is over (withdrawn or closed: their file is
     * theirs to take back); not while the lister is working on it, nor after the adoption.
     */
    async removeDocument(user: SessionUser, journeyId: string, documentId: string): Promise<void> {
      const { journey } = await adopterOf(user, journeyId);
      if (!isUuid(documentId) || !(await findDocument(db, journeyId, documentId))) throw notFound(DOCUMENT_NOT_FOUND);
      const keys = await db.transaction(async (tx) => {
        if (!(await lockDog(tx, journey.dogId))) throw notFound(JOURNEY_NOT_FOUND);
        const current = await findJourney(tx, journeyId);
        if (!current) throw notFound(JOURNEY_NOT_FOUND);
        const over = current.journey.status === 'withdrawn' || current.journey.status === 'closed';
        const locked = over ? null : lockedMessage(current.journey);
        if (locked) throw conflict(locked);
        return deleteDocument(tx, journeyId, documentId);
      });
      if (keys.length === 0) throw notFound(DOCUMENT_NOT_FOUND);
      await deleteObjectsQuietly(storage, keys, (err, key) => warn(err, `could not delete ${key}`));
    },

    /**
     * `PATCH /api/adoption-journeys/:id`: the lister moves the journey one step on or declines
     * it, or the adopter withdraws. Completing the adoption marks the dog adopted and closes
     * the dog's other applications, in the same transaction. Declining closes the journey,
     * puts the lister's message in their conversation with the adopter, and tells the adopter
     * once.
     */
    async act(user: SessionUser, journeyId: string, patch: JourneyPatch): Promise<Journey> {
      const { row, party } = await partyOf(user, journeyId);
      if (patch.action === 'withdraw' ? party !== 'adopter' : party !== 'lister') {
        throw forbidden(
          patch.action === 'withdraw'
            ? WITHDRAW_MESSAGE
            : patch.action === 'decline'
              ? DECLINE_MESSAGE
              : LISTER_ACTIONS_MESSAGE,
        );
      }
      const changed = await db.transaction(async (tx) => {
        const dog = await lockDog(tx, row.dog.id);
        // Read again under the dog's lock: every write to its journeys holds it.
        const current = await findJourney(tx, journeyId);
        if (!dog || !current) throw notFound(JOURNEY_NOT_FOUND);
        const { journey } = current;
        if (journey.status !== 'active') throw conflict(inactiveMessage(journey));
        if (patch.action === 'decline') return decline(tx, current, user.id, patch.message);
        const now = new Date();
        if (patch.action !== 'withdraw') {
          const problem = misfit(journey, patch.action);
          if (problem) throw conflict(problem);
        }
        if ('at' in patch && new Date(patch.at).getTime() <= now.getTime()) {
          throw badRequest(JOURNEY_TIME_IN_PAST_MESSAGE, [{ path: 'at', message: JOURNEY_TIME_IN_PAST_MESSAGE }]);
        }
        if (patch.action === 'complete_adoption' && dog.status !== 'available')
          throw conflict(dogAdoptedMessage(dog.name));

        await updateJourney(tx, journey.id, changesFor(patch, now));
        if (patch.action === 'complete_adoption') {
          await markDogAdopted(tx, dog.id, now);
          await closeApplicationsOfDog(
            tx,
            { dogId: dog.id, reason: 'adopted', listerUserId: user.id, adopterId: journey.adopterId },
            notifier,
          );
        }
        return notified(tx, journey.id, patch.action);
      });
      return present(changed, party);
    },
  };

  /**
   * The lister declines: the journey closes with a reason in words for the adopter and the
   * lister's own message; the message goes into the adopter's conversation about the dog as
   * any message from the lister would (unread for the adopter), and the adopter gets one
   * notification that says both (not a second one for the message).
   */
  async function decline(tx: Database, row: JourneyRow, listerUserId: string, message: string): Promise<JourneyRow> {
    const listerName = publicListerName(row.lister);
    const closedReason = declinedReason(listerName, row.dog.name);
    await updateJourney(tx, row.journey.id, { status: 'closed', closedReason, declineMessage: message });
    await postListerMessage(tx, {
      adopterId: row.journey.adopterId,
      dogId: row.dog.id,
      senderId: listerUserId,
      content: message,
    });
    await notifier.notify(tx, {
      userId: row.journey.adopterId,
      ...applicationTexts.declined(listerName, row.dog.name, closedReason, message),
      link: notificationLinks.dog(row.dog.id),
      dogId: row.dog.id,
    });
    const closed = await findJourney(tx, row.journey.id);
    if (!closed) throw notFound(JOURNEY_NOT_FOUND);
    return closed;
  }
}
