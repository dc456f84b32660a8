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
  traitCode,
  dogMarkerListSchema,
  type DogGroup,
  type MapAnswer,
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

async function mapAnswer(bbox: string): Promise<{ answer: MapAnswer; total: number }> {
  const res = await t.api.get(`/api/dogs?view=map&group=auto&bbox=${bbox}`);
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

  beforeAll(async () => {
    const a = await createLister(t.database.db, { latitude: 61.2181, longitude: -149.9003 });
    const b = await createLister(t.database.db, { type: 'owner', latitude: 61.19, longitude: -149.8 });
    const c = await createLister(t.database.db, { latitude: 61.16, longitude: -149.7 });
    const template = await createDog(t.database.db, { listerId: c.id, createdAt: new Date('2025-01-01T00:00:00Z') });
    const { id: _id, position: _position, ...fields } = template;
    made.push(template);
    const rows: NewDogRecord[] = [];
    const pick = <T>(values: readonly T[]) => values[Math.floor(random.next() * values.length)]!;
    for (const [lister, n] of [
      [a, 700],
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

  /** The groups the inserted dogs should make, worked out here from the rows themselves. */
  function expectedGroups(available: readonly (NewDogRecord & { id: string })[]): DogGroup[] {
    const byLister = new Map<string, (NewDogRecord & { id: string })[]>();
    for (const dog of available) byLister.set(dog.listerId, [...(byLister.get(dog.listerId) ?? []), dog]);
    return [...byLister.values()].map((own) => {
      const newest = own.reduce((x, y) =>
        x.createdAt!.getTime() > y.createdAt!.getTime() ||
        (x.createdAt!.getTime() === y.createdAt!.getTime() && x.id > y.id)
          ? x
          : y,
      );
      const traits = new Map<number, number>();
      for (const dog of own) {
        const code = traitCode(dog as Parameters<typeof traitCode>[0]);
        traits.set(code, (traits.get(code) ?? 0) + 1);
      }
      return expect.objectContaining({
        listerId: own[0]!.listerId,
        latitude: own[0]!.latitude,
        longitude: own[0]!.longitude,
        count: own.length,
        photo: newest.photos![0] ?? null,
        traits: [...traits].sort((x, y) => x[0] - y[0]),
      }) as DogGroup;
    });
  }

  it('answers a crowded view with one group per lister, counted by filter traits, the same from tiles and from the database', async () => {
    const fromTiles = await mapAnswer(CITY);
    expect(fromTiles.total).toBe(1060);
    expect(fromTiles.answer.kind).toBe('groups');
    if (fromTiles.answer.kind !== 'groups') return;
    const groups = fromTiles.answer.groups;
    // Most dogs first; every dog in exactly one group.
    expect(groups.map((g) => g.count)).toEqual([700, 350, 10]);
    expect(groups.map((g) => g.listerType)).toEqual(['shelter', 'owner', 'shelter']);
    expect(groups).toEqual(expect.arrayContaining(expectedGroups(made)));
    for (const group of groups) expect(group.traits.reduce((sum, [, n]) => sum + n, 0)).toBe(group.count);

    const fromDatabase = await mapAnswer(WIDE);
    expect(fromDatabase).toEqual(fromTiles);
  });

  it('answers a view with few dogs with their markers, exactly as the plain map request does', async () => {
    const { answer, total } = await mapAnswer(NEAR_C);
    expect(total).toBe(10);
    const plain = await t.api.get(`/api/dogs?view=map&bbox=${NEAR_C}`);
    expect(answer).toEqual({ kind: 'dogs', dogs: dogMarkerListSchema.parse(plain.json()) });
    expect(answer.kind === 'dogs' && answer.dogs.length).toBe(10);
  });

  it('turns back to markers once a write leaves the view with MAP_GROUPS_OVER dogs or fewer, from tiles and from the database', async () => {
    const adopted = made.slice(1, 1 + (1060 - MAP_GROUPS_OVER));
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

  it('refuses a group value it does not know', async () => {
    const res = await t.api.get(`/api/dogs?view=map&group=all&bbox=${CITY}`);
    expect(res.statusCode).toBe(400);
  });
});
