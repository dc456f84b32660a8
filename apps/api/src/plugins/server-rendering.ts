// Server-rendered first paint (decision 014): the HTML of a screen comes with the screen drawn
// in it, from the web app's own components (its server build, apps/web/src/entry-server.tsx,
// written by the web build into dist/.ssr/). The screen's GET calls go through this API
// in-process (inject) with the visitor's own cookie, so a page shows exactly what its API
// calls would show that visitor. The browser's code then takes the HTML over.
//
// Anything that goes wrong (no server build, an error, a slow render) falls back to the
// screen's static HTML, which the browser renders by itself as before.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GUEST_DATA_COOKIE, SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '@scout/domain/web-page';

/**
 * apps/web/src/entry-server.tsx's renderPage (its state is JSON safe inside a <script>); null
 * for a screen the browser draws by itself.
 */
type RenderPage = (
  url: string,
  send: (url: string, init: RequestInit) => Promise<Response>,
) => Promise<RenderedPage | null>;

interface RenderedPage {
  html: string;
  head: string;
  state: string;
}

/** A page that takes longer than this is sent as static HTML (the browser renders it). */
const RENDER_TIMEOUT_MS = 3000;
/** Headers of the visitor's request that the screens' calls carry on. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;
const ROOT_OPEN = '<div id="root">';
// The static HTML's preload of GET /api/session (apps/web/first-paint.ts): a rendered page
// carries the answer already.
const SESSION_PRELOAD = /<link rel="preload" href="\/api\/session"[^>]*>/;

export interface PageRenderer {
  /** The screen's HTML with the screen drawn in it, or null to send the static HTML. */
  render(request: FastifyRequest, template: string): Promise<string | null>;
}

/** Loads the web app's server build from `webDist`; null when the build has none. */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entry = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server build in ${path.dirname(entry)}: pages are sent for the browser to render.`);
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };

  return {
    async render(request, template) {
      // Only that browser can rank the deck or score a dog for a guest's own answers.
      if (request.headers.cookie?.split(/;\s*/).some((c) => c.startsWith(`${GUEST_DATA_COOKIE}=`))) return null;
      const send = (url: string) => inject(app, request, url);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), RENDER_TIMEOUT_MS);
      });
      try {
        const page = await Promise.race([renderPage(request.url, send), timeout]);
        if (page === 'timeout') {
          app.log.warn({ url: request.url.split('?')[0] }, 'server rendering took too long: sent the static page');
          return null;
        }
        return page && fill(template, page);
      } catch (err) {
        app.log.error({ err, url: request.url.split('?')[0] }, 'server rendering failed: sent the static page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** One of the screen's GET calls, answered by this API as if the visitor's browser had sent it. */
async function inject(app: FastifyInstance, request: FastifyRequest, url: string): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  const answer = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: answer });
}

/**
 * The static HTML with the rendered screen in #root, React's head tags and the data. The
 * root's data-server-rendered attribute stays until the browser's code has taken the page
 * over (apps/web/src/main.tsx): taps wait until then (apps/web/src/index.css).
 */
function fill(template: string, page: RenderedPage): string | null {
  const start = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) return null;
  return (
    template.slice(0, start).replace(SESSION_PRELOAD, '').replace('</head>', `${page.head}</head>`) +
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>` +
    page.html +
    '</div>' +
    // The state goes after the markup: the screen paints while it arrives.
    `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>` +
    template.slice(rootEnd + '</div>'.length)
  );
}
