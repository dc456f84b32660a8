// Reading dogs: the public list, the adopter's liked list, the detail page and its similar
// dogs (discover has its own module). Scores come from the shared matching engine (product §13).
import { isUuid, SIMILAR_DOGS_LIMIT, type Dog, type DogListQuery, type LikedDog } from '@scout/domain';
import { NO_TASTE, type LearnedTaste } from '@scout/domain/matching';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AdopterProfileRecord } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { findProfile } from '../profiles/profiles.repository.ts';
import { loadLearnedTaste } from '../swipes/learned-taste.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { presentDog, type Viewer } from './dog-presenter.ts';
import {
  findVisibleDog,
  likedDogs,
  listAvailableDogs,
  recordView,
  similarDogs,
  type ListPage,
  type Point,
} from './dogs.repository.ts';

export const DOG_NOT_FOUND = 'Dog not found';

/** The liked list's length cap: far more than anyone scrolls, and still one bounded query. */
export const LIKED_MAX = 1_000;
/** Similar dogs are looked for within this distance of the dog first (indexed). */
export const SIMILAR_NEAR_MILES = 100;

/** Who is asking: a session user (or none), their adopter profile and learned taste, a point to measure from. */
export interface Caller {
  user: SessionUser | null;
  profile: AdopterProfileRecord | null;
  taste: LearnedTaste;
  origin: Point | null;
}

const viewerOf = (caller: Caller): Viewer => ({
  signedIn: caller.user !== null,
  profile: caller.profile,
  taste: caller.taste,
});

const cursorSchema = z.union([
  z.tuple([z.literal('t'), z.iso.datetime({ precision: 6 }), z.uuid()]),
  z.tuple([z.literal('d'), z.number().min(0).finite(), z.uuid()]),
]);

function encodeCursor(key: z.infer<typeof cursorSchema>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): z.infer<typeof cursorSchema> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  return result.data;
}

const invalidCursor = () =>
  badRequest('Invalid cursor: start again without one', [{ path: 'cursor', message: 'Invalid cursor' }]);

export function createDogsService(db: Database, photoUrls: PhotoUrls) {
  return {
    /** The caller's profile and learned taste (adopters only) and the point distances are measured from. */
    async caller(user: SessionUser | null, point?: Point): Promise<Caller> {
      const profile = user?.role === 'adopter' ? ((await findProfile(db, user.id)) ?? null) : null;
      const taste = user && profile ? await loadLearnedTaste(db, user.id, profile) : NO_TASTE;
      const origin = point ?? (profile ? { latitude: profile.latitude, longitude: profile.longitude } : null);
      return { user, profile, taste, origin };
    },

    /** `GET /api/dogs`: one page and the next page's cursor (undefined on the last page). */
    async list(caller: Caller, query: DogListQuery): Promise<{ dogs: Dog[]; nextCursor?: string }> {
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      let page: ListPage;
      if (query.lat !== undefined && query.lng !== undefined && query.radius !== undefined) {
        if (cursor && cursor[0] !== 'd') throw invalidCursor();
        page = {
          kind: 'nearest',
          origin: { latitude: query.lat, longitude: query.lng },
          radiusMiles: query.radius,
          after: cursor ? { miles: cursor[1] as number, id: cursor[2] } : undefined,
        };
      } else {
        if (cursor && cursor[0] !== 't') throw invalidCursor();
        // Distances are measured from the adopter's profile location when there is one.
        page = {
          kind: 'newest',
          origin: caller.origin,
          after: cursor ? { createdAt: cursor[1] as string, id: cursor[2] } : undefined,
        };
      }
      const rows = await listAvailableDogs(db, page, query.limit + 1);
      const pageRows = rows.slice(0, query.limit);
      const last = pageRows[pageRows.length - 1];
      const nextCursor =
        rows.length > query.limit && last
          ? encodeCursor(
              page.kind === 'nearest'
                ? ['d', last.distanceMiles ?? 0, last.dog.id]
                : ['t', last.createdAtKey, last.dog.id],
            )
          : undefined;
      const viewer = viewerOf(caller);
      return { dogs: pageRows.map((row) => presentDog(row, viewer, photoUrls)), nextCursor };
    },

    /** `GET /api/dogs/liked`: the adopter's liked dogs, newest like first. */
    async liked(caller: Caller & { user: SessionUser }): Promise<LikedDog[]> {
      const viewer = viewerOf(caller);
      const rows = await likedDogs(db, caller.user.id, caller.origin, LIKED_MAX);
      return rows.map((row) => ({ ...presentDog(row, viewer, photoUrls), likedAt: row.likedAt.toISOString() }));
    },

    /** `GET /api/dogs/:id`: one available or adopted dog; counts a view (not the lister's own). */
    async detail(caller: Caller, id: string): Promise<Dog> {
      const row = isUuid(id) ? await findVisibleDog(db, id, caller.origin) : undefined;
      if (!row) throw notFound(DOG_NOT_FOUND);
      const viewerId = caller.user?.id ?? null;
      if (viewerId === null || viewerId !== row.lister.userId) await recordView(db, row.dog.id, viewerId);
      return presentDog(row, viewerOf(caller), photoUrls);
    },

    /** `GET /api/dogs/:id/similar`: up to six other available dogs most like this one. */
    async similar(caller: Caller, id: string): Promise<Dog[]> {
      const row = isUuid(id) ? await findVisibleDog(db, id, null) : undefined;
      if (!row) throw notFound(DOG_NOT_FOUND);
      const rows = await similarDogs(db, row.dog, caller.origin, SIMILAR_DOGS_LIMIT, SIMILAR_NEAR_MILES);
      const viewer = viewerOf(caller);
      return rows.map((r) => presentDog(r, viewer, photoUrls));
    },
  };
}
