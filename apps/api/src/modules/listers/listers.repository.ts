import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listers, users } from '../../db/schema/index.ts';

/** Marks the shelter whose account has this email as verified; returns its name, or null when there is none. */
export async function verifyShelterByEmail(db: Database, email: string): Promise<string | null> {
  const [shelter] = await db
    .select({ id: listers.id, name: listers.name })
    .from(listers)
    .innerJoin(users, eq(users.id, listers.userId))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(listers.type, 'shelter'), isNull(listers.deletedAt)));
  if (!shelter) return null;
  await db.update(listers).set({ isVerified: true, updatedAt: new Date() }).where(eq(listers.id, shelter.id));
  return shelter.name;
}
