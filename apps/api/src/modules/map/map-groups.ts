// A crowded map view's groups (decision 019): one per lister, counting its dogs in view by
// the traits the map filters on (trait codes, @scout/domain map-groups.ts), with its newest
// dog's photo. Built from the markers kept in tiles, or from rows the database counted.
import type { DogGroup, ListerType } from '@scout/domain';

/**
 * Some of one lister's dogs, all with one trait code: a tile's marker (one dog), or a row
 * the database counted.
 */
export interface GroupPart {
  listerId: string;
  listerType: ListerType;
  latitude: number;
  longitude: number;
  traitCode: number;
  /** The cover photo (as handed out) of the newest of these dogs. */
  photo: string | null;
}

interface Building {
  group: Omit<DogGroup, 'traits'>;
  traits: Map<number, number>;
  newestMicros: number;
  newestId: string;
}

/** Whether a dog created at `micros` with this id comes first in `created_at desc, id desc`. */
const isNewer = (micros: number, id: string, than: Building) =>
  micros > than.newestMicros || (micros === than.newestMicros && id > than.newestId);

export class GroupsBuilder {
  readonly #byLister = new Map<string, Building>();

  /** Adds `dogs` dogs, the newest of them created at `newestMicros` with id `newestId`. */
  add(part: GroupPart, dogs: number, newestMicros: number, newestId: string): void {
    let building = this.#byLister.get(part.listerId);
    if (!building) {
      building = {
        group: {
          listerId: part.listerId,
          listerType: part.listerType,
          latitude: part.latitude,
          longitude: part.longitude,
          count: 0,
          photo: part.photo,
        },
        traits: new Map(),
        newestMicros,
        newestId,
      };
      this.#byLister.set(part.listerId, building);
    } else if (isNewer(newestMicros, newestId, building)) {
      building.group.photo = part.photo;
      building.newestMicros = newestMicros;
      building.newestId = newestId;
    }
    building.group.count += dogs;
    building.traits.set(part.traitCode, (building.traits.get(part.traitCode) ?? 0) + dogs);
  }

  /** The groups, most dogs first (then by lister id), each one's traits by code. */
  groups(): DogGroup[] {
    return [...this.#byLister.values()]
      .map(({ group, traits }) => ({
        ...group,
        traits: [...traits].sort((a, b) => a[0] - b[0]),
      }))
      .sort((a, b) => b.count - a.count || (a.listerId < b.listerId ? -1 : a.listerId > b.listerId ? 1 : 0));
  }
}
