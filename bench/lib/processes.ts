import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { onCleanup } from './cleanup.js';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Child {
  name: string;
  pid: number;
  url: string;
  port: number;
  stop(): Promise<void>;
  /** The last lines the process wrote, for error messages. */
  output(): string;
}

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts a Node child process listening on `port`, waits until `readyPath` answers 200, and registers
 * its stop (SIGTERM, then SIGKILL after 10 s) for the end of the run.
 */
export async function startChild(options: {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  timeoutMs?: number;
}): Promise<Child> {
  const child = spawn(process.execPath, options.args, {
    cwd: root,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = onCleanup(`stop ${options.name}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(url + options.readyPath, child, () => tail, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${options.name} did not start: ${(error as Error).message}`, { cause: error });
  }
  return { name: options.name, pid: child.pid!, url, port: options.port, stop, output: () => tail };
}
