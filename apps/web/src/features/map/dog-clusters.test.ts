import { describe, expect, it } from 'vitest';
import type { DogMarker } from '@scout/domain';
import type { DogGroup } from '@scout/domain/contracts/map-groups';
import { buildDogIndex, CLUSTER_MAX_ZOOM, itemsInView } from './dog-clusters';
import { spreadMarkers } from './spread-markers';

const dogAt = (id: string, latitude: number, longitude: number, photo: string | null = `/p/${id}.webp`): DogMarker => ({
  id,
  name: `Dog ${id}`,
  latitude,
  longitude,
  photo,
  listerId: `lister-${latitude}`,
  listerType: 'shelter',
  size: 'small',
  ageCategory: 'puppy',
  energyLevel: 'low',
  goodWithKids: false,
  goodWithDogs: false,
  goodWithCats: false,
});

const world = { west: -180, south: -85, east: 180, north: 85 };

describe('clustering', () => {
  // Ten dogs at one shelter, three at another 20 miles away.
  const dogs = spreadMarkers([
    ...Array.from({ length: 10 }, (_, i) => dogAt(`a${i}`, 30.27, -97.74)),
    ...Array.from({ length: 3 }, (_, i) => dogAt(`b${i}`, 30.55, -97.68, null)),
  ]);
  const index = buildDogIndex(dogs);

  it("groups a shelter's dogs into one cluster with their count and a photo", () => {
    const items = itemsInView(index, world, 11);
    expect(items).toHaveLength(2);
    const counts = items.map((item) => (item.kind === 'cluster' ? item.count : 1)).sort((a, b) => a - b);
    expect(counts).toEqual([3, 10]);
    const big = items.find((item) => item.kind === 'cluster' && item.count === 10);
    expect(big && big.kind === 'cluster' && big.photo).toMatch(/^\/p\/a\d\.webp$/);
    const small = items.find((item) => item.kind === 'cluster' && item.count === 3);
    expect(small && small.kind === 'cluster' && small.photo).toBeNull();
  });

  it('draws every dog on its own above the clustering zoom', () => {
    const items = itemsInView(index, world, CLUSTER_MAX_ZOOM + 1);
    expect(items).toHaveLength(13);
    expect(items.every((item) => item.kind === 'dog')).toBe(true);
    expect(new Set(items.map((item) => item.key)).size).toBe(13);
  });

  it('returns only what lies in the area asked for', () => {
    const north = { west: -98, south: 30.5, east: -97.5, north: 30.6 };
    const items = itemsInView(index, north, CLUSTER_MAX_ZOOM + 1);
    expect(items.map((item) => (item.kind === 'dog' ? item.dog.id : '')).sort()).toEqual(['b0', 'b1', 'b2']);
  });

  it('stays quick with thousands of dogs', () => {
    const many = spreadMarkers(
      Array.from({ length: 6000 }, (_, i) =>
        dogAt(`m${i}`, 30.1 + (i % 100) * 0.004, -97.9 + Math.floor(i / 100) * 0.005),
      ),
    );
    const started = performance.now();
    const big = buildDogIndex(many);
    const items = itemsInView(big, { west: -98, south: 30, east: -97.5, north: 30.6 }, 11);
    expect(performance.now() - started).toBeLessThan(500);
    expect(items.length).toBeLessThan(6000 / 20);
    expect(items.reduce((n, item) => n + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(6000);
  });
});

describe("clustering a crowded area's groups", () => {
  const groupAt = (listerId: string | null, latitude: number, longitude: number, count: number): DogGroup => ({
    listerId,
    listerType: listerId === null ? null : 'shelter',
    latitude,
    longitude,
    count,
    photo: `/p/${listerId ?? 'square'}.webp`,
  });
  // Two shelters a few hundred metres apart and one 20 miles away.
  const groups = [groupAt('a', 30.27, -97.74, 400), groupAt('b', 30.272, -97.742, 650), groupAt('c', 30.55, -97.68, 9)];
  const index = buildDogIndex([], groups);

  it("counts a cluster's dogs (each group weighs its dogs), not its points", () => {
    const items = itemsInView(index, world, 11);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster && cluster.kind === 'cluster' && cluster.count).toBe(1_050);
    expect(cluster && cluster.kind === 'cluster' && cluster.photo).toMatch(/^\/p\/[ab]\.webp$/);
    const alone = items.find((item) => item.kind === 'group');
    expect(alone && alone.kind === 'group' && [alone.group.listerId, alone.group.count]).toEqual(['c', 9]);
    expect(items).toHaveLength(2);
  });

  it('adds weighted clusters into bigger ones as the map zooms out', () => {
    const items = itemsInView(index, world, 5);
    expect(items.map((item) => (item.kind === 'cluster' ? item.count : -1))).toEqual([1_059]);
  });

  it('draws each group at its point, keyed by its point and count, once zoomed in enough', () => {
    const items = itemsInView(index, world, CLUSTER_MAX_ZOOM + 1);
    expect(items.map((item) => item.key).sort()).toEqual([
      'g:a:30.270000,-97.740000:400',
      'g:b:30.272000,-97.742000:650',
      'g:c:30.550000,-97.680000:9',
    ]);
    const a = items.find((item) => item.kind === 'group' && item.group.listerId === 'a');
    expect(a?.latitude).toBeCloseTo(30.27, 9);
    expect(a?.longitude).toBeCloseTo(-97.74, 9);
  });

  it("keys groups of several listers (no lister id) apart by their points, and a count's change redraws one", () => {
    const squares = [groupAt(null, 30.27, -97.74, 5_000), groupAt(null, 30.55, -97.68, 5_000)];
    const keys = itemsInView(buildDogIndex([], squares), world, CLUSTER_MAX_ZOOM + 1).map((item) => item.key);
    expect(new Set(keys).size).toBe(2);
    const fewer = itemsInView(buildDogIndex([], [{ ...squares[0]!, count: 4_000 }]), world, CLUSTER_MAX_ZOOM + 1);
    expect(keys).not.toContain(fewer[0]!.key);
  });

  it('weighs a dog 1 and a group its dogs when both are in one index', () => {
    const mixed = buildDogIndex(spreadMarkers([dogAt('d1', 30.271, -97.741), dogAt('d2', 30.271, -97.741)]), [
      groupAt('a', 30.27, -97.74, 30),
    ]);
    const items = itemsInView(mixed, world, 11);
    expect(items.map((item) => (item.kind === 'cluster' ? item.count : -1))).toEqual([32]);
  });
});
