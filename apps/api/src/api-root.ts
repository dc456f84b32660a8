// The API package's folder (apps/api), the same from the TypeScript sources (src/) and from
// the compiled server (dist/server.js, build.mjs): both sit one level below it. Files the
// server reads at run time (migrations, demo photos, the built web app) are found from here.
import { fileURLToPath } from 'node:url';

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
