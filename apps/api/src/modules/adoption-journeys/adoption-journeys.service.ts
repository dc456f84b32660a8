// Adoption journeys (product §4 "Adoption journey"; product §3, §6): a signed-in adopter
// applies for one available dog (the application is submitted at once, so the journey
// starts on the home visit); the dog's lister schedules and completes the home visit and the
// meet & greet, one step at a time, then completes the adoption; the adopter may withdraw.
// A journey is private to its adopter and the dog's lister: anyone else is told 404.
import {
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
import type { AdoptionJourneyRecord } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { publicListerName } from '../dogs/dog-presenter.ts';
import { findListerOfUser } from '../dogs/dog-listings.repository.ts';
import { DOG_NOT_FOUND } from '../dogs/dogs.service.ts';
import { applicationTexts, notificationLinks, type NotificationText } from '../notifications/notification-texts.ts';
import type { NotificationInput, Notifier } from '../notifications/notifier.ts';
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
import { closeApplicationsOfDog } from './dog-departures.ts';
import { presentJourney } from './journey-presenter.ts';

export const ADOPTERS_ONLY_MESSAGE = 'Only adopters can apply for adoption.';
export const JOURNEY_NOT_FOUND = 'Adoption journey not found';
export const LISTER_ACTIONS_MESSAGE = "Only the dog's shelter or owner can move an adoption journey on.";
export const WITHDRAW_MESSAGE = 'Only the adopter can withdraw an application.';

export const dogAdoptedMessage = (dogName: string) => `${dogName} has already found a home.`;

type Party = 'adopter' | 'lister';
type ListerAction = Exclude<JourneyAction, 'withdraw'>;

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

function changesFor(patch: JourneyPatch, now: Date): JourneyChanges {
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
    createdAt: now,
  }) satisfies JourneyChanges;

/**
 * Who hears of a journey's start or change, and what they read (product §16.2): the lister
 * of an application started or withdrawn, on their dashboard; the adopter of every step the
 * lister takes, on the dog's page (where the journey shows). Null when no one is left to tell.
 */
function journeyNotification(row: JourneyRow, action: JourneyAction | 'start'): NotificationInput | null {
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

export function createAdoptionJourneysService(db: Database, notifier: Notifier) {
  /** The journey as it now is, its notification written in the same transaction. */
  async function presentNotified(tx: Database, journeyId: string, action: JourneyAction | 'start'): Promise<Journey> {
    const row = await findJourney(tx, journeyId);
    if (!row) throw notFound(JOURNEY_NOT_FOUND);
    const notification = journeyNotification(row, action);
    if (notification) await notifier.notify(tx, notification);
    return presentJourney(row);
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

  return {
    /** For checks made before the body is read: 404 before any 400. */
    partyOf,

    /**
     * `POST /api/adoption-journeys`: applies for an available dog. An active journey is
     * answered as it is (`created` false); a withdrawn one starts again from the beginning.
     */
    async start(user: SessionUser, dogId: string): Promise<{ journey: Journey; created: boolean }> {
      requireAdopter(user);
      if (!isUuid(dogId)) throw notFound(DOG_NOT_FOUND);
      return db.transaction(async (tx) => {
        const dog = await lockDog(tx, dogId);
        if (!dog || dog.status === 'removed') throw notFound(DOG_NOT_FOUND);
        const existing = await findJourneyOfAdopter(tx, user.id, dogId);
        const status = existing?.journey.status;
        if (existing && status === 'active') return { journey: presentJourney(existing), created: false };
        if (status === 'completed') throw conflict(`You have already adopted ${dog.name}.`);
        if (dog.status === 'adopted') throw conflict(dogAdoptedMessage(dog.name));
        if (existing && status === 'closed') throw conflict(inactiveMessage(existing.journey));
        const now = new Date();
        let journeyId: string;
        if (existing) {
          journeyId = existing.journey.id;
          await updateJourney(tx, journeyId, freshApplication(now));
        } else {
          journeyId = await insertJourney(tx, { adopterId: user.id, dogId, ...freshApplication(now) });
        }
        return { journey: await presentNotified(tx, journeyId, 'start'), created: true };
      });
    },

    /** `GET /api/adoption-journeys/:dogId`: the adopter's own journey for the dog. */
    async ownForDog(user: SessionUser, dogId: string): Promise<Journey> {
      const row = user.role === 'adopter' && isUuid(dogId) ? await findJourneyOfAdopter(db, user.id, dogId) : undefined;
      if (!row) throw notFound(JOURNEY_NOT_FOUND);
      return presentJourney(row);
    },

    /** `GET /api/adoption-journeys`: an adopter's own journeys, or a lister's for their dogs; active first. */
    async list(user: SessionUser): Promise<Journey[]> {
      if (user.role === 'adopter')
        return (await listJourneysOfAdopter(db, user.id, JOURNEY_LIST_MAX)).map(presentJourney);
      const lister = await findListerOfUser(db, user.id);
      if (!lister) return [];
      return (await listJourneysOfLister(db, lister.id, JOURNEY_LIST_MAX)).map(presentJourney);
    },

    /**
     * `PATCH /api/adoption-journeys/:id`: the lister moves the journey one step on, or the
     * adopter withdraws. Completing the adoption marks the dog adopted and closes the dog's
     * other applications, in the same transaction.
     */
    async act(user: SessionUser, journeyId: string, patch: JourneyPatch): Promise<Journey> {
      const { row, party } = await partyOf(user, journeyId);
      if (patch.action === 'withdraw' ? party !== 'adopter' : party !== 'lister') {
        throw forbidden(patch.action === 'withdraw' ? WITHDRAW_MESSAGE : LISTER_ACTIONS_MESSAGE);
      }
      return db.transaction(async (tx) => {
        const dog = await lockDog(tx, row.dog.id);
        // Read again under the dog's lock: every write to its journeys holds it.
        const current = await findJourney(tx, journeyId);
        if (!dog || !current) throw notFound(JOURNEY_NOT_FOUND);
        const { journey } = current;
        if (journey.status !== 'active') throw conflict(inactiveMessage(journey));
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
        return presentNotified(tx, journey.id, patch.action);
      });
    },
  };
}
