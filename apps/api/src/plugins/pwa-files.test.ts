// The installable app's files (vite-plugin-pwa's output in the web build) as the browser
// must get them: the service worker and its manifest revalidated on every load (a year-long
// cache would pin users to an old version), the manifest with its own content type.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let app: App;
let webDist: string;

beforeAll(async () => {
  t = await createTestApp();
  webDist = mkdtempSync(path.join(tmpdir(), 'scout-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Scout</title>');
  writeFileSync(path.join(webDist, 'sw.js'), 'define(["./workbox-35e397ac"], () => {});');
  writeFileSync(path.join(webDist, 'workbox-35e397ac.js'), 'define([], () => {});');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Scout' }));
  writeFileSync(path.join(webDist, 'pwa-192.png'), 'png');
  writeFileSync(path.join(webDist, 'assets', 'index-D2cHFg_u.js'), 'export {};');
  app = await buildApp({ config: t.config, database: t.database, logger: false, webDistDir: webDist });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the installable app files', () => {
  it('serves the service worker and its Workbox runtime revalidated, never as immutable', async () => {
    for (const url of ['/sw.js', '/workbox-35e397ac.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/javascript|^text\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Scout' });
  });

  it('serves the icons revalidated and only hashed assets for a year', async () => {
    const icon = await app.inject({ method: 'GET', url: '/pwa-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-D2cHFg_u.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
