// @vitest-environment node
// The fetch helper against a real HTTP server (no fetch stub): what goes over the wire and
// how failures read. Node's own fetch is used, as the browser's would be.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, describeApiError, getQueryFn } from './api-client';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base: string;
let lastRequest: Seen | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, headers: req.headers, body };
      switch (req.url) {
        case '/api/echo':
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, body }));
          return;
        case '/api/dogs/42':
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '42', name: 'Bella' }));
          return;
        case '/api/me':
          res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not signed in' }));
          return;
        case '/api/bad':
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(
              JSON.stringify({ message: 'Name is required', issues: [{ path: 'name', message: 'Name is required' }] }),
            );
          return;
        case '/api/text':
          res.writeHead(404, { 'content-type': 'text/plain' }).end('No such dog');
          return;
        case '/api/empty':
          res.writeHead(503).end();
          return;
        default:
          res.writeHead(500).end('unexpected path');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiRequest', () => {
  it('sends a JSON body with a content type when there is a payload', async () => {
    const res = await apiRequest('POST', `${base}/api/echo`, { content: 'Hi' });
    expect(await res.json()).toEqual({ ok: true, body: '{"content":"Hi"}' });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
  });

  it('sends neither a body nor a content type without a payload', async () => {
    await apiRequest('POST', `${base}/api/echo`);
    expect(lastRequest?.body).toBe('');
    expect(lastRequest?.headers['content-type']).toBeUndefined();
  });

  it('turns a failure into "<status>: <body text>"', async () => {
    await expect(apiRequest('GET', `${base}/api/text`)).rejects.toThrow(new Error('404: No such dog'));
    await expect(apiRequest('PATCH', `${base}/api/bad`, { name: '' })).rejects.toThrow(
      '400: {"message":"Name is required","issues":[{"path":"name","message":"Name is required"}]}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('DELETE', `${base}/api/empty`)).rejects.toThrow(new Error('503: Service Unavailable'));
  });
});

describe('getQueryFn', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('reads the query key segments joined by slashes as JSON', async () => {
    const data = await client.fetchQuery({
      queryKey: [`${base}/api/dogs`, 42],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ id: '42', name: 'Bella' });
    expect(lastRequest?.url).toBe('/api/dogs/42');
    expect(lastRequest?.method).toBe('GET');
  });

  it('yields null on 401 when asked to', async () => {
    const data = await client.fetchQuery({
      queryKey: [`${base}/api/me`],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('throws on 401 by default', async () => {
    await expect(
      new QueryClient().fetchQuery({ queryKey: [`${base}/api/me`], queryFn: getQueryFn({ on401: 'throw' }) }),
    ).rejects.toThrow(new Error('401: {"message":"Not signed in"}'));
  });
});

describe('describeApiError', () => {
  it("reads the server's JSON message", () => {
    expect(describeApiError(new Error('400: {"message":"Invalid email or password","code":"X"}'))).toEqual({
      status: 400,
      message: 'Invalid email or password',
    });
  });

  it('keeps a plain-text body as the message', () => {
    expect(describeApiError(new Error('429: Too Many Requests'))).toEqual({
      status: 429,
      message: 'Too Many Requests',
    });
  });

  it('has no status for errors that never reached the server', () => {
    expect(describeApiError(new TypeError('Failed to fetch'))).toEqual({ status: null, message: 'Failed to fetch' });
  });
});
