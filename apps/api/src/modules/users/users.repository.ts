import { eq, inArray, isNull, and } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, listers, users } from '../../db/schema/index.ts';

/**
 * Removes a user and their own data (profile, swipes, conversations... cascade). A lister's
 * record outlives the account so conversations about their dogs stay readable, but their
 * dogs leave every list (decisions §3).
 */
export async function deleteUserAndData(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx
      .update(listers)
      .set({ deletedAt: new Date() })
      .where(and(eq(listers.userId, userId), isNull(listers.deletedAt)))
      .returning({ id: listers.id });
    if (owned.length > 0) {
      await tx.update(dogs).set({ status: 'removed' }).where(inArray(dogs.listerId, owned.map((l) => l.id)));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
