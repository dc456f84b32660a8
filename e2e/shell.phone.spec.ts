import { expect, test } from './fixtures';
import { showAnErrorToast } from './helpers';

test.describe('app shell on a phone', () => {
  test('navigation is a bottom bar', async ({ page }) => {
    await page.goto('/discover');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const box = (await nav.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 4);
    expect(box.width).toBeGreaterThan(page.viewportSize()!.width - 4);
  });

  test('the landing page fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    // Against the phone's width: a mobile browser's innerWidth grows to fit content that is too wide.
    const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - page.viewportSize()!.width;
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('toasts appear at the top of a small screen', async ({ adopter: { page } }) => {
    const toast = await showAnErrorToast(page);
    expect((await toast.boundingBox())!.y).toBeLessThan(120);
  });
});
