// A shelter's or owner's own profile (issue 17): read and correct what they gave at
// onboarding. The route lets in shelters and owners only; the profile is always the
// caller's own (there is no id to ask for another's). A new location is geocoded exactly as
// at onboarding, and the lister's dogs move with it.
import type { ListerProfile, ListerProfilePatch } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { presentListerProfile } from './lister-profile-presenter.ts';
import {
  findListerProfile,
  updateListerProfile,
  type ListerProfileChanges,
  type ListerProfileRow,
} from './lister-profile.repository.ts';
import type { Geocode } from '../geocoding/geocoding.service.ts';
import { locateLister } from './onboarding.service.ts';

export const PROFILE_NOT_FOUND_MESSAGE =
  'You have not set up your profile yet. Complete your shelter or owner details first.';
export const wrongTypeMessage = (type: ListerProfileRow['type']) =>
  `This account is ${type === 'shelter' ? 'a shelter' : 'a private owner'}: send type '${type}'.`;

/** The form's fields as the listers table names them; fields left out are not changed. */
function changesFrom(patch: ListerProfilePatch): ListerProfileChanges {
  const changes: ListerProfileChanges = {
    ...(patch.location !== undefined && { location: patch.location }),
    ...(patch.email !== undefined && { email: patch.email }),
    ...(patch.phone !== undefined && { phone: patch.phone }),
  };
  if (patch.type === 'shelter') {
    return {
      ...changes,
      ...(patch.shelterName !== undefined && { name: patch.shelterName }),
      // Blank optional texts arrive as null (the onboarding schema): they clear the field.
      ...(patch.licenseNumber !== undefined && { licenseNumber: patch.licenseNumber }),
      ...(patch.description !== undefined && { description: patch.description }),
    };
  }
  return {
    ...changes,
    ...(patch.fullName !== undefined && { name: patch.fullName }),
    ...(patch.reason !== undefined && { reason: patch.reason }),
  };
}

export function createListerProfileService(db: Database, geocode: Geocode) {
  async function own(user: SessionUser): Promise<ListerProfileRow> {
    const row = await findListerProfile(db, user.id);
    if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async get(user: SessionUser): Promise<ListerProfile> {
      return presentListerProfile(await own(user));
    },

    async update(user: SessionUser, patch: ListerProfilePatch): Promise<ListerProfile> {
      const current = await own(user);
      if (patch.type !== current.type) {
        const message = wrongTypeMessage(current.type);
        throw badRequest(message, [{ path: 'type', message }]);
      }
      const changes = changesFrom(patch);
      // Geocoded only when the place changed: the same text keeps the coordinates (and the dogs) where they are.
      if (changes.location !== undefined && changes.location !== current.location) {
        Object.assign(changes, await locateLister(geocode, changes.location));
      }
      const saved = await updateListerProfile(
        db,
        user.id,
        changes,
        // As at onboarding: the Verified badge vouches for the name and licence an operator
        // checked, so a change to either needs checking again (product §3); owners are never verified.
        (before, after) =>
          after.type === 'shelter' && before.name === after.name && before.licenseNumber === after.licenseNumber,
      );
      if (!saved) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
      return presentListerProfile(saved);
    },
  };
}
