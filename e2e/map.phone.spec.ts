// The map and a shelter page at phone size with touch.
import { expect, test } from './fixtures';
import { clusterMarkers, dogMarkers, expectCountOf, nearestMiddle, openMap } from './map-helpers';

test('a guest on a phone: the map fills the screen, a tap opens a cluster, a dog, and Like says Match!', async ({
  page,
}) => {
  await openMap(page);
  const area = (await page.getByTestId('map-area').boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const viewport = page.viewportSize()!;
  // Edge to edge, down to the bottom bar.
  expect(area.width).toBe(viewport.width);
  expect(Math.abs(area.y + area.height - nav.y)).toBeLessThanOrEqual(3);
  await expectCountOf(page);

  // Tap clusters (low on the marker: a shelter's label may float over its top) until dogs show.
  for (let i = 0; i < 8 && (await dogMarkers(page).count()) < 3 && (await clusterMarkers(page).count()) > 0; i++) {
    const zoom = await page.getByTestId('map-area').getAttribute('data-zoom');
    const cluster = await nearestMiddle(page, clusterMarkers(page), { at: 0.8 });
    const box = (await cluster.boundingBox())!;
    await cluster.tap({ position: { x: box.width / 2, y: box.height * 0.8 } });
    await expect(page.getByTestId('map-area')).not.toHaveAttribute('data-zoom', zoom ?? '');
    await expectCountOf(page);
  }
  const marker = await nearestMiddle(page, dogMarkers(page));
  const name = (await marker.getAttribute('aria-label'))!;
  await marker.tap();

  const card = page.getByTestId('map-dog-card');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(nav.y);
  const like = card.getByRole('button', { name: `Like ${name}` });
  await expect(like).toBeInViewport();
  await like.tap();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Match!')).toBeVisible();
  await expect(card).toHaveCount(0);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('scout.guestSwipes') ?? '[]') as { direction: string }[],
  );
  expect(stored.map((s) => s.direction)).toEqual(['right']);
});

test('the Filters drawer opens from the header on a phone and its button shows the count', async ({ page }) => {
  await openMap(page);
  const all = await expectCountOf(page);
  await page.getByRole('button', { name: 'Filters' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBeLessThan(page.viewportSize()!.width);
  await drawer.getByRole('checkbox', { name: 'Large (over 60 lbs)' }).tap();
  const large = await expectCountOf(page, (m) => m.size === 'large');
  expect(large).toBeLessThan(all);
  await drawer.getByRole('button', { name: `Show ${large} ${large === 1 ? 'dog' : 'dogs'}` }).tap();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('map-count')).toContainText('Filtered');
});

test('a shelter page on a phone: one column of dogs and a way back to the map', async ({ page }) => {
  const [shelter] = (await (await page.request.get('/api/shelters')).json()) as { id: string; shelterName: string }[];
  await page.goto(`/shelters/${shelter!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shelter!.shelterName })).toBeVisible();
  const cards = page.locator('main a[href^="/dogs/"]');
  await expect(cards.first()).toBeVisible();
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
  await page.getByRole('link', { name: 'Back to Map' }).tap();
  await expect(page).toHaveURL(/\/map$/);
});
