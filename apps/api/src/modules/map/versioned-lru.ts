// What the map keeps in memory (map-markers.service.ts): values read from the `dogs` and
// `listers` tables, kept for one version of both (data-versions.ts), so an adopted, removed
// or moved dog leaves the map at once. Any write to either table empties the cache; past its
// memory budget the least recently used values go first (lru-cache).
import { LRUCache } from 'lru-cache';
import type { TableVersions } from '../../db/schema/index.ts';

export class VersionedLru<V extends NonNullable<unknown>> {
  #dogsVersion = -1;
  #listersVersion = -1;
  readonly #values: LRUCache<string, V>;

  /** `sizeOf` tells roughly how many bytes a value takes; one larger than `maxBytes` is not kept. */
  constructor(
    readonly maxBytes: number,
    sizeOf: (value: V) => number,
  ) {
    // lru-cache counts sizes in positive integers: an empty value still takes a byte.
    this.#values = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
    });
  }

  /**
   * Moves to newer table versions, forgetting every value. Both counters only grow, so a
   * request that read older versions (it started earlier) never moves the cache back.
   */
  sync(versions: TableVersions): void {
    if (versions.dogsVersion + versions.listersVersion <= this.#dogsVersion + this.#listersVersion) return;
    this.#values.clear();
    this.#dogsVersion = versions.dogsVersion;
    this.#listersVersion = versions.listersVersion;
  }

  /** The value, when it was read at exactly these versions. */
  get(versions: TableVersions, key: string): V | undefined {
    return this.#holds(versions) ? this.#values.get(key) : undefined;
  }

  /** Keeps a value read at these versions (one read for an older request is dropped). */
  set(versions: TableVersions, key: string, value: V): void {
    if (this.#holds(versions)) this.#values.set(key, value);
  }

  get bytes(): number {
    return this.#values.calculatedSize;
  }

  #holds(versions: TableVersions): boolean {
    return versions.dogsVersion === this.#dogsVersion && versions.listersVersion === this.#listersVersion;
  }
}
