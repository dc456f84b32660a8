// The one way the browser talks to the API (product §7): every call sends cookies, a body is
// JSON only when there is a payload (a FormData goes as multipart), and any non-success
// status becomes an ApiError whose message is "<status>: <body text or status text>" (product §8).
// Kept free of zod: this module is on the landing page's critical path, and zod would more
// than double its JavaScript. The modules under src/api parse the answers.

import { takeEarly } from './early-requests';

/** How a request leaves: the browser's fetch, or on the server the API itself (entry-server.tsx). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer sends the screens' calls through the API in-process, with the visitor's cookie. */
export function setApiTransport(send: Transport): void {
  transport = send;
}

/** A call the server answered with a non-success status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The answer's text, or its status text when it had none. */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

/**
 * What the server said about a failed call, for showing to people: its JSON `{message}` when
 * it sent one (our API and Better Auth both do), otherwise the body text. Null when the error
 * is not an answer from the server (offline, a bug): the caller says something of its own.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    // Checked by hand rather than with the zod contract (see the top of this file).
    const parsed: unknown = JSON.parse(error.body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return error.body;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Sent as JSON; a FormData is sent as multipart, the browser setting its boundary. */
  body?: unknown;
  /** Cancels the request, e.g. the one TanStack Query hands a query function. */
  signal?: AbortSignal;
}

/**
 * Sends one request and returns the response once it is known to be a success (read its
 * headers or its body); otherwise throws an ApiError.
 */
export async function apiRequest(method: HttpMethod, url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { body, signal } = options;
  const multipart = body instanceof FormData;
  const early = method === 'GET' && body === undefined ? takeEarly(url) : undefined;
  const res = await (early ??
    transport(url, {
      method,
      headers: body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {},
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    }));
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return res;
}

export interface ApiJsonOptions extends ApiRequestOptions {
  /** A status that means "there is none" for this call (e.g. 401 for the signed-in user, 404 for a profile): it reads as null. */
  nullOn?: number;
}

/** Sends one request and reads its JSON answer (unchecked: the caller parses it with its contract). */
export async function apiJson(method: HttpMethod, url: string, options: ApiJsonOptions = {}): Promise<unknown> {
  const { nullOn, ...request } = options;
  try {
    return await (await apiRequest(method, url, request)).json();
  } catch (error) {
    if (nullOn !== undefined && error instanceof ApiError && error.status === nullOn) return null;
    throw error;
  }
}
