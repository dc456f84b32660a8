// One lint configuration for the whole repository: typescript-eslint's recommended
// rules everywhere, React hooks rules and import boundaries in the web app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The domain index re-exports every zod contract; importing values from it would put zod
// into the landing page's bundle. Import the module you need instead.
const WEB_DOMAIN_INDEX = {
  name: '@scout/domain',
  message: "Import values from the module, e.g. '@scout/domain/constants' (types from the index are fine).",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [WEB_DOMAIN_INDEX] }],
    },
  },
  ...webImportBoundaries(),
  ...packageBoundaries(),
);

/*
 * The boundaries between the workspaces (README "Architecture in a page"): the domain
 * package is pure TypeScript that both apps import, so it imports neither app (nor React,
 * Fastify or Node's I/O); neither app imports the other; the API's production code imports
 * no test helper (src/testing) or test.
 */
function packageBoundaries() {
  const appMessage = 'The domain package imports neither app: the apps import it.';
  const pureMessage = 'The domain package is pure TypeScript: no React, no Fastify, no I/O.';
  const otherAppMessage = 'The API and the web app share code only through @scout/domain.';
  const testMessage = 'Production code never imports test helpers (src/testing) or tests.';
  return [
    {
      files: ['packages/domain/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^@scout/(api|web)(/|$)', message: appMessage },
              { regex: '(^|/)apps/', message: appMessage },
              { regex: '^(react|react-dom|fastify|drizzle-orm|pg)(/|$)', message: pureMessage },
              { regex: '^node:(fs|net|http|https|child_process|worker_threads)(/|$)', message: pureMessage },
            ],
          },
        ],
      },
    },
    {
      files: ['apps/api/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: '^@scout/web(/|$)|(^|/)web/src/', message: otherAppMessage }] },
        ],
      },
    },
    {
      files: ['apps/api/src/**/*.ts'],
      ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/testing/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '(^|/)testing/', message: testMessage },
              { regex: '\\.test(\\.ts)?$', message: testMessage },
            ],
          },
        ],
      },
    },
  ];
}

/*
 * The web's import boundaries (README "Architecture in a page"): `app` composes the
 * features; a feature uses src/api, src/components, src/hooks, src/lib and the domain, and
 * never another feature; those shared folders import no feature; production code imports
 * no test helper. A wrong import fails `npm run lint` with the message below.
 *
 * ESLint core's `no-restricted-imports` holds the feature rules, one block per feature
 * folder and nesting depth (a relative path leaves the feature after as many `../` as the
 * file is deep, plus one). `@typescript-eslint/no-restricted-imports` holds the domain index
 * and the test helpers: a flat config replaces a rule's options instead of merging them, so
 * each concern keeps to one of the two rules.
 */
function webImportBoundaries() {
  const src = 'apps/web/src';
  const features = readdirSync(new URL(`./${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureMessage =
    'Features never import each other: lift what both need into src/api, src/components, src/hooks or src/lib.';
  const leaveMessage = "This path leaves the feature's folder: import shared code through '@/...'.";
  const sharedMessage = 'src/api, src/components, src/hooks and src/lib serve every feature and import none.';
  const testMessage = 'Production code never imports test helpers (src/testing) or tests.';
  // Files at most this many folders below their feature's own folder are checked.
  const FEATURE_MAX_DEPTH = 3;

  const featureBlocks = features.flatMap((feature) =>
    Array.from({ length: FEATURE_MAX_DEPTH + 1 }, (_, depth) => ({
      files: [`${src}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^@/features/(?!${feature}(/|$))`, message: featureMessage },
              { regex: `^\\.\\.(/\\.\\.){${depth}}(/|$)`, message: leaveMessage },
            ],
          },
        ],
      },
    })),
  );

  return [
    ...featureBlocks,
    {
      files: [`${src}/{api,components,hooks,lib}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^@/(features|app)(/|$)', message: sharedMessage },
              { regex: '^(\\.\\./)+(features|app)(/|$)', message: sharedMessage },
            ],
          },
        ],
      },
    },
    {
      files: [`${src}/**/*.{ts,tsx}`],
      ignores: [`${src}/**/*.test.{ts,tsx}`, `${src}/testing/**`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [WEB_DOMAIN_INDEX],
            patterns: [
              { regex: '^@/testing(/|$)', message: testMessage },
              { regex: '^\\.\\.?/(\\.\\./)*testing(/|$)', message: testMessage },
              { regex: '\\.test(\\.tsx?)?$', message: testMessage },
            ],
          },
        ],
      },
    },
  ];
}
