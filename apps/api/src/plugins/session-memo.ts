// A few seconds' memory of sessions Better Auth has already verified, keyed by the exact
// Cookie header. Verifying the signed session cookie costs about a millisecond of CPU in
// Better Auth's endpoint machinery; a phone polling every 3 s should not pay it each time.
// Revocation keeps the cookie cache's semantics (up to a minute) plus at most TTL_MS.

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export class SessionMemo<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }
}
