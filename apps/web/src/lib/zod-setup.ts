// Zod compiles a faster object parser with `new Function` when eval is allowed, and probes
// for it the first time a schema is built. Our content security policy forbids eval
// (script-src 'self'), so the probe was reported as a CSP violation on every page. Imported
// first by main.tsx, before any schema exists: parse without compiling.
import { config } from 'zod/v4/core';

config({ jitless: true });
