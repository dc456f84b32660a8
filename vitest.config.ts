import { defineConfig } from 'vitest/config';

// Three projects: pure domain code, the API against a real database, the web app in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
