// The test object the specs import: Playwright's, plus the people a spec needs, signed up
// and signed in the way a visitor is (the /login page), onboarded and given dogs through
// the real API:
//
//   test('...', async ({ page, adopter }) => ...)      a new adopter on the test's page, on /discover
//   shelter, owner                                      a new lister on the test's page, onboarded
//   newAdopter({ name, town }), newShelter({ name, town })
//                                                       more people, each in a browser of their own,
//                                                       closed after the test
//   adopter.saveSurvey(answers)                         PUT /api/profile
//   shelter.addDog({ name: 'Clover' })                  POST /api/dogs; the dog's id
//
// Specs about the sign-up or onboarding screens themselves go through those screens instead.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { DogInput, SurveyAnswers } from '@scout/domain';
import { signUpThroughLogin } from './helpers';
import { dogInput, ownerOnboarding, shelterOnboarding, surveyAnswers } from './request-bodies';

export { expect };

export interface Person {
  page: Page;
  name: string;
  email: string;
  password: string;
}

export interface Adopter extends Person {
  /** Saves survey answers as the adopter's profile (PUT /api/profile). */
  saveSurvey(answers?: SurveyAnswers): Promise<void>;
}

export interface Lister extends Person {
  /** Lists a dog (POST /api/dogs), the Add a Dog form's defaults plus these; answers its id. */
  addDog(dog: Partial<DogInput> & { name: string }): Promise<string>;
}

interface ListerDetails {
  /** The account's name, and the shelter's name or the owner's full name. */
  name?: string;
  /** "City, ST", geocoded by the server. */
  town?: string;
}

async function adopterOn(page: Page, name = 'E2E adopter'): Promise<Adopter> {
  const account = await signUpThroughLogin(page, 'adopter', name);
  await expect(page).toHaveURL(/\/discover$/);
  return {
    page,
    name,
    ...account,
    async saveSurvey(answers = surveyAnswers()) {
      const saved = await page.request.put('/api/profile', { data: answers });
      expect(saved.ok(), await saved.text()).toBe(true);
    },
  };
}

async function listerOn(page: Page, role: 'shelter' | 'owner', details: ListerDetails = {}): Promise<Lister> {
  const name = details.name ?? `E2E ${role}`;
  const location = details.town ?? 'Austin, TX';
  const account = await signUpThroughLogin(page, role, name);
  await expect(page).toHaveURL(role === 'shelter' ? /\/shelter-onboarding$/ : /\/owner-onboarding$/);
  const onboard =
    role === 'shelter'
      ? await page.request.post('/api/shelter/onboard', { data: shelterOnboarding({ shelterName: name, location }) })
      : await page.request.post('/api/owner/onboard', { data: ownerOnboarding({ fullName: name, location }) });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  return {
    page,
    name,
    ...account,
    async addDog(dog) {
      const created = await page.request.post('/api/dogs', { data: dogInput(dog) });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    },
  };
}

interface Fixtures {
  /** A new adopter, signed up through /login on the test's page, which is left on /discover. */
  adopter: Adopter;
  /** A new shelter in Austin, TX, signed up through /login on the test's page and onboarded. */
  shelter: Lister;
  /** A new owner in Austin, TX, signed up through /login on the test's page and onboarded. */
  owner: Lister;
  /**
   * Another adopter in a browser of their own; with `town`, their survey puts them there
   * (a 10-mile radius, adult dogs of medium energy).
   */
  newAdopter(options?: { name?: string; town?: string }): Promise<Adopter>;
  /** Another shelter in a browser of its own, onboarded in `town`. */
  newShelter(details?: ListerDetails): Promise<Lister>;
  /** A page in a browser context of its own (cookies, storage), closed when the test ends. */
  newPage(): Promise<Page>;
}

export const test = base.extend<Fixtures>({
  adopter: async ({ page }, use) => use(await adopterOn(page)),
  shelter: async ({ page }, use) => use(await listerOn(page, 'shelter')),
  owner: async ({ page }, use) => use(await listerOn(page, 'owner')),

  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  newAdopter: async ({ newPage }, use) =>
    use(async ({ name, town } = {}) => {
      const adopter = await adopterOn(await newPage(), name);
      if (town) {
        const geocoded = await adopter.page.request.get(`/api/geocode?q=${encodeURIComponent(town)}`);
        const place = (await geocoded.json()) as { latitude: number; longitude: number };
        const { latitude, longitude } = place;
        await adopter.saveSurvey(surveyAnswers({ preferredAge: ['adult'], searchRadius: 10, latitude, longitude }));
      }
      return adopter;
    }),
  newShelter: async ({ newPage }, use) => use(async (details) => listerOn(await newPage(), 'shelter', details)),
});
