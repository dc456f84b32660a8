import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, swipes, type DogRecord, type SwipeRecord } from '../../db/schema/index.ts';

export async function findDogStatus(db: Database, dogId: string): Promise<DogRecord['status'] | undefined> {
  const [row] = await db.select({ status: dogs.status }).from(dogs).where(eq(dogs.id, dogId));
  return row?.status;
}

/** One swipe per adopter and dog: a repeat replaces the direction and bumps updatedAt. */
export async function upsertSwipe(
  db: Database,
  adopterId: string,
  dogId: string,
  direction: SwipeRecord['direction'],
): Promise<SwipeRecord> {
  const [row] = await db
    .insert(swipes)
    .values({ adopterId, dogId, direction })
    .onConflictDoUpdate({ target: [swipes.adopterId, swipes.dogId], set: { direction, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert into swipes returned nothing');
  return row;
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
