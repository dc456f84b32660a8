// What completing an adoption (or marking a dog adopted or removing it from the dashboard)
// does to the dog's other applications: closed with a reason, their adopters told in their
// conversation, their tours declined, and the dog gone from lists and decks.
import { journeySchema, type Journey } from '@scout/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionJourneys, conversations, dogs, messages, virtualTours } from '../../db/schema/index.ts';
import { createAdopterProfile } from '../../db/seed/factories.ts';
import { applicant, expectMessage, inDays, journeyUrl, listedDog, step } from '../../testing/adoption-journey-world.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

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

/** Walks the journey to its adoption step. */
async function toAdoptionStep(listerCookie: string, journeyId: string) {
  await step(t, listerCookie, journeyId, { action: 'schedule_home_visit', at: inDays(1) });
  await step(t, listerCookie, journeyId, { action: 'complete_home_visit' });
  await step(t, listerCookie, journeyId, { action: 'schedule_meet_greet', at: inDays(2) });
  await step(t, listerCookie, journeyId, { action: 'complete_meet_greet' });
}

describe('completing an adoption', () => {
  it('marks the dog adopted (gone from lists and decks), closes the other applications and tells their adopters', async () => {
    const { lister, dog, at } = await listedDog(t);
    const browser = await signUp(t.app, 'adopter');
    await createAdopterProfile(t.database.db, { userId: browser.userId, ...at, searchRadius: 25 });
    const deckIds = async () =>
      ((await t.api.as(browser.cookie).get('/api/dogs/discover')).json() as Array<{ id: string }>).map((d) => d.id);
    const listIds = async () =>
      ((await t.api.get('/api/dogs?limit=500')).json() as Array<{ id: string }>).map((d) => d.id);
    expect(await deckIds()).toContain(dog.id);
    expect(await listIds()).toContain(dog.id);

    const winner = await applicant(t, dog.id);
    const other = await applicant(t, dog.id);
    const withdrawn = await applicant(t, dog.id);
    await step(t, withdrawn.cookie, withdrawn.journey.id, { action: 'withdraw' });
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
    const done = await step(t, lister.cookie, winner.journey.id, { action: 'complete_adoption' });
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
    const { lister, dog } = await listedDog(t);
    const winner = await applicant(t, dog.id);
    const other = await applicant(t, dog.id);
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
    await step(t, lister.cookie, winner.journey.id, { action: 'complete_adoption' });

    const told = await conversationMessages(other.userId, dog.id);
    expect(told.conversation!.id).toBe(conversation!.id);
    expect(told.messages.map((m) => m.senderType)).toEqual(['user', 'shelter']);
    expect(await t.database.db.select().from(conversations).where(eq(conversations.dogId, dog.id))).toHaveLength(1);
  });

  it('completes one adoption when two are completed at once; the other is closed (409)', async () => {
    const { lister, dog } = await listedDog(t);
    const first = await applicant(t, dog.id);
    const second = await applicant(t, dog.id);
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
    const { lister, dog } = await listedDog(t);
    const first = await applicant(t, dog.id);
    const second = await applicant(t, dog.id);
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
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
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
