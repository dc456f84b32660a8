// Chat with Scout against the real server and the demo world: each suggested prompt gets an
// answer naming real dogs whose links open their pages, a follow-up narrows the previous
// answer, the history survives a reload, and the screen passes axe (issue 6).
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { surveyAnswers } from './request-bodies';

test.describe.configure({ timeout: 90_000 });

const SUGGESTED = [
  'Find me a dog for an active lifestyle',
  'Which dogs are good with kids?',
  "I'd like a calm, low-energy companion",
  'How do compatibility scores work?',
];
const SIZE_ORDER = ['small', 'medium', 'large'];

/** An active adopter in Austin (saved as their profile before each chat). */
const ACTIVE_IN_AUSTIN = surveyAnswers({
  activityLevel: 'high',
  exerciseCommitment: 'daily_vigorous',
  preferredEnergy: ['high'],
});

/** The chat's bubbles by who wrote them (an answer can say "for you:", so the label must match exactly). */
const bubbles = (page: Page, by: 'You:' | 'Scout:') =>
  page
    .getByRole('log', { name: 'Chat with Scout' })
    .getByRole('listitem')
    .filter({ has: page.getByText(by, { exact: true }) });
/** Scout's newest answer bubble. */
const lastAnswer = (page: Page) => bubbles(page, 'Scout:').last();

async function dogLinks(answer: Locator) {
  const links = answer.getByRole('link');
  await expect(links.first()).toBeVisible();
  return Promise.all(
    (await links.all()).map(async (link) => ({
      name: (await link.textContent())!,
      href: (await link.getAttribute('href'))!,
    })),
  );
}

test('each suggested prompt gets an answer naming real dogs, whose links open their pages', async ({
  adopter: { page, saveSurvey },
}) => {
  await saveSurvey(ACTIVE_IN_AUSTIN);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Scout' })).toBeVisible();
  await expect(page.getByText('Your AI adoption matchmaker')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Hi! I'm Scout" })).toBeVisible();
  await expect(page.getByPlaceholder('Ask Scout about your matches...')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveText(SUGGESTED);
  await expectNoSeriousViolations(page);

  // The first prompt is a button of the empty chat; the others are typed, as a person would.
  await page.getByRole('button', { name: SUGGESTED[0] }).click();
  for (const [i, prompt] of SUGGESTED.entries()) {
    if (i > 0) {
      const box = page.getByRole('textbox', { name: 'Your question for Scout' });
      await box.fill(prompt);
      await box.press('Enter');
    }
    await expect(bubbles(page, 'You:').last()).toContainText(prompt);
    await expect(page.getByRole('log', { name: 'Chat with Scout' }).getByText('Scout is thinking…')).toHaveCount(0);
    const links = await dogLinks(lastAnswer(page));
    expect(links.length, prompt).toBeGreaterThan(0);
    for (const { name, href } of links) {
      expect(href).toMatch(/^\/dogs\/[0-9a-f-]{36}$/);
      const dog = await page.request.get(`/api${href}`);
      expect(dog.ok(), `${name} is a real dog`).toBe(true);
      expect(((await dog.json()) as { name: string }).name).toBe(name);
    }
  }

  // A link opens the dog's page; the chat is still there after a reload.
  const [first] = await dogLinks(lastAnswer(page));
  await lastAnswer(page).getByRole('link', { name: first!.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`${first!.href}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await page.goto('/chat');
  await expect(bubbles(page, 'You:')).toHaveCount(4);
  await expectNoSeriousViolations(page);
});

test('a follow-up narrows the previous answer: "any smaller ones?" keeps the filter and shrinks the dogs', async ({
  adopter: { page, saveSurvey },
}) => {
  await saveSurvey(ACTIVE_IN_AUSTIN);
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Your question for Scout' });
  await box.fill('Which large dogs are good with kids?');
  await box.press('Enter');
  const before = await dogLinks(lastAnswer(page));
  await expect(lastAnswer(page)).not.toContainText('Scout is thinking');

  await box.fill('any smaller ones?');
  await box.press('Enter');
  await expect(bubbles(page, 'You:')).toHaveCount(2);
  await expect(lastAnswer(page)).not.toContainText(before[0]!.name);
  const after = await dogLinks(lastAnswer(page));

  const details = async (links: { href: string }[]) =>
    Promise.all(
      links.map(
        async ({ href }) =>
          (await (await page.request.get(`/api${href}`)).json()) as { size: string; goodWithKids: boolean },
      ),
    );
  const [was, now] = [await details(before), await details(after)];
  expect(was.map((d) => d.size)).toEqual(was.map(() => 'large'));
  const smallestBefore = Math.min(...was.map((d) => SIZE_ORDER.indexOf(d.size)));
  for (const dog of now) {
    expect(dog.goodWithKids).toBe(true);
    expect(SIZE_ORDER.indexOf(dog.size)).toBeLessThan(smallestBefore);
  }
});
