import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { enforceConnectionDeadlines } from './connection-deadlines.js';

/**
 * The per-socket deadlines on their own: Node's built-in header and request timeouts are switched off
 * here, so whatever closes a slow connection is this check.
 */

const HEADERS_MS = 300;
const REQUEST_MS = 700;
/** Check interval (75 ms) twice, plus room for a loaded machine. */
const MARGIN_MS = 400;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const readThenAnswer: http.RequestListener = (req, res) => {
  req.resume();
  req.on('end', () => res.end('ok'));
};

async function listen(handler = readThenAnswer) {
  const server = http.createServer({ headersTimeout: 0, requestTimeout: 0, keepAliveTimeout: 5000 }, handler);
  server.headersTimeout = 0;
  server.requestTimeout = 0;
  const deadlines = enforceConnectionDeadlines(server, {
    headersTimeoutMs: HEADERS_MS,
    requestTimeoutMs: REQUEST_MS,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, deadlines };
}

interface Client {
  socket: Socket;
  received(): string;
  /** Resolves with what was received and how long after `since` the server closed the connection. */
  closed: Promise<{ data: string; at: number }>;
  waitFor(text: string): Promise<void>;
}

async function open(port: number): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1' });
  let data = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
    for (const w of waiting.filter((w) => data.includes(w.text))) w.resolve();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ data: string; at: number }>((resolve) =>
    socket.on('close', () => resolve({ data, at: performance.now() })),
  );
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  return {
    socket,
    received: () => data,
    closed,
    waitFor: (text) =>
      data.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve })),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const request = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';
const answers = (data: string) => data.split('HTTP/1.1 200 OK').length - 1;

describe('connection deadlines', () => {
  it('answers 408 and closes a connection that sends half its headers', async () => {
    const { port } = await listen();
    const client = await open(port);
    const sent = performance.now();
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const { data, at } = await client.closed;
    expect(data).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(at - sent).toBeGreaterThanOrEqual(HEADERS_MS - 20);
    expect(at - sent).toBeLessThan(HEADERS_MS + MARGIN_MS);
  });

  it('closes a connection that trickles its headers a byte at a time', async () => {
    const { port } = await listen();
    const client = await open(port);
    const sent = performance.now();
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const drip = setInterval(() => client.socket.writable && client.socket.write('a'), 50);
    try {
      const { data, at } = await client.closed;
      expect(data).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(at - sent).toBeLessThan(HEADERS_MS + MARGIN_MS);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes a connection that opens and sends nothing', async () => {
    const { port } = await listen();
    const opened = performance.now();
    const client = await open(port);
    const { at } = await client.closed;
    expect(at - opened).toBeLessThan(HEADERS_MS + MARGIN_MS);
  });

  it('closes a request whose body trickles in, once the whole request has taken too long', async () => {
    const { port } = await listen();
    const client = await open(port);
    const sent = performance.now();
    client.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{');
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 50);
    try {
      const { data, at } = await client.closed;
      expect(data).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(at - sent).toBeGreaterThanOrEqual(REQUEST_MS - 20);
      expect(at - sent).toBeLessThan(REQUEST_MS + MARGIN_MS);
    } finally {
      clearInterval(drip);
    }
  });

  it('still times a trickling body after the server has answered early without reading it', async () => {
    const { port } = await listen((_req, res) => res.writeHead(403).end('no'));
    const client = await open(port);
    const sent = performance.now();
    client.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{');
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 50);
    try {
      const { data, at } = await client.closed;
      expect(data).toMatch(/^HTTP\/1\.1 403 /);
      expect(data).not.toContain('408');
      expect(at - sent).toBeGreaterThanOrEqual(REQUEST_MS - 20);
      expect(at - sent).toBeLessThan(REQUEST_MS + MARGIN_MS);
    } finally {
      clearInterval(drip);
    }
  });

  it('leaves an idle keep-alive connection open past the header deadline, then times its next request', async () => {
    const { port } = await listen();
    const client = await open(port);
    client.socket.write(request);
    await client.waitFor('ok');
    await wait(HEADERS_MS * 3);
    expect(client.socket.destroyed).toBe(false);
    client.socket.write(request);
    await wait(50);
    expect(answers(client.received())).toBe(2);

    await wait(HEADERS_MS * 2);
    const sent = performance.now();
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const { data, at } = await client.closed;
    expect(answers(data)).toBe(2);
    expect(data).toMatch(/408 Request Timeout[^]*$/);
    expect(at - sent).toBeLessThan(HEADERS_MS + MARGIN_MS);
  });

  it('times a half-sent request that arrives pipelined behind a whole one', async () => {
    const { port } = await listen();
    const client = await open(port);
    client.socket.write(`${request}GET / HTTP/1.1\r\nHost: x\r\nX-Slow: `);
    const sent = performance.now();
    const { data, at } = await client.closed;
    expect(answers(data)).toBe(1);
    expect(at - sent).toBeLessThan(HEADERS_MS + MARGIN_MS);
  });

  it('forgets connections once they close', async () => {
    const { port, deadlines } = await listen();
    const client = await open(port);
    client.socket.write(request);
    await client.waitFor('ok');
    expect(deadlines.tracked()).toBe(1);
    client.socket.destroy();
    await wait(100);
    expect(deadlines.tracked()).toBe(0);
  });
});
