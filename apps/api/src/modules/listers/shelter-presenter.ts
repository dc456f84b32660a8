// The one place a shelter row becomes the `shelterSchema` shape (architecture: presenters).
// Shelters are organisations: their contact details are public. Owners never get here.
import type { Shelter } from '@scout/domain';
import type { ShelterRow } from './listers.repository.ts';

export function presentShelter(row: ShelterRow): Shelter {
  return {
    id: row.id,
    shelterName: row.name,
    location: row.location,
    description: row.description,
    phone: row.phone,
    email: row.email,
    licenseNumber: row.licenseNumber,
    isVerified: row.isVerified,
    // Where its dogs are (product §3); a shelter without available dogs sits at its own location.
    latitude: row.dogsLatitude ?? row.latitude,
    longitude: row.dogsLongitude ?? row.longitude,
    dogCount: row.dogCount,
  };
}
