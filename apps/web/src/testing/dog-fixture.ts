// A dog as the API returns it, for the web's tests: available, listed by a shelter, not
// scored; `overrides` set what a test needs.
import type { Dog } from '@scout/domain';

export function dogFixture(overrides: Partial<Dog> = {}): Dog {
  return {
    id: 'dog-1',
    name: 'Biscuit',
    breed: 'Beagle',
    age: 2,
    ageCategory: 'young',
    size: 'small',
    weight: 22,
    energyLevel: 'high',
    temperament: ['playful', 'loyal'],
    goodWithKids: true,
    goodWithDogs: false,
    goodWithCats: true,
    bio: 'A happy beagle who loves long walks.',
    specialNeeds: null,
    dayInLifeVideo: null,
    vaccinated: true,
    spayedNeutered: true,
    photos: ['/uploads/one.webp'],
    status: 'available',
    listerType: 'shelter',
    listerId: 'l1',
    shelterName: 'Hill Country Hounds',
    shelterAddress: 'Austin, TX',
    shelterPhone: '512-555-0100',
    shelterEmail: 'hello@hounds.test',
    latitude: 30.27,
    longitude: -97.74,
    createdAt: '2024-05-01T00:00:00.000Z',
    compatibilityScore: null,
    compatibilityReasons: [],
    distance: null,
    ...overrides,
  };
}
