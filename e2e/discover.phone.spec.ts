// The discover deck at phone size with touch: buttons, a finger-like drag, the invitation.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { topDogId, nextTopDog } from './deck';

/** A touch-style drag: pointer events of type touch, as a finger makes them. */
async function swipeWithFinger(page: Page, dx: number) {
  const card = page.getByTestId('deck-top-card');
  const box = await card.boundingBox();
  if (!box) throw new Error('no top card');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  const base = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
  await card.dispatchEvent('pointerdown', { ...base, clientX: x, clientY: y, buttons: 1 });
  for (let i = 1; i <= 10; i++) {
    await page.evaluate(({ e }) => window.dispatchEvent(new PointerEvent('pointermove', e)), {
      e: { ...base, clientX: x + (dx * i) / 10, clientY: y, buttons: 1 },
    });
  }
  await page.evaluate(({ e }) => window.dispatchEvent(new PointerEvent('pointerup', e)), {
    e: { ...base, clientX: x + dx, clientY: y, buttons: 0 },
  });
}

test('a guest swipes on a phone: like, finger drag, pass, and the invitation after the third like', async ({
  page,
}) => {
  await page.goto('/discover');
  await expect(page.getByTestId('deck-top-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeInViewport();

  const first = await topDogId(page);
  await page.getByRole('button', { name: 'Like', exact: true }).tap();
  const second = await nextTopDog(page, first);
  await swipeWithFinger(page, 240);
  const third = await nextTopDog(page, second);
  await expect(page).toHaveURL(/\/discover$/);
  await swipeWithFinger(page, -240);
  const fourth = await nextTopDog(page, third);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Like', exact: true }).tap();
  await nextTopDog(page, fourth);
  await expect(page.getByRole('dialog', { name: 'Save your matches?' })).toBeVisible();
  await expect(page.getByText(/You've liked 3 dogs!/)).toBeVisible();

  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('scout.guestSwipes') ?? '[]') as { direction: string }[],
  );
  expect(stored.map((s) => s.direction)).toEqual(['right', 'right', 'left', 'right']);
});
