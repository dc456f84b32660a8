// Reading the map in the end-to-end specs: the area it shows, the API's dogs for that
// area, the count line, and zooming through clusters until single dogs show.
import { expect, type Locator, type Page } from '@playwright/test';
import { mapAnswerSchema } from '@scout/domain/contracts/map-groups';

export interface MapMarker {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  listerId: string;
  size: 'small' | 'medium' | 'large';
  ageCategory: 'puppy' | 'young' | 'adult' | 'senior';
  energyLevel: 'low' | 'moderate' | 'high' | 'very_high';
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
}

export const dogMarkers = (page: Page) => page.locator('.scout-dog-marker');
export const clusterMarkers = (page: Page) => page.locator('.scout-cluster-marker');
export const shelterMarkers = (page: Page) => page.locator('.scout-shelter-marker');

/** The area on screen, as the map reports it: minLng,minLat,maxLng,maxLat. */
export async function mapBbox(page: Page): Promise<string> {
  const bbox = await page.getByTestId('map-area').getAttribute('data-bbox');
  if (!bbox) throw new Error('the map has not reported its area yet');
  return bbox;
}

/** The filters the page sends with its requests (mapFilterParams: `&sizes=small&goodWith=kids`). */
async function mapFilters(page: Page): Promise<string> {
  return (await page.getByTestId('map-area').getAttribute('data-filters')) ?? '';
}

const FILTER_PARAMS = ['sizes', 'ages', 'energies', 'goodWith'] as const;

/** An answer's key: its area and its filters, written as the page writes them. */
function answerKey(url: URL): string {
  const filters = FILTER_PARAMS.map((name) => {
    const values = url.searchParams.get(name);
    return values === null ? '' : `&${name}=${values}`;
  }).join('');
  return `${url.searchParams.get('bbox')}|${filters}`;
}

/**
 * How many dogs the page's own answers say are in view, by area and filters: the page asks
 * with `group=auto` and its filters (decision 019), and the server counts the dogs passing
 * them (X-Total-Count), listed one by one or in groups. The map keeps an area's answer while
 * the page is open, so a dog another test lists meanwhile shows only after the next pan: the
 * count line is checked against the answer the map was given.
 */
const pageAnswers = new WeakMap<Page, Map<string, Promise<number>>>();

function recordMapAnswers(page: Page) {
  if (pageAnswers.has(page)) return;
  const answers = new Map<string, Promise<number>>();
  pageAnswers.set(page, answers);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/dogs' || url.searchParams.get('group') !== 'auto' || !response.ok()) return;
    // A body the page left unread (it navigated away) is no answer.
    answers.set(
      answerKey(url),
      dogsInAnswer(response.json(), response.headers()).catch(() => -1),
    );
  });
}

/**
 * The dogs a `group=auto` answer holds: X-Total-Count, which must be what it lists (each
 * dog, or each group's count), as the page counts a view it asked for exactly.
 */
async function dogsInAnswer(body: Promise<unknown>, headers: Record<string, string>): Promise<number> {
  const answer = mapAnswerSchema.parse(await body);
  const listed = answer.kind === 'dogs' ? answer.dogs.length : answer.groups.reduce((n, g) => n + g.count, 0);
  const total = Number(headers['x-total-count']);
  return total === listed ? total : -1;
}

/** What the API says is in that area (product §3): every dog, unfiltered, with its traits. */
export async function markersIn(page: Page, bbox: string): Promise<{ markers: MapMarker[]; total: number }> {
  const res = await page.request.get(`/api/dogs?bbox=${bbox}&view=map`);
  expect(res.ok()).toBe(true);
  return { markers: (await res.json()) as MapMarker[], total: Number(res.headers()['x-total-count']) };
}

/** How many dogs in that area pass the filters, as the map page asks (`group=auto`). */
async function dogsPassing(page: Page, bbox: string, filters: string): Promise<number> {
  const res = await page.request.get(`/api/dogs?bbox=${bbox}&view=map&group=auto${filters}`);
  expect(res.ok()).toBe(true);
  return dogsInAnswer(res.json(), res.headers());
}

/** The n of '{n} dogs nearby'. */
export async function shownCount(page: Page): Promise<number | null> {
  const text = (await page.getByTestId('map-count').textContent()) ?? '';
  const match = /([\d,]+) dogs? nearby/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** Waits until the dogs drawn are the API's answer for the view on screen (no request still to come). */
export async function waitForMapSettled(page: Page) {
  await expect(page.getByTestId('map-area')).toHaveAttribute('data-settled', 'true');
}

/**
 * Waits until the count line says how many dogs in view pass the page's filters, as the
 * page's answer counts them; returns that number. With `keep` (the filters as a test of one
 * dog) it also checks the server's filtering against the area's unfiltered dogs.
 */
export async function expectCountOf(page: Page, keep?: (m: MapMarker) => boolean): Promise<number> {
  let expected = -1;
  await waitForMapSettled(page);
  await expect
    .poll(
      async () => {
        const bbox = await mapBbox(page);
        const filters = await mapFilters(page);
        // Only the page's own answer: one asked without these very filters never counts.
        const answer = pageAnswers.get(page)?.get(`${bbox}|${filters}`);
        expected = answer ? await answer : -1;
        return expected >= 0 && (await shownCount(page)) === expected;
      },
      { message: 'the count line matches the dogs in view' },
    )
    .toBe(true);
  if (keep) {
    // Read together, so a dog another test lists meanwhile is in both or neither (or the next try's).
    const bbox = await mapBbox(page);
    const filters = await mapFilters(page);
    await expect
      .poll(
        async () => {
          const [passing, { markers, total }] = await Promise.all([
            dogsPassing(page, bbox, filters),
            markersIn(page, bbox),
          ]);
          if (markers.length < total) throw new Error('too many dogs in view to check the filters one by one');
          return passing === markers.filter(keep).length;
        },
        { message: "the server's filtered count matches the area's dogs that pass" },
      )
      .toBe(true);
  }
  return expected;
}

export async function openMap(page: Page) {
  recordMapAnswers(page);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await expect(page.getByTestId('map-count')).toHaveText(/\d+ dogs? nearby/);
}

/**
 * The marker nearest the middle of the map that a click at `at` (a fraction of its height,
 * the middle by default) would reach: another marker, such as a shelter's label, may lie
 * over part of it. Some are drawn just off screen (so a short pan shows no empty edge), and
 * a click there would scroll the map's container.
 */
export async function nearestMiddle(page: Page, markers: Locator, { at = 0.5 } = {}): Promise<Locator> {
  const area = await page.getByTestId('map-area').boundingBox();
  if (!area) throw new Error('no map');
  const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  const points = await markers.evaluateAll(
    (els, at) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const point = { x: r.x + r.width / 2, y: r.y + r.height * at };
        const hit = document.elementFromPoint(point.x, point.y)?.closest('.leaflet-marker-icon') === el;
        return { ...point, hit };
      }),
    at,
  );
  let best = -1;
  points.forEach((p, i) => {
    if (!p.hit) return;
    if (
      best < 0 ||
      Math.hypot(p.x - middle.x, p.y - middle.y) < Math.hypot(points[best]!.x - middle.x, points[best]!.y - middle.y)
    )
      best = i;
  });
  if (best < 0) throw new Error('no such markers on the map, or none uncovered');
  return markers.nth(best);
}

/** Opens clusters (from the keyboard, as anyone may) until single dogs are drawn. */
export async function zoomUntilDogs(page: Page, minimum = 3) {
  await expectCountOf(page);
  for (let i = 0; i < 8; i++) {
    // Enough dogs, or nothing left to open (a small group opens into fewer dogs).
    if ((await dogMarkers(page).count()) >= minimum || (await clusterMarkers(page).count()) === 0) break;
    const before = await page.getByTestId('map-area').getAttribute('data-zoom');
    await (await nearestMiddle(page, clusterMarkers(page))).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('map-area')).not.toHaveAttribute('data-zoom', before ?? '');
    // The new area's dogs have arrived and are drawn.
    await expectCountOf(page);
  }
  await expect.poll(() => dogMarkers(page).count()).toBeGreaterThan(0);
}
