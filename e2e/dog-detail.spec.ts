// The dog detail page against the real server and demo world.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';

interface ListedDog {
  id: string;
  name: string;
  photos: string[];
  shelterName: string;
  shelterAddress: string;
}

async function listDogs(page: Page): Promise<ListedDog[]> {
  return (await (await page.request.get('/api/dogs?limit=500')).json()) as ListedDog[];
}

const current = (page: Page) => page.getByTestId('gallery-current');

test.describe('dog detail', () => {
  test('the gallery goes forward and back, wrapping round', async ({ page }) => {
    const dog = (await listDogs(page)).find((d) => d.photos.length >= 3 && !d.shelterName.includes('(Owner)'));
    if (!dog) throw new Error('no dog with three photos in the demo world');
    await page.goto(`/dogs/${dog.id}`);
    await expect(page.getByRole('heading', { level: 1, name: dog.name })).toBeVisible();
    await expect(current(page)).toHaveAttribute('src', dog.photos[0]!);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(current(page)).toHaveAttribute('src', dog.photos[1]!);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(current(page)).toHaveAttribute('src', dog.photos.at(-1)!);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(current(page)).toHaveAttribute('src', dog.photos[0]!);

    // Shelter wording, and the visit modal with the contact details.
    await expect(page.getByRole('heading', { name: 'Shelter Information' })).toBeVisible();
    await expect(page.getByText('Available at')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Shelter' })).toHaveAttribute('href', /^tel:/);
    await page.getByRole('button', { name: 'Schedule a Visit' }).click();
    const modal = page.getByRole('dialog', { name: `Schedule a Visit with ${dog.name}` });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(dog.shelterName)).toBeVisible();
    await expect(modal.getByText(dog.shelterAddress)).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\d+/);
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Similar Dogs You Might Like' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse More Dogs' })).toHaveAttribute('href', '/discover');
  });

  test("uses owner wording for a private owner's dog", async ({ page }) => {
    const dog = (await listDogs(page)).find((d) => d.shelterName.includes('(Owner)'));
    if (!dog) throw new Error('no owner dog in the demo world');
    await page.goto(`/dogs/${dog.id}`);
    await expect(page.getByRole('heading', { name: 'Owner Information' })).toBeVisible();
    await expect(page.getByText('Posted by')).toBeVisible();
    await expect(page.getByText(dog.shelterName.replace(' (Owner)', ''), { exact: true })).toBeVisible();
    await expect(page.getByText('(Owner)')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Shelter Information' })).toHaveCount(0);
  });

  test("a signed-in adopter's like says Match! and the dog appears under Matches; pass says Pass recorded", async ({
    adopter: { page },
  }) => {
    const [liked, passed] = await listDogs(page);
    await page.goto(`/dogs/${liked!.id}`);
    await page.getByRole('button', { name: `Like ${liked!.name}` }).click();
    const notifications = page.getByRole('region', { name: /Notifications/ });
    await expect(notifications.getByText('Match!')).toBeVisible();
    await expect(notifications.getByText(`You liked ${liked!.name}! Check your liked dogs.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `You like ${liked!.name}` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/dogs/${passed!.id}`);
    await page.getByRole('button', { name: `Pass on ${passed!.name}` }).click();
    await expect(notifications.getByText('Pass recorded')).toBeVisible();
    await expect(notifications.getByText('You can always change your mind later!')).toBeVisible();

    await page.goto('/messages');
    await page.getByRole('tab', { name: /Matches/ }).click();
    const grid = page.getByRole('list', { name: 'Liked dogs' });
    await expect(grid.getByRole('link')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: new RegExp(liked!.name) })).toHaveAttribute(
      'href',
      `/dogs/${liked!.id}`,
    );
  });

  test('an unknown dog shows Dog not found with a way back', async ({ page }) => {
    await page.goto('/dogs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Dog not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Discover' })).toHaveAttribute('href', '/discover');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    const [dog] = await listDogs(page);
    await page.goto(`/dogs/${dog!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: dog!.name })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
