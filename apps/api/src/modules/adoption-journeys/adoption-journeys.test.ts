// Adoption journeys: starting (and restarting) an application, the lister walking it to
// completion one step at a time, what completing an adoption (or marking a dog adopted or
// removing it from the dashboard) does to the dog's other applications, and that nobody but
// the journey's adopter and the dog's lister gets near a journey (decisions §4, §8).
import {
  JOURNEY_TIME_IN_PAST_MESSAGE,
  journeyListSchema,
  journeySchema,
  type Journey,
  type JourneyPatch,
} from '@scout/domain';
import { stepBadge } from '@scout/domain/journey/progress';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionJourneys, conversations, dogs, messages, virtualTours } from '../../db/schema/index.ts';
import { createAdopterProfile, createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { ADOPTERS_ONLY_MESSAGE, LISTER_ACTIONS_MESSAGE, WITHDRAW_MESSAGE } from './adoption-journeys.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const journeyUrl = (id: string) => `/api/adoption-journeys/${id}`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A place of its own per test, so discover and the dog lists only meet this test's dogs. */
let placeIndex = 0;
const place = () => ({ latitude: 44 + ++placeIndex * 0.5, longitude: -120 + placeIndex });

/**
 * A shelter (or owner) with one available dog. Dogs always get a lister made here: the
 * factories' own lister accounts could take an email signUp is about to use.
 */
async function listedDog(type: 'shelter' | 'owner' = 'shelter', lister: { name?: string } = {}) {
  const at = place();
  const account = await signUpLister(t.app, t.database.db, type, { ...at, ...lister });
  const dog = await createDog(t.database.db, {
    listerId: account.listerId,
    name: `Pip ${placeIndex}`,
    status: 'available',
  });
  return { lister: account, dog, at };
}

/** An adopter who has applied for the dog. */
async function applicant(dogId: string) {
  const adopter = await signUp(t.app, 'adopter', { name: `Ada Applicant ${placeIndex}` });
  const res = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId });
  expect(res.statusCode, res.body).toBe(201);
  return { ...adopter, journey: journeySchema.parse(res.json()) };
}

async function step(cookie: string, id: string, patch: JourneyPatch): Promise<Journey> {
  const res = await t.api.as(cookie).patch(journeyUrl(id), patch);
  expect(res.statusCode, res.body).toBe(200);
  return journeySchema.parse(res.json());
}

/** The messages in the adopter's conversation about the dog, oldest first. */
async function conversationMessages(adopterId: string, dogId: string) {
  const [conversation] = await t.database.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.adopterId, adopterId), eq(conversations.dogId, dogId)));
  if (!conversation) return { conversation, messages: [] };
  const rows = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.createdAt));
  return { conversation, messages: rows };
}

const expectMessage = (res: { statusCode: number; json(): unknown }, status: number, message: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message: typeof message === 'string' ? message : expect.stringMatching(message) });
};

describe('POST /api/adoption-journeys', () => {
  it('submits the application: 201, on the home visit (Step 2 of 4), readable by its adopter', async () => {
    const { dog } = await listedDog('shelter', { name: 'Hill Country Hounds' });
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
    const { dog } = await listedDog();
    const adopter = await applicant(dog.id);
    const again = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(adopter.journey);
    const rows = await t.database.db.select().from(adoptionJourneys).where(eq(adoptionJourneys.dogId, dog.id));
    expect(rows).toHaveLength(1);
  });

  it('lets the adopter withdraw, then restart from the beginning (201, timestamps reset)', async () => {
    const { lister, dog } = await listedDog();
    const adopter = await applicant(dog.id);
    await step(lister.cookie, adopter.journey.id, { action: 'schedule_home_visit', at: inDays(3) });
    const withdrawn = await step(adopter.cookie, adopter.journey.id, { action: 'withdraw' });
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
    const { dog } = await listedDog();
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
    const { lister } = await listedDog();
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

describe('PATCH /api/adoption-journeys/:id: the lister walks a journey to completion', () => {
  it('one step at a time, refusing skipped steps (409) and times in the past (400)', async () => {
    const { lister, dog } = await listedDog();
    const adopter = await applicant(dog.id);
    const id = adopter.journey.id;

    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'complete_home_visit' }),
      409,
      'Schedule the home visit before marking it done.',
    );
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'schedule_meet_greet', at: inDays(5) }),
      409,
      'Complete the home visit before scheduling the meet & greet.',
    );
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'complete_meet_greet' }),
      409,
      'Complete the home visit before completing the meet & greet.',
    );
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'complete_adoption' }),
      409,
      'Complete the home visit before completing the adoption.',
    );

    const past = await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'schedule_home_visit', at: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: JOURNEY_TIME_IN_PAST_MESSAGE,
      issues: [{ path: 'at', message: JOURNEY_TIME_IN_PAST_MESSAGE }],
    });
    expect((await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'schedule_home_visit' })).statusCode).toBe(
      400,
    );
    expect((await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'fly_to_the_moon' })).statusCode).toBe(400);

    const firstVisit = inDays(2);
    expect(await step(lister.cookie, id, { action: 'schedule_home_visit', at: firstVisit })).toMatchObject({
      currentStep: 'home_visit',
      homeVisitScheduledAt: firstVisit,
    });
    const visit = new Date(Date.now() + 3 * 86_400_000);
    visit.setUTCMilliseconds(0);
    const rescheduled = await step(lister.cookie, id, {
      action: 'schedule_home_visit',
      at: visit.toISOString().replace('Z', '+00:00'),
    });
    expect(rescheduled.homeVisitScheduledAt).toBe(visit.toISOString());

    const visited = await step(lister.cookie, id, { action: 'complete_home_visit' });
    expect(visited).toMatchObject({ currentStep: 'meet_greet', homeVisitScheduledAt: visit.toISOString() });
    expect(visited.homeVisitCompletedAt).not.toBeNull();
    expect(stepBadge(visited)).toBe('Step 3 of 4');
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'schedule_home_visit', at: inDays(4) }),
      409,
      'The home visit is already done.',
    );
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'complete_meet_greet' }),
      409,
      'Schedule the meet & greet before marking it done.',
    );
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'complete_adoption' }),
      409,
      'Complete the meet & greet before completing the adoption.',
    );

    await step(lister.cookie, id, { action: 'schedule_meet_greet', at: inDays(6) });
    const met = await step(lister.cookie, id, { action: 'complete_meet_greet' });
    expect(met.currentStep).toBe('adoption');
    expect(met.meetGreetCompletedAt).not.toBeNull();
    expect(stepBadge(met)).toBe('Step 4 of 4');
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'schedule_meet_greet', at: inDays(7) }),
      409,
      'The meet & greet is already done.',
    );

    const adopted = await step(lister.cookie, id, { action: 'complete_adoption' });
    expect(adopted).toMatchObject({ status: 'completed', currentStep: 'adoption' });
    expect(adopted.completedAt).not.toBeNull();
    expect(adopted.adoptionDate).toBe(adopted.completedAt);
    expect((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json()).toEqual(adopted);

    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(id), { action: 'complete_adoption' }),
      409,
      'This adoption is already complete.',
    );
    expectMessage(
      await t.api.as(adopter.cookie).patch(journeyUrl(id), { action: 'withdraw' }),
      409,
      'This adoption is already complete.',
    );
    expectMessage(
      await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: dog.id }),
      409,
      `You have already adopted ${dog.name}.`,
    );
  });
});

/** Walks the journey to its adoption step. */
async function toAdoptionStep(listerCookie: string, journeyId: string) {
  await step(listerCookie, journeyId, { action: 'schedule_home_visit', at: inDays(1) });
  await step(listerCookie, journeyId, { action: 'complete_home_visit' });
  await step(listerCookie, journeyId, { action: 'schedule_meet_greet', at: inDays(2) });
  await step(listerCookie, journeyId, { action: 'complete_meet_greet' });
}

describe('completing an adoption', () => {
  it('marks the dog adopted (gone from lists and decks), closes the other applications and tells their adopters', async () => {
    const { lister, dog, at } = await listedDog();
    const browser = await signUp(t.app, 'adopter');
    await createAdopterProfile(t.database.db, { userId: browser.userId, ...at, searchRadius: 25 });
    const deckIds = async () =>
      ((await t.api.as(browser.cookie).get('/api/dogs/discover')).json() as Array<{ id: string }>).map((d) => d.id);
    const listIds = async () =>
      ((await t.api.get('/api/dogs?limit=500')).json() as Array<{ id: string }>).map((d) => d.id);
    expect(await deckIds()).toContain(dog.id);
    expect(await listIds()).toContain(dog.id);

    const winner = await applicant(dog.id);
    const other = await applicant(dog.id);
    const withdrawn = await applicant(dog.id);
    await step(withdrawn.cookie, withdrawn.journey.id, { action: 'withdraw' });
    const tourAt = new Date(Date.now() + 4 * 86_400_000);
    await t.database.db.insert(virtualTours).values([
      { adopterId: winner.userId, dogId: dog.id, scheduledAt: tourAt, status: 'confirmed' },
      {
        adopterId: other.userId,
        dogId: dog.id,
        scheduledAt: new Date(tourAt.getTime() + 3_600_000),
        status: 'requested',
      },
    ]);

    await toAdoptionStep(lister.cookie, winner.journey.id);
    const done = await step(lister.cookie, winner.journey.id, { action: 'complete_adoption' });
    expect(done.status).toBe('completed');

    const [row] = await t.database.db.select().from(dogs).where(eq(dogs.id, dog.id));
    expect(row).toMatchObject({ status: 'adopted' });
    expect(row!.adoptedAt).not.toBeNull();
    expect(await deckIds()).not.toContain(dog.id);
    expect(await listIds()).not.toContain(dog.id);

    const closed = journeySchema.parse((await t.api.as(other.cookie).get(`/api/adoption-journeys/${dog.id}`)).json());
    expect(closed).toMatchObject({ status: 'closed', closedReason: `${dog.name} was adopted by another family.` });
    expectMessage(
      await t.api.as(other.cookie).post('/api/adoption-journeys', { dogId: dog.id }),
      409,
      `${dog.name} has already found a home.`,
    );
    // A withdrawn application is left as it was: its adopter had already stepped back.
    expect((await t.api.as(withdrawn.cookie).get(`/api/adoption-journeys/${dog.id}`)).json()).toMatchObject({
      status: 'withdrawn',
      closedReason: null,
    });

    const told = await conversationMessages(other.userId, dog.id);
    expect(told.messages).toHaveLength(1);
    expect(told.messages[0]).toMatchObject({ senderType: 'shelter', senderId: lister.userId, readAt: null });
    expect(told.messages[0]!.content).toBe(
      `${dog.name} has found a home with another family. Thank you so much for your interest — we hope you find your match on Scout soon.`,
    );
    expect(told.conversation!.lastMessageAt).toEqual(told.messages[0]!.createdAt);
    expect((await conversationMessages(winner.userId, dog.id)).messages).toHaveLength(0);
    expect((await conversationMessages(withdrawn.userId, dog.id)).messages).toHaveLength(0);

    const tours = await t.database.db.select().from(virtualTours).where(eq(virtualTours.dogId, dog.id));
    expect(tours.find((tour) => tour.adopterId === other.userId)?.status).toBe('declined');
    expect(tours.find((tour) => tour.adopterId === winner.userId)?.status).toBe('confirmed');
  });

  it("adds the lister's message to a conversation the adopter already has", async () => {
    const { lister, dog } = await listedDog();
    const winner = await applicant(dog.id);
    const other = await applicant(dog.id);
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ adopterId: other.userId, dogId: dog.id })
      .returning();
    await t.database.db.insert(messages).values({
      conversationId: conversation!.id,
      senderType: 'user',
      senderId: other.userId,
      content: 'Is Pip still available?',
    });

    await toAdoptionStep(lister.cookie, winner.journey.id);
    await step(lister.cookie, winner.journey.id, { action: 'complete_adoption' });

    const told = await conversationMessages(other.userId, dog.id);
    expect(told.conversation!.id).toBe(conversation!.id);
    expect(told.messages.map((m) => m.senderType)).toEqual(['user', 'shelter']);
    expect(await t.database.db.select().from(conversations).where(eq(conversations.dogId, dog.id))).toHaveLength(1);
  });

  it('completes one adoption when two are completed at once; the other is closed (409)', async () => {
    const { lister, dog } = await listedDog();
    const first = await applicant(dog.id);
    const second = await applicant(dog.id);
    await toAdoptionStep(lister.cookie, first.journey.id);
    await toAdoptionStep(lister.cookie, second.journey.id);
    const results = await Promise.all(
      [first, second].map((a) =>
        t.api.as(lister.cookie).patch(journeyUrl(a.journey.id), { action: 'complete_adoption' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: `This application is closed. ${dog.name} was adopted by another family.`,
    });
    const statuses = (
      await t.database.db.select().from(adoptionJourneys).where(eq(adoptionJourneys.dogId, dog.id))
    ).map((j) => j.status);
    expect(statuses.sort()).toEqual(['closed', 'completed']);
  });
});

describe("a lister's dashboard closes a dog's applications too", () => {
  it('marking the dog adopted (PATCH /api/dogs/:id) closes active journeys and tells their adopters', async () => {
    const { lister, dog } = await listedDog();
    const first = await applicant(dog.id);
    const second = await applicant(dog.id);
    const res = await t.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { status: 'adopted' });
    expect(res.statusCode, res.body).toBe(200);
    for (const adopter of [first, second]) {
      expect((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json()).toMatchObject({
        status: 'closed',
        closedReason: `${dog.name} was adopted by another family.`,
      });
      const told = await conversationMessages(adopter.userId, dog.id);
      expect(told.messages).toHaveLength(1);
      expect(told.messages[0]).toMatchObject({ senderType: 'shelter', senderId: lister.userId, readAt: null });
    }
    expectMessage(
      await t.api.as(lister.cookie).patch(journeyUrl(first.journey.id), { action: 'complete_home_visit' }),
      409,
      `This application is closed. ${dog.name} was adopted by another family.`,
    );
  });

  it('removing the dog (DELETE /api/dogs/:id) closes active journeys with its own reason', async () => {
    const { lister, dog } = await listedDog();
    const adopter = await applicant(dog.id);
    const res = await t.api.as(lister.cookie).delete(`/api/dogs/${dog.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json()).toMatchObject({
      status: 'closed',
      closedReason: `${dog.name} is no longer listed.`,
    });
    const told = await conversationMessages(adopter.userId, dog.id);
    expect(told.messages.map((m) => m.content)).toEqual([
      `${dog.name} is no longer listed for adoption on Scout. Thank you so much for your interest — we hope you find your match on Scout soon.`,
    ]);
    // The adopter still sees why; the lister's list no longer shows a dog that is gone.
    expect(
      ((await t.api.as(adopter.cookie).get('/api/adoption-journeys')).json() as Journey[]).map((j) => j.id),
    ).toEqual([adopter.journey.id]);
    expect((await t.api.as(lister.cookie).get('/api/adoption-journeys')).json()).toEqual([]);
  });
});

describe('GET /api/adoption-journeys', () => {
  it("lists an adopter's own journeys, and a lister's journeys for their dogs, active first", async () => {
    const { lister, dog } = await listedDog();
    const second = await createDog(t.database.db, {
      listerId: lister.listerId,
      name: 'Second Dog',
      status: 'available',
    });
    const adopter = await applicant(dog.id);
    const otherAdopter = await applicant(dog.id);
    const laterJourney = journeySchema.parse(
      (await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId: second.id })).json(),
    );
    await step(adopter.cookie, laterJourney.id, { action: 'withdraw' });
    const elsewhere = await listedDog();
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
    const { lister, dog } = await listedDog();
    await applicant(dog.id);
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
    const { lister, dog } = await listedDog();
    const adopter = await applicant(dog.id);
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
    const { lister, dog } = await listedDog('owner', { name: 'Olivia Hartwell' });
    const adopter = await applicant(dog.id);
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
