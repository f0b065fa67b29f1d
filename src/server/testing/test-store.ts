import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Store } from '#server/db/client';
import { migratedPglite } from './migrated-pglite';

export interface TestStore extends Store {
  /** Empties every table; cheaper than a new database per test. */
  reset(): Promise<void>;
  /** This file's own PostgreSQL database, so a second store (a second server) can open it; null on PGlite. */
  databaseUrl: string | null;
}

/** Every table but the accounts' own, children before parents. */
export const DOMAIN_TABLES = [
  'attendance',
  'calendar_feeds',
  'contact_messages',
  'teaching_applications',
  'simulated_payment_intents',
  'enrolments',
  'payments',
  'cart_items',
  'class_sessions',
  'classes',
  'image_variants',
  'images',
  'newsletter_subscriptions',
  'rate_limits',
  'verifications',
];

const tables = [...DOMAIN_TABLES, 'sessions', 'accounts', 'users'];

/**
 * A migrated store for one test file: in-memory PGlite, or a database of its own on the PostgreSQL
 * server at TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestStore(): Promise<TestStore> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let store: Store;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `stw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    store = openPostgres(databaseUrl, 20);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    store = openPglite(undefined, await migratedPglite());
  }
  await store.migrate();
  return {
    ...store,
    databaseUrl,
    reset: async () => {
      await store.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
    },
    close: async () => {
      await store.close();
      await dropDatabase();
    },
  };
}
