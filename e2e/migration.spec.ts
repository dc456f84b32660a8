import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughLogin } from './helpers';

const GUEST_PROFILE_KEY = 'scout.guestProfile';
const GUEST_SWIPES_KEY = 'scout.guestSwipes';

const ANSWERS = {
  livingSituation: 'house_large_yard',
  otherPets: 'none',
  activityLevel: 'high',
  workSchedule: 'home_all_day',
  exerciseCommitment: 'daily_vigorous',
  experienceLevel: 'some_experience',
  householdComposition: 'adults',
  preferredSize: ['large'],
  preferredAge: ['young'],
  preferredEnergy: ['high'],
  searchRadius: 50,
  latitude: 30.2672,
  longitude: -97.7431,
};

/** Leaves survey answers and three swipes (two likes) in this browser, as a guest would. */
async function leaveGuestData(page: Page) {
  const dogs = (await (await page.request.get('/api/dogs?limit=3')).json()) as Array<{ id: string }>;
  expect(dogs).toHaveLength(3);
  const swipes = dogs.map((dog, i) => ({
    dogId: dog.id,
    direction: i === 1 ? 'left' : 'right',
    timestamp: 1_700_000_000_000 + i,
  }));
  await page.goto('/');
  await page.evaluate(
    ({ keys, answers, swipes }) => {
      localStorage.setItem(keys.profile, JSON.stringify(answers));
      localStorage.setItem(keys.swipes, JSON.stringify(swipes));
    },
    { keys: { profile: GUEST_PROFILE_KEY, swipes: GUEST_SWIPES_KEY }, answers: ANSWERS, swipes },
  );
  return swipes;
}

const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

async function serverSwipes(page: Page) {
  return ((await (await page.request.get('/api/swipes')).json()) as Array<{ dogId: string; direction: string }>)
    .map(({ dogId, direction }) => ({ dogId, direction }))
    .sort((a, b) => a.dogId.localeCompare(b.dogId));
}

const plain = (swipes: Array<{ dogId: string; direction: string }>) =>
  swipes.map(({ dogId, direction }) => ({ dogId, direction })).sort((a, b) => a.dogId.localeCompare(b.dogId));

test.describe('guest migration', () => {
  test("a guest's answers and swipes move to the new account", async ({ page }) => {
    const swipes = await leaveGuestData(page);
    await signUpThroughLogin(page, 'adopter');
    await expect(page.getByRole('heading', { name: 'All set!' })).toBeVisible();
    await expect(page.getByText('Your 2 matches and preferences have been saved').first()).toBeVisible();
    await expect(page).toHaveURL(/\/discover$/);

    const profile = await page.request.get('/api/profile');
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({ ...ANSWERS, homeType: 'house', hasYard: true, hasOtherPets: false });
    expect(await serverSwipes(page)).toEqual(plain(swipes));
    expect(await stored(page, GUEST_PROFILE_KEY)).toBeNull();
    expect(await stored(page, GUEST_SWIPES_KEY)).toBeNull();
  });

  test('a swipe that fails is kept for Retry Migration, which then succeeds', async ({ page }) => {
    const swipes = await leaveGuestData(page);
    const failing = swipes[2]!;
    let failedOnce = false;
    await page.route('**/api/swipes', async (route) => {
      const body = route.request().postDataJSON() as { dogId?: string } | null;
      if (route.request().method() === 'POST' && body?.dogId === failing.dogId && !failedOnce) {
        failedOnce = true;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal Server Error"}',
        });
        return;
      }
      await route.continue();
    });

    await signUpThroughLogin(page, 'adopter');
    await expect(page.getByRole('heading', { name: 'Partial Migration' })).toBeVisible();
    await expect(
      page.getByText("Saved 2 of 3 matches and preferences. 1 match(es) couldn't be migrated - you can retry."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
    expect(await stored(page, GUEST_PROFILE_KEY)).toBeNull();
    expect(await stored(page, GUEST_SWIPES_KEY)).toEqual([failing]);
    expect(await serverSwipes(page)).toEqual(plain(swipes.slice(0, 2)));

    await page.getByRole('button', { name: 'Retry Migration' }).click();
    await expect(page.getByRole('heading', { name: 'All set!' })).toBeVisible();
    await expect(page).toHaveURL(/\/discover$/);
    expect(await serverSwipes(page)).toEqual(plain(swipes));
    expect(await stored(page, GUEST_SWIPES_KEY)).toBeNull();
  });

  test('when nothing can be saved it says so and keeps everything', async ({ page }) => {
    const swipes = await leaveGuestData(page);
    await page.route('**/api/swipes', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await signUpThroughLogin(page, 'adopter');
    await expect(page.getByRole('heading', { name: 'Migration Failed' })).toBeVisible();
    await expect(
      page.getByText("Couldn't save your data. Your matches and preferences have been preserved for retry."),
    ).toBeVisible();
    expect(await stored(page, GUEST_PROFILE_KEY)).toMatchObject({ livingSituation: 'house_large_yard' });
    expect(await stored(page, GUEST_SWIPES_KEY)).toEqual(swipes);
    await page.getByRole('button', { name: 'Continue Anyway' }).click();
    await expect(page).toHaveURL(/\/discover$/);
  });
});
