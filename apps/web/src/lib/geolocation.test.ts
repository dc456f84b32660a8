import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLocation } from './geolocation';

// A small stand-in for the browser's Geolocation object, handed to the function (no global is replaced).
function geolocationThat(
  behave: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void,
): Pick<Geolocation, 'getCurrentPosition'> & { options: PositionOptions[] } {
  const options: PositionOptions[] = [];
  return {
    options,
    getCurrentPosition(ok, fail, opts) {
      options.push(opts ?? {});
      behave(ok, fail ?? (() => undefined), opts);
    },
  };
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as unknown as GeolocationPosition;
const failure = (code: number) => ({ code, message: 'no' }) as GeolocationPositionError;

afterEach(() => vi.useRealTimers());

describe('requestLocation', () => {
  it('passes the time-out, no cached position and the accuracy to the browser, and returns the coordinates', async () => {
    const geolocation = geolocationThat((ok) => ok(position(32.7767, -96.797)));
    await expect(requestLocation({ timeoutMs: 5000, enableHighAccuracy: false, geolocation })).resolves.toEqual({
      kind: 'success',
      latitude: 32.7767,
      longitude: -96.797,
    });
    expect(geolocation.options).toEqual([{ timeout: 5000, maximumAge: 0, enableHighAccuracy: false }]);
  });

  it('reads a denial and an unavailable position as denied, and the browser time-out as timeout', async () => {
    for (const [code, kind] of [
      [1, 'denied'],
      [2, 'denied'],
      [3, 'timeout'],
    ] as const) {
      const geolocation = geolocationThat((_ok, fail) => fail(failure(code)));
      await expect(requestLocation({ timeoutMs: 5000, enableHighAccuracy: false, geolocation })).resolves.toEqual({
        kind,
      });
    }
  });

  it('is unsupported without a geolocation object', async () => {
    await expect(requestLocation({ timeoutMs: 5000, enableHighAccuracy: false, geolocation: null })).resolves.toEqual({
      kind: 'unsupported',
    });
  });

  it('times out by itself when the browser never answers, and ignores a late answer', async () => {
    vi.useFakeTimers();
    let late: PositionCallback | undefined;
    const geolocation = geolocationThat((ok) => (late = ok));
    const outcome = requestLocation({ timeoutMs: 5000, enableHighAccuracy: false, geolocation });
    await vi.advanceTimersByTimeAsync(4999);
    let done = false;
    void outcome.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
    late?.(position(1, 2));
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
  });

  it('treats a browser that throws as denied', async () => {
    const geolocation = geolocationThat(() => {
      throw new Error('blocked by permissions policy');
    });
    await expect(requestLocation({ timeoutMs: 10000, enableHighAccuracy: true, geolocation })).resolves.toEqual({
      kind: 'denied',
    });
  });
});
