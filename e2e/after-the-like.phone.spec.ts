// After the like on a phone: the shelter's dashboard with an application and a tour to
// answer, and the adopter's dog page with its action bar, fit the screen without sideways
// scrolling.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/**
 * How far the page is wider than the phone. Not window.innerWidth: on a mobile browser the
 * layout viewport grows to fit content that is too wide, so that would always say 0.
 */
const sidewaysOverflow = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) - page.viewportSize()!.width;

test('a dashboard with an application and a tour, and a dog page with its action bar, fit a phone', async ({
  newShelter,
  newAdopter,
}) => {
  const shelter = await newShelter({ name: 'Pocket Sized Pups of Central Texas', town: 'Austin, TX' });
  const dogId = await shelter.addDog({ name: 'Bartholomew' });
  const pat = await newAdopter({ name: 'Patricia Longname-Applicant' });
  expect(pat.page.viewportSize()?.width).toBe(390);

  const applied = await pat.page.request.post('/api/adoption-journeys', { data: { dogId } });
  expect(applied.status()).toBe(201);
  const { id: journeyId } = (await applied.json()) as { id: string };
  const scheduled = await shelter.page.request.patch(`/api/adoption-journeys/${journeyId}`, {
    data: { action: 'schedule_home_visit', at: new Date(Date.now() + 5 * 86_400_000).toISOString() },
  });
  expect(scheduled.ok()).toBe(true);
  const tour = await pat.page.request.post('/api/virtual-tours', {
    data: {
      dogId,
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      notes: 'A long note about our two cats, our garden and our very long walks by the river.',
    },
  });
  expect(tour.status()).toBe(201);

  await shelter.page.goto('/shelter-dashboard');
  await expect(shelter.page.getByRole('heading', { name: 'Patricia Longname-Applicant' })).toBeVisible();
  await expect(shelter.page.getByRole('region', { name: 'Virtual Tours' })).toContainText('Bartholomew');
  expect(await sidewaysOverflow(shelter.page)).toBe(0);

  await pat.page.goto(`/dogs/${dogId}`);
  const actions = pat.page.getByRole('toolbar', { name: 'Actions for Bartholomew' });
  await expect(actions.getByRole('button', { name: 'Your Adoption Journey' })).toBeInViewport();
  await expect(actions.getByRole('button', { name: 'Like Bartholomew' })).toBeInViewport();
  expect(await sidewaysOverflow(pat.page)).toBe(0);
});
