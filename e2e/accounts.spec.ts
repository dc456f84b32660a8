import { expect, test } from './fixtures';
import { currentUser, signIn, signUpThroughLogin } from './helpers';

test.describe('accounts', () => {
  test('an adopter signs up, passes /migrate-guest-data and lands on /discover', async ({ page }) => {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    const { email } = await signUpThroughLogin(page, 'adopter', 'Ada Adopter');
    await expect(page).toHaveURL(/\/discover$/);
    expect(seen).toContain('/migrate-guest-data');
    expect(await currentUser(page)).toMatchObject({ role: 'adopter', email, onboarded: false });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Discover' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Map' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  });

  test('signing up through intended_role=shelter gives a shelter account on /shelter-onboarding', async ({ page }) => {
    const { email } = await signUpThroughLogin(page, 'shelter', 'Hill Country Hounds');
    await expect(page).toHaveURL(/\/shelter-onboarding$/);
    expect(await currentUser(page)).toMatchObject({ role: 'shelter', email });
  });

  test('signing up through intended_role=owner gives an owner account on /owner-onboarding', async ({ page }) => {
    await signUpThroughLogin(page, 'owner', 'Olive Owner');
    await expect(page).toHaveURL(/\/owner-onboarding$/);
    expect(await currentUser(page)).toMatchObject({ role: 'owner' });
  });

  test('the demo shelter signs in to its dashboard and sees the shelter navigation', async ({ page }) => {
    await signIn(page, 'shelter@scout.demo');
    await expect(page).toHaveURL(/\/shelter-dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/shelter-dashboard');
    await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveCount(0);
  });

  test('a wrong password shows the server’s message and keeps the email', async ({ page }) => {
    await signIn(page, 'adopter@scout.demo', 'not the password');
    await expect(page.getByRole('alert')).toContainText(/invalid/i);
    await expect(page.getByLabel('Email')).toHaveValue('adopter@scout.demo');
  });

  test('Sign Out in the header menu ends the session and returns to /', async ({ adopter: { page } }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await currentUser(page)).toBeNull();
    await page.goto('/discover');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' })).toHaveCount(0);
  });

  test('Delete account in Settings asks first, then removes the account', async ({
    adopter: { page, email, password },
  }) => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await currentUser(page)).toBeNull();
    await signIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText(/invalid/i);
  });
});
