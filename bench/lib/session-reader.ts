import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  gender: string | null;
  role: string;
  email_verified: boolean;
  locale: string | null;
}

export interface SessionReader {
  /** The user of a live session, by its token: one query on the sessions' unique token index. */
  userOf(token: string): Promise<SessionUser | null>;
  close(): Promise<void>;
}

/** Statements on the baseline's connection to the store. */
export interface BaselineQueries {
  /** One statement, prepared by name on each PostgreSQL connection (PGlite has no named statements). */
  query<R>(name: string, text: string, values: unknown[]): Promise<R[]>;
}

export interface BaselineDb extends BaselineQueries {
  /** begin, the work's statements on one connection, commit (or rollback when the work throws). */
  transaction<T>(work: (tx: BaselineQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const query =
  'select u.id, u.name, u.email, u.image, u.gender, u.role, u.email_verified, u.locale from sessions s ' +
  'join users u on u.id = s.user_id ' +
  'where s.token = $1 and s.expires_at > now()';

/** Statements on a node-postgres pool (named, so each connection prepares them once) or on PGlite. */
export function baselineDbOn(client: pg.Pool | PGlite): BaselineDb {
  if (client instanceof pg.Pool) {
    const pool = client;
    const on = (c: pg.Pool | pg.PoolClient): BaselineQueries => ({
      query: async <R>(name: string, text: string, values: unknown[]) =>
        (await c.query({ name, text, values })).rows as R[],
    });
    return {
      ...on(pool),
      async transaction(work) {
        const c = await pool.connect();
        try {
          await c.query('begin');
          const result = await work(on(c));
          await c.query('commit');
          return result;
        } catch (error) {
          await c.query('rollback').catch(() => {});
          throw error;
        } finally {
          c.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const db = client;
  const on = (c: Pick<PGlite, 'query'>): BaselineQueries => ({
    query: async <R>(_name: string, text: string, values: unknown[]) => (await c.query<R>(text, values)).rows,
  });
  return {
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close(),
  };
}

/**
 * The baseline's own connection to the store: a pool as large as the app's on PostgreSQL
 * (BENCH_BASELINE_DATABASE_URL), or PGlite on a copy of the app's folder (BENCH_BASELINE_PGLITE_DIR),
 * since one PGlite folder cannot be opened by two processes. Neither set: null.
 */
export async function openBaselineStore(env: NodeJS.ProcessEnv): Promise<BaselineDb | null> {
  if (env.BENCH_BASELINE_DATABASE_URL) {
    return baselineDbOn(new pg.Pool({ connectionString: env.BENCH_BASELINE_DATABASE_URL, max: 10 }));
  }
  if (env.BENCH_BASELINE_PGLITE_DIR) return baselineDbOn(await PGlite.create(env.BENCH_BASELINE_PGLITE_DIR));
  return null;
}

/** Who is asking, on the baseline's store. */
export function sessionReaderOn(store: BaselineDb | null): SessionReader {
  if (!store) {
    return {
      userOf: () => Promise.reject(new Error('the baseline was started without a store')),
      close: async () => {},
    };
  }
  return {
    userOf: async (token) => (await store.query<SessionUser>('me', query, [token]))[0] ?? null,
    close: () => store.close(),
  };
}
