// The SSRF-guarded photo download on its own: which addresses count as public; names
// checked at connect time on every address they resolve to (a name that answers a private
// address is refused before any connection, whatever an earlier lookup said); redirects
// checked again; the size and time limits, and a body cut short.
import dns from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPhotoFetcher,
  isPublicAddress,
  PHOTO_TIMEOUT_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PhotoFetchError,
  PRIVATE_ADDRESS_MESSAGE,
  TOO_MANY_REDIRECTS_MESSAGE,
} from './photo-fetch.ts';

let server: Server;
let port: number;
const hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/photo') return res.writeHead(200).end('photo-bytes');
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/loop') return res.writeHead(301, { location: '/loop' }).end();
    if (url.pathname === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2_000);
    // No content-length: the limit must hold while the body streams in.
    if (url.pathname === '/stream') {
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const send = () => {
        if (sent >= 40 || res.destroyed) return res.end();
        sent++;
        res.write(chunk, send);
      };
      return send();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void (hits.length = 0));

/** A resolver that answers these addresses for every name, as an attacker's DNS server might. */
const resolvingTo = (...addresses: string[]) =>
  ((_hostname: string, _options: dns.LookupOptions, callback: (...args: unknown[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof dns.lookup;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'downloaded',
    (err: unknown) => (err instanceof PhotoFetchError ? err.message : `unexpected ${String(err)}`),
  );

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['192.0.2.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['not an address', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('createPhotoFetcher', () => {
  it('refuses a name that resolves to a private address, at connect time, without connecting', async () => {
    const fetchPhoto = createPhotoFetcher({ lookup: resolvingTo('127.0.0.1') });
    expect(await refusal(fetchPhoto(`http://photos.example:${port}/photo`))).toBe(PRIVATE_ADDRESS_MESSAGE);
    expect(hits).toEqual([]);
  });

  it('refuses a name with any private address among its public ones (no fallback to it)', async () => {
    const fetchPhoto = createPhotoFetcher({ lookup: resolvingTo('93.184.216.34', '127.0.0.1') });
    expect(await refusal(fetchPhoto(`http://photos.example:${port}/photo`))).toBe(PRIVATE_ADDRESS_MESSAGE);
    expect(hits).toEqual([]);
  });

  it('checks the address it connects to: a name that rebinds after a first, public answer gains nothing', async () => {
    // The first lookup (anyone's: a check made earlier, say) answers a public address, every later one loopback.
    let lookups = 0;
    const rebinding = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
      lookups++;
      return resolvingTo(lookups === 1 ? '93.184.216.34' : '127.0.0.1')(hostname, options, callback as never);
    }) as unknown as typeof dns.lookup;
    await new Promise((resolve) => rebinding('photos.example', { all: true }, resolve));
    const fetchPhoto = createPhotoFetcher({ lookup: rebinding });
    expect(await refusal(fetchPhoto(`http://photos.example:${port}/photo`))).toBe(PRIVATE_ADDRESS_MESSAGE);
    expect(hits).toEqual([]);
  });

  it('refuses an address written in the link', async () => {
    const fetchPhoto = createPhotoFetcher();
    expect(await refusal(fetchPhoto(`http://127.0.0.1:${port}/photo`))).toBe(PRIVATE_ADDRESS_MESSAGE);
    expect(await refusal(fetchPhoto(`http://[::ffff:7f00:1]:${port}/photo`))).toBe(PRIVATE_ADDRESS_MESSAGE);
    expect(hits).toEqual([]);
  });

  it('checks every redirect again', async () => {
    // Only the test server's own address is allowed: the redirect's target is another.
    const fetchPhoto = createPhotoFetcher({
      isAllowedAddress: (address) => address === '127.0.0.1',
      lookup: resolvingTo('10.0.0.7'),
    });
    expect(await fetchPhoto(`http://127.0.0.1:${port}/redirect?to=/photo`).then(String)).toBe('photo-bytes');
    hits.length = 0;
    for (const target of [`http://127.0.0.2:${port}/photo`, `http://intranet.example:${port}/photo`]) {
      const link = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target)}`;
      expect(await refusal(fetchPhoto(link))).toBe(PRIVATE_ADDRESS_MESSAGE);
    }
    expect(hits.every((hit) => hit.startsWith('/redirect'))).toBe(true);
    expect(await refusal(fetchPhoto(`http://127.0.0.1:${port}/loop`))).toBe(TOO_MANY_REDIRECTS_MESSAGE);
  });

  it('stops a download over the size limit while it streams, and one over the time limit', async () => {
    const fetchPhoto = createPhotoFetcher({ allowPrivateHosts: true, maxBytes: 1024 * 1024, timeoutMs: 300 });
    expect(await refusal(fetchPhoto(`http://127.0.0.1:${port}/stream`))).toBe(PHOTO_TOO_LARGE_MESSAGE);
    const started = Date.now();
    expect(await refusal(fetchPhoto(`http://127.0.0.1:${port}/slow`))).toBe(PHOTO_TIMEOUT_MESSAGE);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses links that are not http(s)', async () => {
    const fetchPhoto = createPhotoFetcher({ allowPrivateHosts: true });
    for (const link of ['file:///etc/passwd', 'ftp://example.org/a.jpg', 'gopher://x']) {
      expect(await refusal(fetchPhoto(link))).toMatch(/http:\/\/ or https:\/\//);
    }
  });
});
