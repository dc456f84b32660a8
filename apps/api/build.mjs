// Compiles the server for `npm start` (issue 16): src/server.ts and the workspace code it
// imports (@scout/domain) into one ES module, dist/server.js, with a source map; npm
// packages stay external, loaded from node_modules as they are. No TypeScript is compiled
// at run time. Paths the server reads at run time are found from API_ROOT (src/api-root.ts).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      // Every npm package stays a plain import; only our own workspace packages are bundled.
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@scout/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
console.log(`apps/api/dist built in ${Date.now() - started} ms`);
