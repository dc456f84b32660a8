// When a dog leaves Scout (adopted, through a journey or from the dashboard, or removed by its
// lister), the applications and tours still open for it end, and each adopter affected hears
// it from the lister in their conversation about the dog (product §3) and by one notification
// (product §16.2). Called inside the transaction that changes the dog, so nothing is left
// half-done.
import type { Database } from '../../db/client.ts';
import { applicationTexts, notificationLinks, tourTexts } from '../notifications/notification-texts.ts';
import type { NotificationInput, Notifier } from '../notifications/notifier.ts';
import {
  closeActiveJourneysOfDog,
  declineOpenToursOfDog,
  findDogName,
  postListerNotice,
} from './adoption-journeys.repository.ts';

export interface DogDeparture {
  dogId: string;
  /** 'adopted': it found a home; 'removed': its lister took it off Scout. */
  reason: 'adopted' | 'removed';
  /** The lister's account, which signs the messages to the adopters. */
  listerUserId: string | null;
  /** The adopter whose journey completed: their journey and tours stay as they are. */
  adopterId?: string;
}

const WARM_CLOSE = 'Thank you so much for your interest — we hope you find your match on Scout soon.';

export function closedReasonFor(dogName: string, reason: DogDeparture['reason']): string {
  return reason === 'adopted' ? `${dogName} was adopted by another family.` : `${dogName} is no longer listed.`;
}

export function noticeFor(dogName: string, reason: DogDeparture['reason']): string {
  return reason === 'adopted'
    ? `${dogName} has found a home with another family. ${WARM_CLOSE}`
    : `${dogName} is no longer listed for adoption on Scout. ${WARM_CLOSE}`;
}

/**
 * Closes the dog's other active journeys, declines its open future tours, and tells each
 * adopter once: in their conversation, and by a notification (application closed, or, for
 * an adopter with only a tour, tour declined). It links to the dog's page, where the closed
 * application shows; a removed dog has no page, so then to the conversation with the notice.
 */
export async function closeApplicationsOfDog(tx: Database, departure: DogDeparture, notifier: Notifier): Promise<void> {
  const dogName = await findDogName(tx, departure.dogId);
  if (dogName === undefined) return;
  const keep = departure.adopterId ?? null;
  const now = new Date();
  const why = closedReasonFor(dogName, departure.reason);
  const closed = await closeActiveJourneysOfDog(tx, departure.dogId, why, keep);
  const declined = await declineOpenToursOfDog(tx, departure.dogId, now, keep);
  const content = noticeFor(dogName, departure.reason);
  const notifications: NotificationInput[] = [];
  for (const adopterId of new Set([...closed, ...declined])) {
    const conversationId = await postListerNotice(tx, {
      adopterId,
      dogId: departure.dogId,
      senderId: departure.listerUserId,
      content,
      at: now,
    });
    const text = closed.includes(adopterId)
      ? applicationTexts.closed(dogName, why)
      : tourTexts.calledOff(dogName, `Your virtual meet & greet is off: ${why}`);
    notifications.push({
      userId: adopterId,
      ...text,
      link:
        departure.reason === 'adopted'
          ? notificationLinks.dog(departure.dogId)
          : notificationLinks.conversation(conversationId),
      dogId: departure.dogId,
    });
  }
  await notifier.notifyMany(tx, notifications);
}
