// A small seeded PRNG so the demo world is the same on every machine (no Math.random).

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max), rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A point about `maxMiles` or less from (latitude, longitude), uniform over the disc. */
  nearby(latitude: number, longitude: number, maxMiles: number): { latitude: number; longitude: number };
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, decimals = 1) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
    nearby: (latitude, longitude, maxMiles) => {
      const distance = maxMiles * Math.sqrt(next());
      const bearing = next() * 2 * Math.PI;
      const milesPerDegreeLat = 69.0;
      const milesPerDegreeLng = 69.0 * Math.cos((latitude * Math.PI) / 180);
      return {
        latitude: round(latitude + (distance * Math.cos(bearing)) / milesPerDegreeLat, 5),
        longitude: round(longitude + (distance * Math.sin(bearing)) / milesPerDegreeLng, 5),
      };
    },
  };
  return random;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
