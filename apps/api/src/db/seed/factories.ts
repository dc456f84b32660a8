// Factories for users, listers, adopter profiles and dogs: sensible defaults plus
// overrides. The demo seed and the tests build their data with the same functions.
import { DEFAULT_LOCATION, DEFAULT_SEARCH_RADIUS, type ListerType, type Role } from '@scout/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  accounts,
  adopterProfiles,
  dogs,
  listers,
  users,
  type AdopterProfileRecord,
  type DogRecord,
  type ListerRecord,
  type NewAdopterProfileRecord,
  type NewDogRecord,
  type NewListerRecord,
  type NewUserRecord,
  type UserRecord,
} from '../schema/index.ts';
import { generateDog } from './dog-generator.ts';
import { createRandom } from './random.ts';

let sequence = 0;
/** Unique within a process, so parallel test files sharing a server still get distinct emails. */
function nextId(): string {
  sequence += 1;
  return `${process.pid}-${sequence}`;
}

export interface CreateUserOptions extends Partial<NewUserRecord> {
  /** When set, the user also gets a Better Auth credential account with this password. */
  password?: string;
}

/**
 * A user; with `password`, also the `accounts` row Better Auth's email sign-in reads
 * (providerId 'credential', accountId = the user id, password = its scrypt hash).
 */
export async function createUser(db: Database, options: CreateUserOptions = {}): Promise<UserRecord> {
  const { password, ...overrides } = options;
  const id = nextId();
  const role: Role = overrides.role ?? 'adopter';
  const values: NewUserRecord = {
    name: `Test ${role} ${id}`,
    email: `${role}-${id}@example.test`,
    emailVerified: true,
    role,
    ...overrides,
  };
  // Better Auth looks users up by the lower-cased email.
  values.email = values.email.toLowerCase();
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    if (!user) throw new Error('insert into users returned nothing');
    if (passwordHash !== undefined) {
      await tx
        .insert(accounts)
        .values({ userId: user.id, accountId: user.id, providerId: 'credential', password: passwordHash });
    }
    return user;
  });
}

export type CreateListerOptions = Partial<NewListerRecord>;

/** Lister values with defaults (no I/O); `userId` is left as given. */
export function buildLister(
  overrides: CreateListerOptions = {},
): Omit<NewListerRecord, 'userId'> & { userId?: string | null } {
  const id = nextId();
  const type: ListerType = overrides.type ?? 'shelter';
  return {
    type,
    name: type === 'shelter' ? `Test Shelter ${id}` : `Test Owner ${id}`,
    location: 'Austin, TX',
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    email: `lister-${id}@example.test`,
    phone: '(512) 555-0100',
    licenseNumber: null,
    description: type === 'shelter' ? 'A small volunteer-run rescue.' : null,
    reason: null,
    isVerified: false,
    ...overrides,
  };
}

/**
 * A lister. Without `userId`, a user with the lister's role (shelter or owner) is created
 * for it; pass `userId: null` for a lister whose account was deleted.
 */
export async function createLister(db: Database, overrides: CreateListerOptions = {}): Promise<ListerRecord> {
  const values = buildLister(overrides);
  if (values.userId === undefined) {
    const user = await createUser(db, { role: values.type });
    values.userId = user.id;
  }
  const [lister] = await db.insert(listers).values(values).returning();
  if (!lister) throw new Error('insert into listers returned nothing');
  // Having a lister record is what "onboarded" means for a shelter or owner account.
  if (lister.userId) await db.update(users).set({ onboarded: true }).where(eq(users.id, lister.userId));
  return lister;
}

export type CreateAdopterProfileOptions = Partial<NewAdopterProfileRecord> & { userId: string };

/** Profile values with defaults: a moderately active adult in an Austin house with a small yard. */
export function buildAdopterProfile(overrides: CreateAdopterProfileOptions): NewAdopterProfileRecord {
  return {
    livingSituation: 'house_small_yard',
    homeType: 'house',
    hasYard: true,
    otherPets: 'none',
    hasOtherPets: false,
    otherPetsType: null,
    activityLevel: 'moderate',
    workSchedule: 'hybrid',
    exerciseCommitment: 'few_times_week',
    experienceLevel: 'some_experience',
    householdComposition: 'adults',
    preferredSize: [],
    preferredAge: [],
    preferredEnergy: [],
    searchRadius: DEFAULT_SEARCH_RADIUS,
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    ...overrides,
  };
}

export async function createAdopterProfile(
  db: Database,
  overrides: CreateAdopterProfileOptions,
): Promise<AdopterProfileRecord> {
  const [profile] = await db.insert(adopterProfiles).values(buildAdopterProfile(overrides)).returning();
  if (!profile) throw new Error('insert into adopter_profiles returned nothing');
  return profile;
}

export type CreateDogOptions = Partial<NewDogRecord>;

let dogSeed = 1;

/**
 * A dog. Without `listerId`, a shelter lister is created for it. Coordinates default to the
 * lister's. Other fields come from the seeded dog generator (a realistic dog), then overrides.
 */
export async function createDog(db: Database, overrides: CreateDogOptions = {}): Promise<DogRecord> {
  let lister: Pick<ListerRecord, 'id' | 'latitude' | 'longitude'> | undefined;
  if (overrides.listerId === undefined) {
    lister = await createLister(db);
  } else if (overrides.latitude === undefined || overrides.longitude === undefined) {
    [lister] = await db
      .select({ id: listers.id, latitude: listers.latitude, longitude: listers.longitude })
      .from(listers)
      .where(eq(listers.id, overrides.listerId));
    if (!lister) throw new Error(`createDog: lister ${overrides.listerId} does not exist`);
  }
  const { sex: _sex, ...generated } = generateDog(createRandom(dogSeed++));
  const now = new Date();
  const values: NewDogRecord = {
    ...generated,
    createdAt: now,
    updatedAt: now,
    listerId: lister?.id ?? overrides.listerId!,
    latitude: lister?.latitude ?? DEFAULT_LOCATION.latitude,
    longitude: lister?.longitude ?? DEFAULT_LOCATION.longitude,
    ...overrides,
  };
  const [dog] = await db.insert(dogs).values(values).returning();
  if (!dog) throw new Error('insert into dogs returned nothing');
  return dog;
}
