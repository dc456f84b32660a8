// GET calls started by main.tsx while the app's code is still downloading (app/preload-route.ts),
// so the first screen's data is on its way before React has rendered anything. The first
// apiRequest for the same URL takes the answer instead of asking again. Zod-free and tiny:
// it sits in the entry chunk.

/** How long an early answer waits to be taken; after that the screen asks afresh. */
const KEEP_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** Starts GET `url` now (with cookies, as apiRequest sends it) and returns its answer. */
export function startEarly(url: string): Promise<Response> {
  const response = fetch(url, { credentials: 'include' });
  // A failure surfaces to whoever takes the answer; unhandled here it would be logged twice.
  response.catch(() => undefined);
  started.set(url, { at: Date.now(), response });
  return response;
}

/** The early answer for GET `url`, once: a second call (a refetch) asks the server again. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  return Date.now() - early.at <= KEEP_MS ? early.response : undefined;
}
