// A PostgreSQL cluster of a test's own, which the test may stop and start as an operator
// or a crash would: initdb into a temporary directory, a free port on 127.0.0.1, no Unix
// socket (so it never meets the machine's own cluster). Run as the postgres user when the
// tests run as root, since PostgreSQL refuses to run as root.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the server's admin database. */
  url: string;
  port: number;
  /** Starts the server; resolves once it accepts connections. */
  start(): Promise<void>;
  /** 'immediate' is a crash (recovery from the WAL on the next start); 'fast' a clean shutdown. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server if it runs and removes its files. */
  destroy(): Promise<void>;
}

/** Creates and starts a cluster; the caller must `destroy()` it. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const root = await mkdtemp(path.join(tmpdir(), 'scout-private-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const postgres = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    try {
      return await (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
    } catch (err) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${tool} ${args.join(' ')} failed: ${String(err)}\n${log.slice(-2_000)}`, { cause: err });
    }
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
  }
  let running = false;
  try {
    await postgres('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--no-instructions', '-E', 'UTF8']);
    const port = await freePort();
    // fsync only guards against the machine losing power; a stopped or killed server
    // keeps every commit the kernel was given, which is what these tests take away.
    await appendFile(
      path.join(dataDir, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = ''`,
        'fsync = off',
        'shared_buffers = 16MB',
        'max_connections = 50',
        '',
      ].join('\n'),
    );
    const start = async () => {
      await postgres('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30']);
      running = true;
    };
    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      start,
      async stop(mode = 'fast') {
        await postgres('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30']);
        running = false;
      },
      async destroy() {
        if (running) await postgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
        running = false;
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (running) await postgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']).catch(() => {});
    await rm(root, { recursive: true, force: true });
    throw err;
  }
}

/** Where initdb and pg_ctl live: `pg_config --bindir`, else Debian's newest /usr/lib/postgresql/N/bin. */
async function postgresBinDir(): Promise<string> {
  const fromPgConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  if (fromPgConfig && existsSync(path.join(fromPgConfig, 'initdb'))) return fromPgConfig;
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const newest = versions
    .map(Number)
    .filter((v) => Number.isInteger(v) && existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => b - a)[0];
  if (newest === undefined) throw new Error('initdb not found: install PostgreSQL (pg_config --bindir names none)');
  return `/usr/lib/postgresql/${newest}/bin`;
}

/** A port nothing listens on now (the kernel's pick for port 0). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port from listen(0)');
  return address.port;
}
