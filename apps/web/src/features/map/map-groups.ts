// A crowded view's groups (decision 019) come counted and filtered by the server: one per
// lister, or, when a view holds hundreds of listers, one per square of a grid (no lister).
// Opening one zooms in towards it until its dogs come one by one.
import { MAP_MAX_ZOOM } from '@scout/domain/constants';
import { MAP_GROUPS_OVER, type DogGroup } from '@scout/domain/contracts/map-groups';

/**
 * The zoom that opening a group goes to: each level in shows a quarter of the area, so
 * enough levels for the area's dogs to drop under MAP_GROUPS_OVER (where they come one by
 * one) if they were spread evenly, and at least two, as they rarely are.
 */
export function groupOpenZoom(zoom: number, dogsInArea: number): number {
  const levels = Math.ceil(Math.log(dogsInArea / MAP_GROUPS_OVER) / Math.log(4));
  return Math.min(MAP_MAX_ZOOM, Math.floor(zoom) + Math.max(2, levels));
}

export type GroupOpening = { kind: 'zoom'; zoom: number } | { kind: 'shelter'; shelterId: string };

/**
 * What a click on a group does: zoom in towards it; at the closest zoom a shelter's group
 * (its dogs still too many to list) opens the shelter's page instead, and any other group
 * is only centred.
 */
export function openGroup(
  group: Pick<DogGroup, 'listerId' | 'listerType'>,
  zoom: number,
  dogsInArea: number,
): GroupOpening {
  const next = groupOpenZoom(zoom, dogsInArea);
  if (next <= zoom && group.listerType === 'shelter' && group.listerId !== null) {
    return { kind: 'shelter', shelterId: group.listerId };
  }
  return { kind: 'zoom', zoom: next };
}
