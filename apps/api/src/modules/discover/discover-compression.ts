// Discover's deck goes out brotli compressed, without paying for it on every read. Compressing
// a full deck (about 70 KB of JSON) costs 0.3-0.4 ms of CPU even at brotli 1, which alone
// took discover's throughput 18-28% down; but an adopter mostly reads the same deck again
// (refetch on focus, coming back from a dog's page), so each adopter's last answer is kept
// compressed and sent again while its JSON is unchanged. A string comparison is far cheaper
// than compressing. Gzip-only clients get the JSON as it is. Quality 1: an adopter who is
// swiping gets a new deck with every read, and quality 4 cost twice the CPU (0.31 against
// 0.17 ms for a 70 KB deck) for 14% fewer bytes (7.7 against 8.9 KB).
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

/** How many adopters' last answers are kept (about 10 KB each compressed, plus the JSON it was made from). */
const KEPT_ANSWERS = 500;

export class CompressedAnswers {
  /** By adopter id, least recently used first (a Map keeps insertion order). */
  private readonly kept = new Map<string, { json: string; brotli: Buffer }>();

  constructor(private readonly capacity = KEPT_ANSWERS) {}

  /** `json` brotli compressed: the kept bytes when this adopter's last answer was the same. */
  brotli(adopterId: string, json: string): Buffer {
    const last = this.kept.get(adopterId);
    this.kept.delete(adopterId);
    const brotli =
      last && last.json === json
        ? last.brotli
        : brotliCompressSync(json, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
            },
          });
    this.kept.set(adopterId, { json, brotli });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    return brotli;
  }
}
