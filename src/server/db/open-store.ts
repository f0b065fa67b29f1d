import path from 'node:path';
import type { Env } from '#server/env';
import { openPglite, openPostgres, type Store } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** Opens the configured store: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (locked). */
export function openConfiguredStore(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Store {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = path.resolve(env.DATA_DIR);
  const unlock = lockDataDir(dataDir);
  const store = openPglite(path.join(dataDir, 'pglite'));
  return {
    ...store,
    close: async () => {
      try {
        await store.close();
      } finally {
        unlock();
      }
    },
  };
}
