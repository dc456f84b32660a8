import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './a11y';

test.describe('landing page', () => {
  test('shows the spec’s sections and copy', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Scout/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of ['AI Compatibility', 'Swipe Discovery', 'Local Search', '5,000+', '94%', '500+']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/11-question survey|11 quick questions|11 questions/i).first()).toBeVisible();
  });

  test('Browse Dogs and Browse First go to /discover', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Dogs' }).first().click();
    await expect(page).toHaveURL(/\/discover$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse First' }).click();
    await expect(page).toHaveURL(/\/discover$/);
  });

  test('the assistant demo’s button goes to /messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Chat with Scout' }).click();
    await expect(page).toHaveURL(/\/messages$/);
  });

  test('Start Matching goes to /onboarding', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Matching' }).first().click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('Sign In goes through /api/login to the sign-in page for adopters', async ({ page }) => {
    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Sign In' }).first();
    await expect(signIn).toHaveAttribute('href', '/api/login?intended_role=adopter');
    await signIn.click();
    await expect(page).toHaveURL(/\/login\?intended_role=adopter$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
