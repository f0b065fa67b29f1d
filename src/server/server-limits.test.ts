import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { buildApp, type App } from './app.js';
import type { ServerLimits } from './server-limits.js';
import { freePort } from './testing/free-port.js';
import { TEST_ORIGIN, TEST_SESSION_SECRET } from './testing/test-app.js';
import { createTestStore, type TestStore } from './testing/test-store.js';

/**
 * The HTTP server's timeouts and connection limit, on real sockets. The limits are set small here so the
 * tests are quick; a test that never sees the server close the connection fails on its own time limit.
 */

let store: TestStore;
const apps: App[] = [];
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await store?.close();
});

async function listen(serverLimits: Partial<ServerLimits>): Promise<number> {
  const app = await buildApp({
    store,
    trustedOrigins: [TEST_ORIGIN],
    sessionSecret: TEST_SESSION_SECRET,
    serverLimits,
  });
  apps.push(app);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return port;
}

interface Client {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Settles with everything the server sent once it has closed the connection. */
  closed: Promise<string>;
  /** Settles with the received text once it contains `text`. */
  waitFor(text: string): Promise<string>;
}

async function open(port: number): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1' });
  let data = '';
  const waiting: { text: string; resolve: (all: string) => void }[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
    for (const w of waiting.filter((w) => data.includes(w.text))) w.resolve(data);
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(data)));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => data,
    closed,
    waitFor: (text) =>
      data.includes(text) ? Promise.resolve(data) : new Promise((resolve) => waiting.push({ text, resolve })),
  };
}

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
/** Closed by the server, with at most a 408 answer. */
const timedOut = /^(HTTP\/1\.1 408 [^]*)?$/;

describe('timeouts', () => {
  let port: number;
  beforeAll(async () => {
    port = await listen({
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      connectionTimeoutMs: 20_000,
      keepAliveTimeoutMs: 300,
    });
  });

  it('closes a connection that sends half its headers and never the rest', async () => {
    const client = await open(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: appl');
    expect(await client.closed).toMatch(timedOut);
  }, 10_000);

  it('closes a connection that drips its body one byte at a time', async () => {
    const client = await open(port);
    client.socket.write(
      [
        'POST /api/newsletter HTTP/1.1',
        'Host: 127.0.0.1',
        `Origin: ${TEST_ORIGIN}`,
        'Content-Type: application/json',
        'Content-Length: 200',
        '',
        '{',
      ].join('\r\n'),
    );
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 50);
    try {
      expect(await client.closed).toMatch(timedOut);
    } finally {
      clearInterval(drip);
    }
  }, 10_000);

  it('answers a whole request, then closes the idle keep-alive connection', async () => {
    const client = await open(port);
    client.socket.write(healthRequest);
    expect(await client.waitFor('"status"')).toMatch(/^HTTP\/1\.1 200 /);
    expect(await client.closed).toMatch(/^HTTP\/1\.1 200 /);
  }, 10_000);
});

describe('the connection limit', () => {
  it('closes connections over the limit at once, and takes new ones when a place is free again', async () => {
    const port = await listen({ maxConnections: 2 });
    const server = apps.at(-1)!.server;
    const accepted: Socket[] = [];
    server.on('connection', (socket: Socket) => accepted.push(socket));
    const first = await open(port);
    const second = await open(port);
    for (const client of [first, second]) {
      client.socket.write(healthRequest);
      expect(await client.waitFor('"status"')).toMatch(/^HTTP\/1\.1 200 /);
    }

    const third = await open(port);
    third.socket.write(healthRequest);
    expect(await third.closed).toBe('');

    // The place is free once the server's end of the first connection has closed, not before.
    const firstOnServer = accepted.find((socket) => socket.remotePort === first.socket.localPort)!;
    const freed = once(firstOnServer, 'close');
    first.socket.destroy();
    await freed;
    expect(await new Promise<number>((r, j) => server.getConnections((e, n) => (e ? j(e) : r(n))))).toBe(1);
    const fourth = await open(port);
    fourth.socket.write(healthRequest);
    expect(await fourth.waitFor('"status"')).toMatch(/^HTTP\/1\.1 200 /);
    second.socket.destroy();
    fourth.socket.destroy();
  }, 10_000);
});
