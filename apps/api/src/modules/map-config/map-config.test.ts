// GET /api/map-config and the TILE_URL setting: OpenStreetMap by default, a custom template
// (whose host the content security policy then allows for images), or none.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OSM_ATTRIBUTION, OSM_TILE_URL } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tileImageSources } from './tile-source.ts';

const base = { PORT: '3999', DATA_DIR: '/tmp/scout-map-config-test', AUTH_SECRET: 'x'.repeat(40) };

describe('GET /api/map-config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers OpenStreetMap tiles with their attribution by default, and allows their images', async () => {
    t = await createTestApp();
    const res = await t.api.get('/api/map-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });

  it('answers null with TILE_URL=none, and the policy allows no other image host', async () => {
    t = await createTestApp({ TILE_URL: 'none' });
    const res = await t.api.get('/api/map-config');
    expect(res.json()).toEqual({ tileUrl: null, attribution: '' });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('answers a custom template and credit, and allows that host with its subdomains', async () => {
    t = await createTestApp({
      TILE_URL: 'https://{s}.tiles.example.org:8443/v1/{z}/{x}/{y}{r}.png',
      TILE_ATTRIBUTION: '© Example Maps',
    });
    const res = await t.api.get('/api/map-config');
    expect(res.json()).toEqual({
      tileUrl: 'https://{s}.tiles.example.org:8443/v1/{z}/{x}/{y}{r}.png',
      attribution: '© Example Maps',
    });
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.org:8443;",
    );
  });
});

describe('the TILE_URL setting', () => {
  it.each([
    ['ftp://tiles.example.org/{z}/{x}/{y}.png', 'must be "none" or an http(s) URL template'],
    ['https://tiles.example.org/{z}/{x}.png', 'must contain {z}, {x} and {y}'],
    ['https://{z}.tiles.example.org/{z}/{x}/{y}.png', 'only a leading {s} may vary in the host'],
    ['https://tiles.{s}.example.org/{z}/{x}/{y}.png', 'only a leading {s} may vary in the host'],
    ['off', 'must be "none" or an http(s) URL template'],
  ])('refuses %s with one line naming the setting', (value, why) => {
    expect(() => loadConfig({ ...base, TILE_URL: value })).toThrow(new ConfigError(`Invalid setting TILE_URL: ${why}`));
  });

  it('keeps a plain http template', () => {
    expect(loadConfig({ ...base, TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).tileUrl).toBe(
      'http://127.0.0.1:8080/{z}/{x}/{y}.png',
    );
  });

  it('turns a template into the image source the content security policy names', () => {
    expect(tileImageSources(null)).toEqual([]);
    expect(tileImageSources(OSM_TILE_URL)).toEqual(['https://tile.openstreetmap.org']);
    expect(tileImageSources('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org']);
  });
});
