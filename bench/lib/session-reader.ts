import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  gender: string | null;
  role: string;
}

export interface SessionReader {
  /** The user of a live session, by its token: one query on the sessions' unique token index. */
  userOf(token: string): Promise<SessionUser | null>;
  close(): Promise<void>;
}

const query =
  'select u.id, u.name, u.email, u.image, u.gender, u.role from sessions s join users u on u.id = s.user_id ' +
  'where s.token = $1 and s.expires_at > now()';

/**
 * The baseline's own connection to the store: a pool as large as the app's on PostgreSQL
 * (BENCH_BASELINE_DATABASE_URL), or PGlite on a copy of the app's folder (BENCH_BASELINE_PGLITE_DIR),
 * since one PGlite folder cannot be opened by two processes. Neither set: the route is not offered.
 */
export async function openSessionReader(env: NodeJS.ProcessEnv): Promise<SessionReader> {
  if (env.BENCH_BASELINE_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.BENCH_BASELINE_DATABASE_URL, max: 10 });
    return {
      userOf: async (token) =>
        (await pool.query<SessionUser>({ name: 'me', text: query, values: [token] })).rows[0] ?? null,
      close: () => pool.end(),
    };
  }
  if (env.BENCH_BASELINE_PGLITE_DIR) {
    const db = await PGlite.create(env.BENCH_BASELINE_PGLITE_DIR);
    return {
      userOf: async (token) => (await db.query<SessionUser>(query, [token])).rows[0] ?? null,
      close: () => db.close(),
    };
  }
  return {
    userOf: () => Promise.reject(new Error('the baseline was started without a store')),
    close: async () => {},
  };
}
