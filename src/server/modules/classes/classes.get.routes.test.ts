import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classDetails } from '#contract/classes';
import { classes } from '#server/db/schema';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

const MISSING_ID = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';
const BAD_IDS = ['abc', '12345', "1'%20or%20'1'='1", 'ffffffff-ffff-ffff-ffff-fffffffffffz', 'x'.repeat(65)];

const getAs = (url: string, who?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

async function people() {
  const [instructor, other, user, admin] = await Promise.all([
    ctx.createUser('instructor', { name: 'Ana Ruiz' }),
    ctx.createUser('instructor'),
    ctx.createUser('user'),
    ctx.createUser('admin'),
  ]);
  return { instructor, other, user, admin };
}

async function addClass(
  instructor: TestUser,
  status: 'approved' | 'pending' | 'denied',
  fields: { name?: string; price?: number; availableSeats?: number; feedback?: string } = {},
): Promise<string> {
  const { feedback = null, ...body } = fields;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/classes',
    headers: instructor.headers,
    payload: {
      name: 'Spanish for Travellers',
      price: 49.99,
      img: '/images/classes/spanish.svg',
      availableSeats: 12,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { insertedId: string }).insertedId;
  await ctx.store.db.update(classes).set({ status, feedback }).where(eq(classes.id, id));
  return id;
}

describe('GET /api/classes/:id', () => {
  it('shows an approved class to everyone, with its instructor for the link to their page', async () => {
    const { instructor, other, user, admin } = await people();
    const id = await addClass(instructor, 'approved');
    for (const who of [undefined, user, other, admin, instructor]) {
      const res = await getAs(`/api/classes/${id}`, who);
      expect(res.statusCode, who?.role ?? 'visitor').toBe(200);
      expect(classDetails.parse(res.json())).toEqual({
        _id: id,
        name: 'Spanish for Travellers',
        price: 49.99,
        img: '/images/classes/spanish.svg',
        instructor: instructor.email,
        instructorName: 'Ana Ruiz',
        instructorId: instructor.id,
        availableSeats: 12,
        students: 0,
        status: 'approved',
        feedback: null,
        // A class added without language, level, description, format or schedule: "schedule to be announced".
        language: null,
        level: null,
        description: null,
        format: null,
        address: null,
        timeZone: null,
        schedule: null,
        firstSessionAt: null,
        lastSessionAt: null,
        weekStarts: null,
        // No schedule yet: for sale at its price, refunded in full until it is scheduled (the default).
        sale: {
          state: 'upcoming',
          forSale: true,
          sessionsTotal: 0,
          sessionsLeft: 0,
          price: 49.99,
          note: null,
        },
        refundTerms: {
          kind: 'unscheduled-full',
          steps: [],
          text: 'Full refund until the class is scheduled.',
          today: 'If you cancel today you get a full refund.',
        },
      });
    }
  });

  it('shows a pending or denied class to its instructor and admins only, and is a 404 to anyone else', async () => {
    const { instructor, other, user, admin } = await people();
    const pending = await addClass(instructor, 'pending', { name: 'Secret Spanish' });
    const denied = await addClass(instructor, 'denied', { name: 'Hidden Spanish', feedback: 'Add a level.' });
    for (const id of [pending, denied]) {
      for (const who of [instructor, admin]) {
        const res = await getAs(`/api/classes/${id}`, who);
        expect(res.statusCode, who.role).toBe(200);
        expect(res.json()._id).toBe(id);
      }
      for (const who of [undefined, user, other]) {
        const res = await getAs(`/api/classes/${id}`, who);
        expect(res.statusCode, who?.role ?? 'visitor').toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No class with that id.' } });
      }
    }
    expect((await getAs(`/api/classes/${denied}`, instructor)).json()).toMatchObject({
      status: 'denied',
      feedback: 'Add a level.',
    });
  });

  it('answers 404 for an unknown class and a 400 naming the id for one that is not a class id', async () => {
    const { admin } = await people();
    for (const who of [undefined, admin]) {
      const res = await getAs(`/api/classes/${MISSING_ID}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      for (const bad of BAD_IDS) {
        const refused = await getAs(`/api/classes/${bad}`, who);
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json().error.fields, bad).toHaveProperty('id');
      }
    }
  });

  it("still answers a path holding an email with that instructor's classes", async () => {
    const { instructor, user } = await people();
    const id = await addClass(instructor, 'pending');
    for (const email of [instructor.email, encodeURIComponent(instructor.email)]) {
      const mine = await getAs(`/api/classes/${email}`, instructor);
      expect(mine.statusCode, email).toBe(200);
      expect((mine.json() as { _id: string }[]).map((c) => c._id)).toEqual([id]);
      expect((await getAs(`/api/classes/${email}`)).statusCode, email).toBe(401);
      expect((await getAs(`/api/classes/${email}`, user)).statusCode, email).toBe(403);
    }
  });
});
