import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './first-paint';

// The API (apps/api) serves /api, uploaded photos and the demo illustrations on port 3000;
// in development Vite forwards those paths so the browser sees one origin, as in production.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/uploads': { target: API_ORIGIN },
  '/demo-photos': { target: API_ORIGIN },
};

// The brand terracotta (--color-primary in src/index.css) and the page background.
const BRAND = '#c2410c';
const BACKGROUND = '#fffaf5';

// Installable app and offline shell (README "Installable app"). The service worker precaches
// the app shell, serves index.html for client routes and keeps dog photos as they are seen;
// the API is always the network's. A new version waits until the user chooses to reload
// (registerType 'prompt', src/app/update-prompt.tsx).
const pwa = VitePWA({
  registerType: 'prompt',
  // src/app/update-prompt.tsx registers through virtual:pwa-register/react.
  injectRegister: false,
  // `vite` (development) registers no service worker: stale caches would hide edits.
  devOptions: { enabled: false },
  // The icons are in workbox.globPatterns already; listing them again would precache them twice.
  includeManifestIcons: false,
  manifest: {
    name: 'Scout',
    short_name: 'Scout',
    description:
      'Scout matches you with adoptable dogs that fit your life: a short survey, a swipeable deck with compatibility scores, a local map and a friendly assistant.',
    theme_color: BRAND,
    background_color: BACKGROUND,
    display: 'standalone',
    start_url: '/discover',
    scope: '/',
    id: '/',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: HTML, every JS and CSS chunk (so each screen opens offline), the icons and
    // the Latin font files (the other scripts' subsets load, and cache, only when needed).
    globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/nunito-latin-*.woff2'],
    // Client routes get index.html; server paths never do (a missing photo must stay a 404).
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/demo-photos\//],
    // No old caches left behind by earlier versions.
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Dog photos never change under a name (uploads get new names), so a seen photo is
        // kept and shown offline; the oldest go past 300 photos or 30 days.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/demo-photos/')),
        handler: 'CacheFirst',
        options: {
          cacheName: 'dog-photos',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // With S3_PUBLIC_URL the uploads come from a CDN whose address the build does not know:
        // any other origin's `.../photos/<uuid>.webp` (the bucket's key layout) is a dog photo.
        // An <img> asks for it without CORS, so the answer is opaque (status 0, unreadable):
        // kept stale-while-revalidate, so a bad answer is replaced the next time it is shown,
        // and fewer of them (browsers count an opaque answer as megabytes of quota). The
        // content security policy lets the worker fetch from that origin (connect-src).
        urlPattern: ({ url, sameOrigin }) =>
          !sameOrigin && /\/photos\/[0-9a-f-]{36}(\.thumb)?\.webp$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'dog-photos-cdn',
          expiration: { maxEntries: 50, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.*\.woff2$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'fonts', expiration: { maxEntries: 20 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

const SRC = fileURLToPath(new URL('./src', import.meta.url));

// The server's build (scripts/build.mjs: `vite build --ssr`) renders screens to HTML in Node
// (src/entry-server.tsx, decision 014): one self-contained file, no service worker.
const serverBuild: UserConfig = {
  plugins: [react()],
  resolve: {
    alias: {
      '@': SRC,
      'virtual:pwa-register/react': `${SRC}/app/pwa-register-on-server.ts`,
    },
  },
  ssr: { noExternal: true, target: 'node' },
  build: { outDir: 'dist/.ssr', emptyOutDir: false, ssr: 'src/entry-server.tsx', copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [react(), tailwindcss(), firstPaint(), pwa],
        resolve: {
          alias: { '@': SRC },
        },
        server: { proxy },
        preview: { proxy },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // scripts/build.mjs reads the manifest to measure what the landing page loads.
          manifest: true,
          // Tiny shared chunks (an icon, a hook) are copied into the chunks that use them instead:
          // discover loaded 35 files before this, 15 after, for 3% more bytes; on a phone's
          // connection each file costs a round trip.
          rolldownOptions: {
            output: {
              codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4000 } },
            },
          },
        },
      },
);
