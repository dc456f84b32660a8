// Who hears of an adoption application (product §16.2): the lister when one starts or is
// withdrawn; the adopter of each step, of the adoption completed, and of an application
// closed because the dog left (adopted by another family, or no longer listed). Exactly one
// notification for the right person; nobody else.
import { journeySchema } from '@scout/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/index.ts';
import { applicant, inDays, journeyUrl, listedDog, step } from '../../testing/adoption-journey-world.ts';
import { expectNotified, notifiedBy } from '../../testing/notification-inbox.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A lister's dog and two adopters who applied for it, plus another lister. */
async function world(type: 'shelter' | 'owner' = 'shelter') {
  const { lister, dog } = await listedDog(t, type);
  const adopter = await applicant(t, dog.id);
  const otherAdopter = await applicant(t, dog.id);
  const otherLister = (await listedDog(t)).lister;
  const people = { lister, adopter, otherAdopter, otherLister };
  return { dog, people, ...people };
}

const post = async (cookie: string, dogId: string, status: number) => {
  const res = await t.api.as(cookie).post('/api/adoption-journeys', { dogId });
  expect(res.statusCode, res.body).toBe(status);
};

describe('an application started or withdrawn', () => {
  it('notifies the lister (their dashboard) of a new application, and of a restart after a withdrawal', async () => {
    for (const type of ['shelter', 'owner'] as const) {
      const { lister, dog } = await listedDog(t, type);
      const adopter = await signUp(t.app, 'adopter', { name: 'Avery Adopter' });
      const otherAdopter = await signUp(t.app, 'adopter');
      const people = { lister, adopter, otherAdopter };
      let got = await notifiedBy(t, people, () => post(adopter.cookie, dog.id, 201));
      expectNotified(got, { lister: { kind: 'application-started', link: `/${type}-dashboard` } });
      expect(got.lister[0]).toMatchObject({
        title: `New adoption application for ${dog.name}`,
        body: `Avery Adopter applied to adopt ${dog.name}. Review it from your dashboard.`,
      });
      // Applying again while active changes nothing and tells nobody.
      expectNotified(await notifiedBy(t, people, () => post(adopter.cookie, dog.id, 200)), {});
      const journey = journeySchema.parse(
        (await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json(),
      );
      await step(t, adopter.cookie, journey.id, { action: 'withdraw' });
      got = await notifiedBy(t, people, () => post(adopter.cookie, dog.id, 201));
      expectNotified(got, { lister: { kind: 'application-started', link: `/${type}-dashboard` } });
    }
  });

  it('notifies the lister when the adopter withdraws', async () => {
    const { people, adopter } = await world();
    const got = await notifiedBy(t, people, () => step(t, adopter.cookie, adopter.journey.id, { action: 'withdraw' }));
    expectNotified(got, { lister: { kind: 'application-withdrawn', link: '/shelter-dashboard' } });
  });
});

describe("the lister's steps", () => {
  it("notifies the adopter of each step, linking to the dog's page where the journey shows", async () => {
    const { dog, people, adopter, lister } = await world();
    const link = `/dogs/${dog.id}`;
    const steps = [
      [{ action: 'schedule_home_visit', at: inDays(2) }, 'Home Visit scheduled'],
      [{ action: 'complete_home_visit' }, 'Home Visit done'],
      [{ action: 'schedule_meet_greet', at: inDays(4) }, 'Meet & Greet scheduled'],
      [{ action: 'complete_meet_greet' }, 'Meet & Greet done'],
    ] as const;
    for (const [patch, title] of steps) {
      const got = await notifiedBy(t, people, () => step(t, lister.cookie, adopter.journey.id, patch));
      expectNotified(got, { adopter: { kind: 'application-step', link } });
      expect(got.adopter[0]?.title).toBe(title);
    }
  });

  it('tells nobody of a refused step', async () => {
    const { people, lister, adopter } = await world();
    const got = await notifiedBy(t, people, async () => {
      const res = await t.api.as(lister.cookie).patch(journeyUrl(adopter.journey.id), { action: 'complete_adoption' });
      expect(res.statusCode).toBe(409);
    });
    expectNotified(got, {});
  });
});

describe('an adoption completed, and the applications it closes', () => {
  it("notifies the adopter of the adoption, each other applicant of the closing, and a tour-only adopter of the tour's decline", async () => {
    const { dog, people, adopter, lister, otherAdopter } = await world();
    const touring = await signUp(t.app, 'adopter');
    const booked = await t.api.as(touring.cookie).post('/api/virtual-tours', { dogId: dog.id, scheduledAt: inDays(3) });
    expect(booked.statusCode, booked.body).toBe(201);
    await step(t, lister.cookie, adopter.journey.id, { action: 'schedule_home_visit', at: inDays(1) });
    await step(t, lister.cookie, adopter.journey.id, { action: 'complete_home_visit' });
    await step(t, lister.cookie, adopter.journey.id, { action: 'schedule_meet_greet', at: inDays(2) });
    await step(t, lister.cookie, adopter.journey.id, { action: 'complete_meet_greet' });

    const link = `/dogs/${dog.id}`;
    const got = await notifiedBy(t, { ...people, touring }, () =>
      step(t, lister.cookie, adopter.journey.id, { action: 'complete_adoption' }),
    );
    expectNotified(got, {
      adopter: { kind: 'application-completed', link },
      otherAdopter: { kind: 'application-closed', link },
      touring: { kind: 'tour-declined', link },
    });
    expect(got.otherAdopter[0]).toMatchObject({
      title: `Your application for ${dog.name} is closed`,
      body: `${dog.name} was adopted by another family.`,
    });
    expect(otherAdopter.journey.id).not.toBe(adopter.journey.id);
  });

  it('notifies every applicant when the lister marks the dog adopted from the dashboard', async () => {
    const { dog, people, lister } = await world();
    const got = await notifiedBy(t, people, async () => {
      const res = await t.api.as(lister.cookie).patch(`/api/dogs/${dog.id}`, { status: 'adopted' });
      expect(res.statusCode, res.body).toBe(200);
    });
    const closed = { kind: 'application-closed', link: `/dogs/${dog.id}` } as const;
    expectNotified(got, { adopter: closed, otherAdopter: closed });
  });

  it("notifies every applicant when the dog is removed, linking to the lister's notice (the dog has no page)", async () => {
    const { dog, people, lister, adopter } = await world();
    const got = await notifiedBy(t, people, async () => {
      expect((await t.api.as(lister.cookie).delete(`/api/dogs/${dog.id}`)).statusCode).toBe(204);
    });
    const [conversation] = await t.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.adopterId, adopter.userId), eq(conversations.dogId, dog.id)));
    expectNotified(got, {
      adopter: { kind: 'application-closed', link: `/messages/${conversation!.id}` },
      otherAdopter: { kind: 'application-closed', link: expect.stringMatching(/^\/messages\//) },
    });
    expect(got.adopter[0]?.body).toBe(`${dog.name} is no longer listed.`);
  });
});
