import { describe, expect, it } from 'vitest';
import { MAP_MAX_ZOOM } from '@scout/domain/constants';
import { groupOpenZoom, openGroup } from './map-groups';

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

describe('openGroup', () => {
  const shelter = { listerId: 's1', listerType: 'shelter' } as const;
  const owner = { listerId: 'o1', listerType: 'owner' } as const;
  const square = { listerId: null, listerType: null } as const;

  it('zooms in towards any group short of the closest zoom', () => {
    for (const group of [shelter, owner, square]) {
      expect(openGroup(group, 7, 200_000)).toEqual({ kind: 'zoom', zoom: 11 });
    }
    expect(openGroup(shelter, MAP_MAX_ZOOM - 0.5, 5_000)).toEqual({ kind: 'zoom', zoom: MAP_MAX_ZOOM });
  });

  it("opens a shelter's page at the closest zoom", () => {
    expect(openGroup(shelter, MAP_MAX_ZOOM, 5_000)).toEqual({ kind: 'shelter', shelterId: 's1' });
  });

  it('only centres an owner or a square of several listers at the closest zoom', () => {
    expect(openGroup(owner, MAP_MAX_ZOOM, 5_000)).toEqual({ kind: 'zoom', zoom: MAP_MAX_ZOOM });
    expect(openGroup(square, MAP_MAX_ZOOM, 5_000)).toEqual({ kind: 'zoom', zoom: MAP_MAX_ZOOM });
    // A square's type never says shelter, but without a lister there is no page to open anyway.
    expect(openGroup({ listerId: null, listerType: 'shelter' }, MAP_MAX_ZOOM, 5_000)).toEqual({
      kind: 'zoom',
      zoom: MAP_MAX_ZOOM,
    });
  });
});
