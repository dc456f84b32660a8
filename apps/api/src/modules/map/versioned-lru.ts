// What the map keeps in memory (map-markers.service.ts): values read from the `dogs` and
// `listers` tables, kept for one version of both (data-versions.ts), so an adopted, removed
// or moved dog leaves the map at once. Any write to either table empties the cache; past its
// memory budget the least recently used values go first.
import type { TableVersions } from '../../db/schema/index.ts';

export class VersionedLru<V> {
  #dogsVersion = -1;
  #listersVersion = -1;
  #bytes = 0;
  /** In use order: the least recently used first. */
  readonly #values = new Map<string, { value: V; bytes: number }>();

  /** `sizeOf` tells roughly how many bytes a value takes. */
  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /**
   * Moves to newer table versions, forgetting every value. Both counters only grow, so a
   * request that read older versions (it started earlier) never moves the cache back.
   */
  sync(versions: TableVersions): void {
    if (versions.dogsVersion + versions.listersVersion <= this.#dogsVersion + this.#listersVersion) return;
    this.#values.clear();
    this.#bytes = 0;
    this.#dogsVersion = versions.dogsVersion;
    this.#listersVersion = versions.listersVersion;
  }

  /** The value, when it was read at exactly these versions. */
  get(versions: TableVersions, key: string): V | undefined {
    if (!this.#holds(versions)) return undefined;
    const kept = this.#values.get(key);
    if (!kept) return undefined;
    this.#values.delete(key);
    this.#values.set(key, kept);
    return kept.value;
  }

  /** Keeps a value read at these versions (one read for an older request is dropped). */
  set(versions: TableVersions, key: string, value: V): void {
    const bytes = this.sizeOf(value);
    if (!this.#holds(versions) || bytes > this.maxBytes) return;
    const previous = this.#values.get(key);
    if (previous) {
      this.#values.delete(key);
      this.#bytes -= previous.bytes;
    }
    for (const [oldest, kept] of this.#values) {
      if (this.#bytes + bytes <= this.maxBytes) break;
      this.#values.delete(oldest);
      this.#bytes -= kept.bytes;
    }
    this.#values.set(key, { value, bytes });
    this.#bytes += bytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #holds(versions: TableVersions): boolean {
    return versions.dogsVersion === this.#dogsVersion && versions.listersVersion === this.#listersVersion;
  }
}
