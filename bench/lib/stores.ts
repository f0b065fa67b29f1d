import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '#server/db/client';
import { openConfiguredStore } from '#server/db/open-store';
import type { Store } from '#server/db/client';
import { onCleanup } from './cleanup.js';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A temporary folder, removed at the end of the run. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server's version, or null when it cannot be reached. */
export async function postgresVersion(): Promise<string | null> {
  try {
    return await withAdmin(async (c) => (await c.query('show server_version')).rows[0].server_version);
  } catch {
    return null;
  }
}

export interface PreparedStore {
  /** What the server processes get: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Drops the database or removes the folder. */
  drop(): Promise<void>;
}

/**
 * A new, migrated store filled by `fill`, closed again so the servers can open it: a PGlite folder in a
 * temporary DATA_DIR, or a new PostgreSQL database stw_bench_<random> (dropped at the end).
 */
export async function prepareStore(
  kind: 'pglite' | 'postgres',
  fill: (store: Store) => Promise<void>,
): Promise<PreparedStore> {
  const dataDir = tempDir('stw-bench-');
  let store: Store;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (kind === 'pglite') {
    store = openConfiguredStore({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  } else {
    const name = `stw_bench_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name}`));
    dropDatabase = onCleanup(`drop database ${name}`, () =>
      withAdmin(async (c) => {
        await c.query(`drop database if exists ${name} with (force)`);
      }),
    );
    const target = new URL(PG_ADMIN_URL);
    target.pathname = `/${name}`;
    url = target.toString();
    store = openPostgres(url, 4);
  }
  try {
    await store.migrate();
    await fill(store);
  } finally {
    await store.close();
  }
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    drop: async () => {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A store another process prepared: removed (its folder) and dropped (its database) at the end of the run. */
export function adoptStore(env: PreparedStore['env']): PreparedStore {
  const name = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
  if (name !== null && !/^stw_bench_[0-9a-f]+$/.test(name)) throw new Error(`not a bench database: ${name}`);
  const removeDir = onCleanup(`remove ${env.DATA_DIR}`, () =>
    rmSync(env.DATA_DIR, { recursive: true, force: true }),
  );
  const dropDatabase = name
    ? onCleanup(`drop database ${name}`, () =>
        withAdmin(async (c) => {
          await c.query(`drop database if exists ${name} with (force)`);
        }),
      )
    : async () => {};
  return {
    env,
    drop: async () => {
      await dropDatabase();
      await removeDir();
    },
  };
}
