// A few seconds' memory of sessions Better Auth has already verified, keyed by the exact
// Cookie header. Verifying the signed session cookie costs about a millisecond of CPU in
// Better Auth's endpoint machinery; a phone polling every 3 s should not pay it each time.
// Revocation keeps the cookie cache's semantics (up to a minute) plus at most TTL_MS.
import { LRUCache, type Perf } from 'lru-cache';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type SessionMemo<T extends NonNullable<unknown>> = LRUCache<string, T>;

/**
 * Each value is forgotten `ttlMs` after it was set; past `maxEntries` the least recently used
 * goes. `perf` is a clock for tests.
 */
export function createSessionMemo<T extends NonNullable<unknown>>({
  ttlMs = TTL_MS,
  maxEntries = MAX_ENTRIES,
  perf,
}: { ttlMs?: number; maxEntries?: number; perf?: Perf } = {}): SessionMemo<T> {
  // A test's clock is read on every call; by default lru-cache reads the time once per millisecond.
  return new LRUCache<string, T>({ max: maxEntries, ttl: ttlMs, ...(perf && { perf, ttlResolution: 0 }) });
}
