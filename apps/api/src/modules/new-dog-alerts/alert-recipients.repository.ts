// The reads behind a new-dog alert (product §16.5): the adopters with alerts on whose search
// radius holds a dog, a page at a time, and the swipes their learned taste is built from.
import { RADIUS_SLIDER, type AlertMode } from '@scout/domain';
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthPoint, milesBetween } from '../../db/earth-distance.ts';
import {
  adopterProfiles,
  dogs,
  notificationSettings,
  swipes,
  type AdopterProfileRecord,
} from '../../db/schema/index.ts';
import { matchDogColumns, type Point } from '../dogs/dogs.repository.ts';
import { TASTE_SWIPES_MAX } from '../swipes/learned-taste.ts';
import { EARTH_RADIUS_MILES } from '@scout/domain/matching';

export interface AlertCandidate {
  profile: AdopterProfileRecord;
  mode: Exclude<AlertMode, 'off'>;
  threshold: number;
}

const adopterPosition = sql`ll_to_earth(${adopterProfiles.latitude}, ${adopterProfiles.longitude})`;

/**
 * The ids of the adopters with alerts on whose own search radius holds `dog` and who have
 * not swiped it. The widest radius anyone may choose bounds an earth_box the GiST index on
 * the adopters' positions answers; each adopter's own radius then trims it. Ids only (a few
 * MB for 100,000 adopters): the fan-out then reads them a page at a time.
 */
export async function alertCandidateIds(db: Database, dog: Point & { id: string }): Promise<string[]> {
  const widest = sql`${RADIUS_SLIDER.max}::float8 / ${sql.raw(`${EARTH_RADIUS_MILES}::float8`)} * earth()`;
  const rows = await db
    .select({ userId: adopterProfiles.userId })
    .from(adopterProfiles)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, adopterProfiles.userId))
    .where(
      and(
        sql`earth_box(${earthPoint(dog)}, ${widest}) @> ${adopterPosition}`,
        sql`${milesBetween(dog, adopterPosition)} <= ${adopterProfiles.searchRadius}`,
        ne(notificationSettings.alertMode, 'off'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(swipes)
            .where(and(eq(swipes.adopterId, adopterProfiles.userId), eq(swipes.dogId, dog.id))),
        ),
      ),
    );
  return rows.map((r) => r.userId);
}

/** These adopters' profiles and alert settings (those who turned alerts off meanwhile left out). */
export async function alertCandidates(db: Database, userIds: readonly string[]): Promise<AlertCandidate[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      profile: adopterProfiles,
      mode: notificationSettings.alertMode,
      threshold: notificationSettings.alertThreshold,
    })
    .from(adopterProfiles)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, adopterProfiles.userId))
    .where(and(sql`${adopterProfiles.userId} = any(${idArray(userIds)})`, ne(notificationSettings.alertMode, 'off')));
  return rows.map((r) => ({ profile: r.profile, mode: r.mode as AlertCandidate['mode'], threshold: r.threshold }));
}

/** An id list as one text parameter, so the statement is the same for any number of ids. */
const idArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/**
 * The latest swipes (at most TASTE_SWIPES_MAX each) of these adopters with the swiped dogs'
 * attributes, in one query: what `loadLearnedTaste` reads for one adopter.
 */
export async function latestSwipesOf(db: Database, adopterIds: readonly string[]) {
  if (adopterIds.length === 0) return [];
  const ranked = db
    .select({
      adopterId: swipes.adopterId,
      dogId: swipes.dogId,
      direction: swipes.direction,
      rank: sql<number>`row_number() over (partition by ${swipes.adopterId} order by ${swipes.updatedAt} desc)`.as(
        'rank',
      ),
    })
    .from(swipes)
    .where(sql`${swipes.adopterId} = any(${idArray(adopterIds)})`)
    .as('ranked');
  return db
    .select({ adopterId: ranked.adopterId, direction: ranked.direction, ...matchDogColumns })
    .from(ranked)
    .innerJoin(dogs, eq(dogs.id, ranked.dogId))
    .where(sql`${ranked.rank} <= ${TASTE_SWIPES_MAX}`);
}
