// Adoption journeys from the lister's side: walking an application to completion one step
// at a time (home visit, meet & greet, adoption), refusing skipped steps and past times.
import { JOURNEY_TIME_IN_PAST_MESSAGE } from '@scout/domain';
import { stepBadge } from '@scout/domain/journey/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, expectMessage, inDays, journeyUrl, listedDog, step } from '../../testing/adoption-journey-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('PATCH /api/adoption-journeys/:id: the lister walks a journey to completion', () => {
  it('one step at a time, refusing skipped steps (409) and times in the past (400)', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const id = adopter.journey.id;
    const asLister = t.api.as(lister.cookie);

    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'complete_home_visit' }),
      409,
      'Schedule the home visit before marking it done.',
    );
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'schedule_meet_greet', at: inDays(5) }),
      409,
      'Complete the home visit before scheduling the meet & greet.',
    );
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'complete_meet_greet' }),
      409,
      'Complete the home visit before completing the meet & greet.',
    );
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'complete_adoption' }),
      409,
      'Complete the home visit before completing the adoption.',
    );

    const past = await asLister.patch(journeyUrl(id), { action: 'schedule_home_visit', at: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: JOURNEY_TIME_IN_PAST_MESSAGE,
      issues: [{ path: 'at', message: JOURNEY_TIME_IN_PAST_MESSAGE }],
    });
    expect((await asLister.patch(journeyUrl(id), { action: 'schedule_home_visit' })).statusCode).toBe(400);
    expect((await asLister.patch(journeyUrl(id), { action: 'fly_to_the_moon' })).statusCode).toBe(400);

    const firstVisit = inDays(2);
    expect(await step(t, lister.cookie, id, { action: 'schedule_home_visit', at: firstVisit })).toMatchObject({
      currentStep: 'home_visit',
      homeVisitScheduledAt: firstVisit,
    });
    const visit = new Date(Date.now() + 3 * 86_400_000);
    visit.setUTCMilliseconds(0);
    const rescheduled = await step(t, lister.cookie, id, {
      action: 'schedule_home_visit',
      at: visit.toISOString().replace('Z', '+00:00'),
    });
    expect(rescheduled.homeVisitScheduledAt).toBe(visit.toISOString());

    const visited = await step(t, lister.cookie, id, { action: 'complete_home_visit' });
    expect(visited).toMatchObject({ currentStep: 'meet_greet', homeVisitScheduledAt: visit.toISOString() });
    expect(visited.homeVisitCompletedAt).not.toBeNull();
    expect(stepBadge(visited)).toBe('Step 3 of 4');
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'schedule_home_visit', at: inDays(4) }),
      409,
      'The home visit is already done.',
    );
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'complete_meet_greet' }),
      409,
      'Schedule the meet & greet before marking it done.',
    );
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'complete_adoption' }),
      409,
      'Complete the meet & greet before completing the adoption.',
    );

    await step(t, lister.cookie, id, { action: 'schedule_meet_greet', at: inDays(6) });
    const met = await step(t, lister.cookie, id, { action: 'complete_meet_greet' });
    expect(met.currentStep).toBe('adoption');
    expect(met.meetGreetCompletedAt).not.toBeNull();
    expect(stepBadge(met)).toBe('Step 4 of 4');
    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'schedule_meet_greet', at: inDays(7) }),
      409,
      'The meet & greet is already done.',
    );

    const adopted = await step(t, lister.cookie, id, { action: 'complete_adoption' });
    expect(adopted).toMatchObject({ status: 'completed', currentStep: 'adoption' });
    expect(adopted.completedAt).not.toBeNull();
    expect(adopted.adoptionDate).toBe(adopted.completedAt);
    expect((await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json()).toEqual(adopted);

    expectMessage(
      await asLister.patch(journeyUrl(id), { action: 'complete_adoption' }),
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
