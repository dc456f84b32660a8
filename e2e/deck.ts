// Reading and moving the discover deck's top card, shared by the deck specs.
import { expect, type Locator, type Page } from '@playwright/test';

/** The top card's dog id (from its link to /dogs/{id}). */
export async function topDogId(page: Page): Promise<string> {
  const href = await page.getByTestId('deck-top-card').locator('h2 a').getAttribute('href');
  return (href ?? '').replace('/dogs/', '');
}

/** Waits until a different dog is on top, and returns it. */
export async function nextTopDog(page: Page, previous: string): Promise<string> {
  await expect.poll(() => topDogId(page)).not.toBe(previous);
  return topDogId(page);
}

/**
 * Drags the top card with the mouse, far enough to count (> 120 px): from the middle of
 * `handle` when given (e.g. the dog's name), else from the card's photo.
 */
export async function dragTopCard(page: Page, dx: number, handle?: Locator) {
  const box = await (handle ?? page.getByTestId('deck-top-card')).boundingBox();
  if (!box) throw new Error('no top card');
  const x = box.x + box.width / 2;
  const y = handle ? box.y + box.height / 2 : box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 4, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}
