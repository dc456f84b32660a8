// The screens people open from a link arrive drawn by the server (decision 014): they show
// before any script has run, each visitor's page shows only what the API lets them see, and
// the browser's code takes the page over without redrawing it.
import type { BrowserContext, Page } from '@playwright/test';
import { topDogId } from './deck';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, waitForApp } from './helpers';
import { surveyAnswers } from './request-bodies';

const DEMO_ADOPTER = 'adopter@scout.demo';

async function signInBy(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Errors and warnings the page logs, React's hydration messages among them. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The e2e browser blocks service workers (playwright.config.ts); that warning is ours, not the page's.
    if ((message.type() === 'error' || message.type() === 'warning') && !/Service Worker/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered pages', () => {
  test("with no script at all, a guest sees the deck's top dog, its photo first, and that dog's page", async ({
    browser,
    page,
  }) => {
    await page.goto('/discover');
    await waitForApp(page);
    const liveTop = await topDogId(page);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/discover');
    const card = still.getByTestId('deck-top-card');
    await expect(card).toBeVisible();
    // The same dog the app shows once it runs: taking the page over moves nothing.
    expect(await topDogId(still)).toBe(liveTop);
    const name = (await card.locator('h2 a').textContent())!.replace(/,.*/, '').trim();
    // Its photo asked for first (a dog other tests listed without one shows a drawing instead).
    const dog = (await (await still.request.get(`/api/dogs/${liveTop}`)).json()) as { photos: string[] };
    if (dog.photos.length > 0) {
      await expect(card.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('fetchpriority', 'high');
    }

    await still.goto(`/dogs/${liveTop}`);
    await expect(still.getByRole('heading', { level: 1, name })).toBeVisible();
    if (dog.photos.length > 0) await expect(still.locator('img[fetchpriority="high"]').first()).toBeVisible();
    await noScript.close();
  });

  test("a signed-in adopter's page is drawn for them alone", async ({ browser, newShelter, newAdopter }) => {
    const shelter = await newShelter({ name: 'Server Side Setters', town: 'Austin, TX' });
    const dogId = await shelter.addDog({ name: 'Hydra' });
    const kim = await newAdopter({ name: 'Kim Early' });
    const opened = await kim.page.request.get(`/api/conversations/${dogId}`);
    const { id } = (await opened.json()) as { id: string };
    const replied = await shelter.page.request.post(`/api/conversations/${id}/messages`, {
      data: { content: 'Hydra is a sweetheart.' },
    });
    expect(replied.status()).toBe(201);

    // Kim's messages with no script at all: the conversation is there.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await kim.page.context().cookies());
    const theirs = await noScript.newPage();
    await theirs.goto('/messages');
    await expect(theirs.getByRole('list', { name: 'Conversations' })).toContainText('Server Side Setters');

    // Another adopter's, from the same server: none of it.
    const lee = await newAdopter({ name: 'Lee Elsewhere' });
    const other = await browser.newContext({ javaScriptEnabled: false });
    await other.addCookies(await lee.page.context().cookies());
    const page = await other.newPage();
    await page.goto('/messages');
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await expect(page.getByText('Server Side Setters')).toHaveCount(0);
    await noScript.close();
    await other.close();
  });

  for (const { label, path, signedIn } of [
    { label: 'the landing page', path: '/', signedIn: false },
    { label: "a guest's deck", path: '/discover', signedIn: false },
    { label: "an adopter's deck", path: '/discover', signedIn: true },
    { label: 'the map', path: '/map', signedIn: false },
    { label: "an adopter's messages", path: '/messages', signedIn: true },
    { label: "an adopter's notifications", path: '/notifications', signedIn: true },
    { label: 'the survey', path: '/onboarding', signedIn: false },
  ]) {
    test(`the app takes ${label} over without a mismatch, and it then answers taps`, async ({ browser }) => {
      const context = await browser.newContext();
      if (signedIn) await signInBy(context, DEMO_ADOPTER);
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const response = await page.goto(path);
      expect(await response!.text()).toContain('data-server-rendered');
      await waitForApp(page);
      await expect(page.locator('#root')).toHaveCSS('pointer-events', 'auto');
      // Effects after hydration (the map, times in the reader's zone) have had their turn.
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('before the app takes a page over, nothing on it takes a tap, a floating bar included', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    const [dog] = (await (await page.request.get('/api/dogs?limit=1')).json()) as { id: string; name: string }[];
    await page.goto(`/dogs/${dog!.id}`);
    const bar = page.getByRole('toolbar', { name: `Actions for ${dog!.name}` });
    await expect(bar.getByRole('button', { name: `Virtual meet & greet with ${dog!.name}` })).toHaveCSS(
      'pointer-events',
      'none',
    );
    await noScript.close();
  });

  test("a dog's and a shelter's page are taken over without a mismatch", async ({ page }) => {
    const problems = consoleProblems(page);
    const [dog] = (await (await page.request.get('/api/dogs?limit=1')).json()) as { id: string }[];
    const [shelter] = (await (await page.request.get('/api/shelters')).json()) as { id: string }[];
    for (const path of [`/dogs/${dog!.id}`, `/shelters/${shelter!.id}`]) {
      const response = await page.goto(path);
      expect(await response!.text()).toContain('data-server-rendered');
      await waitForApp(page);
    }
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });

  test("an adopter's dog page, with a tour and an application under way, is taken over without a mismatch", async ({
    newShelter,
    newAdopter,
  }) => {
    const shelter = await newShelter({ name: 'Mismatch Mesa', town: 'Austin, TX' });
    const dogId = await shelter.addDog({ name: 'Tally' });
    const sam = await newAdopter({ name: 'Sam Hydrate' });
    const tour = await sam.page.request.post('/api/virtual-tours', {
      data: { dogId, scheduledAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString() },
    });
    expect(tour.status(), await tour.text()).toBe(201);
    const journey = await sam.page.request.post('/api/adoption-journeys', { data: { dogId } });
    expect(journey.ok(), await journey.text()).toBe(true);

    const problems = consoleProblems(sam.page);
    const response = await sam.page.goto(`/dogs/${dogId}`);
    expect(await response!.text()).toContain('data-server-rendered');
    await waitForApp(sam.page);
    // The tour's time is written in the reader's own zone once the page is theirs.
    await expect(sam.page.getByRole('button', { name: /Cancel Tour on \w+/ })).toBeVisible();
    await sam.page.getByRole('button', { name: 'Virtual meet & greet with Tally' }).click();
    await expect(sam.page.getByRole('dialog', { name: 'Schedule Virtual Meet & Greet' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a guest who keeps answers in this browser gets the page from the browser, ranked for them', async ({
    page,
    context,
  }) => {
    await page.goto('/discover');
    await waitForApp(page);
    await expect(page.getByTestId('deck-top-card').getByRole('link', { name: 'Take the quiz' })).toBeVisible();
    // Answers kept before the cookie that tells the server about them existed: the server still
    // draws the page, and the browser, which knows better, draws it afresh without a complaint.
    await page.evaluate(
      (answers) => localStorage.setItem('scout.guestProfile', JSON.stringify(answers)),
      surveyAnswers(),
    );
    const problems = consoleProblems(page);
    await page.reload();
    await expect(page.getByTestId('deck-top-card').getByText(/\d+% match/)).toBeVisible();
    expect(problems).toEqual([]);
    // From now on the server knows, and leaves the page to the browser.
    expect((await context.cookies()).some((c) => c.name === 'scout_guest_data')).toBe(true);
    const response = await page.reload();
    expect(await response!.text()).not.toContain('data-server-rendered');
    await expect(page.getByTestId('deck-top-card').getByText(/\d+% match/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
