import { describe, expect, it } from 'vitest';
import { placeShelterLabels } from './shelter-labels';

const shelter = (id: string, latitude: number, longitude: number, dogCount: number) => ({
  id,
  shelterName: `Shelter ${id}`,
  latitude,
  longitude,
  dogCount,
});

describe('placeShelterLabels', () => {
  // Two shelters a mile apart in Austin, one in Round Rock.
  const shelters = [
    shelter('small', 30.27, -97.74, 4),
    shelter('big', 30.28, -97.75, 12),
    shelter('north', 30.51, -97.68, 9),
  ];

  it('keeps the bigger of two shelters that would overlap when zoomed out', () => {
    expect(placeShelterLabels(shelters, 11).map((s) => s.id)).toEqual(['big', 'north']);
  });

  it('shows every label once zooming in makes room', () => {
    expect(
      placeShelterLabels(shelters, 15)
        .map((s) => s.id)
        .sort(),
    ).toEqual(['big', 'north', 'small']);
  });
});
