import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Migrating is PostgreSQL's concern here (PGlite allows one process): it runs in the PostgreSQL pass.
describe.skipIf(!serverUrl)('migrating PostgreSQL', () => {
  it('lets several processes start at once on an empty database: one migrates, the others wait', async () => {
    const name = `stw_test_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
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
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
