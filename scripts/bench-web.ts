// Lighthouse (mobile, its default simulated throttling) on the pages adopters and listers
// open most, against the real server on a fresh demo world: `npm run bench:web`.
// Debian's Chromium, never a downloaded browser. Each page is measured RUNS times in a
// fresh Chromium profile (nothing cached, no service worker yet) and the median run by
// performance score is printed, with the issue-14 targets beside it.
//
//   npm run bench:web                        every page, 3 runs each
//   BENCH_WEB_RUNS=1 BENCH_WEB_PAGES=/,/map npm run bench:web
//   BENCH_WEB_SAVE=.tmp/lighthouse npm run bench:web   also keep every report as JSON
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './bench/server-process.ts';
import { signIn } from './bench/sign-in.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
// Where to keep each run's full Lighthouse report (JSON), to see what a score is made of.
const SAVE_DIR = process.env.BENCH_WEB_SAVE;
// The demo world's sign-ins (README); the adopter has a survey, likes and a conversation.
const DEMO_PASSWORD = 'scout-demo-1234';
const ADOPTER = 'adopter@scout.demo';
const TARGETS = { performance: 0.95, accessibility: 1, bestPractices: 0.95, lcpMs: 2500, cls: 0.1, tbtMs: 200 };

interface PageToMeasure {
  label: string;
  path: string;
  signedIn: boolean;
}

interface Measured {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  totalKb: number;
  failedAudits: string[];
}

async function main() {
  const built = spawnSync(process.execPath, ['apps/web/scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the web client failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-web-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', TILE_URL: 'none' });
  let chrome: LaunchedChrome | undefined;
  try {
    const cookie = await signIn(server.url, ADOPTER, DEMO_PASSWORD);
    const pages = await pagesToMeasure(server.url, cookie);
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const results: { page: PageToMeasure; result: Measured }[] = [];
    for (const page of pages) {
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await measureWithRetry(chrome.port, server.url + page.path, page.signedIn ? cookie : undefined));
      const result = medianRun(runs);
      results.push({ page, result });
      console.log(
        `  ${page.label}: performance ${runs.map((r) => r.performance.toFixed(2)).join(' / ')}` +
          (result.failedAudits.length ? `; below target: ${result.failedAudits.join(', ')}` : ''),
      );
    }
    printTable(results);
  } finally {
    await chrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The pages of issue 14, with real ids from the demo world. */
async function pagesToMeasure(base: string, cookie: string): Promise<PageToMeasure[]> {
  const dogs = (await (await fetch(`${base}/api/dogs`)).json()) as {
    id: string;
    listerId: string;
    listerType?: string;
  }[];
  const dog = dogs[0];
  if (!dog) throw new Error('the demo world has no dogs');
  const lister = (await (await fetch(`${base}/api/dogs/${dog.id}`, { headers: { cookie } })).json()) as {
    lister?: { id: string; type: string };
  };
  const shelterId = lister.lister?.type === 'shelter' ? lister.lister.id : dog.listerId;
  const all: PageToMeasure[] = [
    { label: '/', path: '/', signedIn: false },
    { label: '/discover (guest)', path: '/discover', signedIn: false },
    { label: '/discover (signed in)', path: '/discover', signedIn: true },
    { label: '/onboarding', path: '/onboarding', signedIn: false },
    { label: '/dogs/{id}', path: `/dogs/${dog.id}`, signedIn: false },
    { label: '/map', path: '/map', signedIn: false },
    { label: '/shelters/{id}', path: `/shelters/${shelterId}`, signedIn: false },
    { label: '/messages', path: '/messages', signedIn: true },
  ];
  return ONLY ? all.filter((p) => ONLY.includes(p.path) || ONLY.includes(p.label)) : all;
}

async function measure(port: number, url: string, cookie: string | undefined): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-') + (cookie ? 'signed-in' : 'guest');
    writeFileSync(path.join(SAVE_DIR, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const bytesOf = (type: string) => {
    const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items;
    return (items?.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  };
  // Audits that cost points in the three categories, to say what to fix.
  const failedAudits = Object.values(categories)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]!))
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id} ${a.displayValue ?? a.score}`);
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    jsKb: bytesOf('script'),
    totalKb: bytesOf('total'),
    failedAudits,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is measured again, once. */
async function measureWithRetry(port: number, url: string, cookie: string | undefined): Promise<Measured> {
  try {
    return await measure(port, url, cookie);
  } catch (error) {
    console.warn(`  ${url}: ${error instanceof Error ? error.message : String(error)}; measuring again`);
    return measure(port, url, cookie);
  }
}

/** The run with the median performance score (Lighthouse's own advice for noisy figures). */
function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function printTable(results: { page: PageToMeasure; result: Measured }[]) {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  console.log(
    `\nLighthouse mobile (simulated throttling), Debian Chromium, median of ${RUNS} run${RUNS === 1 ? '' : 's'}; ` +
      `targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, ` +
      `LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms (✗ = missed)\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | LCP | CLS | TBT | JS transferred | total transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  let missed = 0;
  for (const { page, result: r } of results) {
    const checks = [
      r.performance >= TARGETS.performance,
      r.accessibility >= TARGETS.accessibility,
      r.bestPractices >= TARGETS.bestPractices,
      r.lcpMs <= TARGETS.lcpMs,
      r.cls <= TARGETS.cls,
      r.tbtMs <= TARGETS.tbtMs,
    ];
    missed += checks.filter((ok) => !ok).length;
    console.log(
      `| ${page.label} | ${r.performance.toFixed(2)}${mark(checks[0]!)} | ${r.accessibility.toFixed(2)}${mark(checks[1]!)} | ` +
        `${r.bestPractices.toFixed(2)}${mark(checks[2]!)} | ${(r.lcpMs / 1000).toFixed(1)} s${mark(checks[3]!)} | ` +
        `${r.cls.toFixed(3)}${mark(checks[4]!)} | ${r.tbtMs.toFixed(0)} ms${mark(checks[5]!)} | ${r.jsKb.toFixed(0)} KB | ${r.totalKb.toFixed(0)} KB |`,
    );
  }
  console.log(missed ? `\n${missed} target${missed === 1 ? '' : 's'} missed` : '\nevery target met');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
