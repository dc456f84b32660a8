// The browser's position, asked once, as a promise with four plain outcomes (product §4
// "Onboarding submit and location", the profile's GPS button). Some browsers never call
// back at all (a permission prompt left open, or a "not now" that reports nothing), so a
// timer of our own ends the wait at the same deadline as the browser's.

export type LocationOutcome =
  | { kind: 'success'; latitude: number; longitude: number }
  /** Permission denied or the position was unavailable. */
  | { kind: 'denied' }
  /** No geolocation in this browser (or an insecure page). */
  | { kind: 'unsupported' }
  /** No answer within the time-out. */
  | { kind: 'timeout' };

export interface LocationRequest {
  timeoutMs: number;
  enableHighAccuracy: boolean;
  /** 0 = never a cached position. */
  maximumAge?: number;
  /** Injectable for tests; defaults to the browser's. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
}

const TIMEOUT_CODE = 3;

function browserGeolocation(): Pick<Geolocation, 'getCurrentPosition'> | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation
    ? navigator.geolocation
    : null;
}

export function requestLocation({
  timeoutMs,
  enableHighAccuracy,
  maximumAge = 0,
  geolocation = browserGeolocation(),
}: LocationRequest): Promise<LocationOutcome> {
  if (!geolocation) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: LocationOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish({ kind: 'success', latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) => finish(error.code === TIMEOUT_CODE ? { kind: 'timeout' } : { kind: 'denied' }),
        { timeout: timeoutMs, maximumAge, enableHighAccuracy },
      );
    } catch {
      // A browser that throws instead of calling back (blocked by policy) cannot give a position.
      finish({ kind: 'denied' });
    }
  });
}
