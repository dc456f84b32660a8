// Life after the like, with two people in their own browsers at once: an adopter and the
// shelter that lists the dog. They message each other, book and confirm a virtual meet &
// greet, and walk an adoption to the end (issue 5).
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { sendApplication } from './helpers';

test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

// Toasts by their text: while a dialog is open the rest of the page, toasts included, is
// hidden from the accessibility tree, so a role query would not find them.
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, `days` from now at `hour` o'clock (local time). */
function localDateTime(days: number, hour: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

test('an adopter messages a shelter about a dog, and the reply arrives within one poll', async ({
  newShelter,
  newAdopter,
}) => {
  const shelter = await newShelter({ name: 'Riverside Rescue', town: 'Austin, TX' });
  const dogId = await shelter.addDog({ name: 'Clover' });
  const riley = await newAdopter({ name: 'Riley Adopter' });

  await riley.page.goto(`/dogs/${dogId}`);
  await riley.page.getByRole('button', { name: 'Message Shelter' }).click();
  await expect(riley.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationUrl = riley.page.url();
  await expect(riley.page.getByRole('heading', { name: 'Clover' })).toBeVisible();
  await expect(riley.page.getByText('Riverside Rescue', { exact: true })).toBeVisible();
  const input = riley.page.getByPlaceholder('Message shelter about meet-and-greet...');
  await input.fill('Hi! Is Clover okay with a cat?');
  await input.press('Enter');
  const thread = riley.page.getByRole('log');
  await expect(thread.getByText('Hi! Is Clover okay with a cat?')).toBeVisible();
  await expect(input).toHaveValue('');
  await expectNoSeriousViolations(riley.page);

  // The shelter's inbox lists it, unread, under the adopter's name.
  await shelter.page.goto('/messages');
  const row = shelter.page.getByRole('link', { name: /Riley Adopter/ });
  await expect(row).toContainText('Clover');
  await expect(row).toContainText('Hi! Is Clover okay with a cat?');
  await row.click();
  await expect(shelter.page).toHaveURL(conversationUrl);
  await expect(shelter.page.getByRole('log').getByText('Hi! Is Clover okay with a cat?')).toBeVisible();

  // The adopter's screen only asks for what is new; the reply comes with the next poll (3 s).
  const nextPoll = riley.page.waitForRequest((request) => /\/messages\?after=/.test(request.url()));
  const reply = shelter.page.getByRole('textbox');
  await reply.fill('Yes, she grew up with two cats. Want to meet her on a video call?');
  await reply.press('Enter');
  await expect(shelter.page.getByRole('log').getByText('Want to meet her on a video call?')).toBeVisible();
  await nextPoll;
  await expect(thread.getByText('Yes, she grew up with two cats. Want to meet her on a video call?')).toBeVisible({
    timeout: 4_000,
  });

  await riley.page.goto('/messages');
  await expect(riley.page.getByRole('link', { name: /Clover/ })).toContainText('Yes, she grew up with two cats.');
  await expectNoSeriousViolations(riley.page);
});

test('an adopter books a virtual meet & greet and the shelter confirms it', async ({ newShelter, newAdopter }) => {
  const shelter = await newShelter({ name: 'Pecan Street Paws', town: 'Austin, TX' });
  const dogId = await shelter.addDog({ name: 'Waffles' });
  const sam = await newAdopter({ name: 'Sam Booker' });

  await sam.page.goto(`/dogs/${dogId}`);
  await sam.page.getByRole('button', { name: 'Virtual meet & greet with Waffles' }).click();
  const dialog = sam.page.getByRole('dialog', { name: 'Schedule Virtual Meet & Greet' });
  await expect(dialog.getByText('Meet Waffles from the comfort of your home via video call')).toBeVisible();
  // Disabled (aria-disabled) until a date is chosen, yet a press says what is missing.
  const submit = dialog.getByRole('button', { name: 'Schedule Virtual Tour' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.click({ force: true });
  await expect(dialog.getByText('Please select a date')).toBeVisible();

  // Two days ahead (the next day if that is a Sunday), at 14:00.
  const day = new Date();
  day.setDate(day.getDate() + (new Date(Date.now() + 2 * 86_400_000).getDay() === 0 ? 3 : 2));
  if (day.getMonth() !== new Date().getMonth())
    await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  const month = day.toLocaleString('en-US', { month: 'long' });
  await dialog
    .getByRole('button', { name: new RegExp(`, ${month} ${day.getDate()}(st|nd|rd|th), ${day.getFullYear()}$`) })
    .click();
  await dialog.getByText('14:00').click();
  await dialog.getByLabel(/Notes/).fill('We would love to see how she walks on a lead.');
  await dialog.getByRole('button', { name: 'Schedule Virtual Tour' }).click();
  await expect(toastText(sam.page, 'Virtual tour scheduled!')).toBeVisible();
  await expect(toastText(sam.page, 'Your virtual meet & greet with Waffles is confirmed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const tours = sam.page.getByRole('list', { name: 'Your upcoming virtual tours with Waffles' });
  await expect(tours).toContainText('Waiting for Pecan Street Paws to confirm.');

  // The shelter sees it on the dashboard and confirms.
  await shelter.page.goto('/shelter-dashboard');
  const tourRow = shelter.page
    .getByRole('listitem')
    .filter({ hasText: 'Sam Booker' })
    .filter({ hasText: 'We would love to see how she walks on a lead.' });
  await expect(tourRow).toContainText('Requested');
  await tourRow.getByRole('button', { name: /Confirm/ }).click();
  await expect(tourRow).toContainText('Confirmed');

  await sam.page.reload();
  await expect(tours).toContainText('Pecan Street Paws confirmed this time.');
});

test('an adopter applies, the shelter walks the journey to Adoption Complete!, and the dog leaves the deck', async ({
  newShelter,
  newAdopter,
}) => {
  // A town with no other dogs, so the adopter's deck holds this one only.
  const shelter = await newShelter({ name: 'Treasure Valley Tails', town: 'Boise, ID' });
  const dogId = await shelter.addDog({ name: 'Juniper' });
  const jo = await newAdopter({ name: 'Jo Applicant', town: 'Boise, ID' });

  await jo.page.goto('/discover');
  await expect(jo.page.getByTestId('deck-top-card').locator('h2 a')).toHaveAttribute('href', `/dogs/${dogId}`);

  await jo.page.goto(`/dogs/${dogId}`);
  await jo.page.getByRole('button', { name: 'Apply for Adoption' }).click();
  await sendApplication(jo.page, 'Juniper');
  // The journey dialog opens over it (a modal hides the rest from the accessibility tree).
  await expect(jo.page.getByText('Application Started! 🎉', { exact: true })).toBeVisible();
  const journey = jo.page.getByRole('dialog', { name: 'Your Adoption Journey' });
  await expect(journey.getByText('Step 2 of 4')).toBeVisible();
  await journey.getByRole('button', { name: 'Close' }).first().click();
  await expect(jo.page.getByText('Adoption in Progress')).toBeVisible();
  await expect(jo.page.getByText('Active', { exact: true })).toBeVisible();

  // The shelter moves it on from the dashboard, one step at a time.
  await shelter.page.goto('/shelter-dashboard');
  const application = shelter.page.getByRole('listitem').filter({ hasText: 'Jo Applicant' }).first();
  await application.getByLabel('Home Visit date and time').fill(localDateTime(2, 10));
  await application.getByRole('button', { name: /^Schedule Home Visit/ }).click();
  await application.getByRole('button', { name: /^Mark Home Visit Done/ }).click();
  await application.getByLabel('Meet & Greet date and time').fill(localDateTime(3, 15));
  await application.getByRole('button', { name: /^Schedule Meet & Greet/ }).click();
  await application.getByRole('button', { name: /^Mark Meet & Greet Done/ }).click();
  await application.getByRole('button', { name: /^Complete Adoption of Juniper/ }).click();
  await shelter.page
    .getByRole('dialog', { name: "Complete Juniper's adoption by Jo Applicant?" })
    .getByRole('button', { name: 'Complete Adoption' })
    .click();
  await expect(toastText(shelter.page, 'Adoption complete! 🎉')).toBeVisible();

  // The adopter sees the end of the journey, and Juniper is gone from the deck.
  await jo.page.reload();
  await jo.page.getByRole('button', { name: 'View Adoption Journey' }).click();
  await expect(journey.getByRole('heading', { name: 'Adoption Complete!' })).toBeVisible();
  await jo.page.goto('/discover');
  await expect(jo.page.getByRole('heading', { name: 'No dogs available yet' })).toBeVisible();
  await expect(jo.page.getByTestId('deck-top-card')).toHaveCount(0);
});

test('the map puts an unread badge on a dog whose shelter wrote back, and reading clears it', async ({
  newShelter,
  newAdopter,
}) => {
  const shelter = await newShelter({ name: 'Taylor Town Tails', town: 'Taylor, TX' });
  const dogId = await shelter.addDog({ name: 'Pretzel' });
  // The adopter's survey puts them in Taylor, so the map opens there.
  const kim = await newAdopter({ name: 'Kim Mapper', town: 'Taylor, TX' });
  const opened = await kim.page.request.get(`/api/conversations/${dogId}`);
  expect(opened.ok()).toBe(true);
  const { id } = (await opened.json()) as { id: string };
  const replied = await shelter.page.request.post(`/api/conversations/${id}/messages`, {
    data: { content: 'Pretzel says hello! Ask us anything.' },
  });
  expect(replied.status()).toBe(201);

  await kim.page.goto('/map');
  await expect(kim.page.getByTestId('map-area')).toHaveAttribute('data-settled', 'true');
  const marker = kim.page.locator('.scout-dog-marker[aria-label="Pretzel, 1 unread message"]');
  await expect(marker.locator('[data-unread]')).toHaveText('1');

  // Message from the map's card opens the conversation, which reads the message.
  await marker.click();
  await kim.page.getByTestId('map-dog-card').getByRole('button', { name: 'Message about Pretzel' }).click();
  await expect(kim.page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(kim.page.getByRole('log').getByText('Pretzel says hello! Ask us anything.')).toBeVisible();
  await kim.page.goto('/map');
  await expect(kim.page.locator('.scout-dog-marker[aria-label="Pretzel"]')).toBeVisible();
});
