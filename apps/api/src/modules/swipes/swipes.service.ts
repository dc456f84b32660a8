// An adopter's likes and passes (product §12, §13): one per dog, the latest direction wins,
// so a guest migration sent twice stores each swipe once.
import { SWIPES_LIST_MAX, type Swipe, type SwipeInput } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { deleteSwipes, listSwipes, recordSwipeIfAvailable } from './swipes.repository.ts';

export const DOG_NOT_FOUND = 'Dog not found';
export const DOG_ADOPTED = 'This dog has already been adopted';

export function createSwipesService(db: Database) {
  return {
    async record(adopterId: string, { dogId, direction }: SwipeInput): Promise<Swipe> {
      const saved = await recordSwipeIfAvailable(db, adopterId, dogId, direction);
      if (saved === undefined || saved.status === 'removed') throw notFound(DOG_NOT_FOUND);
      if (saved.status === 'adopted' || saved.createdAt === null) throw conflict(DOG_ADOPTED);
      return { dogId, direction, createdAt: new Date(saved.createdAt).toISOString() };
    },

    async list(adopterId: string): Promise<Swipe[]> {
      const rows = await listSwipes(db, adopterId, SWIPES_LIST_MAX);
      return rows.map((r) => ({ dogId: r.dogId, direction: r.direction, createdAt: r.createdAt.toISOString() }));
    },

    async reset(adopterId: string): Promise<{ deleted: number }> {
      return { deleted: await deleteSwipes(db, adopterId) };
    },
  };
}
