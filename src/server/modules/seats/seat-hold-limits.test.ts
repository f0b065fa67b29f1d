import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  HELD_SEATS_LIMIT,
  MAX_HELD_SEATS,
  OWN_CLASS_PAY,
  OWN_CLASS_SELECT,
  SEATS_HELD,
} from '#contract/carts';
import { cartItems } from '#server/db/schema';
import { classRow, createClass, GOOD_CARD, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

const HOLD_MINUTES = 10;
const clock = { offsetMs: 0 };
const later = (minutes: number) => {
  clock.offsetMs += minutes * 60_000;
};
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
let start = 0;

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestApp({
    now: () => new Date(start + clock.offsetMs),
    holdMinutes: HOLD_MINUTES,
    authRateLimit: false,
  });
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  start = Math.floor(Date.now() / 60_000) * 60_000;
  clock.offsetMs = 0;
  await ctx.store.reset();
});

async function selected(student: TestUser, classId: string) {
  const res = await api.select(student, classId);
  expect(res.statusCode).toBe(200);
  return res.json().insertedId as string;
}

describe('seat holds cannot be kept forever', () => {
  it('lets five accounts extend their holds on a 5-seat class once, then a sixth student buys a seat', async () => {
    const cls = await createClass(ctx, { availableSeats: 5 });
    const hoarders = await Promise.all(Array.from({ length: 5 }, () => ctx.createUser()));
    const items = await Promise.all(hoarders.map((h) => selected(h, cls.id)));
    const buyer = await ctx.createUser();
    const buyerItem = await selected(buyer, cls.id);

    for (const [i, h] of hoarders.entries()) {
      expect((await api.intent(h, items[i]!)).json()).toMatchObject({
        holdExpiresAt: at(10),
        holdRenewable: true,
      });
    }
    expect((await api.intent(buyer, buyerItem)).json().error.message).toBe(SEATS_HELD);

    later(9);
    for (const [i, h] of hoarders.entries()) {
      expect((await api.intent(h, items[i]!)).json()).toMatchObject({
        holdExpiresAt: at(19),
        holdRenewable: false,
      });
    }
    later(9);
    for (const [i, h] of hoarders.entries()) {
      const again = await api.intent(h, items[i]!);
      expect(again.statusCode).toBe(200);
      // The second renewal is refused quietly: the hold keeps its end.
      expect(again.json()).toMatchObject({ holdExpiresAt: at(19), holdRenewable: false });
    }
    expect((await api.intent(buyer, buyerItem)).statusCode).toBe(409);

    later(2);
    const held = await api.intent(buyer, buyerItem);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ holdExpiresAt: at(30), holdRenewable: true });
    const paid = await api.confirm(buyer, held.json().clientSecret, GOOD_CARD);
    expect((await api.record(buyer, paid.json().id, buyerItem)).statusCode).toBe(200);
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 4, students: 1 });
  });

  it('does not extend a hold that was already extended once, even when asked many times', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const item = await selected(student, cls.id);
    await api.intent(student, item);
    await ctx.store.db
      .update(cartItems)
      .set({ holdExpiresAt: new Date(start + 60_000), holdRenewals: 1 })
      .where(eq(cartItems.id, item));
    for (let i = 0; i < 3; i++) {
      const res = await api.intent(student, item);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ holdExpiresAt: at(1), holdRenewable: false });
    }
    const [row] = await ctx.store.db.select().from(cartItems).where(eq(cartItems.id, item));
    expect(row).toMatchObject({ holdExpiresAt: new Date(start + 60_000), holdRenewals: 1 });
  });

  it('gives a fresh hold after the old one ran out only when a seat is free for the student', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const aItem = await selected(a, cls.id);
    const bItem = await selected(b, cls.id);
    await api.intent(a, aItem);
    later(5);
    await api.intent(a, aItem);
    later(11);
    // Nobody else asked: the seat is free, so the same student may hold it again, with a renewal of its own.
    expect((await api.intent(a, aItem)).json()).toMatchObject({ holdExpiresAt: at(26), holdRenewable: true });
    later(5);
    expect((await api.intent(a, aItem)).json()).toMatchObject({
      holdExpiresAt: at(31),
      holdRenewable: false,
    });
    later(11);
    expect((await api.intent(b, bItem)).statusCode).toBe(200);
    const refused = await api.intent(a, aItem);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SEATS_HELD);
  });
});

describe(`a student holds at most ${MAX_HELD_SEATS} unpaid seats at a time`, () => {
  it('refuses a 4th hold with a message naming the limit, and allows it once a hold ends', async () => {
    const classes = await Promise.all(Array.from({ length: 4 }, () => createClass(ctx)));
    const student = await ctx.createUser();
    const items = await Promise.all(classes.map((c) => selected(student, c.id)));
    for (const item of items.slice(0, 3)) expect((await api.intent(student, item)).statusCode).toBe(200);

    const fourth = await api.intent(student, items[3]!);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toEqual({ code: 'conflict', message: HELD_SEATS_LIMIT });
    expect(HELD_SEATS_LIMIT).toContain(`${MAX_HELD_SEATS} classes`);
    const [row] = await ctx.store.db.select().from(cartItems).where(eq(cartItems.id, items[3]!));
    expect(row?.holdExpiresAt).toBeNull();
    // Renewing one of the three is not a new hold.
    expect((await api.intent(student, items[0]!)).statusCode).toBe(200);

    expect((await api.send('DELETE', `/api/carts/${items[0]}`, student)).statusCode).toBe(200);
    expect((await api.intent(student, items[3]!)).statusCode).toBe(200);

    later(21);
    const fifth = await createClass(ctx);
    const fifthItem = await selected(student, fifth.id);
    expect((await api.intent(student, fifthItem)).statusCode).toBe(200);
  });

  it('grants exactly 3 of 5 holds asked for at the same moment', async () => {
    const classes = await Promise.all(Array.from({ length: 5 }, () => createClass(ctx)));
    const student = await ctx.createUser();
    const items = await Promise.all(classes.map((c) => selected(student, c.id)));
    const answers = await Promise.all(items.map((item) => api.intent(student, item)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
  });

  it('counts only the holds of that student', async () => {
    const classes = await Promise.all(Array.from({ length: 4 }, () => createClass(ctx)));
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    for (const c of classes.slice(0, 3))
      expect((await api.intent(a, await selected(a, c.id))).statusCode).toBe(200);
    for (const c of classes.slice(1))
      expect((await api.intent(b, await selected(b, c.id))).statusCode).toBe(200);
  });
});

describe('nobody buys a seat in their own class', () => {
  /** An instructor made a plain user again still owns their classes. */
  async function formerInstructorWithClass(price = 30) {
    const owner = await ctx.createUser();
    const cls = await createClass(ctx, { instructorId: owner.id, price });
    return { owner, cls };
  }

  it('refuses to select your own class with 409 and a clear message', async () => {
    const { owner, cls } = await formerInstructorWithClass();
    const res = await api.select(owner, cls.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: OWN_CLASS_SELECT });
    expect((await api.cart(owner)).json()).toEqual([]);
  });

  it('refuses to pay for, or enrol free in, your own class already in the cart', async () => {
    const paid = await formerInstructorWithClass(30);
    const free = await formerInstructorWithClass(0);
    for (const { owner, cls } of [paid, free]) {
      const [item] = await ctx.store.db
        .insert(cartItems)
        .values({ userId: owner.id, classId: cls.id })
        .returning({ id: cartItems.id });
      const res =
        cls.price > 0
          ? await api.intent(owner, item!.id)
          : await api.send('POST', `/api/carts/${item!.id}/enrol-free`, owner);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(OWN_CLASS_PAY);
      expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 5, students: 0 });
    }
  });
});
