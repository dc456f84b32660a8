// What the browser paints from the HTML alone, before any JavaScript has arrived: the header
// each screen will draw (the app's, with the logo in the middle; the landing page's, with the
// logo at the left), inside #root, where React's first render replaces it. On a phone's
// connection the code takes a second or two; without this the page stays blank until then.
// The build writes index.html (every client route) and landing.html (the landing page, "/");
// the server picks one (apps/api/src/plugins/static-files.ts). Classes are the real headers'
// (src/app/layout/app-header.tsx, src/features/landing/landing-header.tsx), so their CSS is
// in the stylesheet and nothing moves when React takes over.
import type { Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

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

export const APP_FIRST_PAINT =
  '<header class="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">' +
  '<div class="grid h-16 grid-cols-[6rem_1fr_6rem] items-center px-2 md:px-4"><div></div>' +
  `<div class="flex justify-center"><span class="rounded-full px-2 py-1">${LOGO}</span></div></div></header>`;

export const LANDING_FIRST_PAINT =
  '<header class="sticky top-0 z-40 border-b border-transparent bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">' +
  `<div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:h-20 md:px-8">${LOGO}</div></header>`;

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
      const html = index.source;
      index.source = html.replace(ROOT, `<div id="root">${APP_FIRST_PAINT}</div>`);
      this.emitFile({
        type: 'asset',
        fileName: 'landing.html',
        source: html.replace(ROOT, `<div id="root">${LANDING_FIRST_PAINT}</div>`),
      });
    },
  };
}
