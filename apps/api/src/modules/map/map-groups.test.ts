// GET /api/dogs?view=map&group=auto (decision 019): the map page's request. A view holding at
// most MAP_GROUPS_OVER dogs is answered with their markers; a crowded one with one group per
// lister, counting its dogs by filter traits, so the map's local filters stay exact.
import {
  DOG_SIZES,
  AGE_CATEGORIES,
  ENERGY_LEVELS,
  MAP_GROUPS_OVER,
  mapAnswerSchema,
  TOTAL_COUNT_HEADER,
  dogMarkerListSchema,
  mapFilterParams,
  matchesMapFilters,
  NO_MAP_FILTERS,
  type DogGroup,
  type FilterableDog,
  type MapAnswer,
  type MapFilters,
} from '@scout/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, type NewDogRecord } from '../../db/schema/index.ts';
import { createDog, createLister } from '../../db/seed/factories.ts';
import { createRandom } from '../../db/seed/random.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function mapAnswer(bbox: string, filters = NO_MAP_FILTERS): Promise<{ answer: MapAnswer; total: number }> {
  const res = await t.api.get(`/api/dogs?view=map&group=auto&bbox=${bbox}${mapFilterParams(filters)}`);
  expect(res.statusCode, res.body).toBe(200);
  return { answer: mapAnswerSchema.parse(res.json()), total: Number(res.headers[TOTAL_COUNT_HEADER]) };
}

// Around Anchorage, Alaska: the only dogs in this database.
const CITY = '-150.2,61.0,-149.6,61.4';
/** Wider than tiles go (16 degrees): read straight from the database. */
const WIDE = '-165,55,-140,70';
const NEAR_C = '-149.72,61.15,-149.68,61.17';

describe('GET /api/dogs?view=map&group=auto', () => {
  const random = createRandom(19);
  const made: (NewDogRecord & { id: string })[] = [];
  let ownerId = '';

  beforeAll(async () => {
    const a = await createLister(t.database.db, { latitude: 61.2181, longitude: -149.9003 });
    const b = await createLister(t.database.db, { type: 'owner', latitude: 61.19, longitude: -149.8 });
    ownerId = b.id;
    const c = await createLister(t.database.db, { latitude: 61.16, longitude: -149.7 });
    const template = await createDog(t.database.db, { listerId: c.id, createdAt: new Date('2025-01-01T00:00:00Z') });
    const { id: _id, position: _position, ...fields } = template;
    made.push(template);
    const rows: NewDogRecord[] = [];
    const pick = <T>(values: readonly T[]) => values[Math.floor(random.next() * values.length)]!;
    for (const [lister, n] of [
      [a, 1400],
      [b, 350],
      [c, 9],
    ] as const) {
      for (let i = 0; i < n; i++) {
        rows.push({
          ...fields,
          listerId: lister.id,
          latitude: lister.latitude,
          longitude: lister.longitude,
          name: `Dog ${rows.length}`,
          photos: [`/uploads/${lister.id}-${i}.webp`],
          size: pick(DOG_SIZES),
          ageCategory: pick(AGE_CATEGORIES),
          energyLevel: pick(ENERGY_LEVELS),
          goodWithKids: random.next() < 0.5,
          goodWithDogs: random.next() < 0.5,
          goodWithCats: random.next() < 0.5,
          createdAt: new Date(Date.parse('2025-03-01T00:00:00Z') + rows.length * 1000),
        });
      }
    }
    const ids = await t.database.db.insert(dogs).values(rows).returning({ id: dogs.id });
    rows.forEach((row, i) => made.push({ ...row, id: ids[i]!.id }));
  });

  type Made = NewDogRecord & { id: string };
  const isNewer = (x: Made, y: Made) =>
    x.createdAt!.getTime() > y.createdAt!.getTime() ||
    (x.createdAt!.getTime() === y.createdAt!.getTime() && x.id > y.id);

  /** The groups these dogs should make, worked out here from the rows themselves. */
  function expectedGroups(shown: readonly Made[]): DogGroup[] {
    const byLister = new Map<string, Made[]>();
    for (const dog of shown) byLister.set(dog.listerId, [...(byLister.get(dog.listerId) ?? []), dog]);
    const groups: DogGroup[] = [...byLister.values()].map((own) => ({
      listerId: own[0]!.listerId,
      listerType: own[0]!.listerId === ownerId ? 'owner' : 'shelter',
      latitude: own[0]!.latitude,
      longitude: own[0]!.longitude,
      count: own.length,
      photo: own.reduce((x, y) => (isNewer(x, y) ? x : y)).photos![0] ?? null,
    }));
    // Most dogs first (then southernmost).
    return groups.sort((x, y) => y.count - x.count || x.latitude - y.latitude);
  }

  it('answers a crowded view with one group per lister, the same from tiles and from the database', async () => {
    const fromTiles = await mapAnswer(CITY);
    expect(fromTiles.total).toBe(1760);
    expect(fromTiles.answer.kind).toBe('groups');
    // Most dogs first.
    expect(fromTiles.answer.kind === 'groups' && fromTiles.answer.groups).toEqual(expectedGroups(made));
    expect(await mapAnswer(WIDE)).toEqual(fromTiles);
  });

  it('counts only the dogs passing the filters, as groups or, when few pass, as their markers', async () => {
    const calmer: MapFilters = { ...NO_MAP_FILTERS, energies: ['low', 'moderate', 'high'] };
    const passing = made.filter((dog) => matchesMapFilters(dog as FilterableDog, calmer));
    // Enough to stay groups: the other filters leave few enough for markers.
    expect(passing.length).toBeGreaterThan(MAP_GROUPS_OVER);
    const kidsAndCats: MapFilters = {
      ...NO_MAP_FILTERS,
      goodWithKids: true,
      goodWithCats: true,
      ages: ['puppy', 'adult'],
    };
    const few = made.filter((dog) => matchesMapFilters(dog as FilterableDog, kidsAndCats));
    expect(few.length).toBeGreaterThan(0);

    for (const box of [CITY, WIDE]) {
      const grouped = await mapAnswer(box, calmer);
      expect(grouped.total).toBe(passing.length);
      expect(grouped.answer).toEqual({ kind: 'groups', groups: expectedGroups(passing) });
      const { answer, total } = await mapAnswer(box, kidsAndCats);
      expect(total).toBe(few.length);
      // Newest first, as the plain request orders them.
      const newestFirst = [...few].sort((x, y) => (isNewer(x, y) ? -1 : 1)).map((dog) => dog.id);
      expect(answer.kind === 'dogs' && answer.dogs.map((dog) => dog.id)).toEqual(newestFirst);
    }
  });

  it('answers a view with few dogs with their markers, exactly as the plain map request does', async () => {
    const { answer, total } = await mapAnswer(NEAR_C);
    expect(total).toBe(10);
    const plain = await t.api.get(`/api/dogs?view=map&bbox=${NEAR_C}`);
    expect(answer).toEqual({ kind: 'dogs', dogs: dogMarkerListSchema.parse(plain.json()) });
    expect(answer.kind === 'dogs' && answer.dogs.length).toBe(10);
  });

  it('turns back to markers once a write leaves the view with MAP_GROUPS_OVER dogs or fewer, from tiles and from the database', async () => {
    const adopted = made.slice(1, 1 + (1760 - MAP_GROUPS_OVER));
    await t.database.db
      .update(dogs)
      .set({ status: 'adopted' })
      .where(
        inArray(
          dogs.id,
          adopted.map((dog) => dog.id),
        ),
      );
    for (const box of [CITY, WIDE]) {
      const { answer, total } = await mapAnswer(box);
      expect(total).toBe(MAP_GROUPS_OVER);
      expect(answer.kind).toBe('dogs');
      const left = new Set(made.map((dog) => dog.id));
      adopted.forEach((dog) => left.delete(dog.id));
      expect(answer.kind === 'dogs' && new Set(answer.dogs.map((dog) => dog.id))).toEqual(left);
    }
  });

  it('refuses a group value it does not know, filters it does not know, and filters without group=auto', async () => {
    for (const query of [
      'group=all',
      'group=auto&sizes=tiny',
      'group=auto&sizes=small,small',
      'group=auto&goodWith=horses',
      'sizes=small',
    ]) {
      const res = await t.api.get(`/api/dogs?view=map&${query}&bbox=${CITY}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('groups listers by squares of a grid when a view holds hundreds of them', async () => {
    // Central Siberia: 320 listers of 4 dogs each, over one degree of longitude and latitude.
    const listers = await Promise.all(
      Array.from({ length: 320 }, (_, i) =>
        createLister(t.database.db, { latitude: 60 + (i % 20) / 20, longitude: 100 + Math.floor(i / 20) / 16 }),
      ),
    );
    const template = made[0]!;
    const { id: _id, position: _position, ...fields } = template as typeof template & { position?: unknown };
    await t.database.db.insert(dogs).values(
      listers.flatMap((lister) =>
        [0, 1, 2, 3].map((i) => ({
          ...fields,
          listerId: lister.id,
          latitude: lister.latitude,
          longitude: lister.longitude,
          photos: [`/uploads/${lister.id}-${i}.webp`],
        })),
      ),
    );
    const box = '99.9,59.9,101.1,61.1';
    const { answer, total } = await mapAnswer(box);
    expect(total).toBe(1280);
    expect(answer.kind).toBe('groups');
    if (answer.kind !== 'groups') return;
    expect(answer.groups.length).toBeLessThan(320);
    expect(answer.groups.reduce((sum, group) => sum + group.count, 0)).toBe(1280);
    const several = answer.groups.filter((group) => group.listerId === null);
    expect(several.length).toBeGreaterThan(0);
    for (const group of answer.groups) {
      expect(group.latitude).toBeGreaterThanOrEqual(60);
      expect(group.latitude).toBeLessThanOrEqual(61);
      expect(group.listerType === null).toBe(group.listerId === null);
      if (group.listerId !== null) expect(group.count).toBe(4);
      else expect(group.count % 4).toBe(0);
    }
    // The database's answer for a box too wide for tiles groups them the same way.
    const wide = await mapAnswer('90,50,110,70');
    expect(wide.total).toBe(1280);
    expect(wide.answer.kind).toBe('groups');
    for (const group of wide.answer.kind === 'groups' ? wide.answer.groups : []) {
      expect(group.photo).toMatch(/^\/uploads\/[0-9a-f-]+-[0-3]\.webp$/);
    }
  });
});
