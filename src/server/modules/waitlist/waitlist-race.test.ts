import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cartItems, classes, outgoingMails, users, waitlistEntries } from '#server/db/schema';
import { classRow, createClass } from '#server/testing/fixtures';
import { createTestApp, type TestContext } from '#server/testing/test-app';
import { waitlistServiceOf } from '#server/testing/waitlist-service';

const WAITING = 100;
const now = () => new Date();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: false });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

/** A full class with WAITING students in line, written straight into the store (signing 100 up is slow). */
async function fullClassWithLongLine() {
  const cls = await createClass(ctx, { availableSeats: 0, students: 1 });
  const ids = Array.from({ length: WAITING }, (_, i) => `waiting${i}${randomBytes(4).toString('hex')}`);
  await ctx.store.db.insert(users).values(
    ids.map((id, i) => ({
      id,
      name: `Waiting ${i + 1}`,
      email: `${id}@example.com`,
      role: 'user' as const,
      emailVerified: true,
    })),
  );
  for (const userId of ids) await ctx.store.db.insert(waitlistEntries).values({ classId: cls.id, userId });
  return { cls, ids };
}

describe('one freed seat, many at once', () => {
  it(`makes exactly one offer, to the first in line, when ${WAITING} requests notice the seat together`, async () => {
    const { cls, ids } = await fullClassWithLongLine();
    // A seat frees (an enrolment gone), and every process and request notices it at once.
    await ctx.store.db.update(classes).set({ availableSeats: 1, students: 0 }).where(eq(classes.id, cls.id));
    const services = [waitlistServiceOf(ctx.store.db, now), waitlistServiceOf(ctx.store.db, now)];
    const counts = await Promise.all(
      Array.from({ length: WAITING }, (_, i) => services[i % 2]!.offerFreedSeats(cls.id)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);

    const offered = await ctx.store.db
      .select({ userId: waitlistEntries.userId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classId, cls.id), eq(waitlistEntries.status, 'offered')));
    expect(offered).toEqual([{ userId: ids[0] }]);
    const holds = await ctx.store.db.select().from(cartItems).where(eq(cartItems.classId, cls.id));
    expect(holds.map((h) => h.userId)).toEqual([ids[0]]);
    const mails = await ctx.store.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.kind, 'waitlist-offer'));
    expect(mails.map((m) => m.to)).toEqual([`${ids[0]}@example.com`]);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 1 });
  }, 120_000);
});
