// The one way the browser talks to the API (spec §7): every call sends cookies, a body is
// JSON only when there is a payload, and any non-success status becomes an Error whose
// message is "<status>: <body text or status text>" (spec §8).
import type { QueryFunction } from '@tanstack/react-query';

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one request and returns the response once it is known to be a success. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: a GET of the query key's segments joined by '/', parsed as JSON.
 * `on401: 'returnNull'` turns "not signed in" into `null` instead of an error (the me call).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.map(String).join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * Reads an error thrown by `apiRequest` back into its parts, for showing to people: the
 * server's JSON `{message}` when there is one (our API and Better Auth both send it),
 * otherwise the raw body text.
 */
export function describeApiError(error: unknown): { status: number | null; message: string } {
  const raw = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { status: null, message: raw };
  const status = Number(match[1]);
  const body = match[2] ?? '';
  try {
    // Checked by hand rather than with the zod contract: this module is on the landing
    // page's critical path and zod would more than double its JavaScript.
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      return { status, message: parsed.message };
    }
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return { status, message: body };
}
