// A guest's whole way in: the survey, three likes (two by button, one by drag), the
// invitation, sign-up, migration, and the likes waiting under Messages > Matches.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { topDogId, nextTopDog, dragTopCard } from './deck';

async function pick(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).click();
}

test('a guest takes the survey, likes three dogs, signs up and finds them under Matches', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/onboarding');
  await pick(page, "I'm looking to adopt");
  await pick(page, 'House with a small yard');
  await pick(page, 'Cats');
  await pick(page, 'Moderately active');
  await pick(page, 'Hybrid');
  await pick(page, 'A few times a week');
  await pick(page, 'Some experience');
  await pick(page, 'Adults only');
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(page.getByText('Step 10 of 13')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Medium', exact: true }).click();
  await next.click();
  await expect(page.getByText('Step 11 of 13')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Adult', exact: true }).click();
  await next.click();
  await expect(page.getByText('Step 12 of 13')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Medium energy', exact: true }).click();
  await next.click();
  await expect(page.getByText('Step 13 of 13')).toBeVisible();
  await pick(page, '50 miles');
  await next.click();

  // The deck is scored in the browser from the answers just given.
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByTestId('deck-top-card').getByText(/^\d{1,3}% match$/)).toBeVisible();

  const first = await topDogId(page);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const second = await nextTopDog(page, first);
  await dragTopCard(page, 260);
  const third = await nextTopDog(page, second);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await nextTopDog(page, third);
  const liked = [first, second, third];

  const dialog = page.getByRole('dialog', { name: 'Save your matches?' });
  await expect(dialog.getByText(/You've liked 3 dogs!/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Create Free Account' }).click();

  // Straight to the create-account form, not "Welcome back".
  await expect(page).toHaveURL(/\/login\?intended_role=adopter&mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your Scout account' })).toBeVisible();
  await page.getByLabel('Name').fill('Journey Guest');
  await page.getByLabel('Email').fill(uniqueEmail('adopter'));
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'All set!' })).toBeVisible();
  await expect(page).toHaveURL(/\/discover$/, { timeout: 10_000 });
  await expect(page.getByTestId('deck-top-card')).toBeVisible();
  expect(liked).not.toContain(await topDogId(page));
  const deckIds = ((await (await page.request.get('/api/dogs/discover')).json()) as { id: string }[]).map((d) => d.id);
  for (const id of liked) expect(deckIds).not.toContain(id);

  await page.goto('/messages');
  await page.getByRole('tab', { name: /Matches/ }).click();
  const grid = page.getByRole('list', { name: 'Liked dogs' });
  await expect(grid.getByRole('link')).toHaveCount(3);
  const hrefs = await grid.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // Newest like first.
  expect(hrefs).toEqual([...liked].reverse().map((id) => `/dogs/${id}`));
});
