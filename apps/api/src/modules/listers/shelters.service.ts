// Shelter reads (product §2 shelter page and map; product §6: anyone may read). Owners have
// no public page (product §3): an owner's id is as unknown here as a made-up one.
import { isUuid, SHELTER_DOGS_MAX, SHELTER_LIST_MAX, type Bbox, type Dog, type Shelter } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { presentDog } from '../dogs/dog-presenter.ts';
import { availableDogsOfLister, type Point } from '../dogs/dogs.repository.ts';
import { createDogsService } from '../dogs/dogs.service.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { findShelter, listShelters, type ShelterRow } from './listers.repository.ts';
import { presentShelter } from './shelter-presenter.ts';

export const SHELTER_NOT_FOUND = 'Shelter not found';

export function createSheltersService(db: Database, photoUrls: PhotoUrls) {
  const dogsService = createDogsService(db, photoUrls);

  async function shelterRow(id: string): Promise<ShelterRow> {
    const row = isUuid(id) ? await findShelter(db, id) : undefined;
    if (!row) throw notFound(SHELTER_NOT_FOUND);
    return row;
  }

  return {
    /** `GET /api/shelters`: every shelter (or those in the box) with its available dogs' count, by name. */
    async list(box?: Bbox): Promise<Shelter[]> {
      return (await listShelters(db, SHELTER_LIST_MAX, box)).map(presentShelter);
    },

    /** `GET /api/shelters/:id`. */
    async get(id: string): Promise<Shelter> {
      return presentShelter(await shelterRow(id));
    },

    /**
     * `GET /api/shelters/:id/dogs`: its available dogs, newest first, scored and measured for
     * the caller exactly as `GET /api/dogs` does (the adopter's profile, or the given point).
     */
    async dogs(user: SessionUser | null, id: string, point?: Point): Promise<Dog[]> {
      const shelter = await shelterRow(id);
      const caller = await dogsService.caller(user, point);
      const rows = await availableDogsOfLister(db, shelter.id, caller.origin, SHELTER_DOGS_MAX);
      const viewer = { signedIn: caller.user !== null, profile: caller.profile };
      return rows.map((row) => presentDog(row, viewer, photoUrls));
    },
  };
}
