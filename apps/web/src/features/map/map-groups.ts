// A crowded area comes as one group per lister (decision 019). Each group says how many of
// its dogs have each combination of the filter traits, so the map's filters stay local and
// exact: a group shows the dogs of the combinations that pass, and none when none pass.
import { MAP_MAX_ZOOM } from '@scout/domain/constants';
import { MAP_GROUPS_OVER, TRAIT_CODES, traitsOfCode, type DogGroup } from '@scout/domain/contracts/map-groups';
import { matchesFilters, type MapFilters } from './map-filters';

/** Every trait code's traits, decoded once. */
const TRAITS_BY_CODE = Array.from({ length: TRAIT_CODES }, (_, code) => traitsOfCode(code));

/** The groups with a dog that passes the filters, each with `count` = its dogs that pass. */
export function filterGroups(groups: readonly DogGroup[], filters: MapFilters): DogGroup[] {
  const passes = TRAITS_BY_CODE.map((traits) => matchesFilters(traits, filters));
  const shown: DogGroup[] = [];
  for (const group of groups) {
    let count = 0;
    for (const [code, dogs] of group.traits) if (passes[code]) count += dogs;
    if (count > 0) shown.push(count === group.count ? group : { ...group, count });
  }
  return shown;
}

/**
 * The zoom that opening a group goes to: each level in shows a quarter of the area, so
 * enough levels for the area's dogs to drop under MAP_GROUPS_OVER (where they come one by
 * one) if they were spread evenly, and at least two, as they rarely are.
 */
export function groupOpenZoom(zoom: number, dogsInArea: number): number {
  const levels = Math.ceil(Math.log(dogsInArea / MAP_GROUPS_OVER) / Math.log(4));
  return Math.min(MAP_MAX_ZOOM, Math.floor(zoom) + Math.max(2, levels));
}
