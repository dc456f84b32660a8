// A crowded map view's groups (decision 019). One group per lister: its dogs in view that
// pass the filters, at its point, with its newest dog's photo. When a view holds more than
// LISTER_GROUPS_MAX listers, nearby listers share a group, one per square of a grid about
// CELLS_ACROSS squares across the view: no phone draws a thousand points legibly, and the
// answer stays a few kilobytes however many listers there are.
import type { DogGroup, ListerType } from '@scout/domain';
import type { Box } from './map-tiles.ts';

/** Past this many listers in view, groups are squares of a grid instead. */
export const LISTER_GROUPS_MAX = 300;
/** About this many grid squares across the wider side of the view. */
export const CELLS_ACROSS = 32;

/** What a group reads of a dog (a tile's marker) or of dogs the database counted together. */
export interface GroupPart {
  listerId: string;
  listerType: ListerType;
  latitude: number;
  longitude: number;
  /** The cover photo (as handed out) of the newest of these dogs. */
  photo: string | null;
}

/** A group and the lister whose newest dog's photo it shows (the biggest, for several). */
export interface PlacedGroup {
  group: DogGroup;
  photoFrom: string;
}

interface Building extends DogGroup {
  listerId: string;
  newestMicros: number;
  newestId: string;
}

/** Whether a dog created at `micros` with this id comes first in `created_at desc, id desc`. */
const isNewer = (micros: number, id: string, than: Pick<Building, 'newestMicros' | 'newestId'>) =>
  micros > than.newestMicros || (micros === than.newestMicros && id > than.newestId);

/** A power-of-two number of degrees, so squares stay put as the view pans. */
export function cellSizeFor(box: Box): number {
  const span = Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat, 1e-6);
  return 2 ** Math.ceil(Math.log2(span / CELLS_ACROSS));
}

const byCountThenPlace = (a: DogGroup, b: DogGroup) =>
  b.count - a.count || a.latitude - b.latitude || a.longitude - b.longitude;

export class GroupsBuilder {
  readonly #byLister = new Map<string, Building>();

  /** Adds `dogs` dogs of one lister, the newest of them created at `newestMicros` with id `newestId`. */
  add(part: GroupPart, dogs: number, newestMicros: number, newestId: string): void {
    const building = this.#byLister.get(part.listerId);
    if (!building) {
      this.#byLister.set(part.listerId, {
        listerId: part.listerId,
        listerType: part.listerType,
        latitude: part.latitude,
        longitude: part.longitude,
        count: dogs,
        photo: part.photo,
        newestMicros,
        newestId,
      });
      return;
    }
    building.count += dogs;
    if (isNewer(newestMicros, newestId, building)) {
      building.photo = part.photo;
      building.newestMicros = newestMicros;
      building.newestId = newestId;
    }
  }

  /** A lister's dogs as counted by lister_dog_stats: its photo is read once the groups are known. */
  addCounted(lister: Omit<GroupPart, 'photo'>, dogs: number): void {
    this.add({ ...lister, photo: null }, dogs, -Infinity, '');
  }

  /** The groups for this view, most dogs first. */
  groups(box: Box): PlacedGroup[] {
    const listers = [...this.#byLister.values()];
    const placed =
      listers.length <= LISTER_GROUPS_MAX
        ? listers.map((lister) => ({ group: sentGroup(lister), photoFrom: lister.listerId }))
        : inCells(listers, cellSizeFor(box));
    return placed.sort((a, b) => byCountThenPlace(a.group, b.group));
  }
}

const sentGroup = ({ newestMicros: _m, newestId: _i, ...group }: Building): DogGroup => group;

/** The most dogs first, then the lister id: a square's group shows its biggest lister's photo. */
const bigger = (a: Building, b: Building) =>
  b.count > a.count || (b.count === a.count && b.listerId < a.listerId) ? b : a;

/**
 * Listers merged by grid square: each square's group sits at its dogs' mean position and
 * shows its biggest lister's newest dog; a square holding one lister stays that lister's group.
 */
function inCells(listers: readonly Building[], size: number): PlacedGroup[] {
  const cells = new Map<string, { members: Building[]; dogs: number; sumLat: number; sumLng: number }>();
  for (const lister of listers) {
    const key = `${Math.floor(lister.longitude / size)}:${Math.floor(lister.latitude / size)}`;
    const cell = cells.get(key) ?? { members: [], dogs: 0, sumLat: 0, sumLng: 0 };
    cell.members.push(lister);
    cell.dogs += lister.count;
    cell.sumLat += lister.latitude * lister.count;
    cell.sumLng += lister.longitude * lister.count;
    cells.set(key, cell);
  }
  return [...cells.values()].map(({ members, dogs, sumLat, sumLng }) => {
    const biggest = members.reduce(bigger);
    if (members.length === 1) return { group: sentGroup(biggest), photoFrom: biggest.listerId };
    const group = {
      listerId: null,
      listerType: null,
      latitude: sumLat / dogs,
      longitude: sumLng / dogs,
      count: dogs,
      photo: biggest.photo,
    };
    return { group, photoFrom: biggest.listerId };
  });
}
