// @vitest-environment node
// The api client against a real HTTP server (no fetch stub): what goes over the wire and
// how failures read. Node's own fetch is used, as the browser's would be.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiJson, apiRequest, serverMessage } from './api-client';

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
        case '/api/markers':
          res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1234' }).end('[]');
          return;
        case '/api/slow':
          setTimeout(() => res.writeHead(200).end('{}'), 1000);
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
    const res = await apiRequest('POST', `${base}/api/echo`, { body: { content: 'Hi' } });
    expect(await res.json()).toEqual({ ok: true, body: '{"content":"Hi"}' });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
  });

  it('sends neither a body nor a content type without a payload', async () => {
    await apiRequest('POST', `${base}/api/echo`);
    expect(lastRequest?.body).toBe('');
    expect(lastRequest?.headers['content-type']).toBeUndefined();
  });

  it('sends a FormData as multipart, with the boundary the runtime chose', async () => {
    const form = new FormData();
    form.append('file', new Blob(['PNG'], { type: 'image/png' }), 'a.png');
    await apiRequest('POST', `${base}/api/echo`, { body: form });
    const contentType = lastRequest?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const boundary = contentType.split('boundary=')[1];
    expect(lastRequest?.body).toContain(`--${boundary}`);
    expect(lastRequest?.body).toContain('name="file"; filename="a.png"');
  });

  it('returns the response, whose headers can be read', async () => {
    const res = await apiRequest('GET', `${base}/api/markers`);
    expect(res.headers.get('X-Total-Count')).toBe('1234');
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const pending = apiRequest('GET', `${base}/api/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns a failure into an ApiError reading "<status>: <body text>"', async () => {
    await expect(apiRequest('GET', `${base}/api/text`)).rejects.toThrow(/^404: No such dog$/);
    await expect(apiRequest('GET', `${base}/api/text`)).rejects.toThrow(new ApiError(404, 'No such dog'));
    await expect(apiRequest('PATCH', `${base}/api/bad`, { body: { name: '' } })).rejects.toThrow(
      '400: {"message":"Name is required","issues":[{"path":"name","message":"Name is required"}]}',
    );
    const error: unknown = await apiRequest('GET', `${base}/api/text`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: 'No such dog' });
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('DELETE', `${base}/api/empty`)).rejects.toThrow(/^503: Service Unavailable$/);
    await expect(apiRequest('DELETE', `${base}/api/empty`)).rejects.toMatchObject({
      status: 503,
      body: 'Service Unavailable',
    });
  });
});

describe('apiJson', () => {
  it('reads the JSON answer', async () => {
    expect(await apiJson('GET', `${base}/api/dogs/42`)).toEqual({ id: '42', name: 'Bella' });
    expect(lastRequest?.url).toBe('/api/dogs/42');
    expect(lastRequest?.method).toBe('GET');
  });

  it('yields null for the status that means "none" when asked to', async () => {
    expect(await apiJson('GET', `${base}/api/me`, { nullOn: 401 })).toBeNull();
  });

  it('throws on that status otherwise', async () => {
    await expect(apiJson('GET', `${base}/api/me`)).rejects.toThrow(new ApiError(401, '{"message":"Not signed in"}'));
    await expect(apiJson('GET', `${base}/api/me`)).rejects.toThrow(/^401: \{"message":"Not signed in"\}$/);
    await expect(apiJson('GET', `${base}/api/me`, { nullOn: 404 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('serverMessage', () => {
  it("reads the server's JSON message", () => {
    expect(serverMessage(new ApiError(400, '{"message":"Invalid email or password","code":"X"}'))).toBe(
      'Invalid email or password',
    );
  });

  it('keeps a plain-text body as the message', () => {
    expect(serverMessage(new ApiError(429, 'Too Many Requests'))).toBe('Too Many Requests');
    expect(serverMessage(new ApiError(400, '{"message":""}'))).toBe('{"message":""}');
  });

  it('has none for errors that never reached the server', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
    // Only an ApiError's parts are read, never a message string.
    expect(serverMessage(new Error('400: {"message":"Looks like an answer"}'))).toBeNull();
  });
});
