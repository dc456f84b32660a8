// Zod compiles a faster object parser with `new Function` when eval is allowed, and probes
// for it the first time a schema is built. Our content security policy forbids eval
// (script-src 'self'), so the probe was reported as a CSP violation on every page. Imported
// first by main.tsx, before any schema exists: parse without compiling.
//
// Set on the object zod keeps its settings in (globalThis.__zod_globalConfig, zod/v4/core)
// rather than through z.config(): this module then imports no zod, and neither does the
// landing page. zod-setup.test.ts checks that zod still reads it there.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
