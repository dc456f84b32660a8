// The count line's '{n} dogs nearby' (product §2 "Map"): the dogs in view that pass the
// filters. The map asks for exactly the view with its filters, and the answer holds all of
// them, one by one or in groups counted by the server (decision 019), so once it has come the
// number is exact with or without filters (it equals the answer's X-Total-Count).
import type { DogMarker } from '@scout/domain';
import type { DogGroup } from '@scout/domain/contracts/map-groups';
import { withThousands } from '@scout/domain/numbers';
import { contains, type Bounds } from './map-bounds';

export interface CountLine {
  /** '12' or '6,087'. */
  n: string;
  /** 'dog' or 'dogs'. */
  noun: string;
}

/** `inView`: the dogs inside the view that pass the filters. */
export function countLine(inView: number): CountLine {
  return { n: withThousands(inView), noun: inView === 1 ? 'dog' : 'dogs' };
}

/**
 * The dogs inside `bounds` (at their true points): each dog counts 1, each group its `count`
 * when its point is inside. While the map moves, this follows the view with the answer on screen.
 */
export function dogsInside(
  bounds: Bounds,
  dogs: readonly Pick<DogMarker, 'latitude' | 'longitude'>[],
  groups: readonly Pick<DogGroup, 'latitude' | 'longitude' | 'count'>[],
): number {
  let n = 0;
  for (const dog of dogs) if (contains(bounds, dog.latitude, dog.longitude)) n += 1;
  for (const group of groups) if (contains(bounds, group.latitude, group.longitude)) n += group.count;
  return n;
}
