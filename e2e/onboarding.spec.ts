import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { waitForApp } from './helpers';

const GUEST_PROFILE_KEY = 'scout.guestProfile';
const DALLAS = { latitude: 32.7767, longitude: -96.797 };

const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });

async function pick(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).click();
}

/** Answers the whole survey from /onboarding, checking the counter, the bar and the Continue rules on the way. */
async function answerSurvey(page: Page, { useBack = false } = {}) {
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'What brings you to Scout today?' })).toBeVisible();
  await expect(page.getByText('Choose the path that describes you best')).toBeVisible();
  await expect(page.getByText('Step 2 of 13')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '8');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await pick(page, "I'm looking to adopt");

  await expect(page.getByText('Step 3 of 13')).toBeVisible();
  await pick(page, 'House with a small yard');
  await expect(page.getByText('Step 4 of 13')).toBeVisible();
  if (useBack) {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 3 of 13')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'House with a small yard', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await pick(page, 'House with a large yard');
    await expect(page.getByText('Step 4 of 13')).toBeVisible();
  }
  await pick(page, 'Cats');
  await expect(page.getByText('Step 5 of 13')).toBeVisible();
  await expect(page.getByText('Couch companion')).toBeVisible();
  await pick(page, 'Moderately active');
  await expect(page.getByText('Step 6 of 13')).toBeVisible();
  await expect(page.getByText('4-6 hours away')).toBeVisible();
  await pick(page, 'Hybrid');
  await expect(page.getByText('Step 7 of 13')).toBeVisible();
  await pick(page, 'A few times a week');
  await expect(page.getByText('Step 8 of 13')).toBeVisible();
  await pick(page, 'Some experience');
  await expect(page.getByText('Step 9 of 13')).toBeVisible();
  await pick(page, 'Adults only');

  await expect(page.getByText('Step 10 of 13')).toBeVisible();
  await expect(page.getByText('Under 25 lbs')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeEnabled(); // the size step may be skipped
  await page.getByRole('checkbox', { name: 'Medium', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Medium', exact: true })).toHaveAttribute('aria-checked', 'true');
  await next.click();

  await expect(page.getByText('Step 11 of 13')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Young', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Adult', exact: true }).click();
  await next.click();

  await expect(page.getByText('Step 12 of 13')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Medium energy', exact: true }).click();
  await next.click();

  await expect(page.getByText('Step 13 of 13')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(next).toBeDisabled();
  await pick(page, '50 miles');
  await expect(page.getByText('Step 13 of 13')).toBeVisible(); // searchRadius waits for Continue
  await next.click();
}

const EXPECTED_ANSWERS = {
  otherPets: 'cats',
  activityLevel: 'moderate',
  workSchedule: 'hybrid',
  exerciseCommitment: 'few_times_week',
  experienceLevel: 'some_experience',
  householdComposition: 'adults',
  preferredSize: ['medium'],
  preferredAge: ['young', 'adult'],
  preferredEnergy: ['medium'],
  searchRadius: 50,
};

test.describe('onboarding wizard', () => {
  test('a guest answers all 11 questions (using Back once), shares their location and lands on /discover', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DALLAS);
    await answerSurvey(page, { useBack: true });
    await expect(toastWith(page, "You're all set!")).toContainText("Let's find your perfect match");
    await expect(page).toHaveURL(/\/discover$/);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), GUEST_PROFILE_KEY);
    expect(stored).toMatchObject({ ...EXPECTED_ANSWERS, livingSituation: 'house_large_yard', ...DALLAS });
  });

  test('a guest who denies location gets the default one', async ({ page, context }) => {
    await context.clearPermissions();
    await answerSurvey(page);
    await expect(toastWith(page, 'Location access unavailable')).toContainText(
      "No worries! We'll use a default location for now.",
    );
    await expect(page).toHaveURL(/\/discover$/);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), GUEST_PROFILE_KEY);
    expect(stored).toMatchObject({ livingSituation: 'house_small_yard', latitude: 30.2672, longitude: -97.7431 });
  });

  test("a signed-in adopter's answers are saved on the server", async ({ adopter: { page }, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DALLAS);
    await answerSurvey(page);
    await expect(page).toHaveURL(/\/discover$/);
    const res = await page.request.get('/api/profile');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      ...EXPECTED_ANSWERS,
      livingSituation: 'house_small_yard',
      homeType: 'house',
      hasYard: true,
      ...DALLAS,
    });
    // Edit Profile starts from the saved answers.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await pick(page, "I'm looking to adopt");
    await expect(page.getByRole('radio', { name: 'House with a small yard', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('choosing shelter while signed out goes to sign-in for a shelter account', async ({ page }) => {
    await page.goto('/onboarding');
    await pick(page, "I'm a shelter organization");
    await expect(page).toHaveURL(/\/login\?intended_role=shelter$/);
  });

  test('choosing to rehome while signed out goes to sign-in for an owner account', async ({ page }) => {
    await page.goto('/onboarding');
    await pick(page, 'I need to rehome my dog');
    await expect(page).toHaveURL(/\/login\?intended_role=owner$/);
  });

  test('the cards work from the keyboard', async ({ page }) => {
    await page.goto('/onboarding');
    await waitForApp(page);
    await page.getByRole('radio', { name: "I'm looking to adopt" }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 3 of 13')).toBeVisible();
    await page.getByRole('radio', { name: 'Apartment', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'House without a yard', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('Step 4 of 13')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page.getByText('Step 2 of 13')).toBeVisible();
    await expectNoSeriousViolations(page);
    await pick(page, "I'm looking to adopt");
    await expect(page.getByText('Step 3 of 13')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
