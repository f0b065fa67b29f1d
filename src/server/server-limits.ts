import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import { checkingIntervalMs } from './connection-deadlines.js';

/** How long a client may take and how many connections it may hold (all times in milliseconds). */
export interface ServerLimits {
  /** All the request's headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; above the 60 s nginx and most balancers keep theirs. */
  keepAliveTimeoutMs: number;
  /** Requests on one connection before it is closed (0: no limit). */
  maxRequestsPerSocket: number;
  /** Open connections at once; more are closed as they arrive. */
  maxConnections: number;
}

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 1000,
};

/** The Fastify options that carry the limits; maxConnections is set on the server afterwards. */
export function serverOptions(limits: ServerLimits): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default), which would add up to 30 s.
      connectionsCheckingInterval: checkingIntervalMs(limits),
    },
  };
}

export function applyConnectionLimit(server: Server, limits: ServerLimits) {
  server.maxConnections = limits.maxConnections;
}
