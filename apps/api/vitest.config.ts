import { defineProject } from 'vitest/config';

// API tests run against real databases (PGlite, or PostgreSQL when DATABASE_URL is set).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/testing/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
