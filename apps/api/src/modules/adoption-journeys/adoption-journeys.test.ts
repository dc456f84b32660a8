// Adoption journeys from the adopter's side: applying (and applying again after
// withdrawing), the journeys each party lists, and that nobody but the journey's adopter and
// the dog's lister gets near a journey (product §3, §6). The lister's steps:
// adoption-journeys-steps.test.ts; what an adoption does to the dog's other applications:
// adoption-journeys-closing.test.ts.
import { journeyListSchema, journeySchema } from '@scout/domain';
import { stepBadge } from '@scout/domain/journey/progress';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionJourneys } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { applicant, expectMessage, inDays, journeyUrl, listedDog, step } from '../../testing/adoption-journey-world.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { ADOPTERS_ONLY_MESSAGE, LISTER_ACTIONS_MESSAGE, WITHDRAW_MESSAGE } from './adoption-journeys.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST /api/adoption-journeys', () => {
  it('submits the application: 201, on the home visit (Step 2 of 4), readable by its adopter', async () => {
    const { dog } = await listedDog(t, 'shelter', { name: 'Hill Country Hounds' });
    const adopter = await signUp(t.app, 'adopter', { name: 'Ada Lovelace' });
    const before = Date.now();
    const res = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id });
    expect(res.statusCode, res.body).toBe(201);
    const journey = journeySchema.parse(res.json());
    expect(journey).toMatchObject({
      dogId: dog.id,
      dog: { id: dog.id, name: dog.name, photos: dog.photos },
      shelterName: 'Hill Country Hounds',
      listerType: 'shelter',
      adopterName: 'Ada Lovelace',
      currentStep: 'home_visit',
      status: 'active',
      homeVisitScheduledAt: null,
      completedAt: null,
      closedReason: null,
    });
    expect(Date.parse(journey.applicationSubmittedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(stepBadge(journey)).toBe('Step 2 of 4');

    const read = await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(journey);
  });

  it('answers an active journey as it is when asked again (200, same journey, no duplicate)', async () => {
    const { dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const again = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(adopter.journey);
    const rows = await t.database.db.select().from(adoptionJourneys).where(eq(adoptionJourneys.dogId, dog.id));
    expect(rows).toHaveLength(1);
  });

  it('lets the adopter withdraw, then restart from the beginning (201, timestamps reset)', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    await step(t, lister.cookie, adopter.journey.id, { action: 'schedule_home_visit', at: inDays(3) });
    const withdrawn = await step(t, adopter.cookie, adopter.journey.id, { action: 'withdraw' });
    expect(withdrawn.status).toBe('withdrawn');
    expectMessage(
      await t.api.as(adopter.cookie).patch(journeyUrl(adopter.journey.id), { action: 'withdraw' }),
      409,
      'This application was withdrawn.',
    );
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(adopter.journey.id), { action: 'complete_home_visit' }),
      409,
      'This application was withdrawn.',
    );

    const restarted = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id });
    expect(restarted.statusCode, restarted.body).toBe(201);
    const journey = journeySchema.parse(restarted.json());
    expect(journey).toMatchObject({
      id: adopter.journey.id,
      status: 'active',
      currentStep: 'home_visit',
      homeVisitScheduledAt: null,
      closedReason: null,
    });
    expect(Date.parse(journey.applicationSubmittedAt!)).toBeGreaterThan(
      Date.parse(adopter.journey.applicationSubmittedAt!),
    );
  });

  it('refuses signed-out callers (401) and shelters and owners (403), before reading the body', async () => {
    const { dog } = await listedDog(t);
    for (const payload of [{ dogId: dog.id }, { junk: true }]) {
      expect((await t.api.post('/api/adoption-journeys', payload)).statusCode).toBe(401);
      for (const role of ['shelter', 'owner'] as const) {
        expectMessage(
          await t.api.as((await signUp(t.app, role)).cookie).post('/api/adoption-journeys', payload),
          403,
          ADOPTERS_ONLY_MESSAGE,
        );
      }
    }
    const lister = await signUpLister(t.app, t.database.db, 'shelter');
    expectMessage(
      await t.api.as(lister.cookie).post('/api/adoption-journeys', { dogId: dog.id }),
      403,
      ADOPTERS_ONLY_MESSAGE,
    );
    expect(await t.database.db.select().from(adoptionJourneys).where(eq(adoptionJourneys.dogId, dog.id))).toHaveLength(
      0,
    );
  });

  it('404 for unknown, malformed and removed dogs; 409 for an adopted one; 400 without a dog id', async () => {
    const adopter = await signUp(t.app, 'adopter');
    const { lister } = await listedDog(t);
    const removed = await createDog(t.database.db, { listerId: lister.listerId, status: 'removed' });
    const adopted = await createDog(t.database.db, { listerId: lister.listerId, status: 'adopted', name: 'Waffles' });
    for (const dogId of ['3f1c1e4a-9b7d-4c1e-8a55-1d2f3a4b5c6d', 'not-a-uuid', removed.id]) {
      expectMessage(await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId }), 404, 'Dog not found');
    }
    expectMessage(
      await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: adopted.id }),
      409,
      'Waffles has already found a home.',
    );
    expect((await t.api.as(adopter.cookie).post('/api/adoption-journeys', {})).statusCode).toBe(400);
    expect(
      (await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: adopted.id, extra: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/adoption-journeys', () => {
  it("lists an adopter's own journeys, and a lister's journeys for their dogs, active first", async () => {
    const { lister, dog } = await listedDog(t);
    const second = await createDog(t.database.db, {
      listerId: lister.listerId,
      name: 'Second Dog',
      status: 'available',
    });
    const adopter = await applicant(t, dog.id);
    const otherAdopter = await applicant(t, dog.id);
    const laterJourney = journeySchema.parse(
      (await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: second.id })).json(),
    );
    await step(t, adopter.cookie, laterJourney.id, { action: 'withdraw' });
    const elsewhere = await listedDog(t);
    await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: elsewhere.dog.id });

    const own = journeyListSchema.parse((await t.api.as(adopter.cookie).get('/api/adoption-journeys')).json());
    expect(own.map((j) => j.dogId).sort()).toEqual([dog.id, second.id, elsewhere.dog.id].sort());
    expect(own.at(-1)!.status).toBe('withdrawn');

    const listers = journeyListSchema.parse((await t.api.as(lister.cookie).get('/api/adoption-journeys')).json());
    expect(listers.map((j) => j.id)).toEqual([otherAdopter.journey.id, adopter.journey.id, laterJourney.id]);
    expect(listers.map((j) => j.status)).toEqual(['active', 'active', 'withdrawn']);

    const stranger = await signUpLister(t.app, t.database.db, 'shelter');
    expect((await t.api.as(stranger.cookie).get('/api/adoption-journeys')).json()).toEqual([]);
    expect((await t.api.as((await signUp(t.app, 'shelter')).cookie).get('/api/adoption-journeys')).json()).toEqual([]);
    expect((await t.api.as((await signUp(t.app, 'adopter')).cookie).get('/api/adoption-journeys')).json()).toEqual([]);
    expect((await t.api.get('/api/adoption-journeys')).statusCode).toBe(401);
  });
});

describe('nobody else gets near a journey', () => {
  it('GET /api/adoption-journeys/:dogId is the adopter’s own: 401 signed out, 404 for anyone else', async () => {
    const { lister, dog } = await listedDog(t);
    await applicant(t, dog.id);
    expect((await t.api.get(`/api/adoption-journeys/${dog.id}`)).statusCode).toBe(401);
    expect(
      (await t.api.as((await signUp(t.app, 'adopter')).cookie).get(`/api/adoption-journeys/${dog.id}`)).statusCode,
    ).toBe(404);
    expect((await t.api.as(lister.cookie).get(`/api/adoption-journeys/${dog.id}`)).statusCode).toBe(404);
    expect(
      (await t.api.as((await signUp(t.app, 'adopter')).cookie).get('/api/adoption-journeys/not-a-uuid')).statusCode,
    ).toBe(404);
  });

  it('PATCH: 401 signed out; 404 for another adopter, another shelter and malformed ids (before the body); 403 for the other party’s action', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const id = adopter.journey.id;
    const otherAdopter = await signUp(t.app, 'adopter');
    const otherShelter = await signUpLister(t.app, t.database.db, 'shelter');
    for (const payload of [{ action: 'withdraw' }, { action: 'complete_adoption' }, { junk: true }]) {
      expect((await t.api.patch(journeyUrl(id), payload)).statusCode).toBe(401);
      expectMessage(
        await t.api.as(otherAdopter.cookie).patch(journeyUrl(id), payload),
        404,
        'Adoption journey not found',
      );
      expectMessage(
        await t.api.as(otherShelter.cookie).patch(journeyUrl(id), payload),
        404,
        'Adoption journey not found',
      );
      expect((await t.api.as(lister.cookie).patch(journeyUrl('not-a-uuid'), payload)).statusCode).toBe(404);
    }
    expectMessage(
      await t.api.as(adopter.cookie).patch(journeyUrl(id), { action: 'schedule_home_visit', at: inDays(2) }),
      403,
      LISTER_ACTIONS_MESSAGE,
    );
    expectMessage(
      await t.api.as(adopter.cookie).patch(journeyUrl(id), { action: 'complete_adoption' }),
      403,
      LISTER_ACTIONS_MESSAGE,
    );
    expectMessage(await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'withdraw' }), 403, WITHDRAW_MESSAGE);
    expect((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json()).toEqual(adopter.journey);
  });

  it("never shows an owner's full name", async () => {
    const { lister, dog } = await listedDog(t, 'owner', { name: 'Olivia Hartwell' });
    const adopter = await applicant(t, dog.id);
    expect(adopter.journey).toMatchObject({ shelterName: 'Olivia (Owner)', listerType: 'owner' });
    const bodies = [
      (await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id })).body,
      (await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).body,
      (await t.api.as(adopter.cookie).get('/api/adoption-journeys')).body,
      (await t.api.as(lister.cookie).get('/api/adoption-journeys')).body,
      (
        await t.api
          .as(lister.cookie)
          .patch(journeyUrl(adopter.journey.id), { action: 'schedule_home_visit', at: inDays(2) })
      ).body,
    ];
    for (const body of bodies) expect(body).not.toContain('Hartwell');
  });
});
