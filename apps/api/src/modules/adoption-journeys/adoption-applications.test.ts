// The adoption application (decisions §12): the adopter's answers saved with the journey (with
// the start call or later, PUT .../application), editable until the lister's first step; who
// may change them; and the lister's view of an applicant: the dog's fit for them, in the words
// the adopter's own page for the dog uses, and their survey in a few lines. The documents:
// application-documents.test.ts; declining: adoption-journeys-decline.test.ts.
import {
  ADOPTER_ONLY_APPLICATION_MESSAGE,
  APPLICATION_LOCKED_MESSAGE,
  journeyListSchema,
  journeySchema,
  type Journey,
} from '@scout/domain';
import { distanceMiles, NO_TASTE, scoreDog } from '@scout/domain/matching';
import { summarizeSurvey } from '@scout/domain/survey/survey-summary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptionJourneys } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import {
  applicant,
  applicationUrl,
  expectMessage,
  inDays,
  listedDog,
  postDocument,
  step,
  TEST_PDF,
} from '../../testing/adoption-journey-world.ts';
import { applicationAnswers, surveyAnswers } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const start = (cookie: string, body: object) => t.api.as(cookie).post('/api/adoption-journeys', body);
const ownJourney = async (cookie: string, dogId: string) =>
  journeySchema.parse((await t.api.as(cookie).get(`/api/adoption-journeys/${dogId}`)).json());
const listerJourney = async (cookie: string, id: string): Promise<Journey> => {
  const res = await t.api.as(cookie).get('/api/adoption-journeys');
  expect(res.statusCode, res.body).toBe(200);
  const journey = journeyListSchema.parse(res.json()).find((j) => j.id === id);
  expect(journey).toBeDefined();
  return journey!;
};

describe('the answers', () => {
  it('come with the start call and are saved with the journey, editable, without a fit for the adopter', async () => {
    const { dog } = await listedDog(t);
    const adopter = await signUp(t.app, 'adopter');
    const answers = applicationAnswers();
    const before = Date.now();
    const res = await start(adopter.cookie, { dogId: dog.id, application: answers });
    expect(res.statusCode, res.body).toBe(201);
    const journey = journeySchema.parse(res.json());
    expect(journey).toMatchObject({
      application: answers,
      applicationEditable: true,
      documents: [],
      declineMessage: null,
      fit: null,
      adopterSurvey: null,
    });
    expect(Date.parse(journey.applicationUpdatedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await ownJourney(adopter.cookie, dog.id)).toEqual(journey);
  });

  it('may come later: none at first (the lister sees it incomplete), then PUT adds and replaces them', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    expect(adopter.journey).toMatchObject({ application: null, applicationUpdatedAt: null, applicationEditable: true });
    expect((await listerJourney(lister.cookie, adopter.journey.id)).application).toBeNull();

    const first = await t.api.as(adopter.cookie).put(applicationUrl(adopter.journey.id), applicationAnswers());
    expect(first.statusCode, first.body).toBe(200);
    const saved = journeySchema.parse(first.json());
    expect(saved.application).toEqual(applicationAnswers());
    const renting = applicationAnswers({
      homeOwnership: 'rent',
      landlordAllowsDogs: true,
      childrenAges: [],
      otherPets: [],
      vetReference: null,
    });
    const second = journeySchema.parse(
      (await t.api.as(adopter.cookie).put(applicationUrl(adopter.journey.id), renting)).json(),
    );
    expect(second.application).toEqual(renting);
    expect(Date.parse(second.applicationUpdatedAt!)).toBeGreaterThanOrEqual(Date.parse(saved.applicationUpdatedAt!));
    expect((await listerJourney(lister.cookie, adopter.journey.id)).application).toEqual(renting);
  });

  it('are stored as the contract reads them: no landlord answer for owners, a blank reference as none, text trimmed', async () => {
    const { dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const res = await t.api.as(adopter.cookie).put(applicationUrl(adopter.journey.id), {
      ...applicationAnswers(),
      landlordAllowsDogs: false,
      vetReference: '   ',
      whyThisDog: `  ${applicationAnswers().whyThisDog}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(journeySchema.parse(res.json()).application).toEqual(
      applicationAnswers({ landlordAllowsDogs: null, vetReference: null }),
    );
  });

  it("refuses answers that break the contract (400, the contract's words) and keeps the last good ones", async () => {
    const { dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const url = applicationUrl(adopter.journey.id);
    const cases: [object, string, string][] = [
      [{ whyThisDog: 'Cute!' }, 'whyThisDog', 'Why this dog must be at least 20 characters'],
      [
        { homeOwnership: 'rent', landlordAllowsDogs: null },
        'landlordAllowsDogs',
        'Say whether your landlord allows dogs',
      ],
      [{ adults: 0 }, 'adults', 'Adults must be between 1 and 20'],
      [{ childrenAges: [18] }, 'childrenAges.0', "Children's ages must be between 0 and 17"],
      [{ hoursAlone: 25 }, 'hoursAlone', 'Hours alone must be between 0 and 24'],
      [
        { otherPets: [{ kind: 'cat', vaccinated: true }] },
        'otherPets.0.spayedNeutered',
        'Say whether the pet is spayed or neutered',
      ],
    ];
    for (const [change, path, message] of cases) {
      const res = await t.api.as(adopter.cookie).put(url, { ...applicationAnswers(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    expect((await t.api.as(adopter.cookie).put(url, { ...applicationAnswers(), extra: 1 })).statusCode).toBe(400);
    expect((await ownJourney(adopter.cookie, dog.id)).application).toBeNull();

    // With the start call, bad answers start nothing.
    const other = await listedDog(t);
    const bad = await start(adopter.cookie, {
      dogId: other.dog.id,
      application: { ...applicationAnswers(), whyThisDog: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({
      path: 'application.whyThisDog',
      message: 'Why this dog must be at least 20 characters',
    });
    const rows = await t.database.db.select().from(adoptionJourneys).where(eq(adoptionJourneys.dogId, other.dog.id));
    expect(rows).toHaveLength(0);
  });

  it("lock at the lister's first step (409, and applicationEditable false on both sides)", async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const url = applicationUrl(adopter.journey.id);
    await step(t, lister.cookie, adopter.journey.id, { action: 'schedule_home_visit', at: inDays(2) });
    expectMessage(await t.api.as(adopter.cookie).put(url, applicationAnswers()), 409, APPLICATION_LOCKED_MESSAGE);
    expect((await ownJourney(adopter.cookie, dog.id)).applicationEditable).toBe(false);
    expect((await listerJourney(lister.cookie, adopter.journey.id)).applicationEditable).toBe(false);
    // The start call with answers is refused too; without them it answers the journey as it is.
    expectMessage(
      await start(adopter.cookie, { dogId: dog.id, application: applicationAnswers() }),
      409,
      APPLICATION_LOCKED_MESSAGE,
    );
    const asIs = await start(adopter.cookie, { dogId: dog.id });
    expect(asIs.statusCode).toBe(200);
    expect(journeySchema.parse(asIs.json()).application).toBeNull();
  });

  it('the start call with answers on an active, editable journey saves them (200, not a second application)', async () => {
    const { dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const res = await start(adopter.cookie, { dogId: dog.id, application: applicationAnswers() });
    expect(res.statusCode, res.body).toBe(200);
    expect(journeySchema.parse(res.json())).toMatchObject({
      id: adopter.journey.id,
      application: applicationAnswers(),
    });
  });

  it('cannot change once withdrawn; a restart keeps the answers (or takes new ones) and is editable again', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await signUp(t.app, 'adopter');
    const journey = journeySchema.parse(
      (await start(adopter.cookie, { dogId: dog.id, application: applicationAnswers() })).json(),
    );
    await step(t, lister.cookie, journey.id, { action: 'schedule_home_visit', at: inDays(2) });
    await step(t, adopter.cookie, journey.id, { action: 'withdraw' });
    expectMessage(
      await t.api.as(adopter.cookie).put(applicationUrl(journey.id), applicationAnswers()),
      409,
      'This application was withdrawn.',
    );
    const restarted = journeySchema.parse((await start(adopter.cookie, { dogId: dog.id })).json());
    expect(restarted).toMatchObject({ status: 'active', applicationEditable: true, application: applicationAnswers() });
    await step(t, adopter.cookie, journey.id, { action: 'withdraw' });
    const renewed = await start(adopter.cookie, { dogId: dog.id, application: applicationAnswers({ adults: 3 }) });
    expect(renewed.statusCode).toBe(201);
    expect(journeySchema.parse(renewed.json()).application?.adults).toBe(3);
  });
});

describe('who may change the answers', () => {
  it('only the adopter: 401 signed out; 404 for anyone else (before the body); 403 for the lister', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const url = applicationUrl(adopter.journey.id);
    const strangers = [
      (await signUp(t.app, 'adopter')).cookie,
      (await listedDog(t)).lister.cookie,
      (await signUpLister(t.app, t.database.db, 'owner')).cookie,
      (await signUp(t.app, 'shelter')).cookie,
    ];
    for (const body of [applicationAnswers(), { junk: true }]) {
      expect((await t.api.put(url, body)).statusCode).toBe(401);
      for (const cookie of strangers) {
        expectMessage(await t.api.as(cookie).put(url, body), 404, 'Adoption journey not found');
      }
      for (const id of ['not-a-uuid', '3f1c1e4a-9b7d-4c1e-8a55-1d2f3a4b5c6d']) {
        expectMessage(await t.api.as(adopter.cookie).put(applicationUrl(id), body), 404, 'Adoption journey not found');
      }
      expectMessage(await t.api.as(lister.cookie).put(url, body), 403, ADOPTER_ONLY_APPLICATION_MESSAGE);
    }
    expect((await ownJourney(adopter.cookie, dog.id)).application).toBeNull();
  });
});

describe("the lister's view of an applicant", () => {
  /** An adopter with a home with a toddler, who passed on dogs like `like` and liked others. */
  async function adopterWithTaste(lister: { listerId: string }, like: Parameters<typeof createDog>[1]) {
    const adopter = await signUp(t.app, 'adopter', { name: 'Tess Taste' });
    const survey = surveyAnswers({ householdComposition: 'kids_0_5', otherPets: 'cats', preferredAge: ['adult'] });
    expect((await t.api.as(adopter.cookie).put('/api/profile', survey)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) {
      const passed = await createDog(t.database.db, { ...like, listerId: lister.listerId, status: 'available' });
      const liked = await createDog(t.database.db, {
        listerId: lister.listerId,
        status: 'available',
        size: 'small',
        energyLevel: 'low',
        ageCategory: 'senior',
        temperament: ['calm', 'gentle'],
      });
      for (const [dogId, direction] of [
        [passed.id, 'left'],
        [liked.id, 'right'],
      ] as const) {
        expect((await t.api.as(adopter.cookie).post('/api/swipes', { dogId, direction })).statusCode).toBeLessThan(300);
      }
    }
    return { adopter, survey };
  }

  it("carries the dog's fit as the adopter's own page for it shows it (survey, learned taste, hard limits) and their survey", async () => {
    const { lister } = await listedDog(t);
    const traits: Parameters<typeof createDog>[1] = {
      size: 'large',
      energyLevel: 'high',
      ageCategory: 'young',
      temperament: ['energetic', 'playful'],
    };
    const dog = await createDog(t.database.db, {
      ...traits,
      listerId: lister.listerId,
      status: 'available',
      goodWithKids: false,
      goodWithCats: true,
      name: 'Rocket',
    });
    const { adopter, survey } = await adopterWithTaste(lister, traits);
    const journey = journeySchema.parse(
      (await start(adopter.cookie, { dogId: dog.id, application: applicationAnswers() })).json(),
    );

    const page = (await t.api.as(adopter.cookie).get(`/api/dogs/${dog.id}`)).json();
    const seen = await listerJourney(lister.cookie, journey.id);
    expect(seen.fit).toEqual({
      score: page.compatibilityScore,
      reasons: page.compatibilityReasons,
      hardLimits: ['Not good with kids under 6'],
    });
    expect(seen.fit!.score).toBeLessThanOrEqual(39);
    expect(seen.fit!.reasons[0]).toBe('Not good with young kids - you have kids under 6');
    // The adopter passed on dogs like this one: their taste lowers its score below the survey's alone.
    const surveyOnly = scoreDog(survey, { ...dog, distance: distanceMiles(survey, dog) }, NO_TASTE);
    expect(seen.fit!.score).toBeLessThan(surveyOnly.score);
    expect(seen.adopterSurvey).toEqual(summarizeSurvey(survey));
    expect(seen.adopterSurvey).toContain('Household: Kids aged 0-5');
    expect(seen.adopterName).toBe('Tess Taste');

    // The adopter's own views carry neither.
    expect(await ownJourney(adopter.cookie, dog.id)).toMatchObject({ fit: null, adopterSurvey: null });
    const own = journeyListSchema.parse((await t.api.as(adopter.cookie).get('/api/adoption-journeys')).json());
    expect(own.find((j) => j.id === journey.id)).toMatchObject({ fit: null, adopterSurvey: null });
  });

  it('has neither for an adopter without a profile', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    expect(await listerJourney(lister.cookie, adopter.journey.id)).toMatchObject({ fit: null, adopterSurvey: null });
  });

  it('costs the same few queries for many applications as for two (no query per journey)', async () => {
    const { lister, dog } = await listedDog(t);
    const second = await createDog(t.database.db, { listerId: lister.listerId, status: 'available' });
    const addApplicants = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const adopter = await signUp(t.app, 'adopter');
        await t.api.as(adopter.cookie).put('/api/profile', surveyAnswers());
        await t.api.as(adopter.cookie).post('/api/swipes', { dogId: second.id, direction: i % 2 ? 'left' : 'right' });
        const res = await start(adopter.cookie, {
          dogId: i % 2 ? dog.id : second.id,
          application: applicationAnswers(),
        });
        const journey = journeySchema.parse(res.json());
        const pdf = await postDocument(t, adopter.cookie, journey.id, [{ data: TEST_PDF, fileName: 'a.pdf' }]);
        expect(pdf.statusCode, pdf.body).toBe(201);
      }
    };
    const queriesOfList = async () => {
      const engine = t.database.pgliteInstance ?? t.database.pool!;
      const spy = vi.spyOn(engine, 'query');
      try {
        const res = await t.api.as(lister.cookie).get('/api/adoption-journeys');
        expect(res.statusCode).toBe(200);
        const journeys = journeyListSchema.parse(res.json());
        expect(journeys.every((j) => j.fit !== null && j.documents.length === 1)).toBe(true);
        return { queries: spy.mock.calls.length, journeys: journeys.length };
      } finally {
        spy.mockRestore();
      }
    };
    await addApplicants(2);
    const few = await queriesOfList();
    await addApplicants(6);
    const many = await queriesOfList();
    expect([few.journeys, many.journeys]).toEqual([2, 8]);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(6);
  });
});
