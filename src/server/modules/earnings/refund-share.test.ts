import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import { commissionOf, netAfterRefunds } from './refund-share.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

async function value(expression: ReturnType<typeof sql>): Promise<number> {
  const result = (await store.db.execute(sql`select (${expression})::text as v`)) as unknown as {
    rows: { v: string }[];
  };
  return Number(result.rows[0]!.v);
}

const n = (cents: number) => sql`${cents}::int`;

describe('the net left of a sale after refunds', () => {
  it.each([
    // net, gross, refunded -> net left
    [3999, 4999, 0, 3999],
    [3999, 4999, 4999, 0],
    // Half of $49.99 back: 3999 * 2500 / 4999 = 1999.9 reversed, rounded to 2000.
    [3999, 4999, 2500, 1999],
    [1600, 2000, 1000, 800],
    // A third back: 1600 / 3 = 533.33 reversed.
    [1600, 2000, 667, 1066],
    [1600, 2000, 1, 1599],
    [0, 2000, 2000, 0],
    [0, 0, 0, 0],
  ])('leaves %i of a net from %i gross with %i refunded as %i', async (net, gross, refunded, left) => {
    expect(await value(netAfterRefunds(n(net), n(gross), n(refunded)))).toBe(left);
  });
});

describe('the commission of a sale', () => {
  it.each([
    // gross, percent -> commission
    [4999, 20, 1000],
    [1999, 20, 400],
    [1050, 5, 53],
    [1, 50, 1],
    [2000, 0, 0],
    [2000, 100, 2000],
    [3000, 15, 450],
  ])('takes from %i cents at %i%% %i cents, rounded half up', async (gross, percent, commission) => {
    expect(await value(commissionOf(n(gross), n(percent)))).toBe(commission);
  });
});
