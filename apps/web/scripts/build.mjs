#!/usr/bin/env node
// Builds the web client with Vite and checks the landing page's JavaScript budget.
//   node scripts/build.mjs              always build
//   node scripts/build.mjs --if-stale   build only when a source is newer than dist/index.html
// `npm start` uses --if-stale so a fresh checkout builds once and later starts are instant.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST_DIR lets parallel test runs build into separate folders.
// Relative to where the user ran npm (INIT_CWD), as the server reads it.
const distDir = process.env.WEB_DIST_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
  : join(webRoot, 'dist');
const domainSrc = resolve(webRoot, '../../packages/domain/src');
const LANDING_BUDGET_KB = 150;
// The landing route's lazily loaded screen, as named in the Vite manifest.
const LANDING_MODULE_PREFIX = 'src/features/landing/';

/** Newest modification time (ms) of a file or of every file below a directory. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale() {
  const builtIndex = join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [
    join(webRoot, 'src'),
    join(webRoot, 'public'),
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    domainSrc,
  ];
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** Every JS file the landing page loads: the entry, the landing chunk and their static imports. */
function landingFiles(manifest) {
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  const landingKey = entries.find(([key, chunk]) => key.startsWith(LANDING_MODULE_PREFIX) && chunk.isDynamicEntry)?.[0];
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  if (!landingKey) throw new Error(`no lazily loaded chunk under ${LANDING_MODULE_PREFIX} in the Vite manifest`);

  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(landingKey);
  return [...files].filter((file) => file.endsWith('.js'));
}

async function main() {
  if (process.argv.includes('--if-stale') && !isStale()) {
    console.log('web: dist is up to date, skipping the build');
    return;
  }

  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
  });

  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = landingFiles(manifest);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  const kb = bytes / 1024;
  console.log(`landing page JS: ${kb.toFixed(1)} KB gzip (budget ${LANDING_BUDGET_KB} KB) in ${files.length} files`);
  if (kb > LANDING_BUDGET_KB) {
    console.error(`web: the landing page loads more JavaScript than the ${LANDING_BUDGET_KB} KB budget`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
