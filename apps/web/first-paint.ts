// What the HTML brings before any JavaScript has run, so a phone on a slow connection sees
// the page start at once and fetches what it needs side by side instead of one after another:
// - the header each screen will draw (the app's, with the logo in the middle; the landing
//   page's, with the logo at the left), inside #root, where React's first render replaces it;
// - for each screen of src/app/screens.ts, the screen's own code and the shell's as
//   modulepreload links (otherwise they are found only once the entry has run);
// - for every screen but the landing page, a preload of GET /api/session, which the shell
//   always asks first (src/app/preload-route.ts takes it up).
// The build writes index.html (any client route), landing.html ("/") and routes/*.html (one
// per screen, listed in routes/routes.json); the server picks one by path
// (apps/api/src/plugins/static-files.ts). The header classes are the real headers' (src/app/layout/app-header.tsx,
// src/features/landing/landing-header.tsx), so their CSS is in the stylesheet and nothing
// moves when React takes over.
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { SCREEN_CODE_ELEMENT_ID } from '../../packages/domain/src/web-page';

const ROOT = '<div id="root"></div>';
const SCREENS_FILE = new URL('./src/app/screens.ts', import.meta.url);
const SESSION_PRELOAD = '<link rel="preload" href="/api/session" as="fetch" crossorigin="use-credentials">';

// The paw mark (src/components/logo.tsx) and the word, as <Logo /> renders them.
const LOGO =
  '<span class="inline-flex items-center gap-2 text-xl font-black tracking-tight text-foreground">' +
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" class="size-8">' +
  '<rect width="64" height="64" rx="18" fill="#c2410c" /><g fill="#fff7ed">' +
  '<ellipse cx="32" cy="41" rx="12" ry="10" />' +
  '<ellipse cx="17.5" cy="29" rx="5" ry="6.5" transform="rotate(-18 17.5 29)" />' +
  '<ellipse cx="46.5" cy="29" rx="5" ry="6.5" transform="rotate(18 46.5 29)" />' +
  '<ellipse cx="25" cy="18.5" rx="5" ry="6.5" transform="rotate(-6 25 18.5)" />' +
  '<ellipse cx="39" cy="18.5" rx="5" ry="6.5" transform="rotate(6 39 18.5)" />' +
  '</g></svg>Scout</span>';

const APP_HEADER =
  '<header class="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">' +
  '<div class="grid h-16 grid-cols-[6rem_1fr_6rem] items-center px-2 md:px-4"><div></div>' +
  `<div class="flex justify-center"><span class="rounded-full px-2 py-1">${LOGO}</span></div></div></header>`;

const LANDING_HEADER =
  '<header class="sticky top-0 z-40 border-b border-transparent bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">' +
  `<div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:h-20 md:px-8">${LOGO}</div></header>`;

/** The screens table of src/app/screens.ts: each route pattern and the module it loads. */
export function readScreens(source = readFileSync(SCREENS_FILE, 'utf8')): { path: string; module: string }[] {
  const screens = [...source.matchAll(/\{ path: '([^']+)', load: \(\) => import\('@\/([^']+)'\) \}/g)].map(
    ([, path, module]) => ({ path: path as string, module: `src/${module as string}.tsx` }),
  );
  const declared = source.match(/load: \(\) => import\(/g)?.length ?? 0;
  if (screens.length === 0 || screens.length !== declared) {
    throw new Error(`first-paint: read ${screens.length} of ${declared} screens in src/app/screens.ts`);
  }
  return screens;
}

/** The file name a screen's HTML is written under: "/dogs/:id" -> "routes/dogs-id.html". */
const routeFile = (path: string) => `routes/${path.slice(1).replace(/[/:]+/g, '-')}.html`;

/** The chunk holding a module (each module is in exactly one). */
function chunkOf(bundle: OutputBundle, moduleSuffix: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(moduleSuffix)),
  );
  if (!chunk) throw new Error(`first-paint: no chunk for ${moduleSuffix}`);
  return chunk;
}

/** A chunk's file and every file it imports statically, with their CSS. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
  for (const file of css ?? []) into.add(file);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') filesOf(bundle, imported, into);
  }
  return into;
}

/**
 * A screen's files for its HTML's <head>: its stylesheets as links (the server-rendered
 * markup needs them before the first paint), its code as a JSON list that src/boot.ts
 * preloads once the page has been shown (decision 014).
 */
function screenHead(files: string[]): string {
  const css = files.filter((file) => file.endsWith('.css'));
  const code = files.filter((file) => !file.endsWith('.css')).map((file) => `/${file}`);
  return (
    css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    `<script type="application/json" id="${SCREEN_CODE_ELEMENT_ID}">${JSON.stringify(code)}</script>`
  );
}

export function firstPaint(): Plugin {
  return {
    name: 'scout-first-paint',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string' || !index.source.includes(ROOT)) {
        throw new Error(`first-paint: no ${ROOT} in the built index.html`);
      }
      // The text's font, fetched beside the stylesheet rather than after it has been read:
      // the page's first paint then already has it, instead of moving when it arrives.
      const font = Object.values(bundle).find(
        (file) => file.type === 'asset' && /nunito-latin-wght-normal-.*\.woff2$/.test(file.fileName),
      );
      if (!font) throw new Error('first-paint: no Latin Nunito font in the bundle');
      const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`;
      const html = index.source.replace('</head>', `${fontPreload}</head>`);
      const page = (header: string, head: string[]) =>
        html.replace('</head>', `${head.join('')}</head>`).replace(ROOT, `<div id="root">${header}</div>`);

      index.source = page(APP_HEADER, [SESSION_PRELOAD]);

      // What the HTML loads already (the boot script and its stylesheet), and what main.tsx
      // loads with its own code (Vite preloads a dynamic import's files): never listed again.
      const entry = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error('first-paint: no entry chunk');
      const loaded = filesOf(bundle, entry);
      filesOf(bundle, chunkOf(bundle, 'src/main.tsx'), loaded);
      const screenFiles = (chunk: OutputChunk, also = new Set<string>()) =>
        [...filesOf(bundle, chunk, also)].filter((file) => !loaded.has(file));

      const landing = screenFiles(chunkOf(bundle, 'src/features/landing/landing-page.tsx'));
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: page(LANDING_HEADER, [screenHead(landing)]) });

      const shell = filesOf(bundle, chunkOf(bundle, 'src/app/app-shell.tsx'));
      const routes: Record<string, string> = {};
      for (const screen of readScreens()) {
        routes[screen.path] = routeFile(screen.path);
        this.emitFile({
          type: 'asset',
          fileName: routeFile(screen.path),
          source: page(APP_HEADER, [
            SESSION_PRELOAD,
            screenHead(screenFiles(chunkOf(bundle, screen.module), new Set(shell))),
          ]),
        });
      }
      this.emitFile({ type: 'asset', fileName: 'routes/routes.json', source: JSON.stringify(routes, null, 2) });
    },
  };
}
