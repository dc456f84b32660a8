// Dogs that discover served recently, as presented to a signed-in viewer before scoring
// and as checked JSON, shared by every adopter: a page whose dogs were served before needs
// no read, no presenting and no serializing. They hold for one version of the `dogs` and
// `listers` tables (data-versions.ts): any write to either empties the cache.
import type { TableVersions } from '../../db/schema/index.ts';
import type { DogCard } from '../dogs/dog-presenter.ts';

/** Cards kept at most (one is 1-2 KB); past it the cache starts again empty. */
export const DOG_CARDS_MAX = 20_000;

export class DogCardCache {
  #dogsVersion = -1;
  #listersVersion = -1;
  readonly #cards = new Map<string, DogCard>();

  constructor(readonly max: number = DOG_CARDS_MAX) {}

  /**
   * Moves to newer table versions, forgetting every card. Both counters only grow, so a
   * request that read older versions (it started earlier) never moves the cache back.
   */
  sync(versions: TableVersions): void {
    if (versions.dogsVersion + versions.listersVersion <= this.#dogsVersion + this.#listersVersion) return;
    this.#cards.clear();
    this.#dogsVersion = versions.dogsVersion;
    this.#listersVersion = versions.listersVersion;
  }

  /** The card, when it was read at exactly these versions. */
  get(versions: TableVersions, id: string): DogCard | undefined {
    return this.#holds(versions) ? this.#cards.get(id) : undefined;
  }

  /** Keeps a card read after these versions were (cards read for an older request are dropped). */
  set(versions: TableVersions, card: DogCard): void {
    if (!this.#holds(versions)) return;
    if (this.#cards.size >= this.max) this.#cards.clear();
    this.#cards.set(card.dog.id, card);
  }

  #holds(versions: TableVersions): boolean {
    return versions.dogsVersion === this.#dogsVersion && versions.listersVersion === this.#listersVersion;
  }
}
