import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { ensureBuilt, killAllServers, startServer, type ServerProcess } from '../support/server.js';

/**
 * Slow clients are cut off on time even right after the server has served a burst of keep-alive requests:
 * 150 concurrent requests first, then 50 connections that send half their headers or trickle their body.
 * Each must be closed within its timeout and a small margin, while new ordinary requests are answered, and an
 * idle keep-alive connection must outlive the header deadline and close on the keep-alive timeout.
 */
const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 4000;
const KEEP_ALIVE_TIMEOUT_MS = 6000;
/** Two checking intervals (500 ms here) and room for a loaded machine. */
const MARGIN_MS = 1500;
const BURST = 150;
const HALF_SENT = 40;
const TRICKLED = 10;

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'slow-after-burst-'));
  server = await startServer({
    DATA_DIR: dataDir,
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
  });
});
afterAll(async () => {
  await killAllServers();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Slow {
  kind: 'headers' | 'body';
  socket: Socket;
  sentAt: number;
  closed: Promise<{ ms: number; data: string }>;
}

function slowConnection(port: number, kind: Slow['kind'], origin: string): Promise<Slow> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => {});
    let sentAt = 0;
    const closed = new Promise<{ ms: number; data: string }>((done) =>
      socket.on('close', () => done({ ms: performance.now() - sentAt, data })),
    );
    socket.once('error', reject);
    socket.once('connect', () => {
      sentAt = performance.now();
      if (kind === 'headers') socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      else {
        socket.write(
          `POST /api/newsletter HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n` +
            'Content-Length: 100000\r\n\r\n{',
        );
        const drip = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(drip)), 100);
        socket.on('close', () => clearInterval(drip));
      }
      resolve({ kind, socket, sentAt, closed });
    });
  });
}

describe('slow connections after a burst of keep-alive requests', () => {
  test('are each closed on time, while ordinary requests are answered', async () => {
    // The burst, on keep-alive connections that then stay open and idle.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: BURST });
    const burst = await Promise.all(
      Array.from(
        { length: BURST },
        () =>
          new Promise<number>((resolve, reject) =>
            http
              .get(`${server.url}/api/health`, { agent: keepAlive }, (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              })
              .on('error', reject),
          ),
      ),
    );
    expect(new Set(burst)).toEqual(new Set([200]));

    // An idle keep-alive connection of our own, to see it outlive the header deadline.
    const idle = connect({ port: server.port, host: '127.0.0.1' });
    idle.on('error', () => {});
    let idleData = '';
    idle.setEncoding('utf8');
    const idleAnswered = new Promise<void>((resolve) =>
      idle.on('data', (chunk: string) => {
        idleData += chunk;
        if (idleData.includes('"status"')) resolve();
      }),
    );
    const idleClosed = new Promise<number>((resolve) => idle.on('close', () => resolve(performance.now())));
    idle.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await idleAnswered;
    const idleSince = performance.now();

    // The origin the server trusts without PUBLIC_URL, so the trickled bodies are read by their route.
    const origin = `http://localhost:${server.port}`;
    const slow = await Promise.all([
      ...Array.from({ length: HALF_SENT }, () => slowConnection(server.port, 'headers', origin)),
      ...Array.from({ length: TRICKLED }, () => slowConnection(server.port, 'body', origin)),
    ]);

    // Ordinary requests on fresh connections all the while.
    const ordinary: { status: number; ms: number }[] = [];
    let probing = true;
    const probes = (async () => {
      while (probing) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/health`, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(5000),
        }).catch(() => null);
        await res?.text();
        ordinary.push({ status: res?.status ?? 0, ms: performance.now() - started });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const outcomes = await Promise.all(
      slow.map(async (s) => {
        const limit = (s.kind === 'headers' ? HEADERS_TIMEOUT_MS : REQUEST_TIMEOUT_MS) + MARGIN_MS;
        const result = await Promise.race([
          s.closed,
          new Promise<null>((r) => setTimeout(() => r(null), limit + 20_000)),
        ]);
        if (!result) s.socket.destroy();
        return { kind: s.kind, ms: result?.ms ?? Infinity, data: result?.data ?? '', limit };
      }),
    );
    const idleOpenAfterHeaders = !idle.destroyed;
    const idleClosedAt = await Promise.race([
      idleClosed,
      new Promise<null>((r) => setTimeout(() => r(null), KEEP_ALIVE_TIMEOUT_MS + 10_000)),
    ]);
    probing = false;
    await probes;
    keepAlive.destroy();

    const figures = (kind: Slow['kind']) => {
      const times = outcomes
        .filter((o) => o.kind === kind)
        .map((o) => o.ms)
        .sort((a, b) => a - b);
      return `${kind}: ${times.length} closed after ${Math.round(times[0]!)}–${Math.round(times.at(-1)!)} ms`;
    };
    console.log(
      [
        `after ${BURST} keep-alive requests: ${figures('headers')} (limit ${HEADERS_TIMEOUT_MS} + ${MARGIN_MS}),`,
        `${figures('body')} (limit ${REQUEST_TIMEOUT_MS} + ${MARGIN_MS});`,
        `${ordinary.length} ordinary requests meanwhile, statuses ${[...new Set(ordinary.map((o) => o.status))]},`,
        `slowest ${Math.round(Math.max(...ordinary.map((o) => o.ms)))} ms;`,
        `idle keep-alive connection closed after ${idleClosedAt ? Math.round(idleClosedAt - idleSince) : 'never'} ms`,
      ].join(' '),
    );

    for (const o of outcomes) {
      expect(o.ms, `${o.kind} connection closed after ${Math.round(o.ms)} ms`).toBeLessThanOrEqual(o.limit);
      expect(o.data).toMatch(/^(HTTP\/1\.1 408 [^]*)?$/);
    }
    expect(ordinary.length).toBeGreaterThan(5);
    expect(ordinary.every((o) => o.status === 200)).toBe(true);
    expect(idleOpenAfterHeaders).toBe(true);
    expect(idleClosedAt).not.toBeNull();
    expect(idleClosedAt! - idleSince).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 100);
    expect(idleClosedAt! - idleSince).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + MARGIN_MS);
  });
});
