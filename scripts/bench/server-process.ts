// The real server as a child process on a free port, as the benches drive it: the compiled
// server `npm start` runs (apps/api/dist/server.js, built here once per bench run).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

let built = false;
/** Compiles the server (apps/api/build.mjs, under a second) the first time a bench needs it. */
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['apps/api/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  built = true;
}

/** How the server runs: compiled, as `npm start` runs it, or its TypeScript through tsx. */
export type ServerBuild = 'compiled' | 'tsx';

/**
 * Starts the server with `env` on top of the bench's settings, and waits until it answers:
 * on `port` when given (a machine shared by several runs), else on a free one.
 */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  how: ServerBuild = 'compiled',
): Promise<ServerProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  if (how === 'compiled') buildServer();
  const args =
    how === 'compiled'
      ? // As `npm start` runs it (apps/api/package.json).
        ['--enable-source-maps', '--max-semi-space-size=32', '--max-old-space-size=768', 'apps/api/dist/server.js']
      : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The server's peak resident memory so far (Linux), in MB. */
export function peakMemoryMb(child: ChildProcess): string {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? (kb / 1024).toFixed(0) : 'n/a';
  } catch {
    return 'n/a';
  }
}
