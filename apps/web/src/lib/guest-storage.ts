import { GUEST_PROFILE_KEY, GUEST_SWIPES_KEY } from '@scout/domain/constants';

/** Reads a key without letting blocked storage (private modes, policies) break the page. */
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** True when a guest left survey answers or swipes in this browser. */
export function hasGuestData(): boolean {
  const profile = readItem(GUEST_PROFILE_KEY);
  const swipes = readItem(GUEST_SWIPES_KEY);
  return Boolean(profile) || hasEntries(swipes);
}

function hasEntries(json: string | null): boolean {
  if (!json) return false;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.length > 0 : value !== null;
  } catch {
    return false;
  }
}
