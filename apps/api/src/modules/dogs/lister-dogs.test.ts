// The dashboard of a lister with many dogs (issue 17): GET /api/lister/dogs (search, status,
// sort, pages with X-Next-Cursor, the number matching in X-Total-Count), GET
// /api/lister/dogs/stats (counts over every dog, whatever page is shown) and POST
// /api/lister/dogs/bulk (several dogs marked adopted or removed). Only the lister: 401
// signed out, 403 for adopters and before onboarding, another lister's dog 403.
import {
  LISTER_DOGS_BULK_MAX,
  listerDogListSchema,
  listerDogStatsSchema,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  type ListerDog,
} from '@scout/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, dogViews } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { LISTERS_ONLY_MESSAGE, NOT_ONBOARDED_MESSAGE, NOT_YOUR_DOG_MESSAGE } from './dog-listings.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const BREEDS = ['Beagle Mix', 'Labrador Retriever', 'German Shepherd', 'Pit Bull Terrier 50%_off'];

/** A shelter with `count` dogs named "Dog 001"... (created a second apart, the last newest), some viewed. */
async function shelterWithDogs(count: number) {
  const shelter = await signUpLister(t.app, t.database.db, 'shelter');
  const start = Date.parse('2026-01-01T00:00:00Z');
  const created = [];
  for (let i = 1; i <= count; i++) {
    created.push(
      await createDog(t.database.db, {
        listerId: shelter.listerId,
        name: `Dog ${String(i).padStart(3, '0')}`,
        breed: BREEDS[i % BREEDS.length]!,
        status: i % 10 === 0 ? 'adopted' : 'available',
        createdAt: new Date(start + i * 1000),
      }),
    );
  }
  return { shelter, created };
}

async function listPage(cookie: string, query: string) {
  const res = await t.api.as(cookie).get(`/api/lister/dogs${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    dogs: listerDogListSchema.parse(res.json()),
    total: Number(res.headers[TOTAL_COUNT_HEADER]),
    next: res.headers[NEXT_CURSOR_HEADER] as string | undefined,
  };
}

/** Every page of a query, following X-Next-Cursor. */
async function allPages(cookie: string, query: string): Promise<ListerDog[]> {
  const seen: ListerDog[] = [];
  let cursor: string | undefined;
  do {
    const sep = query ? '&' : '?';
    const page = await listPage(cookie, `${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`);
    seen.push(...page.dogs);
    cursor = page.next;
  } while (cursor);
  return seen;
}

describe('GET /api/lister/dogs', () => {
  it('pages through every dog once, newest first, with how many match', async () => {
    const { shelter } = await shelterWithDogs(60);
    const first = await listPage(shelter.cookie, '?limit=25');
    expect(first.dogs).toHaveLength(25);
    expect(first.total).toBe(60);
    expect(first.dogs[0]!.name).toBe('Dog 060');
    expect(first.next).toBeTruthy();
    const all = await allPages(shelter.cookie, '?limit=25');
    expect(all.map((d) => d.name)).toEqual(
      Array.from({ length: 60 }, (_, i) => `Dog ${String(60 - i).padStart(3, '0')}`),
    );
  });

  it('finds dogs by part of a name or breed in any case, wildcards taken as written', async () => {
    const { shelter } = await shelterWithDogs(12);
    const byName = await listPage(shelter.cookie, '?q=dog%2000');
    expect(byName.dogs.map((d) => d.name).sort()).toEqual([
      'Dog 001',
      'Dog 002',
      'Dog 003',
      'Dog 004',
      'Dog 005',
      'Dog 006',
      'Dog 007',
      'Dog 008',
      'Dog 009',
    ]);
    const byBreed = await listPage(shelter.cookie, '?q=LABRADOR');
    expect(byBreed.total).toBe(3);
    expect(byBreed.dogs.every((d) => d.breed === 'Labrador Retriever')).toBe(true);
    // "50%_" matches only the breed holding those characters, not any text.
    expect((await listPage(shelter.cookie, '?q=50%25_')).dogs.every((d) => d.breed.includes('50%_'))).toBe(true);
    expect((await listPage(shelter.cookie, '?q=%25')).total).toBe(3);
    expect(await listPage(shelter.cookie, '?q=nobody')).toMatchObject({ dogs: [], total: 0, next: undefined });
  });

  it('filters by status (removed dogs only when asked) and sorts by name or most viewed', async () => {
    const { shelter, created } = await shelterWithDogs(20);
    const gone = created[0]!;
    expect((await t.api.as(shelter.cookie).delete(`/api/dogs/${gone.id}`)).statusCode).toBe(204);

    expect((await listPage(shelter.cookie, '')).total).toBe(19);
    expect((await listPage(shelter.cookie, '?status=adopted')).dogs.map((d) => d.name)).toEqual(['Dog 020', 'Dog 010']);
    expect((await listPage(shelter.cookie, '?status=available')).total).toBe(17);
    expect((await listPage(shelter.cookie, '?status=removed')).dogs.map((d) => d.id)).toEqual([gone.id]);

    const byName = await allPages(shelter.cookie, '?sort=name&limit=7');
    expect(byName.map((d) => d.name)).toEqual([...byName.map((d) => d.name)].sort());
    expect(byName).toHaveLength(19);

    const viewed = [created[4]!, created[11]!];
    await t.database.db
      .insert(dogViews)
      .values([{ dogId: viewed[1]!.id }, { dogId: viewed[1]!.id }, { dogId: viewed[1]!.id }, { dogId: viewed[0]!.id }]);
    const byViews = await listPage(shelter.cookie, '?sort=views&limit=3');
    expect(byViews.dogs.map((d) => [d.id, d.views])).toEqual([
      [viewed[1]!.id, 3],
      [viewed[0]!.id, 1],
      [byViews.dogs[2]!.id, 0],
    ]);
  });

  it('refuses a bad query or cursor with 400 and the field', async () => {
    const { shelter } = await shelterWithDogs(1);
    for (const query of [
      '?sort=cheapest',
      '?status=lost',
      '?limit=0',
      '?limit=101',
      '?cursor=bm9wZQ',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const res = await t.api.as(shelter.cookie).get(`/api/lister/dogs${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { issues: { path: string }[] }).issues[0]!.path, query).toMatch(
        /sort|status|limit|cursor|q/,
      );
    }
  });
});

describe('GET /api/lister/dogs/stats', () => {
  it('counts every dog, not only the page shown', async () => {
    const { shelter, created } = await shelterWithDogs(30);
    await t.database.db.insert(dogViews).values(created.slice(0, 5).map((d) => ({ dogId: d.id })));
    const res = await t.api.as(shelter.cookie).get('/api/lister/dogs/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(listerDogStatsSchema.parse(res.json())).toEqual({
      activeListings: 27,
      adopted: 3,
      listed: 30,
      views: 5,
      inquiries: 0,
      interestedAdopters: 0,
    });
  });
});

describe('POST /api/lister/dogs/bulk', () => {
  it('marks several dogs adopted, then removes several, each as one dog at a time would', async () => {
    const { shelter, created } = await shelterWithDogs(6);
    const [a, b, c] = created;
    const adopt = await t.api
      .as(shelter.cookie)
      .post('/api/lister/dogs/bulk', { action: 'adopted', ids: [a!.id, b!.id] });
    expect(adopt.statusCode, adopt.body).toBe(200);
    expect(adopt.json()).toEqual({ changed: 2 });
    const remove = await t.api
      .as(shelter.cookie)
      .post('/api/lister/dogs/bulk', { action: 'removed', ids: [b!.id, c!.id] });
    expect(remove.json()).toEqual({ changed: 2 });
    const rows = await t.database.db
      .select({ id: dogs.id, status: dogs.status, adoptedAt: dogs.adoptedAt })
      .from(dogs)
      .where(inArray(dogs.id, [a!.id, b!.id, c!.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a!.id)).toMatchObject({ status: 'adopted' });
    expect(byId.get(a!.id)!.adoptedAt).toBeInstanceOf(Date);
    expect(byId.get(b!.id)!.status).toBe('removed');
    expect(byId.get(c!.id)!.status).toBe('removed');
    // Removed dogs are gone for good: asking again names a dog that no longer exists.
    expect(
      (await t.api.as(shelter.cookie).post('/api/lister/dogs/bulk', { action: 'adopted', ids: [c!.id] })).statusCode,
    ).toBe(404);
  });

  it("changes nothing when one dog is another lister's (403) and refuses a bad body (400)", async () => {
    const mine = await shelterWithDogs(2);
    const theirs = await shelterWithDogs(1);
    const res = await t.api
      .as(mine.shelter.cookie)
      .post('/api/lister/dogs/bulk', { action: 'removed', ids: [mine.created[0]!.id, theirs.created[0]!.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NOT_YOUR_DOG_MESSAGE });
    expect((await listPage(mine.shelter.cookie, '')).total).toBe(2);
    expect((await listPage(theirs.shelter.cookie, '')).total).toBe(1);

    for (const body of [
      { action: 'sold', ids: [mine.created[0]!.id] },
      { action: 'adopted', ids: [] },
      { action: 'adopted', ids: ['not-a-uuid'] },
      { action: 'adopted', ids: [mine.created[0]!.id, mine.created[0]!.id] },
      { action: 'adopted', ids: Array.from({ length: LISTER_DOGS_BULK_MAX + 1 }, () => crypto.randomUUID()) },
    ]) {
      expect(
        (await t.api.as(mine.shelter.cookie).post('/api/lister/dogs/bulk', body)).statusCode,
        JSON.stringify(body).slice(0, 80),
      ).toBe(400);
    }
  });
});

describe('who may call the dashboard', () => {
  const calls = [
    ['GET', '/api/lister/dogs'],
    ['GET', '/api/lister/dogs/stats'],
    ['POST', '/api/lister/dogs/bulk'],
  ] as const;
  const body = { action: 'adopted', ids: [crypto.randomUUID()] };

  it.each(calls)('%s %s: 401 signed out, 403 for an adopter and before onboarding', async (method, url) => {
    const call = (cookie?: string) => (method === 'GET' ? t.api.as(cookie).get(url) : t.api.as(cookie).post(url, body));
    expect((await call()).statusCode).toBe(401);
    const adopter = await signUp(t.app);
    const refused = await call(adopter.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: LISTERS_ONLY_MESSAGE });
    const newcomer = await signUp(t.app, 'shelter');
    const early = await call(newcomer.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: NOT_ONBOARDED_MESSAGE });
  });

  it("lists only the lister's own dogs", async () => {
    const mine = await shelterWithDogs(3);
    await shelterWithDogs(4);
    const listed = await allPages(mine.shelter.cookie, '');
    expect(listed.map((d) => d.id).sort()).toEqual(mine.created.map((d) => d.id).sort());
  });
});
