import { describe, expect, it } from 'vitest';
import { MAP_MAX_ZOOM } from '@scout/domain/constants';
import { traitCode, type DogGroup, type FilterTraits } from '@scout/domain/contracts/map-groups';
import { NO_FILTERS } from './map-filters';
import { filterGroups, groupOpenZoom } from './map-groups';

const plain: FilterTraits = {
  size: 'small',
  ageCategory: 'puppy',
  energyLevel: 'low',
  goodWithKids: false,
  goodWithDogs: false,
  goodWithCats: false,
};

function groupOf(listerId: string, traits: [Partial<FilterTraits>, number][]): DogGroup {
  return {
    listerId,
    listerType: 'shelter',
    latitude: 30.27,
    longitude: -97.74,
    count: traits.reduce((n, [, dogs]) => n + dogs, 0),
    photo: `/p/${listerId}.webp`,
    traits: traits.map(([t, dogs]) => [traitCode({ ...plain, ...t }), dogs]),
  };
}

// 12 small puppies and 5 large seniors good with kids; 7 medium adults good with cats.
const groups = [
  groupOf('a', [
    [{}, 12],
    [{ size: 'large', ageCategory: 'senior', goodWithKids: true }, 5],
  ]),
  groupOf('b', [[{ size: 'medium', ageCategory: 'adult', goodWithCats: true }, 7]]),
];

describe('filterGroups', () => {
  it('keeps every group as it is without filters', () => {
    expect(filterGroups(groups, NO_FILTERS)).toEqual(groups);
  });

  it("counts a group's dogs whose traits pass, and drops a group with none", () => {
    const large = filterGroups(groups, { ...NO_FILTERS, sizes: ['large'] });
    expect(large.map((g) => [g.listerId, g.count])).toEqual([['a', 5]]);
    // Everything else about the group is kept (its point, photo and traits).
    expect(large[0]).toMatchObject({ latitude: 30.27, photo: '/p/a.webp', traits: groups[0]!.traits });
  });

  it('reads OR within a filter group and AND across groups, like single dogs', () => {
    const smallOrMedium = filterGroups(groups, { ...NO_FILTERS, sizes: ['small', 'medium'] });
    expect(smallOrMedium.map((g) => [g.listerId, g.count])).toEqual([
      ['a', 12],
      ['b', 7],
    ]);
    const withAge = filterGroups(groups, { ...NO_FILTERS, sizes: ['small', 'medium'], ages: ['adult'] });
    expect(withAge.map((g) => [g.listerId, g.count])).toEqual([['b', 7]]);
    expect(filterGroups(groups, { ...NO_FILTERS, goodWithKids: true }).map((g) => g.count)).toEqual([5]);
    expect(filterGroups(groups, { ...NO_FILTERS, goodWithKids: true, goodWithCats: true })).toEqual([]);
  });
});

describe('groupOpenZoom', () => {
  it('goes at least two levels in', () => {
    expect(groupOpenZoom(10, 1_200)).toBe(12);
    expect(groupOpenZoom(10.5, 0)).toBe(12);
  });

  it('goes far enough in for an evenly spread area to hold fewer than MAP_GROUPS_OVER dogs', () => {
    // 4^4 = 256 times smaller: 200,000 dogs become about 780.
    expect(groupOpenZoom(6, 200_000)).toBe(10);
    expect(groupOpenZoom(6, 1_000_000)).toBe(11);
  });

  it('never passes the closest zoom', () => {
    expect(groupOpenZoom(MAP_MAX_ZOOM - 1, 5_000)).toBe(MAP_MAX_ZOOM);
    expect(groupOpenZoom(MAP_MAX_ZOOM, 5_000)).toBe(MAP_MAX_ZOOM);
  });
});
