import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { couponRedemptions, coupons, enrolments, payments, simulatedPaymentIntents } from '#server/db/schema';
import { createClass, GOOD_CARD, testApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

const STUDENTS = 20;
const USES = 5;
const ctx = useTestApp({ authRateLimit: false });

/** Twenty students, each with the class selected and the code applied (applying counts nothing). */
async function studentsWithCode(percentOff: number) {
  const api = testApi(ctx);
  const admin = await ctx.createUser('admin');
  const cls = await createClass(ctx, { price: 40, availableSeats: STUDENTS });
  const made = await api.send('POST', '/api/coupons', admin, {
    code: 'FIVEONLY',
    kind: 'percent',
    percentOff,
    maxUses: USES,
  });
  expect(made.statusCode).toBe(201);
  const students = await Promise.all(Array.from({ length: STUDENTS }, () => ctx.createUser()));
  const buyers = await Promise.all(
    students.map(async (student: TestUser) => {
      const itemId = (await api.select(student, cls.id)).json().insertedId as string;
      const applied = await ctx.app.inject({
        method: 'PUT',
        url: `/api/carts/${itemId}/coupon`,
        headers: student.headers,
        payload: { code: 'fiveonly' },
      });
      expect(applied.statusCode).toBe(200);
      return { student, itemId };
    }),
  );
  return { api, cls, couponId: made.json()._id as string, buyers };
}

async function expectFiveUses(couponId: string) {
  const [redeemed] = await ctx.store.db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  expect(redeemed?.n).toBe(USES);
  const [row] = await ctx.store.db.select().from(coupons).where(eq(coupons.id, couponId));
  expect(row?.uses).toBe(USES);
  const [enrolled] = await ctx.store.db.select({ n: count() }).from(enrolments);
  expect(enrolled?.n).toBe(USES);
}

describe('twenty students redeeming a code limited to five at once', () => {
  it('enrol exactly five with the discount; the others are told and their cards refunded', async () => {
    const { api, couponId, buyers } = await studentsWithCode(10);
    // Every student gets an intent at the discounted price and pays it: the race is at recording.
    const paid = await Promise.all(
      buyers.map(async ({ student, itemId }) => {
        const intent = await api.intent(student, itemId);
        expect(intent.json().amount).toBe(36);
        const confirmed = await api.confirm(student, intent.json().clientSecret, GOOD_CARD);
        return { student, itemId, transactionId: confirmed.json().id as string };
      }),
    );
    const recorded = await Promise.all(
      paid.map(({ student, itemId, transactionId }) => api.record(student, transactionId, itemId)),
    );
    expect(recorded.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(recorded.filter((r) => r.statusCode === 200)).toHaveLength(USES);
    const refused = recorded.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(STUDENTS - USES);
    for (const res of refused) {
      expect(res.json().error.message).toContain(
        'Your coupon was used up by other students while you were paying',
      );
    }
    await expectFiveUses(couponId);
    const rows = await ctx.store.db.select().from(payments);
    expect(
      rows
        .filter((p) => p.status === 'paid')
        .every((p) => p.priceCents === 3600 && p.couponCode === 'FIVEONLY'),
    ).toBe(true);
    expect(rows.filter((p) => p.status === 'refunded')).toHaveLength(STUDENTS - USES);
    // The refused cards were refunded through the processor.
    const intents = await ctx.store.db.select().from(simulatedPaymentIntents);
    expect(intents.filter((i) => i.status === 'refunded')).toHaveLength(STUDENTS - USES);
  }, 180_000);

  it('with a 100% code, enrol exactly five without a card; the others are told it is used up', async () => {
    const { api, couponId, buyers } = await studentsWithCode(100);
    const answers = await Promise.all(
      buyers.map(({ student, itemId }) => api.send('POST', `/api/carts/${itemId}/enrol-free`, student)),
    );
    expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(USES);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(STUDENTS - USES);
    for (const res of refused) expect(res.json().error.message).toBe('The coupon FIVEONLY has been used up.');
    await expectFiveUses(couponId);
    const rows = await ctx.store.db.select().from(payments);
    expect(rows).toHaveLength(USES);
    expect(rows.every((p) => p.priceCents === 0 && p.discountCents === 4000)).toBe(true);
  }, 180_000);
});
