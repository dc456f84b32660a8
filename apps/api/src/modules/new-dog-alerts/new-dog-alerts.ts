// New-dog alerts (product §16.5): when a dog becomes available, every adopter with alerts on
// whose search radius holds it and for whom it scores at or above their threshold (the
// deck's engine: survey, learned taste, hard limits) gets one in-app notification; the
// caller then emails those who chose instant alerts. Runs as a background job, a page of
// adopters at a time, so memory stays bounded however many adopters live around the dog.
import { distanceMiles, learnTaste, NO_TASTE, scoreOnly, type LearnedTaste } from '@scout/domain/matching';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, notifications } from '../../db/schema/index.ts';
import { matchDogColumns } from '../dogs/dogs.repository.ts';
import {
  alertCandidateIds,
  alertCandidates,
  latestSwipesOf,
  type AlertCandidate,
} from './alert-recipients.repository.ts';

/** Adopters read, scored and notified per round trip. */
export const ALERT_PAGE_SIZE = 500;

export interface NewDogAlert {
  notificationId: string;
  userId: string;
  mode: AlertCandidate['mode'];
  score: number;
}

export interface FanOutResult {
  /** Adopters with alerts on around the dog who were scored. */
  considered: number;
  /** Alerts written now (a retried fan-out skips those already written). */
  alerted: number;
}

/** What each alerted adopter reads in the app (and in the email's first lines). */
export function alertText(dog: { name: string; breed: string }, score: number, miles: number) {
  const distance =
    miles < 1 ? 'less than a mile' : `${Math.round(miles)} ${Math.round(miles) === 1 ? 'mile' : 'miles'}`;
  return {
    title: `New match near you: ${dog.name}`,
    body: `${dog.name}, a ${dog.breed} ${distance} away, is ${score >= 80 && score < 90 ? 'an' : 'a'} ${score}% match for you.`,
  };
}

/**
 * Alerts the adopters `dogId` suits. `onAlerts` gets each page's new alerts (to queue their
 * emails) before the next page is read. A dog that is no longer available alerts nobody.
 */
export async function fanOutNewDogAlerts(
  db: Database,
  dogId: string,
  onAlerts: (alerts: NewDogAlert[]) => Promise<void> = async () => {},
  pageSize = ALERT_PAGE_SIZE,
): Promise<FanOutResult> {
  const [dog] = await db
    .select({ id: dogs.id, breed: dogs.breed, ...matchDogColumns })
    .from(dogs)
    .where(and(eq(dogs.id, dogId), eq(dogs.status, 'available')));
  const result: FanOutResult = { considered: 0, alerted: 0 };
  if (!dog) return result;

  const ids = await alertCandidateIds(db, dog);
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = await alertCandidates(db, ids.slice(start, start + pageSize));
    result.considered += page.length;

    const tastes = await tastesOf(db, page);
    const rows = [];
    const chosen = new Map<string, { mode: AlertCandidate['mode']; score: number }>();
    for (const { profile, mode, threshold } of page) {
      const miles = distanceMiles(profile, dog);
      const { score } = scoreOnly(profile, { ...dog, distance: miles }, tastes.get(profile.userId) ?? NO_TASTE);
      if (score < threshold) continue;
      chosen.set(profile.userId, { mode, score });
      rows.push({ userId: profile.userId, ...alertText(dog, score, miles) });
    }
    if (rows.length > 0) {
      const written = await insertAlerts(db, dog.id, rows);
      result.alerted += written.length;
      await onAlerts(written.map((w) => ({ notificationId: w.id, userId: w.userId, ...chosen.get(w.userId)! })));
    }
  }
  return result;
}

/**
 * Writes a page of alerts in one statement (the rows travel as one JSON parameter: a
 * multi-row VALUES of thousands of parameters costs more to parse than to insert). One
 * alert per adopter and dog (a unique index): a retried job writes only what is missing.
 */
async function insertAlerts(
  db: Database,
  dogId: string,
  rows: { userId: string; title: string; body: string }[],
): Promise<{ id: string; userId: string }[]> {
  const written = await db.execute<{ id: string; user_id: string }>(sql`
    insert into ${notifications} (user_id, kind, dog_id, link, title, body)
    select r.user_id, 'new-dog', ${dogId}::uuid, ${`/dogs/${dogId}`}, r.title, r.body
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ user_id: r.userId, title: r.title, body: r.body })))}::jsonb)
      as r(user_id uuid, title text, body text)
    on conflict do nothing
    returning id, user_id`);
  return written.rows.map((r) => ({ id: r.id, userId: r.user_id }));
}

/** The learned taste of each adopter on the page who has swiped, from one query. */
async function tastesOf(db: Database, page: readonly AlertCandidate[]): Promise<Map<string, LearnedTaste>> {
  const origins = new Map(page.map((c) => [c.profile.userId, c.profile]));
  const byAdopter = new Map<string, Parameters<typeof learnTaste>[0][number][]>();
  for (const { adopterId, direction, ...dog } of await latestSwipesOf(db, [...origins.keys()])) {
    const origin = origins.get(adopterId)!;
    const list = byAdopter.get(adopterId) ?? [];
    list.push({ direction, dog: { ...dog, distance: distanceMiles(origin, dog) } });
    byAdopter.set(adopterId, list);
  }
  return new Map([...byAdopter].map(([id, swipes]) => [id, learnTaste(swipes)]));
}
