import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import path from 'node:path';
import { projectRoot } from '#server/project-root';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Hears the notifications of `channel` from every process on this store, this one included. `up` is
   * called once listening (and again after a lost connection is back), `down` when notifications may be
   * missed until the next `up`.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<Listening>;
  close(): Promise<void>;
}

interface NoticeHandlers {
  notice(payload: string): void;
  up(): void;
  down(): void;
}

interface Listening {
  /**
   * Resolves true once every notification committed before the call has been heard (`notice` called), false
   * when that cannot be known (not listening now).
   */
  caughtUp(): Promise<boolean>;
  stop(): Promise<void>;
}

const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

const migrationsFolder = path.join(projectRoot(), 'src/server/db/migrations');
/** Any fixed number: the key of the advisory lock that the processes take while they migrate. */
const MIGRATION_LOCK = 7_345_120_001;

/**
 * A store on PGlite: in `dataDir`, or in memory. `image` (a tarball from `pgliteImage`) starts it as a copy
 * of another database instead of an empty new one.
 */
export function openPglite(dataDir?: string, image?: Blob): Store {
  const client = new PGlite({ dataDir, loadDataDir: image });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, handlers) => {
      // PGlite runs in this process: a notification reaches its listeners before the commit resolves.
      const unlisten = await client.listen(channel, handlers.notice);
      handlers.up();
      return {
        caughtUp: async () => !client.closed,
        stop: async () => {
          handlers.down();
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      if (client.closed) return;
      if (dataDir) await client.query('checkpoint');
      await client.close();
    },
  };
}

/** A new in-memory PGlite database with every migration applied, as a tarball for `openPglite`. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** How long a query may wait for PostgreSQL's answer; the app's own queries take milliseconds. */
const QUERY_TIMEOUT_MS = 3000;

/**
 * A query that timed out is still open on its connection (the network went silent): drop the connection,
 * so a transaction's rollback fails at once and the pool never hands the stuck client out again.
 */
function dropOnQueryTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = (error: unknown) => {
    if ((error as Error | undefined)?.message !== 'Query read timeout') return;
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        drop(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  }) as typeof client.query;
}

/** How long a request waits for a pooled connection, and a query for its answer, before it fails (503). */
interface PoolTimeouts {
  connectMs: number;
  queryMs: number;
}

/** A pool of `max` connections; a server under a burst answers 503 rather than piles up. */
export function openPostgres(
  connectionString: string,
  max = 10,
  timeouts: PoolTimeouts = { connectMs: 3000, queryMs: QUERY_TIMEOUT_MS },
): Store {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // Nor may a client in use (mid-transaction): its queries get the error, and without a listener its
    // 'error' event would end the process.
    client.on('error', () => {});
    dropOnQueryTimeout(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several processes starting together on one database: one migrates, the others wait and find it done.
      // Its own connection, without the query timeout: a migration may take a while on a big table.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.end().catch(() => {});
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The listening connections' name in pg_stat_activity. */
export const LISTENER_NAME = 'speak-the-world listener';

/**
 * LISTEN on a connection of its own, outside the pool. When it drops, listeners hear `down` and it
 * reconnects with growing pauses (up to 5 s); never throws: a store that cannot be reached now is retried.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Listening> {
  if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let pause = 100;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), pause);
    retry.unref();
    pause = Math.min(pause * 2, 5000);
  };
  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 3000,
      application_name: LISTENER_NAME,
    });
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      handlers.down();
      again();
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch {
      await client.end().catch(() => {});
      again();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    pause = 100;
    handlers.up();
  };
  await connect();

  // A query's answer on the listening connection comes after every notification committed before the query
  // began: the server sends those it has pending before it says it is ready again, and node-postgres hands
  // them to `notice` before it resolves the query. One such round trip at a time serves every caller that
  // asked before it began; a caller who asks while one is under way waits for the next.
  let running: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const roundTrip = () => {
    const client = current;
    const trip = (client ? client.query('select 1').then(() => current === client) : Promise.resolve(false))
      .catch(() => false)
      .finally(() => {
        if (running === trip) running = null;
      });
    running = trip;
    return trip;
  };
  return {
    caughtUp: () => {
      if (!running) return roundTrip();
      queued ??= running.then(() => {
        queued = null;
        return roundTrip();
      });
      return queued;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      handlers.down();
      await client?.end().catch(() => {});
    },
  };
}
