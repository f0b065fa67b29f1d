import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import { newsletterSubscriptions } from './schema.js';
import { dateFrom, statement } from './statement.js';

const subscriptions = newsletterSubscriptions;
const insert = statement(
  'test_statement_insert',
  sql`insert into ${subscriptions} (${sql.identifier(subscriptions.email.name)}) values (${sql.placeholder('email')})
    returning ${subscriptions.email} as "email", ${subscriptions.createdAt} as "createdAt"`,
  (row) => ({ email: row.email as string, createdAt: dateFrom(row.createdAt) }),
);
const byEmail = statement(
  'test_statement_by_email',
  sql`select ${subscriptions.email} as "email" from ${subscriptions}
    where ${eq(subscriptions.email, sql.placeholder('email'))}`,
  (row) => row.email as string,
);

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
beforeEach(() => store.reset());

it('runs on the store with its values by name, and maps what the driver answers', async () => {
  const before = Date.now();
  const [row] = await insert.run(store.db, { email: 'a@example.com' });
  expect(row?.email).toBe('a@example.com');
  expect(row?.createdAt).toBeInstanceOf(Date);
  expect(Math.abs(row!.createdAt!.getTime() - before)).toBeLessThan(60_000);
  expect(await byEmail.run(store.db, { email: 'a@example.com' })).toEqual(['a@example.com']);
  expect(await byEmail.run(store.db, { email: 'b@example.com' })).toEqual([]);
});

it('runs inside the transaction it is given, and goes with its rollback', async () => {
  await expect(
    store.db.transaction(async (tx) => {
      await insert.run(tx, { email: 'a@example.com' });
      expect(await byEmail.run(tx, { email: 'a@example.com' })).toEqual(['a@example.com']);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await byEmail.run(store.db, { email: 'a@example.com' })).toEqual([]);
});

it('runs on many connections at once under one name', async () => {
  const emails = Array.from({ length: 30 }, (_, i) => `s${i}@example.com`);
  await Promise.all(emails.map((email) => insert.run(store.db, { email })));
  const found = await Promise.all(emails.map((email) => byEmail.run(store.db, { email })));
  expect(found.flat().sort()).toEqual([...emails].sort());
});

it('makes its text once, with numbered placeholders', () => {
  expect(byEmail.text).toMatch(/= \$1$/);
});
