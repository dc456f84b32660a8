import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adoptionJourneys, dogs, listers, users, virtualTours } from '../../db/schema/index.ts';
import { closeApplicationsOfDog } from '../adoption-journeys/dog-departures.ts';
import type { DeleteFiles, DocumentsDisposal } from '../adoption-journeys/documents-disposal.ts';
import type { Notifier } from '../notifications/notifier.ts';

/**
 * Removes a user and their own data (profile, swipes, conversations... cascade). A lister's
 * record outlives the account so conversations about their dogs stay readable, but their
 * dogs leave every list (product §11), and the applications and tours still open for them
 * end, each adopter told in their conversation about the dog. The documents of the
 * applications the user made, or that were made for their dogs, are deleted (`documents`),
 * rows and then files.
 */
export async function deleteUserAndData(
  db: Database,
  userId: string,
  notifier: Notifier,
  documents?: DocumentsDisposal,
): Promise<void> {
  const deleteFiles: DeleteFiles[] = [];
  await db.transaction(async (tx) => {
    const owned = await tx
      .update(listers)
      .set({ deletedAt: new Date() })
      .where(and(eq(listers.userId, userId), isNull(listers.deletedAt)))
      .returning({ id: listers.id });
    if (owned.length > 0) {
      const listerIds = owned.map((l) => l.id);
      await tx.update(dogs).set({ status: 'removed' }).where(inArray(dogs.listerId, listerIds));
      for (const dogId of await dogsWithOpenApplications(tx, listerIds)) {
        await closeApplicationsOfDog(tx, { dogId, reason: 'removed', listerUserId: null }, notifier);
      }
      if (documents) deleteFiles.push(await documents.ofListers(tx, listerIds));
    }
    if (documents) deleteFiles.push(await documents.ofAdopter(tx, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
  for (const deleteFilesOf of deleteFiles) await deleteFilesOf();
}

/** The listers' dogs that someone has an active application for or an open tour ahead with. */
async function dogsWithOpenApplications(tx: Database, listerIds: string[]): Promise<Set<string>> {
  const journeys = await tx
    .selectDistinct({ dogId: adoptionJourneys.dogId })
    .from(adoptionJourneys)
    .innerJoin(dogs, eq(dogs.id, adoptionJourneys.dogId))
    .where(and(inArray(dogs.listerId, listerIds), eq(adoptionJourneys.status, 'active')));
  const tours = await tx
    .selectDistinct({ dogId: virtualTours.dogId })
    .from(virtualTours)
    .innerJoin(dogs, eq(dogs.id, virtualTours.dogId))
    .where(
      and(
        inArray(dogs.listerId, listerIds),
        inArray(virtualTours.status, ['requested', 'confirmed']),
        gt(virtualTours.scheduledAt, new Date()),
      ),
    );
  return new Set([...journeys, ...tours].map((row) => row.dogId));
}
