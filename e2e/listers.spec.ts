// Shelters and owners against the real server: signing up, onboarding, listing a dog with a
// photo, editing it, the dashboards' actions, and the new dog reaching adopters.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { signUpThroughLogin } from './helpers';
import { ownerOnboarding, shelterOnboarding, surveyAnswers } from './request-bodies';

/** A real 16x16 PNG, so the server's image processing has something to read. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAB3klEQVR4nAXBoQ6AIABAQT/AbDaTzW42jNDcKBY3m0RtbhYLGw0iNCLR+r7Mu4apZeqYeibBNDCNTJJJMxmmjelgupgeJscUmHLD3DJ3zD2zYB6YR2bJrJkN88Z8MF/MD7NjDsy5QbWoDtWjBGpAjSiJ0iiD2lAH6kI9KIcKqNywtCwdS88iWAaWkUWyaBbDsrEcLBfLw+JYAktuWFvWjrVnFawD68gqWTWrYd1YD9aL9WF1rIE1N+wte8feswv2gX1kl+ya3bBv7Af7xf6wO/bAnhtsi+2wPVZgB+yIlViNNdgNe2Av7IN12IDNDWfL2XH2nIJz4Bw5JafmNJwb58F5cT6cjjNw5oa75e64e27BPXCP3JJbcxvujfvgvrgfbscduHPD2/J2vD2v4B14R17Jq3kN78Z78F68D6/jDby5wbf4Dt/jBX7Aj3iJ13iD3/AH/sI/eIcP+NwQW2JH7ImCOBBHoiRqoiFuxIN4ER+iIwZibkgtqSP1JEEaSCNJkjTJkDbSQbpID8mRAik3lJbSUXqKoAyUkSIpmmIoG+WgXJSH4iiBkhtqS+2oPVVQB+pIlVRNNdSNelAv6kN11EDNDV/L1/H1fIJv4Bv5JJ/mM3wb38F38T18ji/w5R849ZYQJ8tO/QAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

const AUSTIN_GUEST_PROFILE = surveyAnswers();

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface DogDetails {
  name: string;
  breed: string;
  age: string;
  weight: string;
  traits: string[];
  bio: string;
}

/** Fills the Add a Dog form and adds one photo, waiting until it is stored. */
async function fillDogForm(page: Page, dog: DogDetails) {
  await page.getByLabel('Name', { exact: true }).fill(dog.name);
  await page.getByLabel('Breed').fill(dog.breed);
  await page.getByLabel('Age (years)').fill(dog.age);
  await page.getByLabel('Weight (lbs)').fill(dog.weight);
  for (const trait of dog.traits) await page.getByRole('checkbox', { name: trait, exact: true }).check();
  await page.getByLabel('Bio').fill(dog.bio);
  await page.getByLabel('Add photos').setInputFiles(photo(`${dog.name.toLowerCase()}.png`));
  const cover = page.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Photo 1 (cover)' });
  await expect(cover).toHaveAttribute('src', /^\/uploads\//);
}

/** A guest in Austin whose deck has every other dog already passed, so the new one is on top. */
async function guestDeckShows(browser: Browser, dogId: string) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto('/');
  const others = ((await (await guest.request.get('/api/dogs?limit=500')).json()) as { id: string }[])
    .map((d) => d.id)
    .filter((id) => id !== dogId);
  await guest.evaluate(
    ([profile, passed]) => {
      localStorage.setItem('scout.guestProfile', JSON.stringify(profile));
      localStorage.setItem(
        'scout.guestSwipes',
        JSON.stringify((passed as string[]).map((id) => ({ dogId: id, direction: 'left', timestamp: Date.now() }))),
      );
    },
    [AUSTIN_GUEST_PROFILE, others] as const,
  );
  await guest.goto('/discover');
  const card = guest.getByTestId('deck-top-card');
  await expect(card).toBeVisible();
  // Dogs other tests listed meanwhile may come first: pass them until ours is on top.
  for (let i = 0; i < 10; i++) {
    const href = await card.locator('h2 a').getAttribute('href');
    if (href === `/dogs/${dogId}`) break;
    await guest.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(card.locator('h2 a')).not.toHaveAttribute('href', href ?? '');
  }
  await expect(card.locator('h2 a')).toHaveAttribute('href', `/dogs/${dogId}`);
  return { guest, card, close: () => context.close() };
}

/** A guest whose survey put them in the shelter's town opens the map there and picks the dog. */
async function guestMapShows(browser: Browser, dogId: string, name: string) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto('/');
  const dog = (await (await guest.request.get(`/api/dogs/${dogId}`)).json()) as { latitude: number; longitude: number };
  await guest.evaluate((profile) => localStorage.setItem('scout.guestProfile', JSON.stringify(profile)), {
    ...AUSTIN_GUEST_PROFILE,
    latitude: dog.latitude,
    longitude: dog.longitude,
  });
  await guest.goto('/map');
  await expect(guest.getByTestId('map-area')).toHaveAttribute('data-settled', 'true');
  const marker = guest.locator(`.scout-dog-marker[aria-label="${name}"]`);
  await expect(marker.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await marker.click();
  const card = guest.getByTestId('map-dog-card');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Full Profile →' })).toHaveAttribute('href', `/dogs/${dogId}`);
  await context.close();
}

const dogIdFrom = (href: string | null) => (href ?? '').replace('/dogs/', '');

test.describe('listers', () => {
  test('a shelter signs up from the landing page, onboards, lists a dog with a photo, edits it, and a guest meets it in the deck and on the map', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // The landing page's way in: Start Matching, then "I'm a shelter organization".
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Matching' }).first().click();
    await page.getByRole('radio', { name: "I'm a shelter organization" }).click();
    await expect(page).toHaveURL(/\/login\?intended_role=shelter$/);
    await page.getByLabel('Name').fill('Hill Country Hounds');
    await page.getByLabel('Email').fill(`shelter-${Date.now()}-${process.pid}@e2e.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await expect(page).toHaveURL(/\/shelter-onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Shelter' })).toBeVisible();
    await expect(page.getByLabel('Shelter Name')).toHaveValue('Hill Country Hounds');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Create Shelter Profile' }).click();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(3); // location, email, phone
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Invalid email')).toBeVisible();
    await page.getByLabel('Email').fill('adopt@hillcountry.test');
    // A town no other test lists in, so the map shows this shelter's dog on its own.
    await page.getByLabel('Location').fill('Elgin, TX');
    await page.getByLabel('Phone').fill('(512) 555-0142');
    await page.getByLabel('Description (optional)').fill('A small rescue in the hills west of Austin.');
    await page.getByRole('button', { name: 'Create Shelter Profile' }).click();

    await expect(page).toHaveURL(/\/shelter-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shelter Dashboard' })).toBeVisible();
    await expect(page.getByText('No dogs listed yet')).toBeVisible();
    await page.getByRole('link', { name: 'Add Your First Dog' }).click();

    await expect(page).toHaveURL(/\/dog-form$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Dog' })).toBeVisible();
    await fillDogForm(page, {
      name: 'Maple',
      breed: 'Golden Retriever',
      age: '3',
      weight: '58',
      traits: ['Friendly', 'Gentle'],
      bio: 'Maple is a calm, friendly golden who loves long walks and naps in the sun.',
    });
    await page.getByRole('button', { name: 'Create Dog Profile' }).click();
    await expect(notifications(page).getByText('Success!')).toBeVisible();
    await expect(notifications(page).getByText("Maple's profile has been created.")).toBeVisible();
    await expect(page).toHaveURL(/\/shelter-dashboard$/);

    const card = page.getByRole('article', { name: 'Maple' });
    await expect(card.getByText('Golden Retriever')).toBeVisible();
    await expect(card.getByText('3 years · Medium')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Photo of Maple' })).toHaveAttribute('src', /^\/uploads\//);
    // A small card: the browser picks the upload's stored small size from srcset, and it loads.
    const cardPhoto = card.getByRole('img', { name: 'Photo of Maple' });
    await expect(cardPhoto).toHaveAttribute(
      'srcset',
      /\/uploads\/[0-9a-f-]{36}\.thumb\.webp 480w, \/uploads\/[0-9a-f-]{36}\.webp 1600w/,
    );
    await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await cardPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.thumb\.webp$/);
    const activeListings = page
      .getByLabel('Your numbers')
      .getByText('Active Listings')
      .locator('xpath=following-sibling::dd');
    await expect(activeListings).toHaveText('1');
    const dogId = dogIdFrom(await card.getByRole('link', { name: 'View Maple' }).getAttribute('href'));
    expect(dogId).toMatch(/^[0-9a-f-]{36}$/);

    // Edit: the form comes back filled in and saves with PATCH.
    await card.getByRole('link', { name: 'Edit Maple' }).click();
    await expect(page).toHaveURL(new RegExp(`/dog-form\\?edit=${dogId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Maple' })).toBeVisible();
    await expect(page.getByLabel('Breed')).toHaveValue('Golden Retriever');
    await expect(page.getByRole('checkbox', { name: 'Gentle', exact: true })).toBeChecked();
    await page.getByLabel('Breed').fill('Golden Retriever Mix');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notifications(page).getByText("Maple's profile has been updated.")).toBeVisible();
    await expect(page).toHaveURL(/\/shelter-dashboard$/);
    await expect(card.getByText('Golden Retriever Mix')).toBeVisible();

    await card.getByRole('link', { name: 'View Maple' }).click();
    await expect(page).toHaveURL(new RegExp(`/dogs/${dogId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Maple' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shelter Information' })).toBeVisible();
    await expect(page.getByText('Hill Country Hounds', { exact: true })).toBeVisible();

    // A guest in Austin finds Maple in the deck, photo and all.
    const { card: deckCard, close } = await guestDeckShows(browser, dogId);
    await expect(deckCard.getByText('Golden Retriever Mix')).toBeVisible();
    await expect(deckCard.getByRole('img', { name: 'Photo of Maple' })).toHaveAttribute('src', /^\/uploads\//);
    // The top card's photo is the page's main image: fetched at once, first.
    await expect(deckCard.getByRole('img', { name: 'Photo of Maple' })).toHaveAttribute('fetchpriority', 'high');
    await expect(deckCard.getByText(/^\d{1,3}% match$/)).toBeVisible();
    await close();
    await guestMapShows(browser, dogId, 'Maple');
  });

  test('an owner onboards, creates their dog profile with a photo, edits it, and the public page uses owner wording', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpThroughLogin(page, 'owner', 'Olive Martinez');
    await expect(page).toHaveURL(/\/owner-onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Owner Profile' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Olive Martinez');
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByLabel('Phone').fill('512-555-0199');
    await page.getByLabel(/Why are you rehoming/).fill('We are moving abroad and cannot take her.');
    await page.getByRole('button', { name: 'Create Owner Profile' }).click();

    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: "Your Dog's Profile" })).toBeVisible();
    await expect(page.getByText('No profile created yet')).toBeVisible();
    await page.getByRole('link', { name: 'Create Profile' }).click();

    await expect(page).toHaveURL(/\/dog-form$/);
    await fillDogForm(page, {
      name: 'Pepper',
      breed: 'Border Collie',
      age: '1',
      weight: '35',
      traits: ['Playful', 'Energetic'],
      bio: 'Pepper is a clever, bouncy collie who needs a yard and a job to do.',
    });
    await page.getByRole('button', { name: 'Create Dog Profile' }).click();
    await expect(notifications(page).getByText("Pepper's profile has been created.")).toBeVisible();
    await expect(page).toHaveURL(/\/owner-dashboard$/);

    const profile = page.getByRole('article', { name: 'Pepper' });
    await expect(profile.getByText('Border Collie')).toBeVisible();
    await expect(profile.getByText('1 year · 35 lbs')).toBeVisible();
    await expect(profile.getByText('Pepper is a clever, bouncy collie')).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Photo of Pepper' })).toHaveAttribute('src', /^\/uploads\//);
    for (const label of ['Profile Views', 'Interested Adopters', 'Messages']) {
      await expect(page.getByLabel('Your numbers').getByText(label)).toBeVisible();
    }

    await profile.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Weight (lbs)')).toHaveValue('35');
    await page.getByLabel('Weight (lbs)').fill('38');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await expect(profile.getByText('1 year · 38 lbs')).toBeVisible();

    await profile.getByRole('link', { name: 'View Public Profile' }).click();
    await expect(page).toHaveURL(/\/dogs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Owner Information' })).toBeVisible();
    await expect(page.getByText('Posted by')).toBeVisible();
    await expect(page.getByText('Olive', { exact: true })).toBeVisible();
    await expect(page.getByText('(Owner)')).toHaveCount(0);
    await expect(page.getByText('Martinez')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Shelter Information' })).toHaveCount(0);
  });

  test('a shelter marks a dog adopted and removes another, each after confirming', async ({
    shelter: { page, addDog },
  }) => {
    for (const name of ['Rosie', 'Bruno']) await addDog({ name });

    await page.goto('/shelter-dashboard');
    const activeListings = page
      .getByLabel('Your numbers')
      .getByText('Active Listings')
      .locator('xpath=following-sibling::dd');
    await expect(activeListings).toHaveText('2');

    const rosie = page.getByRole('article', { name: 'Rosie' });
    await rosie.getByRole('button', { name: 'Mark as Adopted: Rosie' }).click();
    const adoptDialog = page.getByRole('dialog', { name: 'Mark Rosie as adopted?' });
    await adoptDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(adoptDialog).toBeHidden();
    await expect(rosie.getByText('Adopted', { exact: true })).toHaveCount(0);
    await rosie.getByRole('button', { name: 'Mark as Adopted: Rosie' }).click();
    await adoptDialog.getByRole('button', { name: 'Mark as Adopted' }).click();
    await expect(rosie.getByText('Adopted', { exact: true })).toBeVisible();
    await expect(activeListings).toHaveText('1');
    const rosieId = dogIdFrom(await rosie.getByRole('link', { name: 'View Rosie' }).getAttribute('href'));
    const listed = ((await (await page.request.get('/api/dogs?limit=500')).json()) as { id: string }[]).map(
      (d) => d.id,
    );
    expect(listed).not.toContain(rosieId);

    const bruno = page.getByRole('article', { name: 'Bruno' });
    const brunoId = dogIdFrom(await bruno.getByRole('link', { name: 'View Bruno' }).getAttribute('href'));
    await bruno.getByRole('button', { name: 'Remove Bruno' }).click();
    await page.getByRole('dialog', { name: 'Remove Bruno?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(bruno).toHaveCount(0);
    await expect(notifications(page).getByText('Bruno is no longer listed on Scout.')).toBeVisible();
    expect((await page.request.get(`/api/dogs/${brunoId}`)).status()).toBe(404);
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('a shelter with many dogs finds them by search, reads more pages and marks several adopted at once', async ({
    shelter: { page, addDog },
  }) => {
    test.setTimeout(90_000);
    // A town no other test lists in: the map tests read Austin's demo world as it is.
    const moved = await page.request.patch('/api/lister/profile', {
      data: { type: 'shelter', location: 'Alpine, TX' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    for (let i = 1; i <= 26; i++) await addDog({ name: `Pup ${String(i).padStart(2, '0')}`, breed: 'Beagle Mix' });
    await addDog({ name: 'Clover', breed: 'Border Collie' });
    await addDog({ name: 'Maple', breed: 'Collie Mix' });

    await page.goto('/shelter-dashboard');
    await expect(page.getByText('Showing 24 of 28 dogs')).toBeVisible();
    await page.getByRole('button', { name: 'Show More Dogs' }).click();
    await expect(page.getByText('Showing 28 of 28 dogs')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Search your dogs by name or breed').fill('collie');
    await expect(page.getByText('Showing 2 of 2 dogs that match')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page.getByRole('article')).toHaveText([/Clover/, /Maple/]);

    await page.getByLabel('Select Clover').check();
    await page.getByLabel('Select Maple').check();
    const bar = page.getByRole('region', { name: 'Selected dogs' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Mark as Adopted' }).click();
    await page
      .getByRole('dialog', { name: 'Mark 2 dogs as adopted?' })
      .getByRole('button', { name: 'Mark as Adopted' })
      .click();
    await expect(notifications(page).getByText('2 dogs no longer appear to adopters.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Clover' }).getByText('Adopted', { exact: true })).toBeVisible();
    const activeListings = page
      .getByLabel('Your numbers')
      .getByText('Active Listings')
      .locator('xpath=following-sibling::dd');
    await expect(activeListings).toHaveText('26');

    await page.getByLabel('Search your dogs by name or breed').fill('');
    await page.getByLabel('Show').selectOption('adopted');
    await expect(page.getByText('Showing 2 of 2 dogs that match')).toBeVisible();
  });

  test('the form and dashboards are for onboarded listers only', async ({ page }) => {
    await page.goto('/dog-form');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await page.goto('/shelter-dashboard');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?intended_role=shelter',
    );

    await signUpThroughLogin(page, 'adopter');
    await expect(page).toHaveURL(/\/discover$/);
    await page.goto('/shelter-onboarding');
    await expect(page.getByRole('heading', { name: 'This page is for shelters' })).toBeVisible();
    await page.goto('/dog-form');
    await expect(page.getByRole('heading', { name: 'This page is for shelters and private owners' })).toBeVisible();
    await expect(page.getByLabel('Breed')).toHaveCount(0);
  });

  test('the listers’ screens have no serious accessibility violations', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpThroughLogin(page, 'shelter', 'Axe Shelter');
    await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Shelter' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Shelter Profile' }).click();
    await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    const onboard = await page.request.post('/api/shelter/onboard', {
      data: shelterOnboarding({ shelterName: 'Axe Shelter', email: 'axe@shelter.test', phone: '512-555-0123' }),
    });
    expect(onboard.ok()).toBe(true);
    await page.goto('/shelter-dashboard');
    await expect(page.getByText('No dogs listed yet')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/dog-form');
    await page.getByRole('button', { name: 'Create Dog Profile' }).click();
    await expect(page.getByText('Select at least one temperament trait')).toBeVisible();
    await page.getByLabel('Add photos').setInputFiles(photo('axe.png'));
    await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', /^\/uploads\//);
    await expectNoSeriousViolations(page);

    await page.getByLabel('Name', { exact: true }).fill('Axel');
    await page.getByLabel('Breed').fill('Beagle');
    await page.getByRole('checkbox', { name: 'Calm', exact: true }).check();
    await page.getByLabel('Bio').fill('Axel is a laid-back beagle who likes everyone.');
    await page.getByRole('button', { name: 'Create Dog Profile' }).click();
    await expect(page.getByRole('article', { name: 'Axel' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Remove Axel' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove Axel?' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the owner’s screens have no serious accessibility violations', async ({ page }) => {
    await signUpThroughLogin(page, 'owner', 'Axe Owner');
    await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Owner Profile' })).toBeVisible();
    await expectNoSeriousViolations(page);
    const onboard = await page.request.post('/api/owner/onboard', {
      data: ownerOnboarding({ fullName: 'Axe Owner', email: 'axe@owner.test' }),
    });
    expect(onboard.ok()).toBe(true);
    await page.goto('/owner-dashboard');
    await expect(page.getByText('No profile created yet')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
