// A lister deleting their account (product §11): their dogs leave every list, the
// applications and tours adopters still had open for them end, and each adopter is told in
// their conversation about the dog, which stays readable but takes no new messages.
import { conversationMessagesSchema, journeySchema, tourSchema } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { virtualTours } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

it("closes the lister's open applications and tours and tells each adopter, and their conversations close", async () => {
  const lister = await signUpLister(t.app, t.database.db, 'shelter', { name: 'Closing Time Rescue' });
  const dog = await createDog(t.database.db, { listerId: lister.listerId, name: 'Juniper', status: 'available' });
  const applicant = await signUp(t.app, 'adopter');
  const visitor = await signUp(t.app, 'adopter');

  const applied = await t.api.as(applicant.cookie).post('/api/adoption-journeys', { dogId: dog.id });
  expect(applied.statusCode, applied.body).toBe(201);
  const booked = await t.api.as(visitor.cookie).post('/api/virtual-tours', { dogId: dog.id, scheduledAt: inDays(3) });
  expect(booked.statusCode, booked.body).toBe(201);

  expect((await t.api.as(lister.cookie).delete('/api/me')).statusCode).toBe(200);

  expect((await t.api.get(`/api/dogs/${dog.id}`)).statusCode).toBe(404);
  const journey = journeySchema.parse(
    (await t.api.as(applicant.cookie).get(`/api/adoption-journeys/${dog.id}`)).json(),
  );
  expect(journey).toMatchObject({ status: 'closed', closedReason: 'Juniper is no longer listed.' });
  // The dog is gone, so its tours no longer show in the adopter's list: read the table.
  const tourId = tourSchema.parse(booked.json()).id;
  expect(
    await t.database.db.select({ status: virtualTours.status }).from(virtualTours).where(eq(virtualTours.id, tourId)),
  ).toEqual([{ status: 'declined' }]);

  for (const adopter of [applicant, visitor]) {
    const [conversation] = (await t.api.as(adopter.cookie).get('/api/conversations')).json() as { id: string }[];
    expect(conversation, 'the adopter has a conversation about the dog').toBeDefined();
    const thread = conversationMessagesSchema.parse(
      (await t.api.as(adopter.cookie).get(`/api/conversations/${conversation!.id}/messages`)).json(),
    );
    expect(thread.conversation.closed).toBe(true);
    expect(thread.messages.map((m) => m.content)).toEqual([
      expect.stringContaining('Juniper is no longer listed for adoption on Scout.'),
    ]);
    const reply = await t.api
      .as(adopter.cookie)
      .post(`/api/conversations/${conversation!.id}/messages`, { content: 'Is she still available?' });
    expect(reply.statusCode).toBe(409);
  }
});
