// The installable app (vite-plugin-pwa's service worker and manifest, README "Installable
// app"): Chromium's own installability check, and the app shell opening offline.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// The config blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (precache done) and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled (no clients.claim: a new version waits for Reload);
  // a reload is.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('Chromium finds Scout installable: a valid manifest, icons and a service worker', async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every ordinary test
  // context is: this test runs in a browser with a profile folder of its own.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await expectInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
});

async function expectInstallable(page: Page) {
  await page.goto('/discover');
  await waitForServiceWorker(page);

  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; start_url?: string; display?: string };
  expect(parsed).toMatchObject({ name: 'Scout', start_url: '/discover', display: 'standalone' });

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const swResponse = await page.request.get('/sw.js');
  expect(swResponse.headers()['cache-control']).toBe('no-cache');
  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
}

test('offline, the app still opens to its shell and says it is offline', async ({ page, context }) => {
  await page.goto('/discover');
  await waitForServiceWorker(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText("You're offline.")).toHaveCount(0);

  // Photos are kept as they are seen; nothing from /api ever is. The photo is one the page
  // has not shown yet: a photo it already showed may come from the browser's own memory
  // cache on the reload above, never reaching the service worker.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const img = new Image();
        img.onload = resolve;
        img.onerror = reject;
        img.src = '/demo-photos/dog-01.svg?seen=offline-test';
        document.body.append(img);
      }),
  );
  await expect
    .poll(() => page.evaluate(cachedUrls))
    .toContainEqual(expect.stringMatching(/\/demo-photos\/dog-01\.svg\?seen=offline-test$/));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveText(
    "You're offline. Scout will catch up when you're back online.",
  );
  // The deck's read fails: its own error state, not a browser error page.
  await expect(page.getByRole('heading', { name: 'Unable to load dogs' })).toBeVisible();

  // Another client route opens from the cache too (index.html for navigations, not /api).
  await page.goto('/map');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Unable to load dogs' })).toBeVisible();

  // Back online, the banner goes and the deck reads again by itself.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Unable to load dogs' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  expect((await page.evaluate(cachedUrls)).filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
});

test('the service worker never answers a photo or API address with the app', async ({ page }) => {
  await page.goto('/discover');
  await waitForServiceWorker(page);
  for (const [path, message] of [
    ['/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp', 'No such photo'],
    ['/api/no-such-route', 'No such API route: GET /api/no-such-route'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(await response?.json(), path).toEqual({ message });
  }
});

/** Every URL in the page's Cache Storage (runs in the browser). */
async function cachedUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    urls.push(...(await cache.keys()).map((request) => request.url));
  }
  return urls;
}
