// Test helpers for listers' dogs: an onboarded shelter or owner account, and a valid Add a
// Dog form body.
import type { DogInput, ListerType } from '@scout/domain';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createLister } from '../db/seed/factories.ts';
import { signUp } from './test-app.ts';

/**
 * Signs up a shelter or owner account and gives it a lister record where asked (what
 * onboarding does), so the test controls the lister's place and name.
 */
export async function signUpLister(
  app: App,
  db: Database,
  type: ListerType = 'shelter',
  lister: { latitude?: number; longitude?: number; name?: string } = {},
) {
  const account = await signUp(app, type);
  const record = await createLister(db, { type, userId: account.userId, ...lister });
  return { ...account, listerId: record.id, latitude: record.latitude, longitude: record.longitude };
}

export function dogForm(overrides: Partial<DogInput> = {}): DogInput {
  return {
    name: 'Biscuit',
    breed: 'Beagle Mix',
    age: 3,
    ageCategory: 'adult',
    size: 'medium',
    weight: 28,
    energyLevel: 'moderate',
    temperament: ['friendly', 'playful'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: false,
    bio: 'A cheerful beagle who loves long sniffy walks and naps in the sun.',
    specialNeeds: '',
    dayInLifeVideo: '',
    vaccinated: true,
    spayedNeutered: true,
    photos: [],
    ...overrides,
  };
}
