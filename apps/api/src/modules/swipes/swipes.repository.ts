import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, swipes, type DogRecord, type SwipeRecord } from '../../db/schema/index.ts';

export async function findDogStatus(db: Database, dogId: string): Promise<DogRecord['status'] | undefined> {
  const [row] = await db.select({ status: dogs.status }).from(dogs).where(eq(dogs.id, dogId));
  return row?.status;
}

/**
 * Records a swipe of an available dog in one statement (a swipe is discover's most frequent
 * write, and a round trip costs more than the insert): the dog's status, and the swipe as
 * stored when the dog was available. Without a row the dog does not exist.
 */
export async function recordSwipeIfAvailable(
  db: Database,
  adopterId: string,
  dogId: string,
  direction: SwipeRecord['direction'],
): Promise<{ status: DogRecord['status']; createdAt: string | null } | undefined> {
  const result = await db.execute<{ status: DogRecord['status']; created_at: string | null }>(sql`
    with dog as (select ${dogs.status} from ${dogs} where ${dogs.id} = ${dogId}),
    saved as (
      insert into ${swipes} (adopter_id, dog_id, direction)
      select ${adopterId}, ${dogId}, ${direction} from dog where status = 'available'
      on conflict (adopter_id, dog_id) do update set direction = excluded.direction, updated_at = now()
      returning created_at
    )
    select dog.status, to_json(saved.created_at) #>> '{}' as created_at from dog left join saved on true`);
  const [row] = result.rows;
  return row && { status: row.status, createdAt: row.created_at };
}

/** The adopter's newest `max` swipes, newest first. */
export async function listSwipes(db: Database, adopterId: string, max: number) {
  return db
    .select({ dogId: swipes.dogId, direction: swipes.direction, createdAt: swipes.createdAt })
    .from(swipes)
    .where(eq(swipes.adopterId, adopterId))
    .orderBy(desc(swipes.createdAt), desc(swipes.id))
    .limit(max);
}

export async function deleteSwipes(db: Database, adopterId: string): Promise<number> {
  const deleted = await db.delete(swipes).where(eq(swipes.adopterId, adopterId)).returning({ id: swipes.id });
  return deleted.length;
}
