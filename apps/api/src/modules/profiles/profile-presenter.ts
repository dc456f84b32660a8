// The one place an adopter_profiles row becomes the `profileSchema` shape.
import type { Profile } from '@scout/domain';
import type { AdopterProfileRecord } from '../../db/schema/index.ts';

export function presentProfile(row: AdopterProfileRecord): Profile {
  return {
    livingSituation: row.livingSituation,
    otherPets: row.otherPets,
    activityLevel: row.activityLevel,
    workSchedule: row.workSchedule,
    exerciseCommitment: row.exerciseCommitment,
    experienceLevel: row.experienceLevel,
    householdComposition: row.householdComposition,
    preferredSize: row.preferredSize,
    preferredAge: row.preferredAge,
    preferredEnergy: row.preferredEnergy,
    searchRadius: row.searchRadius,
    latitude: row.latitude,
    longitude: row.longitude,
    homeType: row.homeType,
    hasYard: row.hasYard,
    hasOtherPets: row.hasOtherPets,
    otherPetsType: row.otherPetsType,
    profileImage: row.profileImage,
    updatedAt: row.updatedAt.toISOString(),
  };
}
