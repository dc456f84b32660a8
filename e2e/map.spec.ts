// The map against the real server and the demo world around Austin (TILE_URL=none: markers
// on a plain background, no network). Counts are checked against the API's own answer for
// the area on screen, never against numbers written here.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { signUpThroughLogin } from './helpers';
import {
  clusterMarkers,
  dogMarkers,
  expectCountOf,
  mapBbox,
  markersIn,
  nearestMiddle,
  openMap,
  shelterMarkers,
  zoomUntilDogs,
  type MapMarker,
} from './map-helpers';
import { surveyAnswers } from './request-bodies';

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });

async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('map', () => {
  test('opens on Austin with clustered dogs and shelter labels; the count is the dogs in view', async ({ page }) => {
    await openMap(page);
    const [west, south, east, north] = (await mapBbox(page)).split(',').map(Number);
    expect(west).toBeLessThan(AUSTIN.longitude);
    expect(east).toBeGreaterThan(AUSTIN.longitude);
    expect(south).toBeLessThan(AUSTIN.latitude);
    expect(north).toBeGreaterThan(AUSTIN.latitude);

    const total = await expectCountOf(page);
    expect(total).toBeGreaterThan(10);
    // Zoomed out over a city of shelters, dogs come in clusters that carry their number.
    await expect(clusterMarkers(page).first()).toBeVisible();
    await expect(clusterMarkers(page).first()).toHaveAttribute('aria-label', /^[\d,]+ dogs? here/);
    await expect(shelterMarkers(page).first()).toHaveAttribute('aria-label', /, \d+ dogs? available$/);
    await expect(page.getByText('Loading map...')).toHaveCount(0);

    // Zooming in through a cluster shows single dogs, and the count follows the view.
    await zoomUntilDogs(page);
    await expect(dogMarkers(page).first().locator('img')).toHaveAttribute('src', /\/demo-photos\//);
    const zoomedIn = await expectCountOf(page);
    expect(zoomedIn).toBeLessThan(total);
  });

  test('the zoom buttons sit above the map, not over its markers, and zoom it in and out', async ({ page }) => {
    await openMap(page);
    const area = page.getByTestId('map-area');
    const zoomIn = page.getByRole('button', { name: 'Zoom in', exact: true });
    const zoomOut = page.getByRole('button', { name: 'Zoom out', exact: true });
    // Outside the map: a marker can never sit under them (too small to tap, WCAG 2.5.8).
    const mapTop = (await area.boundingBox())?.y ?? 0;
    const buttonsBottom = Math.max(
      ...(await Promise.all(
        [zoomIn, zoomOut].map(async (b) => ((await b.boundingBox())?.y ?? 0) + ((await b.boundingBox())?.height ?? 0)),
      )),
    );
    expect(buttonsBottom).toBeLessThanOrEqual(mapTop);

    const start = Number(await area.getAttribute('data-zoom'));
    await zoomIn.click();
    await expect(area).toHaveAttribute('data-zoom', String(start + 1));
    await expectCountOf(page);
    await zoomOut.click();
    await expect(area).toHaveAttribute('data-zoom', String(start));
    await zoomOut.click();
    await expect(area).toHaveAttribute('data-zoom', String(start - 1));
    await expectCountOf(page);
  });

  test('filters: OR within a group, AND across groups, good-with requires the trait; Clear Filters restores', async ({
    page,
  }) => {
    await openMap(page);
    const all = await expectCountOf(page);
    const { markers } = await markersIn(page, await mapBbox(page));

    const drawer = await openFilters(page);
    await drawer.getByRole('checkbox', { name: 'Small (under 25 lbs)' }).check();
    const small = await expectCountOf(page, (m) => m.size === 'small');
    await drawer.getByRole('checkbox', { name: 'Medium (25-60 lbs)' }).check();
    const smallOrMedium = await expectCountOf(page, (m) => m.size === 'small' || m.size === 'medium');
    expect(smallOrMedium).toBeGreaterThan(small);

    await drawer.getByRole('checkbox', { name: 'Young (1-3 years)' }).check();
    await drawer.getByRole('checkbox', { name: 'Adult (3-7 years)' }).check();
    const sizeAndAge = (m: MapMarker) =>
      (m.size === 'small' || m.size === 'medium') && (m.ageCategory === 'young' || m.ageCategory === 'adult');
    const withAge = await expectCountOf(page, sizeAndAge);
    expect(withAge).toBeLessThan(smallOrMedium);

    await drawer.getByRole('switch', { name: 'Kids' }).click();
    await expect(drawer.getByRole('switch', { name: 'Kids' })).toHaveAttribute('aria-checked', 'true');
    const withKids = await expectCountOf(page, (m) => sizeAndAge(m) && m.goodWithKids);
    expect(withKids).toBeLessThanOrEqual(withAge);
    await expect(
      drawer.getByRole('button', { name: `Show ${withKids} ${withKids === 1 ? 'dog' : 'dogs'}` }),
    ).toBeVisible();

    // Choose a combination that no dog in view has (found in the API's data), and close.
    await drawer.getByRole('button', { name: 'Clear Filters' }).click();
    await expectCountOf(page);
    const sizes = [
      ['small', 'Small (under 25 lbs)'],
      ['medium', 'Medium (25-60 lbs)'],
      ['large', 'Large (over 60 lbs)'],
    ] as const;
    const energies = [
      ['low', 'Low Energy'],
      ['moderate', 'Moderate'],
      ['high', 'High Energy'],
      ['very_high', 'Very High'],
    ] as const;
    const none = sizes
      .flatMap(([size, sizeLabel]) =>
        energies.map(([energy, energyLabel]) => ({ size, sizeLabel, energy, energyLabel })),
      )
      .find(
        ({ size, energy }) =>
          !markers.some(
            (m) => m.size === size && m.energyLevel === energy && m.goodWithCats && m.goodWithDogs && m.goodWithKids,
          ),
      );
    if (!none) throw new Error('every combination has a dog in view');
    await drawer.getByRole('checkbox', { name: none.sizeLabel }).check();
    await drawer.getByRole('checkbox', { name: none.energyLabel }).check();
    for (const trait of ['Kids', 'Dogs', 'Cats']) await drawer.getByRole('switch', { name: trait }).click();
    await expectCountOf(page, () => false);
    await drawer.getByRole('button', { name: 'Show 0 dogs' }).click();
    await expect(drawer).toBeHidden();

    await expect(page.getByRole('heading', { name: 'No Dogs Found' })).toBeVisible();
    await expect(page.getByText('No dogs match your current filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'No Dogs Found' })).toHaveCount(0);
    expect(await expectCountOf(page)).toBe(all);
  });

  test('a signed-in adopter picks a dog: the card shows it, and Like says Match! and saves the like', async ({
    adopter: { page },
  }) => {
    await openMap(page);
    await zoomUntilDogs(page);
    const marker = await nearestMiddle(page, dogMarkers(page));
    const name = (await marker.getAttribute('aria-label'))!;
    await marker.click();

    const card = page.getByTestId('map-dog-card');
    await expect(card.getByRole('heading', { name })).toBeVisible();
    const profileLink = card.getByRole('link', { name: 'View Full Profile →' });
    const dogId = ((await profileLink.getAttribute('href')) ?? '').replace('/dogs/', '');
    const dog = (await (await page.request.get(`/api/dogs/${dogId}`)).json()) as {
      name: string;
      breed: string;
      weight: number;
      temperament: string[];
      shelterName: string;
    };
    expect(dog.name).toBe(name);
    await expect(card.getByText(dog.breed, { exact: false })).toBeVisible();
    await expect(card.getByText(`${dog.weight} lbs`)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Temperament' }).getByRole('listitem')).toHaveCount(
      Math.min(3, dog.temperament.length),
    );
    // No survey answers yet: the card offers the quiz instead of a score.
    await expect(card.getByRole('link', { name: 'Take the quiz' })).toBeVisible();

    await card.getByRole('button', { name: `Like ${name}` }).click();
    await expect(toastWith(page, 'Match!')).toBeVisible();
    await expect(toastWith(page, `You liked ${name}! Check your liked dogs.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    const swipes = (await (await page.request.get('/api/swipes')).json()) as { dogId: string; direction: string }[];
    expect(swipes).toContainEqual(expect.objectContaining({ dogId, direction: 'right' }));

    // The full profile is one click away.
    await (await nearestMiddle(page, dogMarkers(page))).click();
    const link = page.getByTestId('map-dog-card').getByRole('link', { name: 'View Full Profile →' });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('an adopter with survey answers sees the % Match; a guest is asked to sign in before My Location', async ({
    page,
    context,
  }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'My Location' }).click();
    await expect(toastWith(page, 'Sign in required')).toBeVisible();
    await expect(toastWith(page, 'Please sign in to update your location.')).toBeVisible();

    await signUpThroughLogin(page, 'adopter');
    await expect(page).toHaveURL(/\/discover$/);
    const put = await page.request.put('/api/profile', {
      // North of downtown: the map opens here.
      data: surveyAnswers({ latitude: 30.45, longitude: -97.7 }),
    });
    expect(put.ok()).toBe(true);
    await openMap(page);
    const [west, south, east, north] = (await mapBbox(page)).split(',').map(Number);
    expect((west! + east!) / 2).toBeCloseTo(-97.7, 1);
    expect((south! + north!) / 2).toBeCloseTo(30.45, 1);

    await zoomUntilDogs(page);
    await (await nearestMiddle(page, dogMarkers(page))).click();
    await expect(page.getByTestId('map-dog-card').getByText(/^\d+% Match$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('map-dog-card')).toHaveCount(0);

    // My Location: the browser's position is saved and the map moves there.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 30.2, longitude: -97.8 });
    await page.getByRole('button', { name: 'My Location' }).click();
    await expect(toastWith(page, 'Location Updated')).toBeVisible();
    await expect(toastWith(page, 'Your location has been updated successfully.')).toBeVisible();
    const profile = (await (await page.request.get('/api/profile')).json()) as { latitude: number; longitude: number };
    expect(profile.latitude).toBeCloseTo(30.2, 4);
    expect(profile.longitude).toBeCloseTo(-97.8, 4);
    await expect
      .poll(async () => {
        const [w, s, e, n] = (await mapBbox(page)).split(',').map(Number);
        return Math.abs((s! + n!) / 2 - 30.2) < 0.01 && Math.abs((w! + e!) / 2 + 97.8) < 0.01;
      })
      .toBe(true);
  });

  test('a shelter label shows its details and leads to the shelter page with its dogs', async ({ page }) => {
    await openMap(page);
    const label = await nearestMiddle(page, shelterMarkers(page));
    await expect(label).toBeVisible();
    const name = ((await label.getAttribute('aria-label')) ?? '').replace(/, \d+ dogs? available$/, '');
    const shelters = (await (await page.request.get('/api/shelters')).json()) as {
      id: string;
      shelterName: string;
      location: string;
      phone: string;
      email: string;
      licenseNumber: string | null;
      dogCount: number;
    }[];
    const shelter = shelters.find((s) => s.shelterName === name)!;
    expect(shelter).toBeTruthy();

    // Keyboard focus opens its popup: name, dogs available, location.
    await label.focus();
    const popup = page.locator('.leaflet-tooltip');
    await expect(popup).toContainText(shelter.shelterName);
    await expect(popup).toContainText(`${shelter.dogCount} dog${shelter.dogCount === 1 ? '' : 's'} available`);
    await expect(popup).toContainText(shelter.location);
    await expect(label).toContainText(shelter.dogCount > 1 ? `${shelter.dogCount}+` : String(shelter.dogCount));

    await label.click();
    await expect(page).toHaveURL(new RegExp(`/shelters/${shelter.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: shelter.shelterName })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText(shelter.location, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: shelter.phone })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(page.getByRole('link', { name: shelter.email })).toHaveAttribute('href', `mailto:${shelter.email}`);
    if (shelter.licenseNumber) await expect(page.getByText(shelter.licenseNumber)).toBeVisible();

    const dogs = (await (await page.request.get(`/api/shelters/${shelter.id}/dogs`)).json()) as {
      id: string;
      name: string;
    }[];
    await expect(page.getByRole('heading', { name: `Available Dogs (${dogs.length})` })).toBeVisible();
    const grid = page.locator('main ul').filter({ has: page.locator('a[href^="/dogs/"]') });
    await expect(grid.getByRole('link')).toHaveCount(dogs.length);
    await expect(grid.getByRole('link').first()).toHaveAttribute('href', `/dogs/${dogs[0]!.id}`);
    await expect(
      grid.getByRole('link').first().getByRole('list', { name: 'Temperament' }).getByRole('listitem'),
    ).toHaveCount(
      Math.min(
        2,
        ((await (await page.request.get(`/api/dogs/${dogs[0]!.id}`)).json()) as { temperament: string[] }).temperament
          .length,
      ),
    );

    await page.getByRole('link', { name: 'Back to Map' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test("an unknown or malformed shelter id says 'Shelter not found'", async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-shelter']) {
      await page.goto(`/shelters/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Shelter not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Map' })).toHaveAttribute('href', '/map');
    }
  });

  test('the map and a shelter page have no serious accessibility violations', async ({ page }) => {
    test.setTimeout(60_000); // three axe runs of a few seconds each, and zooming in between
    await openMap(page);
    await expect(clusterMarkers(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await zoomUntilDogs(page);
    await (await nearestMiddle(page, dogMarkers(page))).click();
    await expect(page.getByTestId('map-dog-card').getByRole('link', { name: 'View Full Profile →' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const [shelter] = (await (await page.request.get('/api/shelters')).json()) as { id: string }[];
    await page.goto(`/shelters/${shelter!.id}`);
    await expect(page.getByRole('heading', { name: /^Available Dogs \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('main a[href^="/dogs/"]').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
