// The one place a lister's row becomes the `listerProfileSchema` shape, for the lister
// themself only: an owner's full name and reason are theirs to read and appear in no other
// answer (shelter-presenter.ts and dog-presenter.ts never take them).
import type { ListerProfile } from '@scout/domain';
import type { ListerProfileRow } from './lister-profile.repository.ts';

export function presentListerProfile(row: ListerProfileRow): ListerProfile {
  const common = {
    id: row.id,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    email: row.email,
    phone: row.phone,
  };
  if (row.type === 'owner') return { type: 'owner', fullName: row.name, ...common, reason: row.reason };
  return {
    type: 'shelter',
    shelterName: row.name,
    ...common,
    licenseNumber: row.licenseNumber,
    description: row.description,
    isVerified: row.isVerified,
  };
}
