// Serves the built single-page app (index.html for every non-API path so client routes
// load), the demo photos that ship with the app and the photos listers upload. Hashed
// assets and photos (never rewritten: a new upload gets a new name) are cached for a year.
// Text files (the client's JS, CSS, HTML..., the demo SVGs) go out in the brotli or gzip
// form written next to them ahead of time (apps/web/scripts/build.mjs,
// scripts/generate-demo-photos.ts) when the browser accepts it (`preCompressed`), with
// `Vary: Accept-Encoding`; the API's own compression (app.ts) leaves them alone.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchesPath } from '@scout/domain/route-paths';
import { API_ROOT } from '../api-root.ts';
import { NO_SUCH_PHOTO_MESSAGE, UPLOADED_FILE_NAME } from '../modules/uploads/photo-storage.ts';
import { loadPageRenderer } from './server-rendering.ts';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const WEB_DIST_DIR = path.join(API_ROOT, '..', 'web', 'dist');
export const DEMO_PHOTOS_DIR = path.join(API_ROOT, 'assets', 'demo-photos');
const YEAR_S = 365 * 24 * 3600;
/** Never sent by name: the compressed forms (sent in place of their file) and the server build. */
const NOT_SERVED = ['**/*.br', '**/*.gz', '.ssr/**'];

/**
 * Which HTML file answers a client route: the build writes one per screen, with that screen's
 * code and first calls preloaded, and one for the landing page (apps/web/first-paint.ts);
 * index.html answers the rest (and everything, for a build without them).
 */
function htmlPages(webDist: string): (path: string) => string {
  const listed = `${webDist}/routes/routes.json`;
  const routes = existsSync(listed)
    ? Object.entries(JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string>)
    : [];
  const landing = existsSync(`${webDist}/landing.html`) ? 'landing.html' : 'index.html';
  return (path) =>
    path === '/' ? landing : (routes.find(([pattern]) => matchesPath(pattern, path))?.[1] ?? 'index.html');
}

/** `uploadsDir`: the uploaded photos' folder, when they are on the local disk (with S3, uploads.routes.ts serves them). */
async function staticFiles(app: FastifyInstance, opts: { webDistDir?: string; uploadsDir?: string }) {
  const webDist = opts.webDistDir ?? WEB_DIST_DIR;
  await app.register(fastifyStatic, {
    root: DEMO_PHOTOS_DIR,
    prefix: '/demo-photos/',
    decorateReply: false,
    preCompressed: true,
    allowedPath: (pathName) => pathName.endsWith('.svg'),
    immutable: true,
    maxAge: YEAR_S * 1000,
  });
  const { uploadsDir } = opts;
  if (uploadsDir) {
    mkdirSync(uploadsDir, { recursive: true });
    // Its own scope, so a missing photo is a JSON 404 about a photo (not the client's
    // index.html, and not "No such API route").
    await app.register(
      async (uploads) => {
        uploads.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: NO_SUCH_PHOTO_MESSAGE }));
        await uploads.register(fastifyStatic, {
          root: uploadsDir,
          decorateReply: false,
          index: false,
          // Only the files uploads write ("<uuid>.webp", "<uuid>.thumb.webp"): never the folder itself or anything else in it.
          allowedPath: (pathName) => UPLOADED_FILE_NAME.test(pathName.replace(/^\//, '')),
          immutable: true,
          maxAge: YEAR_S * 1000,
        });
      },
      { prefix: '/uploads' },
    );
  }

  if (!existsSync(`${webDist}/index.html`)) {
    app.log.warn(`No built client in ${webDist}: run "npm run build" to serve the web app.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Also for reply.sendFile (index.html below): this registration decorates the reply.
    preCompressed: true,
    globIgnore: NOT_SERVED,
    // Outside /assets/ (index.html, sw.js, workbox-*.js, manifest.webmanifest, icons) the names
    // never change, so browsers revalidate: a cached sw.js would keep an old version installed.
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? `public, max-age=${YEAR_S}, immutable` : 'no-cache',
      );
    },
  });
  const pageFor = htmlPages(webDist);
  const renderer = await loadPageRenderer(app, webDist);
  // The HTML files are read once, like the rest of the build (a new build needs a restart).
  const templates = new Map<string, string>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) templates.set(file, (html = readFileSync(path.join(webDist, file), 'utf8')));
    return html;
  };
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: `No such API route: GET ${pathname}` });
    }
    // A build's file that is not there (an old page asking after a deploy) is a 404, never the
    // app's HTML under a script's or stylesheet's name.
    if (pathname.startsWith('/assets/')) return reply.status(404).send({ message: 'No such file' });
    const file = pageFor(pathname);
    const rendered = renderer ? await renderer.render(request, template(file)) : null;
    if (rendered === null) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(file, webDist);
    }
    // Drawn for this visitor: never kept by a shared cache, always asked again.
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(rendered);
  });
}

export default fp(staticFiles, { name: 'static-files' });
