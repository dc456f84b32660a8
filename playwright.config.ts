// End-to-end tests: the real server on a fresh embedded database with the demo world,
// driven by Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 3126);
process.env.E2E_MAILBOX_PORT = String(mailboxPort);
// Fresh data for every run; set once here so the workers see the same folder.
process.env.E2E_DATA_DIR ??= path.resolve('.tmp', `e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace for every test doubled the suite's time on two cores (it records
    // each test, failing or not): on only when asked for, E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The built app installs a service worker (vite-plugin-pwa); page.route cannot see the
    // requests it answers and its caches would carry between steps. Only e2e/pwa.spec.ts,
    // which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /.*\.phone\.spec\.ts/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The mail server the app sends to, and the mailbox the specs read (e2e/mailbox.ts).
      command: 'node --import tsx e2e/mail-sink.ts',
      url: `http://127.0.0.1:${mailboxPort}/health`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAILBOX_PORT: String(mailboxPort) },
    },
    {
      command: 'node --enable-source-maps apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SIGNIN_RATE_LIMIT: '200',
        TILE_URL: 'none',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // About a second, so a spec sees a message email without waiting minutes.
        MESSAGE_EMAIL_DELAY_S: '1',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    },
  ],
});
