// Scout reaches people while they are away (product §16), through a real mail server
// (e2e/mail-sink.ts): a forgotten password is reset from the email's link; a new dog that
// suits an adopter on instant alerts arrives by email and in the bell; a message reaches
// the shelter by email after the delay, and the link opens the conversation.
import { DEFAULT_NOTIFICATION_SETTINGS } from '@scout/domain';
import { expect, test } from './fixtures';
import { linkIn, mailTo } from './mailbox';

test('forgot password: the email link sets a new password, and the new password signs in', async ({
  adopter,
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(adopter.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await mailTo(adopter.email, /Reset your Scout password/);
  const origin = new URL(page.url()).origin;
  await page.goto(linkIn(mail, `${origin}/reset-password`));
  const newPassword = 'a brand new password 42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(adopter.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('a new dog that suits an adopter on instant alerts arrives by email and in the bell', async ({
  newAdopter,
  newShelter,
}) => {
  const adopter = await newAdopter({ name: 'Alert Adopter', town: 'Boise, ID' });
  const settings = await adopter.page.request.put('/api/notification-settings', {
    data: { ...DEFAULT_NOTIFICATION_SETTINGS, newDogAlerts: { mode: 'instant', threshold: 50 } },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const shelter = await newShelter({ name: 'Treasure Valley Tails', town: 'Boise, ID' });
  const dogId = await shelter.addDog({ name: 'Clementine', specialNeeds: '' });

  const mail = await mailTo(adopter.email, /Clementine/);
  expect(mail.subject).toBe('New match near you: Clementine');
  expect(mail.text).toContain(`/dogs/${dogId}`);

  await adopter.page.goto('/discover');
  const bell = adopter.page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(adopter.page).toHaveURL(/\/notifications$/);
  await adopter.page.getByRole('link', { name: /New match near you: Clementine/ }).click();
  await expect(adopter.page).toHaveURL(new RegExp(`/dogs/${dogId}$`));
});

test("an adopter's message reaches the shelter by email after the delay; its link opens the conversation", async ({
  newAdopter,
  newShelter,
}) => {
  const shelter = await newShelter({ name: 'Mile High Mutts', town: 'Denver, CO' });
  const dogId = await shelter.addDog({ name: 'Juniper' });
  const adopter = await newAdopter({ name: 'Message Adopter' });
  const conversation = await adopter.page.request.get(`/api/conversations/${dogId}`);
  expect(conversation.ok(), await conversation.text()).toBe(true);
  const { id } = (await conversation.json()) as { id: string };
  const sent = await adopter.page.request.post(`/api/conversations/${id}/messages`, {
    data: { content: 'Hello! Is Juniper good on long hikes?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const mail = await mailTo(shelter.email, /Juniper/);
  const origin = new URL(shelter.page.url()).origin;
  const link = linkIn(mail, `${origin}/messages/`);
  expect(link).toBe(`${origin}/messages/${id}`);
  await shelter.page.goto(link);
  await expect(shelter.page.getByText('Hello! Is Juniper good on long hikes?')).toBeVisible();
});
