import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { enrolments, outgoingMails, users, waitlistEntries } from '#server/db/schema';
import { classRow, createClass, GOOD_CARD, testApi, type TestApi } from '#server/testing/fixtures';
import { waitlistServiceOf } from '#server/testing/waitlist-service';
import {
  createTestApp,
  TEST_SESSION_SECRET,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '#server/testing/test-app';

const HOUR = 3_600_000;
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestApp({ now, authRateLimit: false });
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.offsetMs = 0;
  await ctx.store.reset();
});

const patch = (url: string, who: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
const join = (who: TestUser, classId: string) => api.send('POST', `/api/classes/${classId}/waitlist`, who);
const leave = (who: TestUser, classId: string) => api.send('DELETE', `/api/classes/${classId}/waitlist`, who);
const mine = async (who: TestUser) => {
  const res = await api.send('GET', '/api/me/waitlist', who);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    classId: string;
    status: string;
    position: number | null;
    offerExpiresAt: string | null;
    cartItemId: string | null;
  }[];
};
const lineOf = async (who: TestUser, classId: string) => {
  const res = await api.send('GET', `/api/classes/${classId}/waitlist`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    entries: { name: string; email: string | null; status: string; position: number | null }[];
  };
};
const offerMailsTo = (email: string) =>
  ctx.store.db
    .select()
    .from(outgoingMails)
    .where(and(eq(outgoingMails.to, email), eq(outgoingMails.kind, 'waitlist-offer')));

/** A full class (one seat, taken) of its own instructor, and the students waiting for it in this order. */
async function fullClassWithLine(waiting: number) {
  const instructor = await ctx.createUser('instructor');
  const cls = await createClass(ctx, { availableSeats: 0, students: 1, instructorId: instructor.id });
  const students: TestUser[] = [];
  for (let i = 0; i < waiting; i++) {
    const student = await ctx.createUser('user', { name: `Waiting ${i + 1}` });
    const res = await join(student, cls.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ position: i + 1 });
    students.push(student);
  }
  return { cls, instructor, students };
}

/** The instructor adds a seat; the edit sends the class back to review, and the admin approves it again. */
async function addSeatAndApprove(classId: string, instructor: TestUser, seats = 1) {
  const edited = await patch(`/api/classes/${classId}`, instructor, { availableSeats: seats });
  expect(edited.statusCode).toBe(200);
  const admin = await ctx.createUser('admin');
  const approved = await patch(`/api/classes/update/${classId}`, admin, { status: 'approved' });
  expect(approved.statusCode).toBe(200);
}

async function payFor(who: TestUser, cartItemId: string) {
  const intent = await api.intent(who, cartItemId);
  expect(intent.statusCode).toBe(200);
  const confirmed = await api.confirm(who, intent.json().clientSecret, GOOD_CARD);
  const recorded = await api.record(who, confirmed.json().id, cartItemId);
  expect(recorded.statusCode).toBe(200);
  return intent.json() as { holdExpiresAt: string };
}

describe('joining and leaving a waitlist', () => {
  it('puts students in line in the order they join and tells each their place', async () => {
    const { cls, students } = await fullClassWithLine(3);
    expect(await mine(students[2]!)).toEqual([
      {
        classId: cls.id,
        className: cls.name,
        status: 'waiting',
        position: 3,
        offerExpiresAt: null,
        cartItemId: null,
      },
    ]);
  });

  it('moves everyone behind a student who leaves one place up', async () => {
    const { cls, students } = await fullClassWithLine(3);
    const res = await leave(students[0]!, cls.id);
    expect(res.statusCode).toBe(200);
    expect((await mine(students[2]!))[0]?.position).toBe(2);
    expect(await mine(students[0]!)).toEqual([]);
    // Leaving twice: nothing to leave.
    expect((await leave(students[0]!, cls.id)).statusCode).toBe(404);
  });

  it('lets a student who left join again, at the end of the line', async () => {
    const { cls, students } = await fullClassWithLine(2);
    await leave(students[0]!, cls.id);
    const again = await join(students[0]!, cls.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ position: 2 });
  });

  it('refuses a second place in the same line, even asked for twice at once', async () => {
    const { cls } = await fullClassWithLine(0);
    const student = await ctx.createUser();
    const answers = await Promise.all([join(student, cls.id), join(student, cls.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await join(student, cls.id)).json().error.message).toBe(
      'You are already on the waitlist of this class.',
    );
  });

  it('refuses a class with a seat free, one the student is enrolled in, their own, and one not approved', async () => {
    const student = await ctx.createUser();
    const open = await createClass(ctx, { availableSeats: 2 });
    expect((await join(student, open.id)).json().error.message).toMatch(/A seat is free in this class/);

    const full = await createClass(ctx, { availableSeats: 0, students: 1 });
    await ctx.store.db.insert(enrolments).values({ userId: student.id, classId: full.id, createdAt: now() });
    const enrolled = await join(student, full.id);
    expect([enrolled.statusCode, enrolled.json().error.message]).toEqual([
      409,
      'You are already enrolled in this class.',
    ]);

    // A former instructor, a student again, still owns the class.
    const own = await createClass(ctx, { availableSeats: 0, instructorId: student.id });
    expect((await join(student, own.id)).json().error.message).toBe(
      'This is your own class: you cannot join its waitlist.',
    );

    const pending = await createClass(ctx, { availableSeats: 0, status: 'pending' });
    expect((await join(student, pending.id)).statusCode).toBe(404);
  });

  it('lets only students join; instructors and admins are refused', async () => {
    const { cls } = await fullClassWithLine(0);
    for (const role of ['instructor', 'admin'] as const) {
      expect((await join(await ctx.createUser(role), cls.id)).statusCode).toBe(403);
    }
  });

  it('lets students join a class whose last seats are held by students paying for them', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const payer = await ctx.createUser();
    const item = (await api.select(payer, cls.id)).json().insertedId as string;
    expect((await api.intent(payer, item)).statusCode).toBe(200);
    const res = await join(await ctx.createUser(), cls.id);
    expect(res.statusCode).toBe(201);
  });
});

/** A student who joined before joining needed a verified address: their place, written straight into the store. */
async function unverifiedInLine(classId: string, name = 'Unverified') {
  const student = await ctx.createUser('user', { name, verified: false });
  await ctx.store.db.insert(waitlistEntries).values({ classId, userId: student.id, joinedAt: now() });
  return student;
}

const verify = (who: TestUser) =>
  ctx.store.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.id));

describe('who may stand in line', () => {
  it('refuses a student whose address is not verified, saying how to verify it, and keeps no place for them', async () => {
    const { cls } = await fullClassWithLine(0);
    const student = await ctx.createUser('user', { verified: false });
    const res = await join(student, cls.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'email_unverified',
      message:
        'Please verify your email address before joining a waitlist: open the link we mailed you, or send it again from your dashboard.',
    });
    expect(await mine(student)).toEqual([]);
  });

  it('passes over a student in line whose address is unverified, who keeps their place and is offered the next seat once verified', async () => {
    const { cls, instructor } = await fullClassWithLine(0);
    const early = await unverifiedInLine(cls.id);
    const verified = await ctx.createUser('user', { name: 'Verified' });
    expect((await join(verified, cls.id)).json()).toEqual({ position: 2 });

    await addSeatAndApprove(cls.id, instructor);
    expect((await mine(verified))[0]).toMatchObject({ status: 'offered' });
    expect((await mine(early))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect(await offerMailsTo(early.email)).toEqual([]);

    // Verified since, the student first in line has the next seat that frees.
    await verify(early);
    const paid = await payFor(verified, (await mine(verified))[0]!.cartItemId!);
    expect(paid).toBeTruthy();
    await addSeatAndApprove(cls.id, instructor, 1);
    expect((await mine(early))[0]).toMatchObject({ status: 'offered' });
    expect(await offerMailsTo(early.email)).toHaveLength(1);
  });

  it('offers a free seat to a student in line as soon as the job sees that they verified their address', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const early = await unverifiedInLine(cls.id);
    expect(await runJob()).toBe(0);
    await verify(early);
    expect(await runJob()).toBe(1);
    expect((await mine(early))[0]).toMatchObject({ status: 'offered' });
  });

  it('sells a free seat to anyone when only students with unverified addresses wait for it', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const early = await unverifiedInLine(cls.id);
    const buyer = await ctx.createUser();
    const item = (await api.select(buyer, cls.id)).json().insertedId as string;
    expect((await api.intent(buyer, item)).statusCode).toBe(200);
    // And a verified student is told to select the seat, not to stand behind a line that cannot take it.
    const other = await createClass(ctx, { availableSeats: 1 });
    await unverifiedInLine(other.id);
    const res = await join(await ctx.createUser(), other.id);
    expect(res.json().error.message).toMatch(/A seat is free in this class/);
    expect((await mine(early))[0]).toMatchObject({ status: 'waiting' });
  });

  it('lets a student be in five lines at once, refuses a sixth with waitlist_limit, and lets them join once they leave one', async () => {
    const student = await ctx.createUser();
    const full: { id: string }[] = [];
    for (let i = 0; i < 6; i++) full.push(await createClass(ctx, { availableSeats: 0, students: 1 }));
    for (const cls of full.slice(0, 5)) expect((await join(student, cls.id)).statusCode).toBe(201);
    const refused = await join(student, full[5]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'waitlist_limit',
      message:
        'You are already on 5 waitlists, the most a student may join at once. Leave one of them to join this one.',
    });
    expect(await mine(student)).toHaveLength(5);

    expect((await leave(student, full[0]!.id)).statusCode).toBe(200);
    expect((await join(student, full[5]!.id)).statusCode).toBe(201);
  });

  it('counts a seat offered from a line among the lines a student is in, and frees a place once it is paid for', async () => {
    const { cls, instructor } = await fullClassWithLine(0);
    const student = await ctx.createUser();
    expect((await join(student, cls.id)).statusCode).toBe(201);
    const others: { id: string }[] = [];
    for (let i = 0; i < 5; i++) others.push(await createClass(ctx, { availableSeats: 0, students: 1 }));
    for (const other of others.slice(0, 4)) expect((await join(student, other.id)).statusCode).toBe(201);
    await addSeatAndApprove(cls.id, instructor);
    expect((await mine(student)).find((e) => e.classId === cls.id)?.status).toBe('offered');
    expect((await join(student, others[4]!.id)).json().error.code).toBe('waitlist_limit');
    await payFor(student, (await mine(student)).find((e) => e.classId === cls.id)!.cartItemId!);
    expect((await join(student, others[4]!.id)).statusCode).toBe(201);
  });
});

describe('offers of freed seats', () => {
  it('holds a seat added by the instructor for the first in line for 24 hours, mails them, and they pay for it', async () => {
    const { cls, instructor, students } = await fullClassWithLine(2);
    const [first, second] = students as [TestUser, TestUser];
    await addSeatAndApprove(cls.id, instructor);

    const [offer] = await mine(first);
    expect(offer).toMatchObject({ status: 'offered', position: null });
    const until = new Date(offer!.offerExpiresAt!).getTime();
    expect(Math.abs(until - (now().getTime() + 24 * HOUR))).toBeLessThan(60_000);
    expect((await mine(second))[0]).toMatchObject({ status: 'waiting', position: 1 });
    const [mail] = await offerMailsTo(first.email);
    expect(mail?.subject).toBe(`A seat in “${cls.name}” is yours to take`);
    expect(mail?.text).toContain(`/dashboard/payment/${offer!.cartItemId}`);

    // Asking to pay keeps the offer's end: the hold's renewal rule does not shorten it to ten minutes.
    const paid = await payFor(first, offer!.cartItemId!);
    expect(new Date(paid.holdExpiresAt).getTime()).toBe(until);
    expect(await mine(first)).toEqual([]);
    const [entry] = await ctx.store.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, first.id));
    expect(entry?.status).toBe('accepted');
    expect(await classRow(ctx, cls.id)).toMatchObject({ availableSeats: 0, students: 2 });
    // Nobody else was offered anything: one seat, one offer.
    expect(await offerMailsTo(second.email)).toEqual([]);
  });

  it('offers as many seats as were added, to the first students in line', async () => {
    const { cls, instructor, students } = await fullClassWithLine(3);
    await addSeatAndApprove(cls.id, instructor, 2);
    const statuses = await Promise.all(students.map(async (s) => (await mine(s))[0]?.status));
    expect(statuses).toEqual(['offered', 'offered', 'waiting']);
  });

  it('passes an offer not paid for in time to the next student when the job runs', async () => {
    const { cls, instructor, students } = await fullClassWithLine(2);
    const [first, second] = students as [TestUser, TestUser];
    await addSeatAndApprove(cls.id, instructor);
    clock.offsetMs = 24 * HOUR + 60_000;
    await runJob();
    expect(await mine(first)).toEqual([]);
    expect((await mine(second))[0]).toMatchObject({ status: 'offered' });
    expect(await offerMailsTo(second.email)).toHaveLength(1);
    // Too late: the seat is held for the next student now.
    const cart = (await api.cart(first)).json() as { _id: string }[];
    expect((await api.intent(first, cart[0]!._id)).statusCode).toBe(409);
  });

  it('offers a seat whose hold ran out to the first in line when the job runs', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const payer = await ctx.createUser();
    const item = (await api.select(payer, cls.id)).json().insertedId as string;
    expect((await api.intent(payer, item)).statusCode).toBe(200);
    const waiting = await ctx.createUser();
    expect((await join(waiting, cls.id)).statusCode).toBe(201);
    clock.offsetMs = 11 * 60_000;
    await runJob();
    expect((await mine(waiting))[0]).toMatchObject({ status: 'offered' });
    // The student whose hold ran out asks again: the seat is held for the waiting student now.
    expect((await api.intent(payer, item)).statusCode).toBe(409);
  });

  it('gives a free seat to the line first even before the job runs, when someone else asks to pay for it', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const payer = await ctx.createUser();
    const item = (await api.select(payer, cls.id)).json().insertedId as string;
    expect((await api.intent(payer, item)).statusCode).toBe(200);
    const waiting = await ctx.createUser();
    await join(waiting, cls.id);
    clock.offsetMs = 11 * 60_000;
    const newcomer = await ctx.createUser();
    const newItem = (await api.select(newcomer, cls.id)).json().insertedId as string;
    expect((await api.intent(newcomer, newItem)).statusCode).toBe(409);
    expect((await mine(waiting))[0]).toMatchObject({ status: 'offered' });
  });

  it('passes a declined offer to the next student at once', async () => {
    const { cls, instructor, students } = await fullClassWithLine(2);
    const [first, second] = students as [TestUser, TestUser];
    await addSeatAndApprove(cls.id, instructor);
    expect((await leave(first, cls.id)).statusCode).toBe(200);
    expect((await mine(second))[0]).toMatchObject({ status: 'offered' });
    // The decliner's class stays in their cart, holding nothing.
    const cart = (await api.cart(first)).json() as { holdExpiresAt: string | null }[];
    expect(cart.map((c) => c.holdExpiresAt)).toEqual([null]);
  });

  it('passes the offer on when the student takes the class out of their cart', async () => {
    const { cls, instructor, students } = await fullClassWithLine(2);
    const [first, second] = students as [TestUser, TestUser];
    await addSeatAndApprove(cls.id, instructor);
    const offer = (await mine(first))[0]!;
    expect((await api.send('DELETE', `/api/carts/${offer.cartItemId}`, first)).statusCode).toBe(200);
    expect(await mine(first)).toEqual([]);
    expect((await mine(second))[0]).toMatchObject({ status: 'offered' });
  });
});

describe("a class's waitlist for its instructor and admins", () => {
  it('names the students in line with their places, with emails for admins only', async () => {
    const { cls, instructor, students } = await fullClassWithLine(2);
    expect((await lineOf(instructor, cls.id)).entries).toEqual([
      expect.objectContaining({ name: 'Waiting 1', email: null, status: 'waiting', position: 1 }),
      expect.objectContaining({ name: 'Waiting 2', email: null, status: 'waiting', position: 2 }),
    ]);
    const admin = await ctx.createUser('admin');
    expect((await lineOf(admin, cls.id)).entries.map((e) => e.email)).toEqual(students.map((s) => s.email));
    const other = await ctx.createUser('instructor');
    expect((await api.send('GET', `/api/classes/${cls.id}/waitlist`, other)).statusCode).toBe(404);
    expect((await api.send('GET', `/api/classes/${cls.id}/waitlist`, students[0])).statusCode).toBe(403);
  });
});

describe('the order of the line', () => {
  it('survives a restart: a new app on the same store keeps first come, first served', async () => {
    const { cls, instructor, students } = await fullClassWithLine(3);
    const restarted = await buildApp({
      store: ctx.store,
      trustedOrigins: [TEST_ORIGIN],
      sessionSecret: TEST_SESSION_SECRET,
      now,
      authRateLimit: false,
    });
    await restarted.ready();
    try {
      const res = await restarted.inject({
        method: 'GET',
        url: `/api/classes/${cls.id}/waitlist`,
        headers: instructor.headers,
      });
      expect(
        (res.json() as { entries: { name: string; position: number }[] }).entries.map((e) => [
          e.name,
          e.position,
        ]),
      ).toEqual([
        ['Waiting 1', 1],
        ['Waiting 2', 2],
        ['Waiting 3', 3],
      ]);
      const late = await ctx.createUser('user', { name: 'Late' });
      const joined = await restarted.inject({
        method: 'POST',
        url: `/api/classes/${cls.id}/waitlist`,
        headers: late.headers,
      });
      expect(joined.json()).toEqual({ position: 4 });
    } finally {
      await restarted.close();
    }
    expect(students).toHaveLength(3);
  });
});

describe('accounts that go away', () => {
  it('takes a deleted student out of every line', async () => {
    const { cls, students } = await fullClassWithLine(2);
    await ctx.store.db.delete(users).where(eq(users.id, students[0]!.id));
    expect((await mine(students[1]!))[0]?.position).toBe(1);
    expect(cls.id).toBeTruthy();
  });
});

/** What the server's repeating job does each minute. */
const runJob = () => waitlistServiceOf(ctx.store.db, now).runOnce();
