import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerLimits } from './server-limits.js';

/** Where a connection is between requests, and since when. */
interface Tracked {
  /** Waiting for a request's headers since then (the connection opened or the request's first bytes came). */
  waitingSince: number | null;
  /** socket.bytesRead when the connection last fell idle: more means a new request has begun. */
  idleMark: number;
  /** Requests whose answers are not finished. */
  inFlight: number;
  /** Requests whose bodies are still arriving, with when each began and its answer. */
  bodies: Map<IncomingMessage, { began: number; res: ServerResponse }>;
}

// The answer Fastify gives when Node's own check fires, so a client sees one kind of 408 whichever came first.
const body = '{"error":"Request Timeout","message":"Client Timeout","statusCode":408}';
const timeoutResponse =
  `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/**
 * How long ago the request now being read on `socket` began, by Node's HTTP parser (0: none begun), or
 * null where the parser does not say. Catches a half-sent request that came in the same packet as the whole
 * one before it, which leaves no new bytes to see once that one is answered.
 */
function parserMessageAge(socket: Socket): number | null {
  const parser = (socket as Socket & { parser?: { duration?: () => unknown } | null }).parser;
  const age = typeof parser?.duration === 'function' ? parser.duration() : null;
  return typeof age === 'number' && Number.isFinite(age) ? age : null;
}

/** How often the deadlines are checked: the same rule as Node's own connectionsCheckingInterval. */
export function checkingIntervalMs(limits: Pick<ServerLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>) {
  return Math.min(
    1000,
    Math.max(10, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
  );
}

/**
 * Cuts off every connection whose request's headers take longer than headersTimeoutMs, or whose whole
 * request takes longer than requestTimeoutMs, answering 408. Node enforces the same two limits itself,
 * but through one ordered set of connections kept in its HTTP parser, and a connection missing from that set
 * is never timed out (a review saw a half-sent request held open past 70 s after a burst of keep-alive
 * requests). This check keeps its own account of each socket, from the server's events and the socket's
 * byte count (helped by the parser's age of the request in progress where it has one), so a slow client
 * cannot hold a connection slot whatever that set holds. An idle keep-alive connection has no deadline
 * here: keepAliveTimeoutMs closes it.
 */
export function enforceConnectionDeadlines(
  server: Server,
  limits: Pick<ServerLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>,
  now: () => number = () => performance.now(),
) {
  const sockets = new Map<Socket, Tracked>();

  server.on('connection', (socket: Socket) => {
    // A new connection owes its first request's headers from the moment it opened, as in Node.
    sockets.set(socket, { waitingSince: now(), idleMark: 0, inFlight: 0, bodies: new Map() });
    socket.once('close', () => sockets.delete(socket));
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const tracked = sockets.get(req.socket);
    if (!tracked) return;
    // Pipelined requests after the first arrive with no idle time between them: they began now at the latest.
    const began = tracked.waitingSince ?? now();
    tracked.waitingSince = null;
    tracked.inFlight += 1;
    if (!req.complete) tracked.bodies.set(req, { began, res });
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      // A body still arriving keeps its deadline after an early answer (a 403 before it was read, say).
      tracked.inFlight -= 1;
      if (tracked.inFlight === 0) tracked.idleMark = req.socket.bytesRead;
    };
    res.once('finish', finished);
    res.once('close', finished);
  });

  // Upgraded connections are no longer HTTP requests.
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => sockets.delete(socket));

  const timedOut = (socket: Socket, res?: ServerResponse) => {
    sockets.delete(socket);
    if (socket.writable && !res?.headersSent) socket.write(timeoutResponse);
    socket.destroy();
  };

  /** The answer in progress when `socket` is past a deadline (null when there is none), else false. */
  const overdue = (socket: Socket, tracked: Tracked, at: number): { res: ServerResponse | null } | false => {
    for (const [req, { began, res }] of tracked.bodies) {
      if (req.complete) {
        tracked.bodies.delete(req);
        if (tracked.inFlight === 0) tracked.idleMark = socket.bytesRead;
      } else if (at - began > limits.requestTimeoutMs) return { res };
    }
    if (tracked.inFlight > 0 || tracked.bodies.size > 0) return false;
    // Idle between requests until new bytes arrive; from then on the next request's headers are due.
    if (tracked.waitingSince === null) {
      const age = parserMessageAge(socket);
      if (age) tracked.waitingSince = at - age;
      else if (socket.bytesRead > tracked.idleMark) tracked.waitingSince = at;
    }
    return tracked.waitingSince !== null && at - tracked.waitingSince > limits.headersTimeoutMs
      ? { res: null }
      : false;
  };

  const check = () => {
    const at = now();
    const late: Socket[] = [];
    for (const [socket, tracked] of sockets) {
      if (socket.destroyed) sockets.delete(socket);
      else if (overdue(socket, tracked, at)) late.push(socket);
    }
    if (late.length === 0) return;
    // Timers run before the event loop reads the sockets: after a stall, a request may be waiting unread.
    // Looked at again once what has arrived is read, it is timed out only if it is still late.
    setImmediate(() => {
      for (const socket of late) {
        const tracked = sockets.get(socket);
        const still = tracked && !socket.destroyed && overdue(socket, tracked, at);
        if (still) timedOut(socket, still.res ?? undefined);
      }
    });
  };
  const interval = setInterval(check, checkingIntervalMs(limits)).unref();
  server.on('close', () => clearInterval(interval));
  return { tracked: () => sockets.size };
}
