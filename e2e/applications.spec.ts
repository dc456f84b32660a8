// Adoption applications a shelter can act on (decisions §12, issue 15): an adopter applies
// with answers and a PDF; the shelter reads the application with the dog's fit for that home,
// downloads the PDF and moves it on; another application is declined with a kind message,
// which its adopter reads in their messages and on the closed journey.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sendApplication } from './helpers';
import { surveyAnswers } from './request-bodies';

// A real, minimal PDF: the server checks a document's content, not its name.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

// Toasts also show over the journey dialog, which hides the rest of the page from the
// accessibility tree while it is open (includeHidden).
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(text, { exact: true });

test('an adopter applies with answers and a PDF; the shelter reads it with its fit, downloads the PDF and moves it on', async ({
  newShelter,
  newAdopter,
}) => {
  const shelter = await newShelter({ name: 'Riverbend Rescue', town: 'Austin, TX' });
  const dogId = await shelter.addDog({ name: 'Marble', goodWithCats: false });
  const kit = await newAdopter({ name: 'Kit Applicant', town: 'Austin, TX' });
  // A cat at home: Marble is not good with cats, a hard limit the shelter should see named.
  await kit.saveSurvey(surveyAnswers({ otherPets: 'cats' }));

  await kit.page.goto(`/dogs/${dogId}`);
  await kit.page.getByRole('button', { name: 'Apply for Adoption' }).click();
  const form = kit.page.getByRole('dialog', { name: 'Apply to Adopt Marble' });
  // Prefilled from the survey: the cat.
  await expect(form.getByLabel('Pet 1', { exact: true })).toHaveValue('cat');
  await sendApplication(kit.page, 'Marble', 'Marble looks like the gentle shadow our quiet home needs.');
  await expect(toastText(kit.page, 'Application Started! 🎉')).toBeVisible();

  const journey = kit.page.getByRole('dialog', { name: 'Your Adoption Journey' });
  await journey.getByText('What you sent').click();
  await expect(journey.getByText('Marble looks like the gentle shadow our quiet home needs.')).toBeVisible();
  await journey
    .locator('input[type="file"]')
    .setInputFiles({ name: 'proof-of-address.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(toastText(kit.page, 'Document attached')).toBeVisible();
  await expect(journey.getByRole('link', { name: 'proof-of-address.pdf' })).toBeVisible();
  // A text file dressed as a PDF is refused by its content.
  await journey
    .locator('input[type="file"]')
    .setInputFiles({ name: 'not-really.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just words') });
  await expect(toastText(kit.page, 'A document was not attached')).toBeVisible();
  await expect(journey.getByRole('link', { name: 'not-really.pdf' })).toHaveCount(0);

  // The shelter's dashboard: the fit in the adopter's words, the answers, the PDF.
  await shelter.page.goto('/shelter-dashboard');
  const application = shelter.page.getByRole('listitem').filter({ hasText: 'Kit Applicant' }).first();
  await expect(application.getByRole('list', { name: 'Hard limits broken' })).toContainText('Not good with cats');
  await expect(application.getByText(/% match$/)).toBeVisible();
  await application.getByText('Application answers').click();
  await expect(application.getByText('Owns their home')).toBeVisible();
  await expect(application.getByText('Marble looks like the gentle shadow our quiet home needs.')).toBeVisible();
  const download = shelter.page.waitForEvent('download');
  await application.getByRole('link', { name: 'proof-of-address.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('proof-of-address.pdf');
  expect(await readFile((await file.path())!)).toEqual(PDF);

  // Moving it on locks the answers for the adopter.
  await application.getByLabel('Home Visit date and time').fill(inDays(2));
  await application.getByRole('button', { name: /^Schedule Home Visit/ }).click();
  await expect(toastText(shelter.page, 'Home Visit scheduled')).toBeVisible();
  await kit.page.reload();
  await kit.page.getByRole('button', { name: 'View Adoption Journey' }).click();
  await expect(journey.getByText(/has moved your application on/)).toBeVisible();
  await expect(journey.getByRole('button', { name: 'Upload Documents' })).toHaveCount(0);
});

test('a declined application closes with the shelter’s kind words, in the adopter’s messages and on the journey', async ({
  newShelter,
  newAdopter,
}) => {
  const shelter = await newShelter({ name: 'Lakeside Hounds', town: 'Austin, TX' });
  const dogId = await shelter.addDog({ name: 'Pepper' });
  const sam = await newAdopter({ name: 'Sam Declined', town: 'Austin, TX' });
  await sam.page.goto(`/dogs/${dogId}`);
  await sam.page.getByRole('button', { name: 'Apply for Adoption' }).click();
  await sendApplication(sam.page, 'Pepper');
  await expect(toastText(sam.page, 'Application Started! 🎉')).toBeVisible();

  await shelter.page.goto('/shelter-dashboard');
  await shelter.page.getByRole('button', { name: "Decline Sam Declined's application for Pepper" }).click();
  const decline = shelter.page.getByRole('dialog', { name: "Decline Sam Declined's application?" });
  const words = 'Thank you, Sam. Pepper needs a home without stairs, so we chose another family.';
  await decline.getByLabel('Your message').fill(words);
  await decline.getByRole('button', { name: 'Decline Application' }).click();
  await expect(toastText(shelter.page, 'Application declined')).toBeVisible();

  // Sam reads it in the conversation with the shelter, and the journey says it is closed.
  await sam.page.goto('/messages');
  await sam.page.getByRole('link', { name: /Lakeside Hounds/ }).click();
  await expect(sam.page.getByText(words)).toBeVisible();
  await sam.page.goto(`/dogs/${dogId}`);
  await expect(sam.page.getByText('Your application for Pepper is closed.')).toBeVisible();
  await expect(sam.page.getByText(words)).toBeVisible();
});

/** A datetime-local value `days` from now at 10:00, local time. */
function inDays(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`;
}
