// Shelter and owner onboarding (product §2, §3, §5, §11): the form's details,
// geocoded, become the account's lister, and the account counts as onboarded. Onboarding
// again updates the details (a double submit or a correction is not an error). The routes
// check the role: one account, one role.
import type { GeocodeResult, ListerType, OnboardResult, OwnerOnboard, ShelterOnboard } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http-errors.ts';
import type { Geocode } from '../geocoding/geocoding.service.ts';
import { saveListerForUser, type ListerDetails } from './listers.repository.ts';

export const LOCATION_NOT_FOUND_MESSAGE =
  'We could not find that location. Enter a city and state, such as Austin, TX.';

export interface Onboarded {
  result: OnboardResult;
  /** False when the account had onboarded before and its details were updated. */
  created: boolean;
}

/**
 * A lister's location's coordinates, for onboarding and for a later change of location
 * (lister-profile.service.ts); a place the geocoder does not know is the form's error, not a 404.
 */
export async function locateLister(
  geocode: Geocode,
  location: string,
): Promise<Pick<GeocodeResult, 'latitude' | 'longitude'>> {
  try {
    const { latitude, longitude } = await geocode(location);
    return { latitude, longitude };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) {
      throw badRequest(LOCATION_NOT_FOUND_MESSAGE, [{ path: 'location', message: LOCATION_NOT_FOUND_MESSAGE }]);
    }
    throw err;
  }
}

export function createOnboardingService(db: Database, geocode: Geocode) {
  async function save(
    userId: string,
    type: ListerType,
    details: Omit<ListerDetails, 'latitude' | 'longitude'>,
    keepVerified: Parameters<typeof saveListerForUser>[4],
  ): Promise<Onboarded> {
    const position = await locateLister(geocode, details.location);
    const saved = await saveListerForUser(db, userId, type, { ...details, ...position }, keepVerified);
    return { result: { listerId: saved.id, listerType: saved.type }, created: saved.created };
  }

  return {
    async onboardShelter(userId: string, form: ShelterOnboard): Promise<Onboarded> {
      const details = {
        name: form.shelterName,
        location: form.location,
        email: form.email,
        phone: form.phone,
        licenseNumber: form.licenseNumber ?? null,
        description: form.description ?? null,
        reason: null,
      };
      // The Verified badge vouches for the name and licence an operator checked: a change
      // to either needs checking again (product §3: `npm run shelters:verify`).
      return save(
        userId,
        'shelter',
        details,
        (before) => before.name === details.name && before.licenseNumber === details.licenseNumber,
      );
    },

    async onboardOwner(userId: string, form: OwnerOnboard): Promise<Onboarded> {
      // The full name and reason are stored but never shown to others: an owner is shown as
      // "{first name} (Owner)" (dog-presenter.ts), and only the owner reads them back
      // (lister-profile-presenter.ts).
      const details = {
        name: form.fullName,
        location: form.location,
        email: form.email,
        phone: form.phone,
        licenseNumber: null,
        description: null,
        reason: form.reason ?? null,
      };
      return save(userId, 'owner', details, () => false);
    },
  };
}
