import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Store } from '#server/db/client';
import { migratedPglite, migrationsKey } from './migrated-pglite';

export interface TestStore extends Store {
  /** Empties every table; cheaper than a new database per test. */
  reset(): Promise<void>;
  /** This file's own PostgreSQL database, so a second store (a second server) can open it; null on PGlite. */
  databaseUrl: string | null;
}

/** Every table but the accounts' own, children before parents. */
export const DOMAIN_TABLES = [
  'waitlist_entries',
  'attendance',
  'calendar_feeds',
  'contact_messages',
  'teaching_applications',
  'simulated_refunds',
  'simulated_payment_intents',
  'coupon_redemptions',
  'enrolments',
  'sale_earnings',
  'payouts',
  'school_settings',
  'cancelled_enrolments',
  'refunds',
  'payments',
  'cart_items',
  'coupons',
  'class_sessions',
  'classes',
  'image_variants',
  'images',
  'image_upload_reservations',
  'newsletter_tokens',
  'newsletter_subscriptions',
  'outgoing_mails',
  'rate_limits',
  'verifications',
];

/** Tables whose rows the database refuses to delete (a trigger): emptied with truncate, which it allows. */
const APPEND_ONLY_TABLES = ['audit_events'];

/**
 * One statement that empties these tables (children before parents) and the append-only ones. TRUNCATE gives
 * each table and index new files: about 160 ms for every table here on PostgreSQL even when they are empty,
 * against about 6 ms to delete the few rows a test leaves. So rows are deleted (what hangs on a deleted row
 * goes with it, `on delete cascade`), and the append-only tables, which refuse deletes, are truncated only
 * when they hold rows.
 */
export function emptyTables(tables: readonly string[]) {
  return sql.raw(`do $$ begin
${APPEND_ONLY_TABLES.map((table) => `  if exists (select 1 from ${table}) then truncate ${table}; end if;`).join('\n')}
${tables.map((table) => `  delete from ${table};`).join('\n')}
end $$`);
}

/** Every table: the API tests empty their store before each test. */
const emptyEveryTable = emptyTables([...DOMAIN_TABLES, 'sessions', 'accounts', 'users']);

/**
 * PGlite stores that test files have closed, emptied, for the next file of the same worker: the server
 * files share their worker's process (vite.config.ts), and loading a migrated image costs about 0.8 s of
 * CPU per store, a fifth of the server pass.
 */
const idlePglites: Store[] = [];

let template: Promise<string> | undefined;

/**
 * A migrated, unused database on the PostgreSQL server for the test files' databases to be copied from:
 * copying it is a file copy, where running every migration in each file's new database cost a large share
 * of the PostgreSQL pass. One per set of migrations, kept between runs; the first worker to need it makes it
 * while the others wait on an advisory lock.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `stw_template_${migrationsKey()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(4242017)');
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        // Made under another name and renamed when complete: a half-migrated template is never used.
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const store = openPostgres(url.toString(), 1);
        await store.migrate();
        await store.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return template;
}

/**
 * How long a test's request waits for a pooled connection, and a query for its answer (a row lock). The
 * races send more requests at once than the pool has connections, and queue on one class's lock; on a busy
 * machine the production's 3 s turned that queue into 503s, and a race's outcome hung on the machine's load
 * rather than on the code.
 */
export const TEST_POOL_TIMEOUTS = { connectMs: 60_000, queryMs: 60_000 };

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
    const template = await migratedTemplate(serverUrl);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    store = openPostgres(databaseUrl, 20, TEST_POOL_TIMEOUTS);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    store = idlePglites.pop() ?? openPglite(undefined, await migratedPglite());
  }
  await store.migrate();
  const reset = async () => {
    await store.db.execute(emptyEveryTable);
  };
  return {
    ...store,
    databaseUrl,
    reset,
    close: async () => {
      if (serverUrl) {
        await store.close();
        await dropDatabase();
        return;
      }
      // A store a test left unusable is not handed on; one that is goes on as its migrations left it (a
      // world's write counter, testing/store-digest.ts, is dropped with the triggers that call it).
      const usable = await reset()
        .then(() => store.db.execute(sql.raw('drop function if exists world_wrote() cascade')))
        .then(() => store.db.execute(sql.raw('drop sequence if exists world_writes')))
        .then(
          () => true,
          () => false,
        );
      if (usable) idlePglites.push(store);
      else await store.close().catch(() => {});
    },
  };
}
