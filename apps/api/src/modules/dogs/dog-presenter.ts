// The one place a dog row becomes the `dogSchema` shape (architecture: presenters), so
// private columns never leak: an owner is "{first name} (Owner)" (never the full name),
// the owner's reason is never read, and an owner's phone and email reach signed-in
// users only (product §3, §6).
import { dogSchema, type Dog } from '@scout/domain';
import {
  distanceMiles,
  NO_TASTE,
  scoreDog,
  type LearnedTaste,
  type MatchDog,
  type MatchProfile,
  type MatchResult,
} from '@scout/domain/matching';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import type { DogRow, ListedDog } from './dogs.repository.ts';

/** Who is looking, as far as presenting a dog is concerned. */
export interface Viewer {
  signedIn: boolean;
  /** The signed-in adopter's profile and location: dogs are scored for it. Null: no scores. */
  profile: (MatchProfile & { latitude: number; longitude: number }) | null;
  /** What the adopter's swipes taught the scores (NO_TASTE when nothing). */
  taste?: LearnedTaste;
}

/** A dog's score for a viewer: the survey and the learned taste, with distance from the viewer's profile location. */
export function scoreFor(
  viewer: Viewer & { profile: NonNullable<Viewer['profile']> },
  dog: MatchDog & { latitude: number; longitude: number },
): MatchResult {
  return scoreDog(viewer.profile, { ...dog, distance: distanceMiles(viewer.profile, dog) }, viewer.taste ?? NO_TASTE);
}

export const OWNER_MARKER = '(Owner)';

export function publicListerName(lister: Pick<DogRow['lister'], 'type' | 'name'>): string {
  if (lister.type === 'shelter') return lister.name;
  const first = lister.name.trim().split(/\s+/)[0] || 'Private';
  return `${first} ${OWNER_MARKER}`;
}

/**
 * `photoUrls`: where its photos are handed out (S3_PUBLIC_URL). `match` when the caller
 * already scored the dog (discover's ranking); otherwise scored here for a profile.
 */
export function presentDog(row: DogRow, viewer: Viewer, photoUrls: PhotoUrls, match?: MatchResult): Dog {
  const { dog, lister } = row;
  const contactVisible = lister.type === 'shelter' || viewer.signedIn;
  const result = match ?? (viewer.profile ? scoreFor({ ...viewer, profile: viewer.profile }, dog) : null);
  return {
    id: dog.id,
    name: dog.name,
    breed: dog.breed,
    age: dog.age,
    ageCategory: dog.ageCategory,
    size: dog.size,
    weight: dog.weight,
    energyLevel: dog.energyLevel,
    temperament: dog.temperament,
    goodWithKids: dog.goodWithKids,
    goodWithDogs: dog.goodWithDogs,
    goodWithCats: dog.goodWithCats,
    bio: dog.bio,
    specialNeeds: dog.specialNeeds,
    dayInLifeVideo: dog.dayInLifeVideo,
    vaccinated: dog.vaccinated,
    spayedNeutered: dog.spayedNeutered,
    photos: photoUrls.presentAll(dog.photos),
    status: dog.status,
    listerType: lister.type,
    listerId: lister.id,
    shelterName: publicListerName(lister),
    shelterAddress: lister.location,
    shelterPhone: contactVisible ? lister.phone : null,
    shelterEmail: contactVisible ? lister.email : null,
    latitude: dog.latitude,
    longitude: dog.longitude,
    createdAt: dog.createdAt.toISOString(),
    compatibilityScore: result ? result.score : null,
    compatibilityReasons: result ? result.reasons : [],
    distance: row.distanceMiles,
  };
}

/**
 * A dog presented unscored, and its JSON without the three per-adopter fields, checked
 * against `dogSchema` once: discover writes each adopter's page from these (matchedJson)
 * instead of checking and serializing every dog on every request.
 */
export interface DogCard {
  dog: Dog;
  /** The JSON object without its closing brace. */
  json: string;
}

export function dogCard(row: ListedDog, viewer: Viewer, photoUrls: PhotoUrls): DogCard {
  const dog = dogSchema.parse(presentDog({ ...row, distanceMiles: null }, { ...viewer, profile: null }, photoUrls));
  const { compatibilityScore: _score, compatibilityReasons: _reasons, distance: _distance, ...rest } = dog;
  return { dog, json: JSON.stringify(rest).slice(0, -1) };
}

/** The card's JSON with this adopter's score, reasons and distance. */
export function matchedJson(card: DogCard, match: MatchResult, distance: number): string {
  return `${card.json},"compatibilityScore":${match.score},"compatibilityReasons":${JSON.stringify(match.reasons)},"distance":${JSON.stringify(distance)}}`;
}
