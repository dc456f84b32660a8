// Discover as many adopters use it at once (issue 18): each reads its deck, swipes the top
// dog (liking calm dogs, passing the rest) and reads the deck again, without pause. Every
// swipe changes the deck, and every few swipes the ranking is built again with the taste
// those swipes teach, so this measures the path a kept page cannot serve.
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connections, seconds } from './load.ts';
import { quantile } from './quantile.ts';
import { signIn } from './sign-in.ts';

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

  // node:http rather than fetch: the load generator shares the server's two cores, and
  // fetch cost it about twice the CPU per request.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const req = request({ agent, hostname, port, method, path, headers: { ...headers, ...length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoded = res.headers['content-encoding'] === 'br';
          resolve({ status: res.statusCode ?? 0, body: encoded ? brotliDecompressSync(raw) : raw });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setNoDelay(true);
      req.end(body);
    });

  async function turn(adopter: (typeof waiting)[number]) {
    let started = performance.now();
    const deck = await call('GET', '/api/dogs/discover', { cookie: adopter.cookie, ...BROWSER });
    if (deck.status !== 200) throw new Error(`bench discover failed: ${deck.status} ${deck.body.toString()}`);
    const top = firstDog(deck.body.toString());
    if (measuring) reads.push(performance.now() - started);
    if (!top) return;
    if (adopter.swiped.has(top.id)) repeats++;
    adopter.swiped.add(top.id);
    started = performance.now();
    const body = JSON.stringify({ dogId: top.id, direction: top.temperament.includes('calm') ? 'right' : 'left' });
    const swipe = await call(
      'POST',
      '/api/swipes',
      { cookie: adopter.cookie, origin: base, 'content-type': 'application/json' },
      body,
    );
    if (swipe.status !== 200) throw new Error(`bench swipe failed: ${swipe.status} ${swipe.body.toString()}`);
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
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  reads.sort((a, b) => a - b);
  swipeTimes.sort((a, b) => a - b);
  return {
    readsPerSecond: Math.round(reads.length / elapsed),
    discoverP50: quantile(reads, 0.5),
    discoverP99: quantile(reads, 0.99),
    swipeP50: quantile(swipeTimes, 0.5),
    swipeP99: quantile(swipeTimes, 0.99),
    reads: reads.length,
    swipes: swipeTimes.length,
    repeats,
  };
}
