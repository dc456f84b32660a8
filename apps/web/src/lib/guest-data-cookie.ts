// Tells the server whether this browser keeps a guest's data (product §3, decision 014): while
// it does, the server leaves pages to the browser, which alone can rank the deck or score a dog
// for the guest's own answers. Zod-free and tiny: main.tsx checks it on every start.
import { GUEST_PROFILE_KEY, GUEST_SWIPES_KEY } from '@scout/domain/constants';
import { GUEST_DATA_COOKIE } from '@scout/domain/web-page';

// Kept here rather than in the domain's constants: only this browser ever reads it.
export const GUEST_NEW_DOG_ALERTS_KEY = 'scout.guestNewDogAlerts';

const YEAR_S = 365 * 24 * 3600;

/** Whether this browser keeps a guest's answers, swipes or alert choice. */
export function keepsGuestData(): boolean {
  try {
    return [GUEST_PROFILE_KEY, GUEST_SWIPES_KEY, GUEST_NEW_DOG_ALERTS_KEY].some((key) => localStorage.getItem(key));
  } catch {
    // Blocked storage keeps nothing.
    return false;
  }
}

/** Sets or clears the cookie to match what this browser keeps. */
export function syncGuestDataCookie(): void {
  document.cookie = keepsGuestData()
    ? `${GUEST_DATA_COOKIE}=1; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`
    : `${GUEST_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
