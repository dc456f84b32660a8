import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test, type Adopter } from './fixtures';
import { signUpThroughLogin } from './helpers';
import { surveyAnswers } from './request-bodies';

const ANSWERS = surveyAnswers({
  livingSituation: 'apartment',
  otherPets: 'dogs',
  activityLevel: 'high',
  workSchedule: 'office_full_time',
  exerciseCommitment: 'daily_vigorous',
  experienceLevel: 'very_experienced',
  householdComposition: 'kids_6_12',
  preferredAge: ['puppy', 'young'],
  preferredEnergy: ['high'],
});

const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });

/** The adopter's answers saved as their profile, and /profile open. */
async function withProfile({ page, saveSurvey }: Adopter) {
  await saveSurvey(ANSWERS);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

async function serverProfile(page: Page) {
  const res = await page.request.get('/api/profile');
  expect(res.status()).toBe(200);
  return (await res.json()) as typeof ANSWERS;
}

test.describe('profile', () => {
  test('a guest, even one who took the survey, is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((answers) => localStorage.setItem('scout.guestProfile', JSON.stringify(answers)), ANSWERS);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to view your profile')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an adopter without a profile is sent to onboarding', async ({ adopter: { page } }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'No Profile Found' })).toBeVisible();
    await expect(page.getByText('Complete onboarding to create your profile')).toBeVisible();
    await page.getByRole('link', { name: 'Start Onboarding' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('shows the lifestyle, preferences and honest learned preferences in words', async ({ page, adopter }) => {
    await withProfile(adopter);
    await expect(page.getByRole('heading', { name: 'Your Lifestyle' })).toBeVisible();
    for (const text of [
      'Apartment',
      'No',
      'Very active',
      'Full-time away',
      'Very experienced',
      'Dogs',
      'Kids aged 6-12',
    ]) {
      await expect(page.getByRole('definition').getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText('No preference set')).toBeVisible(); // no size preference
    await expect(page.getByText('Puppy', { exact: true })).toBeVisible();
    await expect(page.getByText('High energy', { exact: true })).toBeVisible();
    await expect(page.getByText('Swipe more dogs to learn your taste')).toBeVisible();
    await expect(page.getByText('30.2672, -97.7431')).toBeVisible();
  });

  test('the search radius is local until Update, then saved', async ({ page, adopter }) => {
    await withProfile(adopter);
    const slider = page.getByLabel('Search radius');
    await expect(slider).toHaveValue('25');
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await slider.fill('40');
    await expect(page.getByText('40 miles', { exact: true })).toBeVisible();
    expect((await serverProfile(page)).searchRadius).toBe(25);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toastWith(page, 'Search radius updated')).toBeVisible();
    expect((await serverProfile(page)).searchRadius).toBe(40);
    await page.reload();
    await expect(page.getByLabel('Search radius')).toHaveValue('40');
  });

  test('a city search moves the location; an unknown place says so', async ({ page, adopter }) => {
    await withProfile(adopter);
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled(); // empty text
    await page.getByLabel('City or address').fill('   ');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await page.getByLabel('City or address').fill('Dallas, TX');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(toastWith(page, 'Location Updated')).toContainText('Your location has been updated successfully.');
    const saved = await serverProfile(page);
    expect(saved.latitude).toBeCloseTo(32.78, 1);
    expect(saved.longitude).toBeCloseTo(-96.8, 1);
    await expect(page.getByTestId('profile-coordinates')).toContainText(saved.latitude.toFixed(4));

    await page.getByLabel('City or address').fill('Nowhere Land Qqq');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(toastWith(page, 'Location not found')).toContainText('Please try a different city name or address.');
    expect((await serverProfile(page)).latitude).toBe(saved.latitude);
  });

  test('the GPS button saves the browser position', async ({ page, adopter, context }) => {
    await withProfile(adopter);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 29.7604, longitude: -95.3698 });
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expect(toastWith(page, 'Location Updated')).toBeVisible();
    await expect(page.getByTestId('profile-coordinates')).toContainText('29.7604, -95.3698');
  });

  test('Reset All Swipes asks first, then clears every swipe', async ({ page, adopter }) => {
    await withProfile(adopter);
    const dogs = (await (await page.request.get('/api/dogs?limit=2')).json()) as Array<{ id: string }>;
    for (const dog of dogs) {
      expect((await page.request.post('/api/swipes', { data: { dogId: dog.id, direction: 'right' } })).ok()).toBe(true);
    }
    expect(((await (await page.request.get('/api/swipes')).json()) as unknown[]).length).toBe(dogs.length);
    await page.getByRole('button', { name: 'Reset All Swipes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset all swipes?' });
    await dialog.getByRole('button', { name: 'Reset Swipes' }).click();
    await expect(toastWith(page, 'Swipes Reset')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await (await page.request.get('/api/swipes')).json()).toEqual([]);
  });

  test('Learned Preferences says what the swipes taught, the deck ranks with it, and Reset All Swipes forgets it', async ({
    page,
    adopter,
  }) => {
    await withProfile(adopter);
    await expect(page.getByText('Swipe more dogs to learn your taste')).toBeVisible();
    type ListedDog = { id: string; name: string; temperament: string[] };
    const dogs = (await (await page.request.get('/api/dogs?limit=200')).json()) as ListedDog[];
    const calm = dogs.filter((d) => d.temperament.includes('calm')).slice(0, 8);
    const others = dogs.filter((d) => !d.temperament.includes('calm')).slice(0, 8);
    expect(calm.length).toBe(8);
    for (const [list, direction] of [
      [calm, 'right'],
      [others, 'left'],
    ] as const) {
      for (const dog of list)
        expect((await page.request.post('/api/swipes', { data: { dogId: dog.id, direction } })).ok()).toBe(true);
    }

    await page.reload();
    const favours = page.getByRole('list', { name: 'You seem to favour' });
    await expect(favours.getByText('Calm temperament', { exact: true })).toBeVisible();
    await expect(page.getByText('Based on 8 likes and 8 passes.', { exact: false })).toBeVisible();
    // The deck's reasons use the same taste.
    const deck = (await (await page.request.get('/api/dogs/discover')).json()) as { compatibilityReasons: string[] }[];
    expect(deck.some((d) => d.compatibilityReasons.includes('You tend to like calm dogs'))).toBe(true);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Reset All Swipes' }).click();
    await page.getByRole('dialog', { name: 'Reset all swipes?' }).getByRole('button', { name: 'Reset Swipes' }).click();
    await expect(page.getByText('Swipe more dogs to learn your taste')).toBeVisible();
    await expect(favours).toHaveCount(0);
  });

  test('Logout ends the session', async ({ page, adopter }) => {
    await withProfile(adopter);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('a shelter sees where its dashboard and settings are', async ({ page }) => {
    await signUpThroughLogin(page, 'shelter');
    await expect(page).toHaveURL(/\/shelter-onboarding$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  test('has no serious accessibility violations', async ({ page, adopter }) => {
    await withProfile(adopter);
    await expect(page.getByText('Swipe more dogs to learn your taste')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
