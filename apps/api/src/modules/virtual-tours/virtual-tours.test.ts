// Virtual meet & greets: POST and GET /api/virtual-tours, PATCH /api/virtual-tours/:id.
// Booking and listing from both sides, each refusal (product §6: 401 signed out, 403 the
// wrong role or side, 404 unknown or someone else's tour), the status moves, and that an
// owner is only ever "{first name} (Owner)".
import {
  TOUR_BOOKING_HORIZON_DAYS,
  TOUR_DATE_REQUIRED_MESSAGE,
  TOUR_IN_PAST_MESSAGE,
  TOUR_TOO_FAR_MESSAGE,
  tourListSchema,
  tourSchema,
  type Tour,
  type TourInput,
} from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, virtualTours } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { DOG_NOT_FOUND } from '../dogs/dogs.service.ts';
import {
  ADOPTER_CANCELS_MESSAGE,
  ADOPTERS_BOOK_MESSAGE,
  alreadyBookedMessage,
  dogAdoptedMessage,
  LISTER_ANSWERS_MESSAGE,
  slotTakenMessage,
  TOUR_NOT_FOUND,
  TOUR_PAST_MESSAGE,
} from './virtual-tours.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR_MS = 60 * 60 * 1000;
const tourUrl = (id: string) => `/api/virtual-tours/${id}`;

/** A whole hour this many hours from now, as the browser sends it (UTC). */
function hoursAhead(hours: number): string {
  const at = new Date(Date.now() + hours * HOUR_MS);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/** A shelter (or owner) with one available dog, and an adopter. */
async function world(type: 'shelter' | 'owner' = 'shelter', listerName?: string) {
  const lister = await signUpLister(t.app, t.database.db, type, listerName ? { name: listerName } : {});
  const dog = await createDog(t.database.db, {
    listerId: lister.listerId,
    name: 'Biscuit',
    photos: ['/demo-photos/dog-01.svg'],
  });
  const adopter = await signUp(t.app, 'adopter', { name: 'Avery Adopter' });
  return { lister, dog, adopter };
}

async function booked(cookie: string, input: TourInput): Promise<Tour> {
  const res = await t.api.as(cookie).post('/api/virtual-tours', input);
  expect(res.statusCode, res.body).toBe(201);
  return tourSchema.parse(res.json());
}

async function toursOf(cookie: string, query = ''): Promise<Tour[]> {
  const res = await t.api.as(cookie).get(`/api/virtual-tours${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return tourListSchema.parse(res.json());
}

describe('POST /api/virtual-tours', () => {
  it('books a requested tour for a signed-in adopter (201) that both sides then list', async () => {
    const { lister, dog, adopter } = await world('shelter', 'Hill Country Hounds');
    const scheduledAt = hoursAhead(48);
    const tour = await booked(adopter.cookie, { dogId: dog.id, scheduledAt, notes: '  We have a cat.  ' });
    expect(tour).toMatchObject({
      dogId: dog.id,
      dog: { id: dog.id, name: 'Biscuit', photos: ['/demo-photos/dog-01.svg'] },
      shelterName: 'Hill Country Hounds',
      listerType: 'shelter',
      adopterName: 'Avery Adopter',
      scheduledAt,
      notes: 'We have a cat.',
      status: 'requested',
    });
    expect(await toursOf(adopter.cookie)).toEqual([tour]);
    expect(await toursOf(lister.cookie)).toEqual([tour]);
    const [row] = await t.database.db.select().from(virtualTours).where(eq(virtualTours.id, tour.id));
    expect(row).toMatchObject({ adopterId: adopter.userId, dogId: dog.id, notes: 'We have a cat.' });
  });

  it('stores the instant in UTC whatever offset the browser sent, and blank notes as none', async () => {
    const { dog, adopter } = await world();
    const utc = new Date(hoursAhead(30));
    // The same instant written in UTC+05:30, as a browser in India would.
    const local = new Date(utc.getTime() + 5.5 * HOUR_MS).toISOString().replace('.000Z', '+05:30');
    const tour = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: local, notes: '   ' });
    expect(tour.scheduledAt).toBe(utc.toISOString());
    expect(tour.notes).toBeNull();
    const again = await t.api
      .as(adopter.cookie)
      .post('/api/virtual-tours', { dogId: dog.id, scheduledAt: utc.toISOString() });
    expect(again.statusCode).toBe(409);
  });

  it('refuses signed-out callers (401) and shelters and owners (403) before reading the body', async () => {
    const { lister, dog } = await world();
    const owner = await signUpLister(t.app, t.database.db, 'owner');
    const before = (await t.database.db.select().from(virtualTours)).length;
    for (const payload of [{ dogId: dog.id, scheduledAt: hoursAhead(24) }, { junk: true }]) {
      expect((await t.api.post('/api/virtual-tours', payload)).statusCode).toBe(401);
      for (const cookie of [lister.cookie, owner.cookie]) {
        const res = await t.api.as(cookie).post('/api/virtual-tours', payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: ADOPTERS_BOOK_MESSAGE });
      }
    }
    expect((await t.database.db.select().from(virtualTours)).length).toBe(before);
  });

  it('answers 404 for an unknown, malformed or removed dog, and 409 for an adopted one', async () => {
    const { lister, adopter } = await world();
    const removed = await createDog(t.database.db, { listerId: lister.listerId, status: 'removed' });
    const adopted = await createDog(t.database.db, { listerId: lister.listerId, name: 'Maple', status: 'adopted' });
    const scheduledAt = hoursAhead(24);
    for (const dogId of ['00000000-0000-4000-8000-000000000000', 'not-a-dog', removed.id]) {
      const res = await t.api.as(adopter.cookie).post('/api/virtual-tours', { dogId, scheduledAt });
      expect(res.statusCode, dogId).toBe(404);
      expect(res.json()).toEqual({ message: DOG_NOT_FOUND });
    }
    const res = await t.api.as(adopter.cookie).post('/api/virtual-tours', { dogId: adopted.id, scheduledAt });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: dogAdoptedMessage('Maple') });
  });

  it('needs a date and time in the future and within the booking horizon (400 on scheduledAt)', async () => {
    const { dog, adopter } = await world();
    const api = t.api.as(adopter.cookie);
    const cases: [object, string][] = [
      [{ dogId: dog.id }, TOUR_DATE_REQUIRED_MESSAGE],
      [{ dogId: dog.id, scheduledAt: 'tomorrow at ten' }, TOUR_DATE_REQUIRED_MESSAGE],
      [{ dogId: dog.id, scheduledAt: hoursAhead(-1) }, TOUR_IN_PAST_MESSAGE],
      [{ dogId: dog.id, scheduledAt: hoursAhead(TOUR_BOOKING_HORIZON_DAYS * 24 + 2) }, TOUR_TOO_FAR_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const res = await api.post('/api/virtual-tours', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'scheduledAt', message });
    }
    expect(
      (await api.post('/api/virtual-tours', { dogId: dog.id, scheduledAt: hoursAhead(24), extra: 1 })).statusCode,
    ).toBe(400);
    expect(
      (
        await api.post('/api/virtual-tours', {
          dogId: dog.id,
          scheduledAt: hoursAhead(TOUR_BOOKING_HORIZON_DAYS * 24 - 2),
        })
      ).statusCode,
    ).toBe(201);
    expect(await toursOf(adopter.cookie)).toHaveLength(1);
  });

  it("refuses a second open tour at the same instant, the same adopter's or another's (409); a called-off one frees the slot", async () => {
    const { lister, dog, adopter } = await world();
    const other = await signUp(t.app, 'adopter');
    const scheduledAt = hoursAhead(72);
    const first = await booked(adopter.cookie, { dogId: dog.id, scheduledAt });

    const twice = await t.api.as(adopter.cookie).post('/api/virtual-tours', { dogId: dog.id, scheduledAt });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: alreadyBookedMessage('Biscuit') });
    const taken = await t.api.as(other.cookie).post('/api/virtual-tours', { dogId: dog.id, scheduledAt });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'That time is already taken for Biscuit. Please choose another.' });
    expect(slotTakenMessage('Biscuit')).toBe(taken.json().message);

    // Still taken once confirmed; free again once declined.
    expect((await t.api.as(lister.cookie).patch(tourUrl(first.id), { status: 'confirmed' })).statusCode).toBe(200);
    expect((await t.api.as(other.cookie).post('/api/virtual-tours', { dogId: dog.id, scheduledAt })).statusCode).toBe(
      409,
    );
    expect((await t.api.as(lister.cookie).patch(tourUrl(first.id), { status: 'declined' })).statusCode).toBe(200);
    await booked(other.cookie, { dogId: dog.id, scheduledAt });
    // Another hour, or another dog at the same hour, is no clash.
    await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(73) });
    const otherDog = await createDog(t.database.db, { listerId: lister.listerId });
    await booked(adopter.cookie, { dogId: otherDog.id, scheduledAt });
  });

  it('gives a slot to one of two adopters booking it at the same moment', async () => {
    const { dog } = await world();
    const [a, b] = await Promise.all([signUp(t.app, 'adopter'), signUp(t.app, 'adopter')]);
    const scheduledAt = hoursAhead(100);
    const answers = await Promise.all(
      [a, b].map((adopter) => t.api.as(adopter.cookie).post('/api/virtual-tours', { dogId: dog.id, scheduledAt })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/virtual-tours', () => {
  it("lists an adopter's own tours and a lister's tours of their dogs, the next one first, and with dogId only that dog's", async () => {
    const { lister, dog, adopter } = await world();
    const second = await createDog(t.database.db, { listerId: lister.listerId, name: 'Pepper' });
    const other = await signUp(t.app, 'adopter');
    const later = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(50) });
    const sooner = await booked(adopter.cookie, { dogId: second.id, scheduledAt: hoursAhead(26) });
    const others = await booked(other.cookie, { dogId: dog.id, scheduledAt: hoursAhead(40) });
    const [past] = await t.database.db
      .insert(virtualTours)
      .values({
        adopterId: adopter.userId,
        dogId: dog.id,
        scheduledAt: new Date(Date.now() - 24 * HOUR_MS),
        status: 'confirmed',
      })
      .returning({ id: virtualTours.id });

    expect((await toursOf(adopter.cookie)).map((x) => x.id)).toEqual([sooner.id, later.id, past!.id]);
    expect((await toursOf(lister.cookie)).map((x) => x.id)).toEqual([sooner.id, others.id, later.id, past!.id]);
    expect((await toursOf(lister.cookie, `?dogId=${dog.id}`)).map((x) => x.id)).toEqual([
      others.id,
      later.id,
      past!.id,
    ]);
    expect((await toursOf(adopter.cookie, `?dogId=${second.id}`)).map((x) => x.id)).toEqual([sooner.id]);
    expect(await toursOf(adopter.cookie, '?dogId=not-a-dog')).toEqual([]);
  });

  it('shows strangers nothing: another adopter, another shelter, a shelter not yet onboarded; 401 signed out', async () => {
    const { dog, adopter } = await world();
    await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    const strangerAdopter = await signUp(t.app, 'adopter');
    const otherShelter = await signUpLister(t.app, t.database.db);
    const notOnboarded = await signUp(t.app, 'shelter');
    for (const cookie of [strangerAdopter.cookie, otherShelter.cookie, notOnboarded.cookie]) {
      expect(await toursOf(cookie)).toEqual([]);
      expect(await toursOf(cookie, `?dogId=${dog.id}`)).toEqual([]);
    }
    expect((await t.api.get('/api/virtual-tours')).statusCode).toBe(401);
    expect((await t.api.get('/api/virtual-tours?junk=1')).statusCode).toBe(401);
    expect((await t.api.as(adopter.cookie).get('/api/virtual-tours?junk=1')).statusCode).toBe(400);
  });

  it("leaves out a removed dog's tours on both sides", async () => {
    const { lister, dog, adopter } = await world();
    await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    await t.database.db.update(dogs).set({ status: 'removed' }).where(eq(dogs.id, dog.id));
    expect(await toursOf(adopter.cookie)).toEqual([]);
    expect(await toursOf(lister.cookie)).toEqual([]);
  });

  it("names an owner only as '{first name} (Owner)', never in full", async () => {
    const { lister, dog, adopter } = await world('owner', 'Olivia Hartwell');
    const tour = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    expect(tour).toMatchObject({ shelterName: 'Olivia (Owner)', listerType: 'owner' });
    for (const res of [
      await t.api.as(adopter.cookie).get('/api/virtual-tours'),
      await t.api.as(lister.cookie).get('/api/virtual-tours'),
      await t.api.as(lister.cookie).patch(tourUrl(tour.id), { status: 'confirmed' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Olivia (Owner)');
      expect(res.body).not.toContain('Hartwell');
    }
  });
});

describe('PATCH /api/virtual-tours/:id', () => {
  it('lets the lister confirm a requested tour and decline a confirmed one, and the adopter cancel', async () => {
    const { lister, dog, adopter } = await world();
    const tour = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    const confirmed = await t.api.as(lister.cookie).patch(tourUrl(tour.id), { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(tourSchema.parse(confirmed.json())).toEqual({ ...tour, status: 'confirmed' });
    const declined = await t.api.as(lister.cookie).patch(tourUrl(tour.id), { status: 'declined' });
    expect(declined.json()).toMatchObject({ id: tour.id, status: 'declined' });
    expect((await toursOf(adopter.cookie))[0]?.status).toBe('declined');

    const requested = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(31) });
    expect((await t.api.as(lister.cookie).patch(tourUrl(requested.id), { status: 'declined' })).json()).toMatchObject({
      status: 'declined',
    });
    for (const first of ['requested', 'confirmed'] as const) {
      const mine = await booked(adopter.cookie, {
        dogId: dog.id,
        scheduledAt: hoursAhead(first === 'requested' ? 32 : 33),
      });
      if (first === 'confirmed')
        expect((await t.api.as(lister.cookie).patch(tourUrl(mine.id), { status: 'confirmed' })).statusCode).toBe(200);
      const cancelled = await t.api.as(adopter.cookie).patch(tourUrl(mine.id), { status: 'cancelled' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ id: mine.id, status: 'cancelled' });
    }
  });

  it('answers 404 to strangers (another adopter, another shelter) and for unknown or malformed ids, before reading the body; 401 signed out', async () => {
    const { dog, adopter } = await world();
    const tour = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    const strangerAdopter = await signUp(t.app, 'adopter');
    const otherShelter = await signUpLister(t.app, t.database.db);
    for (const payload of [{ status: 'confirmed' }, { status: 'cancelled' }, { junk: true }]) {
      expect((await t.api.patch(tourUrl(tour.id), payload)).statusCode).toBe(401);
      for (const cookie of [strangerAdopter.cookie, otherShelter.cookie]) {
        const res = await t.api.as(cookie).patch(tourUrl(tour.id), payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: TOUR_NOT_FOUND });
      }
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-tour']) {
        expect((await t.api.as(adopter.cookie).patch(tourUrl(id), payload)).statusCode).toBe(404);
      }
    }
    expect((await toursOf(adopter.cookie))[0]?.status).toBe('requested');
  });

  it("refuses a status that is not the caller's side (403), and a bad body from a party (400)", async () => {
    const { lister, dog, adopter } = await world();
    const tour = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    for (const status of ['confirmed', 'declined']) {
      const res = await t.api.as(adopter.cookie).patch(tourUrl(tour.id), { status });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: LISTER_ANSWERS_MESSAGE });
    }
    const byLister = await t.api.as(lister.cookie).patch(tourUrl(tour.id), { status: 'cancelled' });
    expect(byLister.statusCode).toBe(403);
    expect(byLister.json()).toEqual({ message: ADOPTER_CANCELS_MESSAGE });
    for (const payload of [{ status: 'requested' }, { status: 'confirmed', notes: 'x' }, {}]) {
      expect((await t.api.as(lister.cookie).patch(tourUrl(tour.id), payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    expect((await toursOf(adopter.cookie))[0]?.status).toBe('requested');
  });

  it('refuses moves that do not apply (409): a declined or cancelled tour, confirming twice, a past tour, an adopted dog', async () => {
    const { lister, dog, adopter } = await world();
    const declined = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(30) });
    await t.api.as(lister.cookie).patch(tourUrl(declined.id), { status: 'declined' });
    for (const [cookie, status] of [
      [lister.cookie, 'confirmed'],
      [lister.cookie, 'declined'],
      [adopter.cookie, 'cancelled'],
    ] as const) {
      const res = await t.api.as(cookie).patch(tourUrl(declined.id), { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'This tour was declined.' });
    }

    const cancelled = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(31) });
    await t.api.as(adopter.cookie).patch(tourUrl(cancelled.id), { status: 'cancelled' });
    const confirmCancelled = await t.api.as(lister.cookie).patch(tourUrl(cancelled.id), { status: 'confirmed' });
    expect(confirmCancelled.statusCode).toBe(409);
    expect(confirmCancelled.json()).toEqual({ message: 'This tour was cancelled.' });

    const confirmed = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(32) });
    await t.api.as(lister.cookie).patch(tourUrl(confirmed.id), { status: 'confirmed' });
    const twice = await t.api.as(lister.cookie).patch(tourUrl(confirmed.id), { status: 'confirmed' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This tour is already confirmed.' });

    const [past] = await t.database.db
      .insert(virtualTours)
      .values({ adopterId: adopter.userId, dogId: dog.id, scheduledAt: new Date(Date.now() - HOUR_MS) })
      .returning({ id: virtualTours.id });
    for (const [cookie, status] of [
      [lister.cookie, 'confirmed'],
      [lister.cookie, 'declined'],
      [adopter.cookie, 'cancelled'],
    ] as const) {
      const res = await t.api.as(cookie).patch(tourUrl(past!.id), { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: TOUR_PAST_MESSAGE });
    }

    const requested = await booked(adopter.cookie, { dogId: dog.id, scheduledAt: hoursAhead(33) });
    await t.database.db.update(dogs).set({ status: 'adopted' }).where(eq(dogs.id, dog.id));
    const confirmAdopted = await t.api.as(lister.cookie).patch(tourUrl(requested.id), { status: 'confirmed' });
    expect(confirmAdopted.statusCode).toBe(409);
    expect(confirmAdopted.json()).toEqual({ message: dogAdoptedMessage('Biscuit') });
    // Calling it off still works.
    expect((await t.api.as(adopter.cookie).patch(tourUrl(requested.id), { status: 'cancelled' })).statusCode).toBe(200);
  });
});
