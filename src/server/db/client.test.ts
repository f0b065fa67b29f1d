import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isDatabaseUnavailable } from '#server/plugins/error-handler';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy';
import { openPostgres, type Store } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// These are about the PostgreSQL driver and its network (PGlite has neither): they run in the PostgreSQL pass.
describe.skipIf(!serverUrl)('the PostgreSQL store', () => {
  const name = `stw_test_client_${randomBytes(5).toString('hex')}`;
  let url: URL;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = new URL(serverUrl!);
    url.pathname = `/${name}`;
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('lets several processes start at once on an empty database: one migrates, the others wait', async () => {
    const stores = Array.from({ length: 3 }, () => openPostgres(url.toString(), 2));
    try {
      const results = await Promise.allSettled(stores.map((store) => store.migrate()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from users');
      await check.end();
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('has heard every notification committed by another connection once caughtUp resolves, and says when it is not listening', async () => {
    const store = openPostgres(url.toString(), 2);
    const heard = new Set<string>();
    const listening = await store.listen('stw_test_channel', {
      notice: (payload) => heard.add(payload),
      up: () => {},
      down: () => {},
    });
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      // Each notice is committed (the other connection's query has answered) before caughtUp is asked; a
      // few hundred times, as the race it guards against is one of scheduling.
      for (let i = 0; i < 300; i++) {
        await other.query(`select pg_notify('stw_test_channel', 'n${i}')`);
        expect(await listening.caughtUp()).toBe(true);
        expect(heard.has(`n${i}`), `notice n${i}`).toBe(true);
      }
      // Callers at once share round trips, and each still hears what was committed before it asked.
      await other.query(`select pg_notify('stw_test_channel', 'together')`);
      expect(await Promise.all(Array.from({ length: 20 }, () => listening.caughtUp()))).toEqual(
        Array.from({ length: 20 }, () => true),
      );
      expect(heard.has('together')).toBe(true);
    } finally {
      await other.end();
      await listening.stop();
      await store.close();
    }
    expect(await listening.caughtUp()).toBe(false);
  });

  describe('behind a connection that fails', () => {
    let proxy: TcpProxy;
    let store: Store;

    beforeAll(async () => {
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const throughProxy = new URL(url);
      throughProxy.host = `127.0.0.1:${proxy.port}`;
      store = openPostgres(throughProxy.toString(), 2);
    });

    afterAll(async () => {
      await store.close();
      await proxy.close();
    });

    it('fails a transaction whose connection drops mid-query without taking the process down', async () => {
      const transaction = store.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(2)`);
      });
      // Cut once PostgreSQL is running the query, so the connection drops mid-query.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        for (;;) {
          const { rows } = await admin.query(
            `select 1 from pg_stat_activity where datname = $1 and state = 'active' and query like 'select pg_sleep%'`,
            [name],
          );
          if (rows.length > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await admin.end();
      }
      await proxy.cut();
      const error = await transaction.catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await proxy.restore();
      await store.ping();
    });

    it('gives up on a query that PostgreSQL never answers after 3 s, and the connection is not reused', async () => {
      await store.ping();
      const started = Date.now();
      const transaction = store.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        await tx.execute(sql`select 2`);
      });
      const error = await transaction.catch((e: unknown) => e);
      const waited = Date.now() - started;
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(2_900);
      expect(waited).toBeLessThan(5_000);
      await proxy.restore();
      // Both pooled connections work again: none was handed back with the silent query still open.
      await Promise.all([store.ping(), store.ping()]);
      await Promise.all([store.ping(), store.ping()]);
    });
  });
});
