// The discover deck in a desktop browser against the real server and demo world.
import { expectNoSeriousViolations } from './a11y';
import { topDogId, nextTopDog, dragTopCard } from './deck';
import { expect, test } from './fixtures';
import { waitForApp } from './helpers';
import { surveyAnswers } from './request-bodies';

const SAVE_TEXT =
  "You've liked 3 dogs! Create a free account to save your favorites and get notified when similar dogs appear near you.";

test.describe('discover deck', () => {
  test('a guest likes by button and drag, passes by arrow key, and is invited after exactly the third like', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect(page.getByTestId('deck-top-card')).toBeVisible();
    await expect(page.getByText('Swipe right to like • Swipe left to pass')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to save your matches' })).toHaveAttribute(
      'href',
      '/api/login?intended_role=adopter',
    );
    // No profile yet: the card offers the quiz instead of a number.
    await expect(page.getByTestId('deck-top-card').getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/onboarding',
    );

    const first = await topDogId(page);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const second = await nextTopDog(page, first);
    await expect(page.getByTestId('guest-like-count')).toHaveText('1 like');

    await dragTopCard(page, 260);
    const third = await nextTopDog(page, second);
    await expect(page).toHaveURL(/\/discover$/); // the drag did not open the dog
    await expect(page.getByTestId('guest-like-count')).toHaveText('2 likes');

    await page.getByTestId('deck').focus();
    await page.keyboard.press('ArrowLeft');
    const fourth = await nextTopDog(page, third);
    await expect(page.getByTestId('guest-like-count')).toHaveText('2 likes');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.keyboard.press('ArrowRight');
    await nextTopDog(page, fourth);
    const dialog = page.getByRole('dialog', { name: 'Save your matches?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(SAVE_TEXT)).toBeVisible();
    await expect(dialog.getByText('Free forever, no credit card required, secure authentication.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/api/login?intended_role=adopter&mode=signup',
    );
    await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
    await expect(dialog).toBeHidden();

    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('scout.guestSwipes') ?? '[]') as { dogId: string; direction: string }[],
    );
    expect(stored.map((s) => [s.dogId, s.direction])).toEqual([
      [first, 'right'],
      [second, 'right'],
      [third, 'left'],
      [fourth, 'right'],
    ]);

    // Swiped dogs stay out of the deck after a reload.
    await page.reload();
    const top = await topDogId(page);
    expect([first, second, third, fourth]).not.toContain(top);
  });

  test("a drag that starts on the dog's name swipes the card; a click on the name still opens the dog", async ({
    page,
  }) => {
    await page.goto('/discover');
    // A drag is raw mouse movement, which waits for nothing: the app must have taken the page over.
    await waitForApp(page);
    const first = await topDogId(page);
    await dragTopCard(page, 260, page.getByTestId('deck-top-card').locator('h2 a'));
    const second = await nextTopDog(page, first);
    await expect(page.getByTestId('guest-like-count')).toHaveText('1 like');
    await expect(page).toHaveURL(/\/discover$/);

    await dragTopCard(page, -260, page.getByTestId('deck-top-card').locator('h2 a'));
    const third = await nextTopDog(page, second);
    await expect(page.getByTestId('guest-like-count')).toHaveText('1 like');
    await expect(page).toHaveURL(/\/discover$/);

    await page.getByTestId('deck-top-card').locator('h2 a').click();
    await expect(page).toHaveURL(new RegExp(`/dogs/${third}$`));
  });

  test('Create Free Account opens the create-account form; Sign in opens the sign-in form', async ({ page }) => {
    await page.goto('/discover');
    await page.getByRole('button', { name: 'Message' }).click();
    await page
      .getByRole('dialog', { name: 'Save your matches?' })
      .getByRole('link', { name: 'Create Free Account' })
      .click();
    await expect(page).toHaveURL(/\/login\?intended_role=adopter&mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create your Scout account' })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();

    await page.goto('/discover');
    await page.getByRole('link', { name: 'Sign in to save your matches' }).click();
    await expect(page).toHaveURL(/\/login\?intended_role=adopter$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Scout' })).toBeVisible();
    await expect(page.getByText('Welcome back. Your matches are waiting for you.')).toBeVisible();
  });

  test('a guest tapping message is asked to sign up; tapping the card opens the dog', async ({ page }) => {
    await page.goto('/discover');
    // Taps wait for the app to take the server-drawn deck over (decision 014).
    await waitForApp(page);
    await page.getByRole('button', { name: 'Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Save your matches?' })).toBeVisible();
    await expect(page.getByText('Sign in required').first()).toBeVisible();
    await page.keyboard.press('Escape');
    const id = await topDogId(page);
    await page.getByTestId('deck-top-card').getByText('lbs').click();
    await expect(page).toHaveURL(new RegExp(`/dogs/${id}$`));
  });

  test('a signed-in adopter with a profile sees scores, and a swiped dog never returns', async ({
    adopter: { page, saveSurvey },
  }) => {
    await saveSurvey(
      surveyAnswers({
        otherPets: 'dogs',
        activityLevel: 'high',
        exerciseCommitment: 'daily_vigorous',
        preferredSize: ['medium', 'large'],
        preferredEnergy: ['high'],
        searchRadius: 100,
      }),
    );
    await page.goto('/discover');
    const card = page.getByTestId('deck-top-card');
    await expect(card.getByText(/^\d{1,3}% match$/)).toBeVisible();
    await expect(card.getByText(/^\d+\.\d miles away$/)).toBeVisible();

    const liked = await topDogId(page);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const passed = await nextTopDog(page, liked);
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await nextTopDog(page, passed);

    await page.reload();
    await expect(page.getByTestId('deck-top-card')).toBeVisible();
    expect([liked, passed]).not.toContain(await topDogId(page));
    const ids = ((await (await page.request.get('/api/dogs/discover')).json()) as { id: string }[]).map((d) => d.id);
    expect(ids).not.toContain(liked);
    expect(ids).not.toContain(passed);
    // The guest sign-up prompt is for guests only.
    await expect(page.getByRole('link', { name: 'Sign in to save your matches' })).toHaveCount(0);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByTestId('deck-top-card')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
