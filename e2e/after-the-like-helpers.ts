// Two people in their own browsers for the after-the-like specs: a shelter that lists a dog,
// and an adopter (optionally placed in a town by their survey answers).
import { expect, type Browser } from '@playwright/test';
import { signUpThroughLogin } from './helpers';

/** A shelter, signed up and onboarded in its own browser, listing one dog in `town`. */
export async function shelterWithDog(
  browser: Browser,
  { shelterName, town, dogName }: { shelterName: string; town: string; dogName: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughLogin(page, 'shelter', shelterName);
  await expect(page).toHaveURL(/\/shelter-onboarding$/);
  const onboard = await page.request.post('/api/shelter/onboard', {
    data: { shelterName, location: town, email: 'hello@rescue.test', phone: '512-555-0100' },
  });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  const created = await page.request.post('/api/dogs', {
    data: {
      name: dogName,
      breed: 'Labrador Mix',
      age: 3,
      ageCategory: 'adult',
      size: 'medium',
      weight: 52,
      energyLevel: 'moderate',
      temperament: ['friendly', 'calm'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      bio: `${dogName} is a gentle, easygoing lab who loves a slow walk and a long nap.`,
      vaccinated: true,
      spayedNeutered: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { page, dogId: id, close: () => context.close() };
}

/** An adopter, signed up in their own browser; with `town`, their survey puts them there (10-mile radius). */
export async function adopter(browser: Browser, name: string, town?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughLogin(page, 'adopter', name);
  await expect(page).toHaveURL(/\/discover$/);
  if (town) {
    const place = (await (await page.request.get(`/api/geocode?q=${encodeURIComponent(town)}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    const saved = await page.request.put('/api/profile', {
      data: {
        livingSituation: 'house_large_yard',
        otherPets: 'none',
        activityLevel: 'moderate',
        workSchedule: 'hybrid',
        exerciseCommitment: 'few_times_week',
        experienceLevel: 'some_experience',
        householdComposition: 'adults',
        preferredSize: [],
        preferredAge: ['adult'],
        preferredEnergy: ['medium'],
        searchRadius: 10,
        latitude: place.latitude,
        longitude: place.longitude,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return { page, close: () => context.close() };
}

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, `days` from now at `hour` o'clock (local time). */
export function localDateTime(days: number, hour: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}
