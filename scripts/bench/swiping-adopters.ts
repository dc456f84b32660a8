// Discover as many adopters use it at once (issue 18): each reads its deck, swipes the top
// dog (liking calm dogs, passing the rest) and reads the deck again, without pause. Every
// swipe changes the deck, and every few swipes the ranking is built again with the taste
// those swipes teach, so this measures the path a kept page cannot serve.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connections, seconds } from './load.ts';
import { signIn } from './sign-in.ts';

/** The time at quantile `q` of times sorted ascending, in ms. */
function at(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export interface SwipingFigures {
  readsPerSecond: number;
  discoverP50: number;
  discoverP99: number;
  swipeP50: number;
  swipeP99: number;
  reads: number;
  swipes: number;
  /** Swipes of a dog the adopter had swiped already: a deck that served a swiped dog again. */
  repeats: number;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The deck's first dog's id and temperament, read from the JSON without parsing the other
 * dogs: the load generator shares the server's two cores, and parsing 50 dogs per read in
 * it would delay its other adopters' answers and be counted as the server's latency.
 */
function firstDog(deck: string): { id: string; temperament: string[] } | undefined {
  const id = /"id":"([^"]+)"/.exec(deck)?.[1];
  const temperament = /"temperament":(\[[^\]]*\])/.exec(deck)?.[1];
  return id && temperament ? { id, temperament: JSON.parse(temperament) as string[] } : undefined;
}

/**
 * swipingAdopters in a process of its own, as autocannon runs in a worker: the bench's own
 * process holds the seeded world in its heap, and its garbage collection would be counted
 * as the server's latency.
 */
export async function swipingAdoptersApart(base: string, emails: readonly string[]): Promise<SwipingFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), base, ...emails],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as SwipingFigures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, ...emails] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(await swipingAdopters(base!, emails)));
}

/**
 * `connections` adopters at a time, taken in turn from `emails` (so with more adopters than
 * connections each waits its turn), for BENCH_SECONDS after a 2-second warm-up.
 */
export async function swipingAdopters(base: string, emails: readonly string[]): Promise<SwipingFigures> {
  const cookies = [];
  for (const email of emails) cookies.push(await signIn(base, email));
  const waiting = cookies.map((cookie) => ({ cookie, swiped: new Set<string>() }));
  const reads: number[] = [];
  const swipeTimes: number[] = [];
  let repeats = 0;
  let measuring = false;
  let stopAt = Infinity;

  async function turn(adopter: (typeof waiting)[number]) {
    let started = performance.now();
    const res = await fetch(`${base}/api/dogs/discover`, { headers: { cookie: adopter.cookie, ...BROWSER } });
    if (!res.ok) throw new Error(`bench discover failed: ${res.status} ${await res.text()}`);
    const top = firstDog(await res.text());
    if (measuring) reads.push(performance.now() - started);
    if (!top) return;
    if (adopter.swiped.has(top.id)) repeats++;
    adopter.swiped.add(top.id);
    started = performance.now();
    const swipe = await fetch(`${base}/api/swipes`, {
      method: 'POST',
      headers: { cookie: adopter.cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ dogId: top.id, direction: top.temperament.includes('calm') ? 'right' : 'left' }),
    });
    if (!swipe.ok) throw new Error(`bench swipe failed: ${swipe.status} ${await swipe.text()}`);
    await swipe.arrayBuffer();
    if (measuring) swipeTimes.push(performance.now() - started);
  }

  async function worker() {
    while (performance.now() < stopAt) {
      const adopter = waiting.shift();
      if (!adopter) throw new Error('more connections than adopters');
      await turn(adopter);
      waiting.push(adopter);
    }
  }

  const run = async (ms: number) => {
    stopAt = performance.now() + ms;
    await Promise.all(Array.from({ length: Math.min(connections, cookies.length) }, worker));
  };
  await run(2_000);
  measuring = true;
  const started = performance.now();
  await run(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  reads.sort((a, b) => a - b);
  swipeTimes.sort((a, b) => a - b);
  return {
    readsPerSecond: Math.round(reads.length / elapsed),
    discoverP50: at(reads, 0.5),
    discoverP99: at(reads, 0.99),
    swipeP50: at(swipeTimes, 0.5),
    swipeP99: at(swipeTimes, 0.99),
    reads: reads.length,
    swipes: swipeTimes.length,
    repeats,
  };
}
