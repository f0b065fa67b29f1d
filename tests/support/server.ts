import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(root, 'dist/node/server/main.js');
const builtFiles = [
  path.join(root, 'dist/client/index.html'),
  path.join(root, 'dist/client/prerendered/en/index.html'),
  path.join(root, 'dist/client/index.html.br'),
  serverEntry,
];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** Builds the app (as `npm start` would) when dist is missing or older than the sources. */
export function ensureBuilt() {
  const sources = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'scripts/prerender.mjs',
    'scripts/compress-client.mjs',
  ].map((p) => path.join(root, p));
  const built = builtFiles.every(existsSync) ? Math.min(...builtFiles.map((f) => statSync(f).mtimeMs)) : 0;
  if (built && Math.max(...sources.map(newest)) <= built) return;
  console.log('Building the app...');
  // A production bundle, as scripts/start.mjs builds it, even when the test runner set NODE_ENV=test.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const SESSION_SECRET = 'fault-tests-session-secret-'.padEnd(48, 'x');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ServerProcess>();

/**
 * Spawns the compiled server (node dist/node/server/main.js) on 127.0.0.1 with exactly the given
 * settings (nothing of the test runner's own environment but PATH and HOME).
 */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      SESSION_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const proc: ServerProcess = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      running.delete(proc);
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

/**
 * Waits until GET /api/health answers 200; fails if the process exits first. A first start migrates a new
 * store: 34 s at a load of 14 on two CPUs, so the default limit leaves room for a busy machine.
 */
export async function waitUntilHealthy(proc: ServerProcess, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was healthy:\n${proc.output()}`);
    try {
      const res = await fetch(`${proc.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${proc.output()}`);
}

export async function startServer(env: Record<string, string>, port?: number) {
  const proc = spawnServer(env, port ?? (await freePort()));
  try {
    await waitUntilHealthy(proc);
  } catch (error) {
    await proc.kill('SIGKILL');
    throw error;
  }
  return proc;
}

/** Kills every server a test started and has not stopped yet (for afterAll, even after a failure). */
export async function killAllServers() {
  await Promise.all([...running].map((proc) => proc.kill('SIGKILL')));
}

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ||
  process.env.FAULT_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether PostgreSQL answers at POSTGRES_URL. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database on the PostgreSQL server; drop() removes it again. */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
