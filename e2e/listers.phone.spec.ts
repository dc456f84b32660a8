// The listers' screens on a phone (390 x 844, touch): the forms and the dashboard fit the
// screen without sideways scrolling, and the chips and photo picker work by tap.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughLogin } from './helpers';

/** A real 16x16 PNG (the same as in listers.spec.ts). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAB3klEQVR4nAXBoQ6AIABAQT/AbDaTzW42jNDcKBY3m0RtbhYLGw0iNCLR+r7Mu4apZeqYeibBNDCNTJJJMxmmjelgupgeJscUmHLD3DJ3zD2zYB6YR2bJrJkN88Z8MF/MD7NjDsy5QbWoDtWjBGpAjSiJ0iiD2lAH6kI9KIcKqNywtCwdS88iWAaWkUWyaBbDsrEcLBfLw+JYAktuWFvWjrVnFawD68gqWTWrYd1YD9aL9WF1rIE1N+wte8feswv2gX1kl+ya3bBv7Af7xf6wO/bAnhtsi+2wPVZgB+yIlViNNdgNe2Av7IN12IDNDWfL2XH2nIJz4Bw5JafmNJwb58F5cT6cjjNw5oa75e64e27BPXCP3JJbcxvujfvgvrgfbscduHPD2/J2vD2v4B14R17Jq3kN78Z78F68D6/jDby5wbf4Dt/jBX7Aj3iJ13iD3/AH/sI/eIcP+NwQW2JH7ImCOBBHoiRqoiFuxIN4ER+iIwZibkgtqSP1JEEaSCNJkjTJkDbSQbpID8mRAik3lJbSUXqKoAyUkSIpmmIoG+WgXJSH4iiBkhtqS+2oPVVQB+pIlVRNNdSNelAv6kN11EDNDV/L1/H1fIJv4Bv5JJ/mM3wb38F38T18ji/w5R849ZYQJ8tO/QAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone, a shelter onboards and lists a dog with a photo by tapping', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpThroughLogin(page, 'shelter', 'Pocket Paws');
  await expect(page).toHaveURL(/\/shelter-onboarding$/);
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Phone').fill('512-555-0177');
  await page.getByRole('button', { name: 'Create Shelter Profile' }).tap();

  await expect(page).toHaveURL(/\/shelter-dashboard$/);
  await expect(page.getByText('No dogs listed yet')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Add Dog', exact: true }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Add a Dog' })).toBeVisible();
  // No navigation bar on the form: it is one task.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill('Noodle');
  await page.getByLabel('Breed').fill('Dachshund');
  await page.getByLabel('Age (years)').fill('5');
  await page.getByLabel('Weight (lbs)').fill('12');
  const playful = page.getByRole('checkbox', { name: 'Playful', exact: true });
  await playful.tap();
  await expect(playful).toBeChecked();
  await page.getByRole('checkbox', { name: 'Cats', exact: true }).tap();
  await expect(page.getByRole('checkbox', { name: 'Cats', exact: true })).not.toBeChecked();
  await page.getByLabel('Bio').fill('Noodle is a long, low, loving dog who will share your pillow.');
  await page.getByLabel('Add photos').setInputFiles({ name: 'noodle.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', /^\/uploads\//);
  // Size followed the weight (small under 25 lbs) because it was never picked by hand.
  await expect(page.getByLabel('Size')).toHaveValue('small');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Create Dog Profile' }).tap();

  await expect(page).toHaveURL(/\/shelter-dashboard$/);
  const card = page.getByRole('article', { name: 'Noodle' });
  await expect(card.getByText('5 years · Small')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo of Noodle' })).toHaveAttribute('src', /^\/uploads\//);
  await expectNoSidewaysScroll(page);

  // The toast sits at the top on small screens (product §2).
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Success!' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box?.y ?? 999).toBeLessThan(200);
});
