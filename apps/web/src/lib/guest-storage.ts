// A guest's survey answers, swipes and new-dog alert choice, kept in this browser until they sign up and the
// migration moves them to their account (product §3, §4). Blocked or corrupt storage reads as
// empty and never breaks the page.
import { GUEST_PROFILE_KEY, GUEST_SWIPES_KEY, type SwipeDirection } from '@scout/domain/constants';
import { surveyAnswersSchema, type SurveyAnswers } from '@scout/domain/contracts/profile';
import { guestSwipeSchema, type GuestSwipe, type GuestSwipeDog } from '@scout/domain/contracts/swipes';
import { GUEST_NEW_DOG_ALERTS_KEY, syncGuestDataCookie } from './guest-data-cookie';

function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the guest keeps browsing; nothing else depends on it.
  }
  syncGuestDataCookie();
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
  syncGuestDataCookie();
}

export function readGuestProfile(): SurveyAnswers | null {
  const parsed = surveyAnswersSchema.safeParse(readJson(GUEST_PROFILE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeGuestProfile(profile: SurveyAnswers): void {
  writeJson(GUEST_PROFILE_KEY, profile);
}

export function clearGuestProfile(): void {
  remove(GUEST_PROFILE_KEY);
}

export function readGuestSwipes(): GuestSwipe[] {
  const value = readJson(GUEST_SWIPES_KEY);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = guestSwipeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function writeGuestSwipes(swipes: GuestSwipe[]): void {
  if (swipes.length === 0) remove(GUEST_SWIPES_KEY);
  else writeJson(GUEST_SWIPES_KEY, swipes);
}

/** What a guest swipe keeps of the dog: what the learned taste reads, and where the dog is. */
export function guestSwipeDog(dog: GuestSwipeDog): GuestSwipeDog {
  const {
    size,
    ageCategory,
    energyLevel,
    temperament,
    goodWithKids,
    goodWithDogs,
    goodWithCats,
    specialNeeds,
    latitude,
    longitude,
  } = dog;
  return {
    size,
    ageCategory,
    energyLevel,
    temperament,
    goodWithKids,
    goodWithDogs,
    goodWithCats,
    specialNeeds,
    latitude,
    longitude,
  };
}

/**
 * Records a swipe, with the dog when known (the guest's learned taste reads it); a second
 * swipe on the same dog replaces the first (the latest wins).
 */
export function addGuestSwipe(
  dogId: string,
  direction: SwipeDirection,
  dog?: GuestSwipeDog,
  now = Date.now(),
): GuestSwipe[] {
  const swipe: GuestSwipe = { dogId, direction, timestamp: now, ...(dog && { dog: guestSwipeDog(dog) }) };
  const swipes = [...readGuestSwipes().filter((s) => s.dogId !== dogId), swipe];
  writeGuestSwipes(swipes);
  return swipes;
}

export function clearGuestSwipes(): void {
  remove(GUEST_SWIPES_KEY);
}

/** True when the guest ticked "Email me when similar dogs appear near you" (product §16.5). */
export function readGuestNewDogAlerts(): boolean {
  return readJson(GUEST_NEW_DOG_ALERTS_KEY) === true;
}

/** Remembers the guest's choice; unticking forgets it. */
export function writeGuestNewDogAlerts(wanted: boolean): void {
  if (wanted) writeJson(GUEST_NEW_DOG_ALERTS_KEY, true);
  else remove(GUEST_NEW_DOG_ALERTS_KEY);
}

export function clearGuestNewDogAlerts(): void {
  remove(GUEST_NEW_DOG_ALERTS_KEY);
}

/** True when a guest left survey answers, swipes or an alert choice in this browser. */
export function hasGuestData(): boolean {
  return readGuestProfile() !== null || readGuestSwipes().length > 0 || readGuestNewDogAlerts();
}
