import { expect, test } from './fixtures';
import { GUEST_SWIPES_KEY } from '@scout/domain/constants';
import { showAnErrorToast } from './helpers';

test.describe('app shell', () => {
  test('an unknown route shows Page Not Found with a way to /discover', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page
      .getByRole('link', { name: /discover/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/discover$/);
  });

  test('every route of the spec is registered', async ({ page }) => {
    const routes = [
      '/onboarding',
      '/migrate-guest-data',
      '/shelter-onboarding',
      '/owner-onboarding',
      '/shelter-dashboard',
      '/owner-dashboard',
      '/dog-form',
      '/discover',
      '/dogs/123',
      '/map',
      '/chat',
      '/messages',
      '/messages/123',
      '/profile',
      '/settings',
      '/shelters/123',
    ];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), route).toHaveCount(0);
    }
  });

  test('the header has the logo to /profile and a menu with Profile, Settings and Sign In when signed out', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect(page.getByRole('banner').getByRole('link', { name: /Scout/ })).toHaveAttribute('href', '/profile');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
  });

  test('navigation is hidden on the onboarding routes and the dog form', async ({ page }) => {
    // /migrate-guest-data is checked below: without guest data it goes straight to /discover.
    for (const route of ['/onboarding', '/shelter-onboarding', '/owner-onboarding', '/dog-form']) {
      await page.goto(route);
      await expect(page.getByRole('navigation', { name: 'Main' }), route).toHaveCount(0);
    }
    await page.goto('/map');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a toast shows one at a time, bottom right on a wide screen, and F8 focuses it', async ({
    adopter: { page },
  }) => {
    const toast = await showAnErrorToast(page);
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 64);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 64);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label^="Notifications"]'))))
      .toBe(true);
  });

  test('navigation is hidden on /migrate-guest-data while it has guest data to move', async ({ page }) => {
    await page.addInitScript((key) => {
      window.localStorage.setItem(
        key,
        JSON.stringify([{ dogId: '00000000-0000-4000-8000-000000000000', direction: 'right', timestamp: 1 }]),
      );
    }, GUEST_SWIPES_KEY);
    await page.goto('/migrate-guest-data');
    // A guest has no account to move the swipe into, so the page stays with its outcome.
    await expect(page.getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});
