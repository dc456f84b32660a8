// Reading the map in the end-to-end specs: the area it shows, the API's dogs for that
// area, the count line, and zooming through clusters until single dogs show.
import { expect, type Locator, type Page } from '@playwright/test';
import { mapAnswerSchema, traitsOfCode } from '@scout/domain/contracts/map-groups';

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

/**
 * The answers the page itself got, by bbox. The map keeps an area's answer while the
 * page is open, so a dog another test lists meanwhile shows only after the next pan:
 * the count line is checked against the answer the map was given.
 */
const pageAnswers = new WeakMap<Page, Map<string, Promise<MapMarker[]>>>();

function recordMapAnswers(page: Page) {
  if (pageAnswers.has(page)) return;
  const answers = new Map<string, Promise<MapMarker[]>>();
  pageAnswers.set(page, answers);
  page.on('response', (response) => {
    const url = new URL(response.url());
    const bbox = url.searchParams.get('bbox');
    if (url.pathname !== '/api/dogs' || url.searchParams.get('view') !== 'map' || !bbox || !response.ok()) return;
    answers.set(
      bbox,
      response
        .json()
        .then(markersOfAnswer)
        .catch(() => []),
    );
  });
}

/**
 * The page asks with `group=auto` (decision 019): a crowded area comes as listers' groups,
 * each counting its dogs per combination of traits. As markers, a group is that many dogs
 * with those traits at its point, which is all a count line's check reads.
 */
function markersOfAnswer(body: unknown): MapMarker[] {
  const answer = mapAnswerSchema.parse(body);
  if (answer.kind === 'dogs') return answer.dogs;
  return answer.groups.flatMap((group) =>
    group.traits.flatMap(([code, dogs]) =>
      Array.from({ length: dogs }, (_, i) => ({
        id: `${group.listerId}:${code}:${i}`,
        name: '',
        latitude: group.latitude,
        longitude: group.longitude,
        listerId: group.listerId,
        ...traitsOfCode(code),
      })),
    ),
  );
}

/** What the API says is in that area (product §3). */
export async function markersIn(page: Page, bbox: string): Promise<{ markers: MapMarker[]; total: number }> {
  const res = await page.request.get(`/api/dogs?bbox=${bbox}&view=map`);
  expect(res.ok()).toBe(true);
  return { markers: (await res.json()) as MapMarker[], total: Number(res.headers()['x-total-count']) };
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

/** Waits until the count line says how many of the API's dogs in view pass `keep`; returns that number. */
export async function expectCountOf(page: Page, keep: (m: MapMarker) => boolean = () => true): Promise<number> {
  let expected = -1;
  await waitForMapSettled(page);
  await expect
    .poll(
      async () => {
        const bbox = await mapBbox(page);
        const markers = (await pageAnswers.get(page)?.get(bbox)) ?? (await markersIn(page, bbox)).markers;
        expected = markers.filter(keep).length;
        return (await shownCount(page)) === expected;
      },
      { message: 'the count line matches the dogs in view' },
    )
    .toBe(true);
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
