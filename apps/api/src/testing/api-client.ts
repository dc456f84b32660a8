// Requests to the real app through app.inject, signed out or signed in, for tests:
//
//   const api = apiClient(t.app);          (createTestApp gives one as t.api)
//   await api.get('/api/dogs')             signed out
//   await api.as(cookie).post('/api/swipes', { dogId, direction: 'right' })
//   await api.as(maybeCookie).get(url)     signed out when the cookie is undefined
//
// Each call answers Fastify's inject response (statusCode, json(), body, headers). A body
// is handed to inject as it is: an object travels as JSON, as it did from every test's own
// wrapper before this one. Requests that need other headers (Origin, content types, a
// forged cookie) or a remote address still call app.inject themselves.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';

export type ApiResponse = LightMyRequestResponse;
type RequestBody = InjectOptions['payload'];

export interface ApiRequests {
  get(url: string): Promise<ApiResponse>;
  delete(url: string): Promise<ApiResponse>;
  post(url: string, body?: RequestBody): Promise<ApiResponse>;
  put(url: string, body?: RequestBody): Promise<ApiResponse>;
  patch(url: string, body?: RequestBody): Promise<ApiResponse>;
}

export interface ApiClient extends ApiRequests {
  /** The same requests carrying this Cookie header; signed out when it is undefined. */
  as(cookie: string | undefined): ApiRequests;
}

export interface ApiClientOptions {
  /** Runs on every response before the test sees it, e.g. a check every answer must pass. */
  onResponse?: (res: ApiResponse) => void;
}

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

export function apiClient(app: App, options: ApiClientOptions = {}): ApiClient {
  const requests = (cookie: string | undefined): ApiRequests => {
    const send = async (method: Method, url: string, body?: RequestBody) => {
      const res = await app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(body !== undefined && { payload: body }),
      });
      options.onResponse?.(res);
      return res;
    };
    return {
      get: (url) => send('GET', url),
      delete: (url) => send('DELETE', url),
      post: (url, body) => send('POST', url, body),
      put: (url, body) => send('PUT', url, body),
      patch: (url, body) => send('PATCH', url, body),
    };
  };
  return { ...requests(undefined), as: requests };
}
