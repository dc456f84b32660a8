#!/usr/bin/env node
// Builds the web client with Vite, checks the landing page's JavaScript budget and writes
// a brotli (x.br) and a gzip (x.gz) form next to every text file (JS, CSS, HTML, SVG, JSON,
// web manifest, uncompressed fonts), which the server sends to browsers that accept them
// (apps/api/src/plugins/static-files.ts): compressed once here at the highest settings
// rather than on every request. woff2 and images are compressed already.
//   node scripts/build.mjs              always build
//   node scripts/build.mjs --if-stale   build only when a source is newer than dist/index.html
// `npm start` uses --if-stale so a fresh checkout builds once and later starts are instant.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
// The app's code (src/main.tsx), which the boot entry imports once the page has been shown.
const APP_CHUNK_NAME = 'main';

// Files worth compressing; woff2, webp, png, jpg... are compressed formats already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ttf|otf|woff)$/;

/** Writes x.br and x.gz next to every compressible file below dir; returns the byte totals. */
function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        // dist/.vite holds the manifest the build reads; the server never sends it.
        if (!entry.name.startsWith('.')) visit(path);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name)) continue;
      const bytes = readFileSync(path);
      const br = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
      totals.files += 1;
      totals.raw += bytes.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }
  };
  visit(dir);
  return totals;
}

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
  // A build stopped before its compressed files were written (they come last).
  const compressedIndex = `${builtIndex}.br`;
  if (!existsSync(compressedIndex) || statSync(compressedIndex).mtimeMs < builtAt) return true;
  if (!existsSync(join(distDir, '.ssr', 'entry-server.js'))) return true;
  const sources = [
    join(webRoot, 'src'),
    join(webRoot, 'public'),
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(webRoot, 'first-paint.ts'),
    domainSrc,
  ];
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** Every JS file the landing page loads: the boot entry, the app (main.tsx), the landing chunk and their static imports. */
function landingFiles(manifest) {
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  const landingKey = entries.find(([key, chunk]) => key.startsWith(LANDING_MODULE_PREFIX) && chunk.isDynamicEntry)?.[0];
  const appKey = entries.find(([, chunk]) => chunk.name === APP_CHUNK_NAME)?.[0];
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  if (!appKey) throw new Error(`no "${APP_CHUNK_NAME}" chunk in the Vite manifest`);
  if (!landingKey) throw new Error(`no lazily loaded chunk under ${LANDING_MODULE_PREFIX} in the Vite manifest`);

  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(appKey);
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

  // The server's build of the same app (src/entry-server.tsx), which the API uses to render
  // each screen's first paint (decision 014). Inside dist but never served (dot folder).
  const serverDir = join(distDir, '.ssr');
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir },
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

  const compressed = precompress(distDir);
  const kbOf = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${compressed.files} files in ${relative(process.cwd(), distDir) || '.'}: ${kbOf(compressed.raw)} -> ${kbOf(compressed.br)} brotli, ${kbOf(compressed.gz)} gzip`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
