import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALREADY_ENROLLED, ALREADY_SELECTED, CLASS_FULL, cartItem } from '#contract/carts';
import { createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app';

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestApp();
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

describe('POST /api/carts (Select)', () => {
  it('adds an approved class with its name, image and price from the class and the email from the session', async () => {
    const cls = await createClass(ctx, { name: 'Italian Basics', price: 39.5 });
    const student = await ctx.createUser('user', { email: 'rosa@example.com' });
    const res = await api.select(student, cls.id);
    expect(res.statusCode).toBe(200);
    const { insertedId } = res.json();
    const cart = z.array(cartItem).parse((await api.cart(student)).json());
    expect(cart).toEqual([
      {
        _id: insertedId,
        classId: cls.id,
        name: 'Italian Basics',
        img: '/images/classes/spanish.svg',
        price: 39.5,
        email: 'rosa@example.com',
        instructor: expect.stringContaining('@example.com'),
        instructorName: 'Test instructor',
        availableSeats: 5,
        holdExpiresAt: null,
        coupon: null,
        sale: {
          state: 'upcoming',
          forSale: true,
          sessionsTotal: 0,
          sessionsLeft: 0,
          price: 39.5,
          note: null,
        },
        refundTerms: {
          kind: 'unscheduled-full',
          steps: [],
          text: 'Full refund until the class is scheduled.',
          today: 'If you cancel today you get a full refund.',
        },
      },
    ]);
  });

  it("refuses the spec's old client fields: price, name, image and email are never taken from the client", async () => {
    const cls = await createClass(ctx, { price: 80 });
    const student = await ctx.createUser();
    const res = await api.send('POST', '/api/carts', student, {
      classId: cls.id,
      price: 1,
      name: 'Cheap',
      img: 'https://evil.example/x.png',
      email: 'other@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect((await api.cart(student)).json()).toEqual([]);
  });

  it("refuses a second selection of the same class with 'The class id already selected'", async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    expect((await api.select(student, cls.id)).statusCode).toBe(200);
    const again = await api.select(student, cls.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'conflict', message: ALREADY_SELECTED });
  });

  it('lets only students select: instructors and admins get 403, visitors 401', async () => {
    const cls = await createClass(ctx);
    for (const role of ['instructor', 'admin'] as const) {
      const res = await api.select(await ctx.createUser(role), cls.id);
      expect(res.statusCode).toBe(403);
    }
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { origin: TEST_ORIGIN },
      payload: { classId: cls.id },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('offers approved classes only', async () => {
    const student = await ctx.createUser();
    for (const status of ['pending', 'denied'] as const) {
      const cls = await createClass(ctx, { status });
      expect((await api.select(student, cls.id)).statusCode).toBe(404);
    }
    expect((await api.select(student, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.select(student, 'not-an-id')).statusCode).toBe(400);
  });

  it('refuses a full class and a class the student is already enrolled in, each with a clear message', async () => {
    const student = await ctx.createUser();
    const full = await createClass(ctx, { availableSeats: 0 });
    const res = await api.select(student, full.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(CLASS_FULL);

    const cls = await createClass(ctx, { price: 10 });
    const { transactionId, cartItemId } = await api.payUpToRecord(student, cls.id);
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);
    const again = await api.select(student, cls.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ALREADY_ENROLLED);
  });
});

describe('GET and DELETE /api/carts', () => {
  it("shows each student only their own cart, and refuses another student's email in the query", async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    await api.select(a, cls.id);
    expect((await api.cart(a)).json()).toHaveLength(1);
    expect((await api.cart(b)).json()).toEqual([]);
    expect((await api.send('GET', `/api/carts?email=${a.email}`, a)).statusCode).toBe(200);
    expect((await api.send('GET', `/api/carts?email=${a.email}`, b)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/carts' })).statusCode).toBe(401);
    expect((await api.cart(await ctx.createUser('instructor'))).statusCode).toBe(403);
  });

  it('loads one item for its owner after a reload, and 404 for anyone else', async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const id = (await api.select(a, cls.id)).json().insertedId;
    const mine = await api.send('GET', `/api/carts/${id}`, a);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ _id: id, classId: cls.id, email: a.email });
    expect((await api.send('GET', `/api/carts/${id}`, b)).statusCode).toBe(404);
    expect((await api.send('GET', `/api/carts/${id}`, await ctx.createUser('admin'))).statusCode).toBe(404);
  });

  it('deletes an item for its owner only, answering deletedCount', async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const id = (await api.select(a, cls.id)).json().insertedId;
    expect((await api.send('DELETE', `/api/carts/${id}`, b)).statusCode).toBe(404);
    const res = await api.send('DELETE', `/api/carts/${id}`, a);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await api.cart(a)).json()).toEqual([]);
    expect((await api.send('DELETE', `/api/carts/${id}`, a)).statusCode).toBe(404);
  });

  it('refuses deletion from another site', async () => {
    const cls = await createClass(ctx);
    const a = await ctx.createUser();
    const id = (await api.select(a, cls.id)).json().insertedId;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/carts/${id}`,
      headers: { cookie: a.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await api.cart(a)).json()).toHaveLength(1);
  });
});
