// An adopter's survey answers (product §2) plus the fields derived from them (product §12).
import {
  ACTIVITY_LEVELS,
  AGE_CATEGORIES,
  DEFAULT_SEARCH_RADIUS,
  DOG_SIZES,
  EXERCISE_COMMITMENTS,
  EXPERIENCE_LEVELS,
  HOME_TYPES,
  HOUSEHOLD_COMPOSITIONS,
  LIVING_SITUATIONS,
  OTHER_PETS,
  PREFERRED_ENERGIES,
  WORK_SCHEDULES,
  type ActivityLevel,
  type AgeCategory,
  type DogSize,
  type ExerciseCommitment,
  type ExperienceLevel,
  type HomeType,
  type HouseholdComposition,
  type LivingSituation,
  type OtherPets,
  type PreferredEnergy,
  type WorkSchedule,
} from '@scout/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { allOneOf, createdAt, isOneOf, updatedAt } from './columns.ts';

export const adopterProfiles = pgTable(
  'adopter_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    livingSituation: text('living_situation').$type<LivingSituation>().notNull(),
    homeType: text('home_type').$type<HomeType>().notNull(),
    hasYard: boolean('has_yard').notNull(),
    otherPets: text('other_pets').$type<OtherPets>().notNull(),
    hasOtherPets: boolean('has_other_pets').notNull(),
    /** The otherPets answer, or null when none. */
    otherPetsType: text('other_pets_type').$type<Exclude<OtherPets, 'none'>>(),
    activityLevel: text('activity_level').$type<ActivityLevel>().notNull(),
    workSchedule: text('work_schedule').$type<WorkSchedule>().notNull(),
    exerciseCommitment: text('exercise_commitment').$type<ExerciseCommitment>().notNull(),
    experienceLevel: text('experience_level').$type<ExperienceLevel>().notNull(),
    householdComposition: text('household_composition').$type<HouseholdComposition>().notNull(),
    preferredSize: text('preferred_size').array().$type<DogSize[]>().notNull().default([]),
    preferredAge: text('preferred_age').array().$type<AgeCategory[]>().notNull().default([]),
    preferredEnergy: text('preferred_energy').array().$type<PreferredEnergy[]>().notNull().default([]),
    searchRadius: integer('search_radius').notNull().default(DEFAULT_SEARCH_RADIUS),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    profileImage: text('profile_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('adopter_profiles_living_situation_check', isOneOf(t.livingSituation, LIVING_SITUATIONS)),
    check('adopter_profiles_home_type_check', isOneOf(t.homeType, HOME_TYPES)),
    check('adopter_profiles_other_pets_check', isOneOf(t.otherPets, OTHER_PETS)),
    check('adopter_profiles_other_pets_type_check', isOneOf(t.otherPetsType, OTHER_PETS)),
    check('adopter_profiles_activity_level_check', isOneOf(t.activityLevel, ACTIVITY_LEVELS)),
    check('adopter_profiles_work_schedule_check', isOneOf(t.workSchedule, WORK_SCHEDULES)),
    check('adopter_profiles_exercise_commitment_check', isOneOf(t.exerciseCommitment, EXERCISE_COMMITMENTS)),
    check('adopter_profiles_experience_level_check', isOneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check('adopter_profiles_household_composition_check', isOneOf(t.householdComposition, HOUSEHOLD_COMPOSITIONS)),
    check('adopter_profiles_preferred_size_check', allOneOf(t.preferredSize, DOG_SIZES)),
    check('adopter_profiles_preferred_age_check', allOneOf(t.preferredAge, AGE_CATEGORIES)),
    check('adopter_profiles_preferred_energy_check', allOneOf(t.preferredEnergy, PREFERRED_ENERGIES)),
    check('adopter_profiles_search_radius_check', sql`${t.searchRadius} > 0`),
    // New-dog alerts find the adopters around a dog (earth_box(dog, radius) @> this), as
    // discover finds the dogs around an adopter.
    index('adopter_profiles_position_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

export type AdopterProfileRecord = typeof adopterProfiles.$inferSelect;
export type NewAdopterProfileRecord = typeof adopterProfiles.$inferInsert;
