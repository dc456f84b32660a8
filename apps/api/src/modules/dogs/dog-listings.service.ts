// Listers' own dogs (product §3, §6, §14): create, edit, mark adopted, remove, and the
// dashboard list with real counts. Only a signed-in shelter or owner who has onboarded may
// list dogs; only a dog's lister may change it. A dog stands where its lister does, and its
// photos are the lister's own uploads (or, when editing, photos it already has), stored as
// `/uploads/<name>` whichever form the client sent back (photo-urls.ts).
import {
  isUuid,
  UPLOADS_URL_PREFIX,
  type Dog,
  type dogInputSchema,
  type dogPatchSchema,
  type ListerDog,
  type ListerDogsBulk,
  type ListerDogStats,
  type listerDogsQuerySchema,
} from '@scout/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound, type FieldIssue } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { closeApplicationsOfDog } from '../adoption-journeys/dog-departures.ts';
import type { DeleteFiles, DocumentsDisposal } from '../adoption-journeys/documents-disposal.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { ownedUploadFileNames } from '../uploads/uploads.repository.ts';
import { presentDog } from './dog-presenter.ts';
import {
  findDogsForWrite,
  findListerOfUser,
  insertDog,
  listerDogsPage,
  listerDogStats,
  listerDogsWithCounts,
  updateOwnDog,
  type DogChanges,
  type DogForWrite,
  type ListerDogRow,
  type ListerRef,
} from './dog-listings.repository.ts';
import { findVisibleDog } from './dogs.repository.ts';
import { DOG_NOT_FOUND } from './dogs.service.ts';

export const LISTERS_ONLY_MESSAGE = 'Only shelters and owners can list dogs.';
export const NOT_ONBOARDED_MESSAGE = 'Complete your shelter or owner profile before listing dogs.';
export const NOT_YOUR_DOG_MESSAGE = 'Only the shelter or owner who listed this dog can change it.';
export const PHOTO_NOT_YOURS_MESSAGE = 'Use photos you uploaded for this dog';
/** `dogPhotosSchema`'s words, for one photo sent twice in its two forms (photo-urls.ts). */
export const EACH_PHOTO_ONCE_MESSAGE = 'Each photo once';
/** The dashboard list's cap: far more dogs than one lister has listed, and still one bounded query. */
export const LISTER_DOGS_MAX = 1_000;

/** The account's lister: 403 for adopters and for shelters or owners who have not onboarded. */
export async function requireOnboardedLister(db: Database, user: SessionUser): Promise<ListerRef> {
  if (user.role !== 'shelter' && user.role !== 'owner') throw forbidden(LISTERS_ONLY_MESSAGE);
  const lister = await findListerOfUser(db, user.id);
  if (!lister) throw forbidden(NOT_ONBOARDED_MESSAGE);
  return lister;
}

/** The bodies as validated (blank optional texts already null, `photos` defaulted). */
type ParsedDogInput = z.output<typeof dogInputSchema>;
type ParsedDogPatch = z.output<typeof dogPatchSchema>;

/** The stored file an upload URL names (`/uploads/<file name>`), or null for any other URL. */
const uploadFileName = (url: string): string | null =>
  url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : null;

/** The lister's own view: signed in, unscored (scores are for adopters). */
const LISTER_VIEWER = { signedIn: true, profile: null } as const;

export interface DogListingsEvents {
  /** A dog was listed or came back to available: new-dog alerts go out (in the background). */
  /** Runs inside the transaction that makes the dog available, so its alerts are queued exactly when it is. */
  dogAvailable?: (dogId: string, tx: Database) => Promise<void>;
}

/**
 * `photoUrls`: where photos are handed out (S3_PUBLIC_URL), and so which URLs sent back name
 * an upload. `documents`: what deletes a removed dog's application documents (their rows in
 * the removal's transaction, their files after it).
 */
export function createDogListingsService(
  db: Database,
  notifier: Notifier,
  photoUrls: PhotoUrls,
  events: DogListingsEvents = {},
  documents?: DocumentsDisposal,
) {
  /** The dog as every read returns it. */
  async function present(dogId: string): Promise<Dog> {
    const row = await findVisibleDog(db, dogId, null);
    if (!row) throw notFound(DOG_NOT_FOUND);
    return presentDog(row, LISTER_VIEWER, photoUrls);
  }

  /**
   * The photos as a dog's row keeps them: an upload the client named where it is handed out
   * (S3_PUBLIC_URL) is `/uploads/<name>` again. 400 for one photo sent in both forms.
   */
  function storedPhotos(photos: readonly string[]): string[] {
    const stored = photos.map(photoUrls.stored);
    const issues: FieldIssue[] = stored.flatMap((url, i) =>
      stored.indexOf(url) < i ? [{ path: `photos.${i}`, message: EACH_PHOTO_ONCE_MESSAGE }] : [],
    );
    if (issues.length === 0) return stored;
    throw badRequest(`Invalid body: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
  }

  /**
   * 400 unless every photo is one of `allowed` (the dog's own, when editing) or a file this
   * user uploaded (`/uploads/<file name>` with a row in `uploads`).
   */
  async function checkPhotos(
    userId: string,
    photos: readonly string[],
    allowed: readonly string[] = [],
  ): Promise<void> {
    const uploaded = photos.filter((url) => !allowed.includes(url)).flatMap((url) => uploadFileName(url) ?? []);
    const owned = await ownedUploadFileNames(db, userId, uploaded);
    const isAllowed = (url: string) => allowed.includes(url) || owned.has(uploadFileName(url) ?? '');
    const issues: FieldIssue[] = photos.flatMap((url, i) =>
      isAllowed(url) ? [] : [{ path: `photos.${i}`, message: PHOTO_NOT_YOURS_MESSAGE }],
    );
    if (issues.length > 0) throw badRequest(`${PHOTO_NOT_YOURS_MESSAGE}: upload each photo first.`, issues);
  }

  /** The dog for a change by this user: 404 when unknown, malformed or removed; 403 when it is someone else's. */
  async function ownDog(user: SessionUser, dogId: string): Promise<{ lister: ListerRef; dog: DogForWrite }> {
    const { lister, dogs } = await ownDogs(user, [dogId]);
    return { lister, dog: dogs[0]! };
  }

  /**
   * The lister's dogs with these ids, in their order: 404 for the first that is unknown or
   * removed, 403 for the first that is someone else's. One read for the dogs, one for the lister.
   */
  async function ownDogs(
    user: SessionUser,
    dogIds: readonly string[],
  ): Promise<{ lister: ListerRef; dogs: DogForWrite[] }> {
    if (user.role !== 'shelter' && user.role !== 'owner') throw forbidden(NOT_YOUR_DOG_MESSAGE);
    const found = new Map((await findDogsForWrite(db, dogIds.filter(isUuid))).map((dog) => [dog.id, dog]));
    const lister = await findListerOfUser(db, user.id);
    const dogs = dogIds.map((id) => {
      const dog = found.get(id);
      if (!dog) throw notFound(DOG_NOT_FOUND);
      if (!lister || lister.id !== dog.listerId) throw forbidden(NOT_YOUR_DOG_MESSAGE);
      return dog;
    });
    return { lister: lister!, dogs };
  }

  /**
   * Writes the change if the dog is still this lister's and not removed; 404 when it went
   * meanwhile. A dog that leaves (adopted or removed) closes its open applications in the
   * same transaction, and their adopters hear it from `user`.
   */
  async function write(
    user: SessionUser,
    dogId: string,
    listerId: string,
    changes: DogChanges,
    leaving?: 'adopted' | 'removed',
    arriving = false,
  ): Promise<void> {
    let deleteFiles: DeleteFiles | undefined;
    await db.transaction(async (tx) => {
      if (!(await updateOwnDog(tx, dogId, listerId, changes))) throw notFound(DOG_NOT_FOUND);
      if (leaving) await closeApplicationsOfDog(tx, { dogId, reason: leaving, listerUserId: user.id }, notifier);
      if (leaving === 'removed') deleteFiles = await documents?.ofDogs(tx, [dogId]);
      if (arriving) await events.dogAvailable?.(dogId, tx);
    });
    await deleteFiles?.();
  }

  return {
    requireOnboardedLister: (user: SessionUser) => requireOnboardedLister(db, user),
    /** For checks made before the body is read: 404/403 come before any 400. */
    ownDog,

    /** `POST /api/dogs`: a new available dog at its lister's location. */
    async create(user: SessionUser, input: ParsedDogInput): Promise<Dog> {
      const lister = await requireOnboardedLister(db, user);
      const photos = storedPhotos(input.photos);
      await checkPhotos(user.id, photos);
      const id = await db.transaction(async (tx) => {
        const created = await insertDog(tx, {
          ...input,
          photos,
          specialNeeds: input.specialNeeds ?? null,
          dayInLifeVideo: input.dayInLifeVideo ?? null,
          listerId: lister.id,
          latitude: lister.latitude,
          longitude: lister.longitude,
          status: 'available',
        });
        await events.dogAvailable?.(created, tx);
        return created;
      });
      return present(id);
    },

    /** `PATCH /api/dogs/:id`: the given fields; `status` moves a dog between available and adopted. */
    async update(user: SessionUser, dogId: string, patch: ParsedDogPatch): Promise<Dog> {
      const { lister, dog } = await ownDog(user, dogId);
      const photos = patch.photos && storedPhotos(patch.photos);
      if (photos) await checkPhotos(user.id, photos, dog.photos);
      const changes: DogChanges = { ...patch, ...(photos && { photos }) };
      const statusChanges = patch.status !== undefined && patch.status !== dog.status;
      if (statusChanges) changes.adoptedAt = patch.status === 'adopted' ? new Date() : null;
      const leaving = statusChanges && patch.status === 'adopted' ? 'adopted' : undefined;
      const arriving = statusChanges && patch.status === 'available';
      if (Object.keys(changes).length > 0) await write(user, dog.id, lister.id, changes, leaving, arriving);
      return present(dog.id);
    },

    /** `DELETE /api/dogs/:id`: the dog leaves every list and page for good (status 'removed'). */
    async remove(user: SessionUser, dogId: string): Promise<void> {
      const { lister, dog } = await ownDog(user, dogId);
      await write(user, dog.id, lister.id, { status: 'removed' }, 'removed');
    },

    /** `GET /api/dogs/user`: the lister's dogs with counts; none before onboarding. */
    async listOwn(user: SessionUser): Promise<ListerDog[]> {
      if (user.role !== 'shelter' && user.role !== 'owner') throw forbidden(LISTERS_ONLY_MESSAGE);
      const lister = await findListerOfUser(db, user.id);
      if (!lister) return [];
      return (await listerDogsWithCounts(db, lister.id, LISTER_DOGS_MAX)).map((row) =>
        presentListerDog(row, photoUrls),
      );
    },

    /** `GET /api/lister/dogs`: one page of the dashboard's list, how many match, and the next page's cursor. */
    async page(
      user: SessionUser,
      query: z.output<typeof listerDogsQuerySchema>,
    ): Promise<{ dogs: ListerDog[]; matching: number; nextCursor?: string }> {
      const lister = await requireOnboardedLister(db, user);
      const offset = query.cursor === undefined ? 0 : decodeOffset(query.cursor);
      const rows = await listerDogsPage(db, lister.id, query, { offset, limit: query.limit + 1 });
      const more = rows.length > query.limit;
      const shown = rows.slice(0, query.limit);
      return {
        dogs: shown.map((row) => presentListerDog(row, photoUrls)),
        // Past the last page there are no rows to carry the count; the caller asked past the end.
        matching: rows[0]?.matching ?? 0,
        ...(more && { nextCursor: encodeOffset(offset + query.limit) }),
      };
    },

    /** `GET /api/lister/dogs/stats`: the dashboard's counts over every dog, whatever page is shown. */
    async stats(user: SessionUser): Promise<ListerDogStats> {
      const lister = await requireOnboardedLister(db, user);
      return listerDogStats(db, lister.id);
    },

    /**
     * `POST /api/lister/dogs/bulk`: several dogs marked adopted or removed, each as its own
     * Mark as Adopted or Remove would (applications closed, adopters told). Every dog is
     * checked first, so one that is not the lister's changes nothing (404/403).
     */
    async bulk(user: SessionUser, { action, ids }: ListerDogsBulk): Promise<{ changed: number }> {
      const { lister, dogs } = await ownDogs(user, ids);
      let changed = 0;
      for (const dog of dogs) {
        if (dog.status === action) continue;
        const changes: DogChanges =
          action === 'adopted' ? { status: 'adopted', adoptedAt: new Date() } : { status: 'removed' };
        await write(user, dog.id, lister.id, changes, action);
        changed++;
      }
      return { changed };
    },
  };
}

function presentListerDog(
  { dog, views, inquiries, interestedAdopters }: ListerDogRow,
  photoUrls: PhotoUrls,
): ListerDog {
  return {
    ...dog,
    photos: photoUrls.presentAll(dog.photos),
    createdAt: dog.createdAt.toISOString(),
    views,
    inquiries,
    interestedAdopters,
  };
}

/** The dashboard's cursor: how many dogs the pages before it showed, opaque to the client. */
const encodeOffset = (offset: number) => Buffer.from(JSON.stringify(['o', offset])).toString('base64url');

function decodeOffset(cursor: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const offset = Array.isArray(parsed) && parsed[0] === 'o' ? parsed[1] : undefined;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw badRequest('Invalid cursor: start again without one', [{ path: 'cursor', message: 'Invalid cursor' }]);
  }
  return offset;
}
