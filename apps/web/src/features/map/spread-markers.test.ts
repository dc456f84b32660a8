import { describe, expect, it } from 'vitest';
import type { DogMarker } from '@scout/domain';
import { SPREAD_STEP_METRES, spreadMarkers, sunflowerOffset } from './spread-markers';

const marker = (id: string, latitude = 30.27, longitude = -97.74): DogMarker => ({
  id,
  name: id,
  latitude,
  longitude,
  photo: null,
  listerId: 'l1',
  listerType: 'shelter',
  size: 'medium',
  ageCategory: 'adult',
  energyLevel: 'moderate',
  goodWithKids: true,
  goodWithDogs: true,
  goodWithCats: false,
});

const metresBetween = (a: { displayLatitude: number; displayLongitude: number }, b: typeof a) => {
  const north = (a.displayLatitude - b.displayLatitude) * 111_320;
  const east = (a.displayLongitude - b.displayLongitude) * 111_320 * Math.cos((30.27 * Math.PI) / 180);
  return Math.hypot(north, east);
};

describe('spreadMarkers', () => {
  it('keeps the true coordinates and moves only the display position, off the centre', () => {
    const [placed] = spreadMarkers([marker('a')]);
    expect(placed!.latitude).toBe(30.27);
    expect(placed!.longitude).toBe(-97.74);
    // The middle stays free for the shelter's label.
    const fromCentre = metresBetween(placed!, { displayLatitude: 30.27, displayLongitude: -97.74 });
    expect(fromCentre).toBeGreaterThan(SPREAD_STEP_METRES * 1.5);
  });

  it('fans dogs at one point apart so no two overlap', () => {
    const placed = spreadMarkers(Array.from({ length: 60 }, (_, i) => marker(`dog-${String(i).padStart(2, '0')}`)));
    let closest = Infinity;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) closest = Math.min(closest, metresBetween(placed[i]!, placed[j]!));
    }
    expect(closest).toBeGreaterThan(SPREAD_STEP_METRES * 1.4);
  });

  it('gives a dog the same place whatever order the list comes in', () => {
    const dogs = [marker('b'), marker('a'), marker('c'), marker('z', 31, -98)];
    const one = spreadMarkers(dogs);
    const other = spreadMarkers([...dogs].reverse());
    for (const placed of one) expect(other.find((p) => p.id === placed.id)).toEqual(placed);
    // A dog alone at its point is drawn at the spiral's first place.
    const lone = one.find((p) => p.id === 'z')!;
    expect(lone.displayLatitude - 31).toBeCloseTo(sunflowerOffset(0).north / 111_320, 9);
  });
});
