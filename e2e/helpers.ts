// Helpers shared by the end-to-end specs: signing up and in through the real pages.
import { expect, type Page } from '@playwright/test';
import type { Role } from '@scout/domain';

export const DEMO_PASSWORD = 'scout-demo-1234';

let counter = 0;
export function uniqueEmail(role: Role): string {
  return `${role}-${Date.now()}-${process.pid}-${++counter}@e2e.test`;
}

/** Goes the way a visitor does: GET /api/login?intended_role=R, then "Create account" on /login. */
export async function signUpThroughLogin(page: Page, role: Role, name = `E2E ${role}`) {
  const email = uniqueEmail(role);
  const password = 'a long enough password';
  await page.goto(`/api/login?intended_role=${role}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?intended_role=${role}$`));
  if (role === 'adopter') await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  return { email, password };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/api/login?intended_role=adopter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What GET /api/me says for this page's cookies (null when signed out). */
export async function currentUser(page: Page) {
  const res = await page.request.get('/api/me');
  return res.status() === 401
    ? null
    : ((await res.json()) as { id: string; role: Role; email: string; onboarded: boolean });
}

/** Makes /settings show a signed-in user an error toast (a wrong current password). */
export async function showAnErrorToast(page: Page) {
  await page.goto('/settings');
  await page.getByLabel('Current password').fill('this is not it');
  await page.getByLabel('New password', { exact: true }).fill('another long password');
  await page.getByLabel('Confirm new password').fill('another long password');
  await page.getByRole('button', { name: 'Change password' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Error' });
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * Waits until the app's code has taken a server-rendered page over (decision 014). Keys
 * pressed before then do nothing, for a person too; clicks wait by themselves, as the page
 * takes no taps until then.
 */
export async function waitForApp(page: Page) {
  // Generous: on two busy cores the app's code can take a while to arrive and run.
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', { timeout: 20_000 });
}

/**
 * Fills the adoption application (decisions §12) opened by 'Apply for Adoption' with the
 * least a person must add to what their survey filled in, and sends it.
 */
export async function sendApplication(
  page: Page,
  dogName: string,
  why = `${dogName} would have a calm, loving home with us.`,
) {
  const dialog = page.getByRole('dialog', { name: `Apply to Adopt ${dogName}` });
  await dialog.getByText('I own it').click();
  await dialog.getByLabel(`Why ${dogName}?`).fill(why);
  await dialog.getByRole('button', { name: 'Send Application' }).click();
}
