// The server's half of the first paint (decision 014): renders the screen at a URL with the
// real components and the data their queries ask for, so the HTML a phone receives already
// shows the screen; the browser's code later takes that HTML over (main.tsx, hydrateRoot)
// with the same data, sent along in the page (dehydrated TanStack Query cache).
//
// Built by Vite for Node (scripts/build.mjs, into dist/.ssr/) and loaded by the API
// (apps/api/src/plugins/web-pages.ts), which passes `send`: the screens' GET calls go through
// the API in-process, with the visitor's cookie, so the server sees exactly what they may see.
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  dehydrate,
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { Router } from 'wouter';
import { jsonForScript } from '@scout/domain/web-page';
import { App } from './app/app';
import { loadRouteCode } from './app/route-code';
import { isServerRendered } from './app/screens';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/** One GET through the API, as the browser would send it. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** Tags React wants in <head> (the preload of a high-priority photo). */
  head: string;
  /** The query cache the browser starts from, as JSON safe inside a <script> element. */
  state: string;
}

/** Rounds of "render, then fetch what the render asked for": a screen's data rarely needs more than two. */
const MAX_FETCH_ROUNDS = 3;

const requests = new AsyncLocalStorage<Send>();
setApiTransport((url, init) => {
  const send = requests.getStore();
  if (!send) throw new Error(`entry-server: ${url} asked outside a render`);
  return send(url, init);
});

type AskedQuery = DefaultedQueryObserverOptions<unknown, Error, unknown, unknown, QueryKey>;

/**
 * A query client that notes every query a render asks for (useQuery passes its options
 * through defaultQueryOptions), so the server can fetch them and render again with the data.
 */
class RecordingQueryClient extends QueryClient {
  readonly asked = new Map<string, AskedQuery>();
  recording = false;

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ) {
    const defaulted = super.defaultQueryOptions(options);
    if (this.recording) this.asked.set(defaulted.queryHash, defaulted as unknown as AskedQuery);
    return defaulted;
  }
}

/** Queries the last render asked for that are enabled and have neither data nor an answer yet. */
function unanswered(client: RecordingQueryClient, tried: Set<string>): AskedQuery[] {
  return [...client.asked.values()].filter((options) => {
    if (tried.has(options.queryHash)) return false;
    const query = client.getQueryCache().get(options.queryHash);
    if (!query || query.state.data !== undefined) return false;
    const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false;
    return enabled && typeof options.queryFn === 'function';
  });
}

async function renderOnce(client: RecordingQueryClient, pathname: string, search: string): Promise<string> {
  client.asked.clear();
  client.recording = true;
  try {
    const { prelude } = await prerenderToNodeStream(
      <Router ssrPath={pathname} ssrSearch={search}>
        <App queryClient={client} />
      </Router>,
      // Every part inline: React would otherwise send large parts after a loading state,
      // swapped in by inline scripts our content security policy does not run.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    client.recording = false;
  }
}

/** React puts hoisted tags (an image preload) before the content; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const leading = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { head: leading, body: html.slice(leading.length) };
}

/**
 * Renders the screen at `url` (path and query) with the data it asks for, fetched through
 * `send`; null for a screen the browser draws by itself (app/screens.ts).
 */
export async function renderPage(url: string, send: Send): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://scout.invalid');
  if (!isServerRendered(pathname)) return null;
  return requests.run(send, async () => {
    // Loaded code renders at once (app/preloadable.tsx): one pass, no loading state.
    await loadRouteCode(pathname);
    const base = createQueryClient();
    const client = new RecordingQueryClient({ defaultOptions: base.getDefaultOptions() });
    const tried = new Set<string>();
    let html = await renderOnce(client, pathname, search.slice(1));
    for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
      const missing = unanswered(client, tried);
      if (missing.length === 0) break;
      for (const options of missing) tried.add(options.queryHash);
      await Promise.all(
        missing.map((options) =>
          'getNextPageParam' in options
            ? client.prefetchInfiniteQuery(options as never)
            : client.prefetchQuery(options),
        ),
      );
      // A call that failed here is asked again by the browser: render it as still loading,
      // which is what the browser's first render will show too.
      client.removeQueries({ predicate: (query) => query.state.status === 'error' });
      html = await renderOnce(client, pathname, search.slice(1));
    }
    const { head, body } = splitHead(html);
    return { html: body, head, state: jsonForScript(dehydrate(client)) };
  });
}
