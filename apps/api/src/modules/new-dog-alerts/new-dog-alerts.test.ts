// Who a new dog alerts (product §16.5): adopters with alerts on, whose radius holds the dog,
// for whom it scores at or above their threshold with the deck's engine; once each.
import { DEFAULT_LOCATION, type AlertMode } from '@scout/domain';
import { scoreOnly, distanceMiles } from '@scout/domain/matching';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSettings, swipes, type DogRecord } from '../../db/schema/index.ts';
import {
  createAdopterProfile,
  createDog,
  createLister,
  createUser,
  type CreateAdopterProfileOptions,
} from '../../db/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { fanOutNewDogAlerts, type NewDogAlert } from './new-dog-alerts.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

/** An adopter in Austin (unless moved) with these alert settings. */
async function adopter(
  alerts: { mode: AlertMode; threshold?: number },
  profile: Partial<CreateAdopterProfileOptions> = {},
) {
  const { db } = database;
  const user = await createUser(db, { role: 'adopter', onboarded: true });
  const record = await createAdopterProfile(db, { userId: user.id, ...profile });
  await db
    .insert(notificationSettings)
    .values({ userId: user.id, alertMode: alerts.mode, alertThreshold: alerts.threshold ?? 50 });
  return { user, profile: record };
}

async function alertsFor(userId: string) {
  return database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('fanOutNewDogAlerts', () => {
  let dog: DogRecord;
  beforeAll(async () => {
    const lister = await createLister(database.db, {
      latitude: DEFAULT_LOCATION.latitude,
      longitude: DEFAULT_LOCATION.longitude,
    });
    dog = await createDog(database.db, {
      listerId: lister.id,
      name: 'Juniper',
      breed: 'Border Collie Mix',
      goodWithKids: false,
      specialNeeds: null,
      energyLevel: 'moderate',
    });
  });

  it('alerts exactly the adopters the dog suits, once, and hands instant ones to email', async () => {
    const instant = await adopter({ mode: 'instant' });
    const daily = await adopter({ mode: 'daily' });
    const off = await adopter({ mode: 'off' });
    // Denver: 770 miles away, far beyond a 100-mile radius.
    const far = await adopter({ mode: 'instant' }, { latitude: 39.74, longitude: -104.99, searchRadius: 100 });
    // Kids under 6 and a dog not good with kids: a hard limit, so a score below any threshold.
    const hardLimit = await adopter({ mode: 'instant' }, { householdComposition: 'kids_0_5' });
    const exacting = await adopter({ mode: 'instant', threshold: 100 });
    const swiped = await adopter({ mode: 'instant' });
    await database.db.insert(swipes).values({ adopterId: swiped.user.id, dogId: dog.id, direction: 'left' });

    const emailed: NewDogAlert[] = [];
    const result = await fanOutNewDogAlerts(database.db, dog.id, async (alerts) => void emailed.push(...alerts));

    const expected = scoreOnly(instant.profile, { ...dog, distance: distanceMiles(instant.profile, dog) }).score;
    expect(expected).toBeLessThan(100);
    const [alert] = await alertsFor(instant.user.id);
    expect(alert).toMatchObject({
      kind: 'new-dog',
      dogId: dog.id,
      link: `/dogs/${dog.id}`,
      title: 'New match near you: Juniper',
      body: `Juniper, a Border Collie Mix less than a mile away, is ${expected >= 80 && expected < 90 ? 'an' : 'a'} ${expected}% match for you.`,
      readAt: null,
    });
    expect(await alertsFor(daily.user.id)).toHaveLength(1);
    for (const other of [off, far, hardLimit, exacting, swiped]) expect(await alertsFor(other.user.id)).toEqual([]);
    expect(emailed.map((a) => [a.userId, a.mode]).sort()).toEqual(
      [
        [instant.user.id, 'instant'],
        [daily.user.id, 'daily'],
      ].sort(),
    );
    expect(result.alerted).toBe(2);

    // Run again (a retried job): nobody is alerted twice, nothing new to email.
    const again: NewDogAlert[] = [];
    const second = await fanOutNewDogAlerts(database.db, dog.id, async (alerts) => void again.push(...alerts));
    expect(second.alerted).toBe(0);
    expect(again).toEqual([]);
    expect(await alertsFor(instant.user.id)).toHaveLength(1);
  });

  it('pages through adopters a page at a time and alerts each of them', async () => {
    const lister = await createLister(database.db, { latitude: 30.5, longitude: -97.9 });
    const pagedDog = await createDog(database.db, { listerId: lister.id, specialNeeds: null, goodWithKids: true });
    const many = [];
    for (let i = 0; i < 7; i++) many.push(await adopter({ mode: 'instant' }, { latitude: 30.5, longitude: -97.9 }));
    const seen: string[] = [];
    await fanOutNewDogAlerts(
      database.db,
      pagedDog.id,
      async (alerts) => void seen.push(...alerts.map((a) => a.userId)),
      3,
    );
    for (const { user } of many) expect(seen).toContain(user.id);
  });

  it("counts the adopter's learned taste, as the deck does", async () => {
    const { db } = database;
    const lister = await createLister(db, { latitude: 29.42, longitude: -98.49 });
    const like = { listerId: lister.id, size: 'small' as const, energyLevel: 'low' as const, specialNeeds: null };
    const newDog = await createDog(db, { ...like, goodWithKids: true, temperament: ['calm'] });
    const here = { latitude: 29.42, longitude: -98.49 };
    const survey = scoreOnly((await adopter({ mode: 'off' }, here)).profile, { ...newDog, distance: 0 }).score;
    expect(survey).toBeLessThan(100);
    // Just out of reach on the survey alone, until 20 likes of small calm dogs and 20 passes of large lively ones teach it.
    const learner = await adopter({ mode: 'instant', threshold: survey + 1 }, here);
    const plain = await adopter({ mode: 'instant', threshold: survey + 1 }, here);
    for (let i = 0; i < 20; i++) {
      const liked = await createDog(db, { ...like, goodWithKids: true, temperament: ['calm'] });
      const passed = await createDog(db, {
        listerId: lister.id,
        size: 'large',
        energyLevel: 'very_high',
        temperament: ['energetic'],
      });
      await db.insert(swipes).values([
        { adopterId: learner.user.id, dogId: liked.id, direction: 'right' },
        { adopterId: learner.user.id, dogId: passed.id, direction: 'left' },
      ]);
    }
    await fanOutNewDogAlerts(db, newDog.id);
    expect(await alertsFor(learner.user.id)).toHaveLength(1);
    expect(await alertsFor(plain.user.id)).toEqual([]);
  });

  it('never alerts a home with a cat to a dog not good with cats, however many such dogs they liked', async () => {
    const { db } = database;
    const here = { latitude: 32.78, longitude: -96.8 };
    const lister = await createLister(db, here);
    const fit = {
      listerId: lister.id,
      size: 'medium' as const,
      ageCategory: 'adult' as const,
      energyLevel: 'moderate' as const,
      temperament: ['friendly' as const, 'loyal' as const],
      goodWithKids: true,
      goodWithDogs: true,
      specialNeeds: null,
    };
    const chaser = await createDog(db, { ...fit, name: 'Pounce', goodWithCats: false });
    // The lowest threshold anyone can choose.
    const catHome = await adopter({ mode: 'instant', threshold: 50 }, { ...here, otherPets: 'cats' });
    const catLover = await adopter({ mode: 'instant', threshold: 50 }, { ...here, otherPets: 'both' });
    const noCat = await adopter({ mode: 'instant', threshold: 50 }, { ...here, otherPets: 'dogs' });
    for (let i = 0; i < 20; i++) {
      const liked = await createDog(db, { ...fit, goodWithCats: false });
      const passed = await createDog(db, { ...fit, goodWithCats: true });
      await db.insert(swipes).values([
        { adopterId: catLover.user.id, dogId: liked.id, direction: 'right' },
        { adopterId: catLover.user.id, dogId: passed.id, direction: 'left' },
      ]);
    }
    expect(scoreOnly(catHome.profile, { ...chaser, distance: 0 })).toMatchObject({ brokenHardLimits: 1 });
    await fanOutNewDogAlerts(db, chaser.id);
    expect(await alertsFor(catHome.user.id)).toEqual([]);
    expect(await alertsFor(catLover.user.id)).toEqual([]);
    // Without a cat at home the same dog is a good match.
    expect(await alertsFor(noCat.user.id)).toHaveLength(1);
  });

  it('alerts nobody for a dog that is not available', async () => {
    const someone = await adopter({ mode: 'instant' });
    const adopted = await createDog(database.db, { status: 'adopted', specialNeeds: null, goodWithKids: true });
    const result = await fanOutNewDogAlerts(database.db, adopted.id);
    expect(result).toEqual({ considered: 0, alerted: 0 });
    expect(await alertsFor(someone.user.id)).toEqual([]);
  });
});
