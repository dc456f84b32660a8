// GET /api/geocode: the bundled gazetteer by default, a Nominatim-compatible service with
// GEOCODER_URL (here a fake one on 127.0.0.1 speaking the same protocol).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchGazetteer } from './gazetteer.ts';
import { GEOCODE_RATE_LIMITED, GEOCODE_SEARCHES_PER_MINUTE } from './geocoding.routes.ts';
import { GeocoderUnavailableError, searchNominatim } from './nominatim.ts';

describe('the gazetteer', () => {
  it.each([
    ['Austin, TX', 30.267, -97.743, 'Austin, TX, United States'],
    ['austin tx', 30.267, -97.743, 'Austin, TX, United States'],
    ['Austin, Texas', 30.267, -97.743, 'Austin, TX, United States'],
    ['Austin, MN', 43.667, -92.975, 'Austin, MN, United States'],
    ['New York, NY', 40.714, -74.006, 'New York City, NY, United States'],
    ['NYC', 40.714, -74.006, 'New York City, NY, United States'],
    ['St. Paul', 44.944, -93.093, 'Saint Paul, MN, United States'],
    ['Saint Paul, MN', 44.944, -93.093, 'Saint Paul, MN, United States'],
    ['San José', 37.339, -121.895, 'San Jose, CA, United States'],
    ['san jose', 37.339, -121.895, 'San Jose, CA, United States'],
    ['Paris', 48.853, 2.349, 'Paris, France'],
    ['Paris, TX', 33.661, -95.556, 'Paris, TX, United States'],
    ['Washington, DC', 38.895, -77.036, expect.stringContaining('Washington')],
  ])('%s', (query, latitude, longitude, displayName) => {
    const found = searchGazetteer(query);
    expect(found).not.toBeNull();
    expect(found!.latitude).toBeCloseTo(latitude, 2);
    expect(found!.longitude).toBeCloseTo(longitude, 2);
    expect(found!.displayName).toEqual(displayName);
  });

  it('finds nothing for a made-up place or a city outside the named state', () => {
    expect(searchGazetteer('Xyzzyville')).toBeNull();
    expect(searchGazetteer('Austin, CA')).toBeNull();
    expect(searchGazetteer(',,,')).toBeNull();
  });
});

describe('GET /api/geocode with the gazetteer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers anyone with the place', async () => {
    const res = await t.api.get(`/api/geocode?q=${encodeURIComponent('  Austin, TX ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: 30.26715, longitude: -97.74306, displayName: 'Austin, TX, United States' });
  });

  it('answers 404 "Location not found" when nothing matches', async () => {
    const res = await t.api.get('/api/geocode?q=Xyzzyville');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Location not found' });
  });

  it('refuses an empty or overlong query with a field issue', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(201)]) {
      const res = await t.api.get(`/api/geocode?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: 'q' })]);
    }
    expect((await t.api.get('/api/geocode')).statusCode).toBe(400);
  });
});

describe('GET /api/geocode with GEOCODER_URL (a Nominatim-compatible service)', () => {
  let server: Server;
  let baseUrl: string;
  let t: TestApp;
  const requests: IncomingMessage[] = [];
  let mode: 'ok' | 'empty' | 'error' | 'garbage' | 'hang' = 'ok';

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req);
      const url = new URL(req.url!, 'http://x');
      if (url.pathname !== '/search') return res.writeHead(404).end();
      if (mode === 'hang') return; // never answers
      if (mode === 'error') return res.writeHead(502).end('bad gateway');
      res.writeHead(200, { 'content-type': 'application/json' });
      if (mode === 'garbage') return res.end('{"nope": true}');
      if (mode === 'empty') return res.end('[]');
      res.end(
        JSON.stringify([
          { lat: '45.5202471', lon: '-122.6741949', display_name: `Portland for "${url.searchParams.get('q')}"` },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ GEOCODER_URL: `${baseUrl}/` });
  });
  afterAll(async () => {
    await t?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the service (q, format=json, limit=1, User-Agent Scout) and answers with its first result', async () => {
    mode = 'ok';
    const res = await t.api.get('/api/geocode?q=Portland%2C%20OR');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      latitude: 45.5202471,
      longitude: -122.6741949,
      displayName: 'Portland for "Portland, OR"',
    });
    const req = requests.at(-1)!;
    const url = new URL(req.url!, baseUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Portland, OR', format: 'json', limit: '1' });
    expect(req.headers['user-agent']).toBe('Scout');
  });

  it('answers 404 when the service finds nothing', async () => {
    mode = 'empty';
    const res = await t.api.get('/api/geocode?q=Nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Location not found' });
  });

  it.each(['error', 'garbage'] as const)('answers 503 with a message when the service fails (%s)', async (failure) => {
    mode = failure;
    const res = await t.api.get('/api/geocode?q=Portland');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/location search/i) });
  });

  it('gives up on a service that does not answer in time', async () => {
    mode = 'hang';
    const started = Date.now();
    await expect(searchNominatim(baseUrl, 'Portland', 200)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 when the service cannot be reached', async () => {
    const down = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9' });
    try {
      const res = await down.api.get('/api/geocode?q=Portland');
      expect(res.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/geocode rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it(`answers 429 after ${GEOCODE_SEARCHES_PER_MINUTE} searches a minute from one address, and not other routes`, async () => {
    const search = () =>
      t.app.inject({ method: 'GET', url: '/api/geocode?q=Austin%2C%20TX', remoteAddress: '203.0.113.7' });
    for (let i = 0; i < GEOCODE_SEARCHES_PER_MINUTE; i++) expect((await search()).statusCode).toBe(200);
    const limited = await search();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: GEOCODE_RATE_LIMITED });
    // Another address still searches; other routes are not limited.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/geocode?q=Austin%2C%20TX',
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(
      200,
    );
  });
});
