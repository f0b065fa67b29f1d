import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditPage, type AuditEvent } from '#contract/audit';
import { classSessionsAnswer } from '#contract/sessions';
import { auditEvents, classes, enrolments, users } from '#server/db/schema';
import { createClass, postClass, spanishB1Class, spanishB1Schedule, testApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';
import { recordAudit } from './audit.service.js';

// The school's clock stands on 20 October 2026 at 08:00 UTC, in the middle of the Spanish class's term.
const TERM_DAY = new Date('2026-10-20T08:00:00Z');
const ctx = useTestApp({ now: () => TERM_DAY });
const call = testApi(ctx).send;

/** Mondays and Wednesdays 18:00 in Madrid from Monday 12 October: 12, 14 and 19 October have taken place. */
const spanish = {
  ...spanishB1Class,
  schedule: { ...spanishB1Schedule, firstDate: '2026-10-12', sessionCount: 6 },
};

let admin: TestUser;
beforeEach(async () => {
  admin = await ctx.createUser('admin', { name: 'Ada Admin', email: 'ada@example.com' });
});

async function readLog(query = '', who: TestUser = admin) {
  const res = await call('GET', `/api/audit${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return auditPage.parse(res.json());
}

async function entries(query = '') {
  return (await readLog(query)).events;
}

/** The one entry of an action; fails when there is none or more than one. */
async function onlyEntry(action: AuditEvent['action']) {
  const events = await entries(`?action=${action}`);
  expect(events).toHaveLength(1);
  return events[0]!;
}

const byAda = { id: expect.any(String), name: 'Ada Admin', email: 'ada@example.com' };

describe('what the audit log records', () => {
  it('records a role change with who, when and the role before and after', async () => {
    const student = await ctx.createUser('user', { email: 'sam@example.com' });
    const res = await call('PATCH', `/api/users/update/${student.id}`, admin, { role: 'instructor' });
    expect(res.statusCode, res.body).toBe(200);

    const entry = await onlyEntry('role.changed');
    expect(entry).toMatchObject({
      actor: { ...byAda, id: admin.id },
      subjectType: 'user',
      subjectId: student.id,
      subjectLabel: 'sam@example.com',
      before: { role: 'user' },
      after: { role: 'instructor' },
    });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
  });

  it('writes nothing for a refused action or one that changes nothing', async () => {
    const student = await ctx.createUser('user');
    expect((await call('PATCH', `/api/users/update/${admin.id}`, admin, { role: 'user' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/api/users/update/${student.id}`, admin, { role: 'user' })).json()).toEqual({
      modifiedCount: 0,
    });
    expect(await entries()).toEqual([]);
  });

  it('keeps the name and email of an admin whose account was deleted since', async () => {
    const other = await ctx.createUser('admin', { name: 'Otto Other', email: 'otto@example.com' });
    const student = await ctx.createUser('user');
    await call('PATCH', `/api/users/update/${student.id}`, other, { role: 'instructor' });
    const res = await call('DELETE', `/api/users/${other.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);

    expect((await onlyEntry('role.changed')).actor).toEqual({
      id: other.id,
      name: 'Otto Other',
      email: 'otto@example.com',
    });
    expect(await onlyEntry('user.deleted')).toMatchObject({
      actor: byAda,
      subjectId: other.id,
      before: { name: 'Otto Other', email: 'otto@example.com', role: 'admin' },
      after: null,
    });
  });

  it('records approving and denying a class with the status and feedback before and after', async () => {
    const instructor = await ctx.createUser('instructor');
    const pending = await createClass(ctx, {
      name: 'Greek A1',
      status: 'pending',
      instructorId: instructor.id,
    });
    const other = await createClass(ctx, {
      name: 'Dutch A2',
      status: 'pending',
      instructorId: instructor.id,
    });

    const denied = await call('PATCH', `/api/classes/update/${pending.id}`, admin, {
      status: 'denied',
      feedback: 'Please add a schedule.',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    await call('PATCH', `/api/classes/update/${other.id}`, admin, { status: 'approved' });

    expect(await onlyEntry('class.denied')).toMatchObject({
      actor: byAda,
      subjectType: 'class',
      subjectId: pending.id,
      subjectLabel: 'Greek A1',
      before: { status: 'pending', feedback: null },
      after: { status: 'denied', feedback: 'Please add a schedule.' },
    });
    expect(await onlyEntry('class.approved')).toMatchObject({
      subjectId: other.id,
      before: { status: 'pending', feedback: null },
      after: { status: 'approved', feedback: null },
    });
  });

  it("records an admin's deletion of a class with what it was, and not an instructor's of their own", async () => {
    const instructor = await ctx.createUser('instructor', { email: 'ines@example.com' });
    const first = await createClass(ctx, { name: 'Greek A1', price: 30, instructorId: instructor.id });
    const second = await createClass(ctx, { name: 'Dutch A2', instructorId: instructor.id });
    expect((await call('DELETE', `/api/classes/${first.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/classes/${second.id}`, instructor)).statusCode).toBe(200);

    expect(await onlyEntry('class.deleted')).toMatchObject({
      subjectId: first.id,
      subjectLabel: 'Greek A1',
      before: {
        name: 'Greek A1',
        status: 'approved',
        priceCents: 3000,
        availableSeats: 5,
        instructorEmail: 'ines@example.com',
      },
      after: null,
    });
  });

  it('records giving a class to another instructor', async () => {
    const from = await ctx.createUser('instructor', { email: 'from@example.com' });
    const to = await ctx.createUser('instructor', { email: 'to@example.com' });
    const greek = await createClass(ctx, { name: 'Greek A1', instructorId: from.id });
    const res = await call('POST', `/api/classes/${greek.id}/reassign`, admin, { instructorId: to.id });
    expect(res.json()).toEqual({ modifiedCount: 1 });

    expect(await onlyEntry('class.reassigned')).toMatchObject({
      subjectId: greek.id,
      before: { instructor: 'from@example.com' },
      after: { instructor: 'to@example.com' },
    });
  });

  it('records sessions moved and cancelled by an admin, and not those the instructor changes', async () => {
    const instructor = await ctx.createUser('instructor');
    const classId = await postClass(ctx, instructor, spanish, 'approved');
    const sessionsRes = await call('GET', `/api/classes/${classId}/sessions`, admin);
    const [, , , coming, later, last] = classSessionsAnswer.parse(sessionsRes.json()).sessions;

    const moved = await call('POST', `/api/classes/${classId}/sessions/${coming!._id}/move`, admin, {
      date: '2026-10-22',
      startTime: '18:00',
      reason: 'The room is taken',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await call('POST', `/api/classes/${classId}/sessions/${later!._id}/cancel`, admin, {
      reason: 'Holiday',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await call('POST', `/api/classes/${classId}/sessions/${last!._id}/cancel`, instructor, { reason: 'Ill' });

    expect(await onlyEntry('session.moved')).toMatchObject({
      subjectType: 'session',
      subjectId: coming!._id,
      before: { startsAt: '2026-10-21T16:00:00.000Z', reason: null },
      after: { startsAt: '2026-10-22T16:00:00.000Z', reason: 'The room is taken' },
    });
    expect(await onlyEntry('session.cancelled')).toMatchObject({
      subjectId: later!._id,
      before: { status: 'scheduled', reason: null },
      after: { status: 'cancelled', reason: 'Holiday' },
    });
  });

  it('records attendance an admin records for the instructor, and not the register the instructor keeps', async () => {
    const instructor = await ctx.createUser('instructor');
    const ana = await ctx.createUser('user', { email: 'ana@example.com' });
    const classId = await postClass(ctx, instructor, spanish, 'approved');
    await ctx.store.db.insert(enrolments).values({ userId: ana.id, classId });
    await ctx.store.db.update(classes).set({ students: 1 }).where(eq(classes.id, classId));
    const sessionsRes = await call('GET', `/api/classes/${classId}/sessions`, admin);
    const [first] = classSessionsAnswer.parse(sessionsRes.json()).sessions;
    const url = `/api/classes/${classId}/sessions/${first!._id}/attendance/${ana.id}`;

    expect((await call('PUT', url, instructor, { status: 'absent' })).statusCode).toBe(200);
    expect((await call('PUT', url, admin, { status: 'late' })).statusCode).toBe(200);

    expect(await onlyEntry('attendance.recorded')).toMatchObject({
      subjectId: first!._id,
      before: { student: 'ana@example.com', status: 'absent' },
      after: { student: 'ana@example.com', status: 'late' },
    });
  });

  it('records accepting and declining applications to teach', async () => {
    const applicant = await ctx.createUser('user', { email: 'kim@example.com' });
    const other = await ctx.createUser('user', { email: 'lee@example.com' });
    const body = { languages: ['Korean'], experience: 'Five years', bio: 'I teach Korean.' };
    const first = (await call('POST', '/api/teaching-applications', applicant, body)).json()._id as string;
    const second = (await call('POST', '/api/teaching-applications', other, body)).json()._id as string;
    expect((await call('POST', `/api/teaching-applications/${first}/accept`, admin)).statusCode).toBe(200);
    const declined = await call('POST', `/api/teaching-applications/${second}/decline`, admin, {
      message: 'We have enough Korean teachers.',
    });
    expect(declined.statusCode, declined.body).toBe(200);

    expect(await onlyEntry('teaching-application.accepted')).toMatchObject({
      subjectType: 'teaching-application',
      subjectId: first,
      subjectLabel: 'kim@example.com',
      before: { status: 'open', role: 'user' },
      after: { status: 'accepted', role: 'instructor' },
    });
    expect(await onlyEntry('teaching-application.declined')).toMatchObject({
      subjectId: second,
      subjectLabel: 'lee@example.com',
      after: { status: 'declined', message: 'We have enough Korean teachers.' },
    });
  });

  it('records answering a contact message and opening it again', async () => {
    const sent = await call('POST', '/api/contact-messages', undefined, {
      name: 'Pat',
      email: 'pat@example.com',
      message: 'Do you teach Welsh?',
    });
    const id = sent.json()._id as string;
    await call('PATCH', `/api/contact-messages/${id}`, admin, { answered: true, answer: 'Not yet.' });
    await call('PATCH', `/api/contact-messages/${id}`, admin, { answered: false });

    expect(await onlyEntry('contact-message.answered')).toMatchObject({
      subjectLabel: 'pat@example.com',
      before: { status: 'open', answer: null },
      after: { status: 'answered', answer: 'Not yet.' },
    });
    expect(await onlyEntry('contact-message.reopened')).toMatchObject({
      before: { status: 'answered', answer: 'Not yet.' },
      after: { status: 'open', answer: 'Not yet.' },
    });
  });

  it('records each refund and the deletion when an admin deletes a student who paid', async () => {
    const purchases = testApi(ctx);
    const greek = await createClass(ctx, { name: 'Greek A1', price: 49.99 });
    const student = await ctx.createUser('user', { email: 'paying@example.com' });
    const { cartItemId, transactionId } = await purchases.payUpToRecord(student, greek.id);
    expect((await purchases.record(student, transactionId, cartItemId)).statusCode).toBe(200);

    const res = await call('DELETE', `/api/users/${student.id}?refund=true`, admin);
    expect(res.json()).toEqual({ deletedCount: 1, refundedCount: 1 });

    expect(await onlyEntry('refund.issued')).toMatchObject({
      actor: byAda,
      subjectType: 'payment',
      subjectLabel: `Greek A1 (${transactionId})`,
      before: { status: 'paid', amountRefundedCents: 0 },
      after: { status: 'refunded', amountRefundedCents: 4999, reason: 'account deleted' },
    });
    expect(await onlyEntry('user.deleted')).toMatchObject({
      subjectLabel: 'paying@example.com',
      before: { email: 'paying@example.com', role: 'user' },
    });
  });

  it('writes an entry only with its action: when the entry fails, the action is rolled back too', async () => {
    const student = await ctx.createUser('user');
    const attempt = ctx.store.db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'instructor' }).where(eq(users.id, student.id));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'no.such-action' as 'role.changed',
        subjectType: 'user',
        subjectId: student.id,
        before: { role: 'user' },
        after: { role: 'instructor' },
      });
    });
    await expect(attempt).rejects.toThrow();
    const [row] = await ctx.store.db.select({ role: users.role }).from(users).where(eq(users.id, student.id));
    expect(row!.role).toBe('user');
    expect(await entries()).toEqual([]);
  });
});

/** The database's own message for a statement it refused (the query builder wraps it). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the statement went through');
}

describe('nobody can change the audit log', () => {
  it('has no route that changes or deletes an entry', async () => {
    const student = await ctx.createUser('user');
    await call('PATCH', `/api/users/update/${student.id}`, admin, { role: 'instructor' });
    const [entry] = await entries();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${entry!._id}`]) {
        const res = await call(method, url, admin, { after: { role: 'admin' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await entries()).toEqual([entry]);
  });

  it('refuses an UPDATE and a DELETE in the database itself', async () => {
    const student = await ctx.createUser('user');
    await call('PATCH', `/api/users/update/${student.id}`, admin, { role: 'instructor' });
    const [entry] = await entries();

    expect(await refusal(ctx.store.db.update(auditEvents).set({ after: { role: 'admin' } }))).toMatch(
      /audit_events is append-only: UPDATE refused/,
    );
    expect(await refusal(ctx.store.db.delete(auditEvents))).toMatch(
      /audit_events is append-only: DELETE refused/,
    );
    expect(
      await refusal(ctx.store.db.execute(sql`delete from audit_events where id = ${Number(entry!._id)}`)),
    ).toMatch(/append-only/);
    expect(await entries()).toEqual([entry]);
  });
});

describe('reading the audit log', () => {
  /** Seven entries, one a day from 1 October 2026 at noon UTC, oldest first, written straight in the store. */
  async function sevenEntries() {
    const ada = { id: admin.id, name: 'Ada Admin', email: 'ada@example.com' };
    const otto = { id: 'otto-id', name: 'Otto 100%_Sure', email: 'otto@example.com' };
    const plan = [
      { actor: ada, action: 'role.changed', subjectType: 'user', subjectId: 'u1', label: 'kim@example.com' },
      { actor: ada, action: 'class.approved', subjectType: 'class', subjectId: 'c1', label: 'Greek A1' },
      { actor: otto, action: 'class.denied', subjectType: 'class', subjectId: 'c2', label: 'Dutch A2' },
      { actor: otto, action: 'role.changed', subjectType: 'user', subjectId: 'u2', label: 'lee@example.com' },
      { actor: ada, action: 'class.deleted', subjectType: 'class', subjectId: 'c1', label: 'Greek A1' },
      { actor: otto, action: 'role.changed', subjectType: 'user', subjectId: 'u1', label: 'kim@example.com' },
      { actor: ada, action: 'user.deleted', subjectType: 'user', subjectId: 'u3', label: 'pat@example.com' },
    ] as const;
    for (const [i, step] of plan.entries()) {
      await ctx.store.db.insert(auditEvents).values({
        at: new Date(Date.UTC(2026, 9, i + 1, 12)),
        actorId: step.actor.id,
        actorName: step.actor.name,
        actorEmail: step.actor.email,
        action: step.action,
        subjectType: step.subjectType,
        subjectId: step.subjectId,
        subjectLabel: step.label,
        before: null,
        after: { day: i + 1 },
      });
    }
  }

  it('answers the newest first, a page at a time, each entry once', async () => {
    await sevenEntries();
    const first = await readLog('?limit=3');
    expect(first.events.map((e) => e.after)).toEqual([{ day: 7 }, { day: 6 }, { day: 5 }]);
    expect(first.nextCursor).not.toBeNull();
    const second = await readLog(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.events.map((e) => e.after)).toEqual([{ day: 4 }, { day: 3 }, { day: 2 }]);
    const third = await readLog(`?limit=3&cursor=${second.nextCursor}`);
    expect(third.events.map((e) => e.after)).toEqual([{ day: 1 }]);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by action, actor, subject, and combines them', async () => {
    await sevenEntries();
    const days = async (query: string) => (await entries(query)).map((e) => e.after!.day);
    expect(await days('?action=role.changed')).toEqual([6, 4, 1]);
    expect(await days('?actor=OTTO')).toEqual([6, 4, 3]);
    expect(await days('?actor=ada%40example')).toEqual([7, 5, 2, 1]);
    // Typed % and _ are meant literally.
    expect(await days('?actor=100%25_sure')).toEqual([6, 4, 3]);
    expect(await days('?actor=%25')).toEqual([6, 4, 3]);
    expect(await days('?subjectType=class&subjectId=c1')).toEqual([5, 2]);
    // By what people call the subject (part of its label, any case), or its id.
    expect(await days('?subject=greek')).toEqual([5, 2]);
    expect(await days('?subject=u1')).toEqual([6, 1]);
    expect(await days('?subject=u9')).toEqual([]);
    expect(await days('?subjectType=user&subjectId=u1&action=role.changed&actor=otto')).toEqual([6]);
    expect(await days('?action=refund.issued')).toEqual([]);
  });

  it('filters by date range: from at or after, to before', async () => {
    await sevenEntries();
    const days = async (query: string) => (await entries(query)).map((e) => e.after!.day);
    expect(await days('?from=2026-10-03T12:00:00Z')).toEqual([7, 6, 5, 4, 3]);
    expect(await days('?to=2026-10-03T12:00:00Z')).toEqual([2, 1]);
    // A day in Madrid (UTC+2 in October) as the page sends it.
    expect(await days('?from=2026-10-04T00:00:00%2B02:00&to=2026-10-05T00:00:00%2B02:00')).toEqual([4]);
    expect(await days('?from=2030-01-01T00:00:00Z')).toEqual([]);
  });

  it('refuses unknown filters, bad cursors and limits, and a range that ends before it starts, naming the field', async () => {
    const refusals: [string, string][] = [
      ['?action=role.removed', 'action'],
      ['?subjectType=planet', 'subjectType'],
      ['?cursor=abc', 'cursor'],
      ['?cursor=0', 'cursor'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?from=yesterday', 'from'],
      ['?from=2026-10-02T00:00:00Z&to=2026-10-01T00:00:00Z', 'to'],
      [`?actor=${'a'.repeat(121)}`, 'actor'],
      [`?subject=${'a'.repeat(121)}`, 'subject'],
    ];
    for (const [query, field] of refusals) {
      const res = await call('GET', `/api/audit${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(field);
    }
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/audit')).statusCode).toBe(401);
    expect((await call('GET', '/api/audit', await ctx.createUser('user'))).statusCode).toBe(403);
    expect((await call('GET', '/api/audit', await ctx.createUser('instructor'))).statusCode).toBe(403);
  });
});
