// Virtual meet & greets (product §3, §6): a signed-in adopter books a slot with an
// available dog, the dog's lister confirms or declines it, the adopter may cancel it. Tours
// are private to those two: anyone else is told the tour does not exist. The nine slots are
// the adopter's local hours, which the server cannot know, so it checks only what holds in
// every zone: the instant is ahead, within the booking horizon, and free for that dog.
import {
  isUuid,
  TOUR_BOOKING_HORIZON_DAYS,
  TOUR_IN_PAST_MESSAGE,
  TOUR_LIST_MAX,
  TOUR_TOO_FAR_MESSAGE,
  type Tour,
  type tourInputSchema,
  type TourPatch,
  type TourStatus,
} from '@scout/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { publicListerName } from '../dogs/dog-presenter.ts';
import { findListerOfUser } from '../dogs/dog-listings.repository.ts';
import { DOG_NOT_FOUND } from '../dogs/dogs.service.ts';
import { notificationLinks, tourTexts, type NotificationText } from '../notifications/notification-texts.ts';
import type { NotificationInput, Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { presentTour } from './tour-presenter.ts';
import {
  findTour,
  insertTour,
  listTours,
  lockDogForTour,
  openTourAdopters,
  updateTourStatus,
  type TourListScope,
  type TourRow,
} from './virtual-tours.repository.ts';

export const TOUR_NOT_FOUND = 'Tour not found';
export const ADOPTERS_BOOK_MESSAGE = 'Only adopters can book virtual tours.';
export const LISTER_ANSWERS_MESSAGE = "Only the dog's shelter or owner can confirm or decline a tour.";
export const ADOPTER_CANCELS_MESSAGE = 'Only the adopter who booked a tour can cancel it.';
export const TOUR_PAST_MESSAGE = 'This tour has already taken place.';
export const dogAdoptedMessage = (dogName: string) => `${dogName} has already been adopted.`;
export const alreadyBookedMessage = (dogName: string) =>
  `You already have a virtual tour with ${dogName} at that time.`;
export const slotTakenMessage = (dogName: string) =>
  `That time is already taken for ${dogName}. Please choose another.`;

const HORIZON_MS = TOUR_BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000;

/** The statuses a tour may move to each status from. */
const MOVES_FROM: Record<TourPatch['status'], readonly TourStatus[]> = {
  confirmed: ['requested'],
  declined: ['requested', 'confirmed'],
  cancelled: ['requested', 'confirmed'],
};

/** Why a tour cannot go to `to` whatever its parties are (null: it can). */
function refusalOf(tour: TourRow, to: TourPatch['status'], now: Date): string | null {
  if (!MOVES_FROM[to].includes(tour.status)) {
    if (tour.status === 'declined') return 'This tour was declined.';
    if (tour.status === 'cancelled') return 'This tour was cancelled.';
    return `This tour is already ${tour.status}.`;
  }
  if (tour.scheduledAt.getTime() <= now.getTime()) return TOUR_PAST_MESSAGE;
  if (to === 'confirmed' && tour.dog.status !== 'available') return dogAdoptedMessage(tour.dog.name);
  return null;
}

type ParsedTourInput = z.output<typeof tourInputSchema>;
type Party = 'adopter' | 'lister';

/**
 * Who hears of a tour's request or change, and what they read (product §16.2): the lister of
 * a request or a cancellation, on their dashboard; the adopter of a confirmation or a
 * decline, on the dog's page. Null when the lister's account is gone.
 */
function tourNotification(tour: TourRow, event: 'requested' | TourPatch['status']): NotificationInput | null {
  const dogName = tour.dog.name;
  const toLister = (text: NotificationText) =>
    tour.lister.userId === null
      ? null
      : {
          userId: tour.lister.userId,
          ...text,
          link: notificationLinks.dashboard(tour.lister.type),
          dogId: tour.dog.id,
        };
  const toAdopter = (text: NotificationText) => ({
    userId: tour.adopterId,
    ...text,
    link: notificationLinks.dog(tour.dog.id),
    dogId: tour.dog.id,
  });
  switch (event) {
    case 'requested':
      return toLister(tourTexts.requested(tour.adopterName, dogName));
    case 'cancelled':
      return toLister(tourTexts.cancelled(tour.adopterName, dogName));
    case 'confirmed':
      return toAdopter(tourTexts.confirmed(publicListerName(tour.lister), dogName));
    case 'declined':
      return toAdopter(tourTexts.declined(publicListerName(tour.lister), dogName));
  }
}

export function createVirtualToursService(db: Database, notifier: Notifier, photoUrls: PhotoUrls) {
  async function notifyOf(tx: Database, tour: TourRow, event: 'requested' | TourPatch['status']): Promise<void> {
    const notification = tourNotification(tour, event);
    if (notification) await notifier.notify(tx, notification);
  }

  async function partyOf(user: SessionUser, tour: TourRow): Promise<Party | null> {
    if (tour.adopterId === user.id) return 'adopter';
    if (user.role === 'adopter') return null;
    const lister = await findListerOfUser(db, user.id);
    return lister?.id === tour.dog.listerId ? 'lister' : null;
  }

  /** The tour and how this user takes part in it; 404 for anyone else (product §6: private data). */
  async function ownTour(user: SessionUser, tourId: string): Promise<{ tour: TourRow; party: Party }> {
    const tour = isUuid(tourId) ? await findTour(db, tourId) : undefined;
    const party = tour ? await partyOf(user, tour) : null;
    if (!tour || !party) throw notFound(TOUR_NOT_FOUND);
    return { tour, party };
  }

  async function present(tourId: string): Promise<Tour> {
    const tour = await findTour(db, tourId);
    if (!tour) throw notFound(TOUR_NOT_FOUND);
    return presentTour(tour, photoUrls);
  }

  return {
    /** For checks made before the body is read: a stranger gets 404, never a 400. */
    ownTour,

    /** `POST /api/virtual-tours`: a requested tour of an available dog at a free instant. */
    async book(user: SessionUser, input: ParsedTourInput): Promise<Tour> {
      if (user.role !== 'adopter') throw forbidden(ADOPTERS_BOOK_MESSAGE);
      if (!isUuid(input.dogId)) throw notFound(DOG_NOT_FOUND);
      const scheduledAt = new Date(input.scheduledAt);
      const now = Date.now();
      if (scheduledAt.getTime() <= now) {
        throw badRequest(TOUR_IN_PAST_MESSAGE, [{ path: 'scheduledAt', message: TOUR_IN_PAST_MESSAGE }]);
      }
      if (scheduledAt.getTime() > now + HORIZON_MS) {
        throw badRequest(TOUR_TOO_FAR_MESSAGE, [{ path: 'scheduledAt', message: TOUR_TOO_FAR_MESSAGE }]);
      }
      const id = await db.transaction(async (tx) => {
        const dog = await lockDogForTour(tx, input.dogId);
        if (!dog) throw notFound(DOG_NOT_FOUND);
        if (dog.status !== 'available') throw conflict(dogAdoptedMessage(dog.name));
        const holders = await openTourAdopters(tx, dog.id, scheduledAt);
        if (holders.includes(user.id)) throw conflict(alreadyBookedMessage(dog.name));
        if (holders.length > 0) throw conflict(slotTakenMessage(dog.name));
        const tourId = await insertTour(tx, {
          adopterId: user.id,
          dogId: dog.id,
          scheduledAt,
          notes: input.notes ?? null,
        });
        const tour = await findTour(tx, tourId);
        if (tour) await notifyOf(tx, tour, 'requested');
        return tourId;
      });
      return present(id);
    },

    /** `GET /api/virtual-tours`: an adopter's own tours, or a lister's tours of their dogs. */
    async list(user: SessionUser, dogId: string | undefined): Promise<Tour[]> {
      if (dogId !== undefined && !isUuid(dogId)) return [];
      let scope: TourListScope;
      if (user.role === 'adopter') {
        scope = { adopterId: user.id };
      } else {
        const lister = await findListerOfUser(db, user.id);
        if (!lister) return [];
        scope = { listerId: lister.id };
      }
      const rows = await listTours(db, scope, dogId ?? null, TOUR_LIST_MAX);
      return rows.map((row) => presentTour(row, photoUrls));
    },

    /** `PATCH /api/virtual-tours/:id`: the lister confirms or declines, the adopter cancels. */
    async changeStatus(user: SessionUser, tourId: string, { status }: TourPatch): Promise<Tour> {
      const { tour, party } = await ownTour(user, tourId);
      if (status === 'cancelled' && party !== 'adopter') throw forbidden(ADOPTER_CANCELS_MESSAGE);
      if (status !== 'cancelled' && party !== 'lister') throw forbidden(LISTER_ANSWERS_MESSAGE);
      const refusal = refusalOf(tour, status, new Date());
      if (refusal) throw conflict(refusal);
      const changed = await db.transaction(async (tx) => {
        if (!(await updateTourStatus(tx, tour.id, tour.status, status))) return false;
        await notifyOf(tx, tour, status);
        return true;
      });
      if (!changed) {
        // Changed (or its time came) since it was read: say why from what it is now.
        const current = await findTour(db, tour.id);
        if (!current) throw notFound(TOUR_NOT_FOUND);
        throw conflict(refusalOf(current, status, new Date()) ?? 'This tour has just changed. Please try again.');
      }
      return present(tour.id);
    },
  };
}
