// Valid request bodies for tests, typed from the contracts in @scout/domain: defaults that
// pass validation, plus the fields a test cares about.
//
//   dogInput({ name: 'Bella' })                      POST /api/dogs
//   surveyAnswers({ otherPets: 'cats' })             POST/PUT /api/profile
//   shelterOnboarding(), ownerOnboarding()           POST /api/shelter/onboard, /api/owner/onboard
//   applicationAnswers({ homeOwnership: 'rent' })    PUT /api/adoption-journeys/:id/application
//
// Rows in the database come from the seed factories (db/seed/factories.ts), not from here.
import {
  type ApplicationAnswers,
  DEFAULT_LOCATION,
  DEFAULT_SEARCH_RADIUS,
  type DogInput,
  type OwnerOnboardInput,
  type ShelterOnboardInput,
  type SurveyAnswers,
} from '@scout/domain';

/** The Add a Dog form filled in: a medium, moderately active adult beagle mix. */
export function dogInput(overrides: Partial<DogInput> = {}): DogInput {
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

/**
 * The survey answered by a moderately active adult household in an Austin house with a
 * small yard and no other pets (the adopter-profile factory's household), open to adult
 * dogs of medium energy. Every field is given, so the result is also the parsed answers.
 */
export function surveyAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return {
    livingSituation: 'house_small_yard',
    otherPets: 'none',
    activityLevel: 'moderate',
    workSchedule: 'hybrid',
    exerciseCommitment: 'few_times_week',
    experienceLevel: 'some_experience',
    householdComposition: 'adults',
    preferredSize: [],
    preferredAge: ['adult'],
    preferredEnergy: ['medium'],
    searchRadius: DEFAULT_SEARCH_RADIUS,
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    ...overrides,
  };
}

/** The shelter onboarding form: a licensed rescue in Austin, TX. */
export function shelterOnboarding(overrides: Partial<ShelterOnboardInput> = {}): ShelterOnboardInput {
  return {
    shelterName: 'Hill Country Hounds',
    location: 'Austin, TX',
    email: 'hello@hillcountryhounds.example',
    phone: '(512) 555-0199',
    licenseNumber: 'TX-RESCUE-0042',
    description: 'A volunteer-run rescue for hounds and hound mixes.',
    ...overrides,
  };
}

/**
 * The owner onboarding form: Olivia Hartwell-Quincy in Denver, CO, with a reason. The
 * surname and the reason are private, so tests can look for them in answers.
 */
export function ownerOnboarding(overrides: Partial<OwnerOnboardInput> = {}): OwnerOnboardInput {
  return {
    fullName: 'Olivia Hartwell-Quincy',
    location: 'Denver, CO',
    email: 'olivia@example.test',
    phone: '(303) 555-0123',
    reason: 'Moving abroad for a job and cannot take Biscuit along',
    ...overrides,
  };
}

/**
 * An adoption application (decisions §12) from a couple who own a house, with a 7-year-old
 * and a vaccinated, neutered cat, a dog alone 4 hours a day. Every field is given as the
 * contract answers it, so the result is also the parsed answers.
 */
export function applicationAnswers(overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers {
  return {
    homeOwnership: 'own',
    landlordAllowsDogs: null,
    adults: 2,
    childrenAges: [7],
    otherPets: [{ kind: 'cat', spayedNeutered: true, vaccinated: true }],
    hoursAlone: 4,
    experience: 'some_experience',
    vetReference: 'Dr. Rivera, Eastside Animal Clinic, (512) 555-0142',
    whyThisDog: 'We walk every morning and evening, and this calm, friendly dog would love our quiet street.',
    ...overrides,
  };
}
