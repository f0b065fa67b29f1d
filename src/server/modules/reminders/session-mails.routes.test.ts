import { describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { classSessions, enrolments, outgoingMails, users } from '#server/db/schema';
import { transactionsOf } from '#server/db/transaction';
import { createMailRepository } from '#server/modules/mail/mail.repository';
import { createMailQueue } from '#server/modules/mail/mail-queue';
import { createMomentMails } from '#server/modules/mail/moment-mails';
import { postClass, spanishB1Class, testApi } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';
import { createFirstSessionReminders } from './first-session-reminders.js';
import { createRemindersRepository } from './reminders.repository.js';

const clock = { at: new Date('2026-10-01T09:00:00Z') };
const ctx = useTestApp({ now: () => clock.at, publicUrl: 'https://school.example' });

/** The job as one server process runs it, on the test's clock. */
function reminderJob() {
  const db = ctx.store.db;
  return createFirstSessionReminders({
    repository: createRemindersRepository(db),
    transactions: transactionsOf(db),
    queue: createMomentMails({
      enqueue: createMailQueue(createMailRepository(db)),
      siteUrl: 'https://school.example',
    }).queueFirstSessionReminder,
    now: () => clock.at,
  });
}

/** The reference Spanish B1 class (first session Monday 12 October 2026, 18:00 in Madrid), approved, with students. */
async function spanishClassWith(students: TestUser[]) {
  clock.at = new Date('2026-10-01T09:00:00Z');
  const instructor = await ctx.createUser('instructor');
  const classId = await postClass(ctx, instructor, spanishB1Class, 'approved');
  for (const student of students) {
    await ctx.store.db.insert(enrolments).values({ userId: student.id, classId });
  }
  const sessions = await ctx.store.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));
  return { instructor, classId, sessions };
}

const mailsOfKind = (kind: string) =>
  ctx.store.db.select().from(outgoingMails).where(like(outgoingMails.kind, kind));

describe('the reminder of a first session', () => {
  it('is queued 24 hours ahead to each enrolled student, once, however many processes run the job', async () => {
    const ana = await ctx.createUser('user', { name: 'Ana' });
    const ben = await ctx.createUser('user', { name: 'Ben' });
    const { classId, sessions } = await spanishClassWith([ana, ben]);
    expect(sessions[0]!.startsAt.toISOString()).toBe('2026-10-12T16:00:00.000Z');

    // 25 hours ahead: not yet.
    clock.at = new Date('2026-10-11T15:00:00Z');
    expect(await reminderJob().runOnce()).toBe(0);

    // 23 hours ahead: two processes run the job, each twice.
    clock.at = new Date('2026-10-11T17:00:00Z');
    const [first, second] = [reminderJob(), reminderJob()];
    const counts = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    await first.runOnce();
    await second.runOnce();

    const mails = await mailsOfKind('first-session-reminder');
    expect(mails.map((m) => m.to).sort()).toEqual([ana.email, ben.email].sort());
    const toAna = mails.find((m) => m.to === ana.email)!;
    expect(toAna.subject).toBe('Your class “Spanish B1” starts tomorrow');
    // In the class's zone, named: 18:00 in Madrid.
    expect(toAna.text).toContain('Monday, October 12, 2026 at 6:00 PM GMT+2');
    expect(toAna.text).toContain('Ana');
    expect(toAna.text).toContain(`https://school.example/classes/${classId}`);
  });

  it('reminds a student who enrols within the last 24 hours, and nobody once the session has begun', async () => {
    const early = await ctx.createUser();
    const { classId } = await spanishClassWith([early]);
    clock.at = new Date('2026-10-11T17:00:00Z');
    await reminderJob().runOnce();
    const late = await ctx.createUser();
    await ctx.store.db.insert(enrolments).values({ userId: late.id, classId });
    clock.at = new Date('2026-10-12T10:00:00Z');
    await reminderJob().runOnce();
    const tooLate = await ctx.createUser();
    await ctx.store.db.insert(enrolments).values({ userId: tooLate.id, classId });
    clock.at = new Date('2026-10-12T16:30:00Z');
    await reminderJob().runOnce();
    const mails = await mailsOfKind('first-session-reminder');
    expect(mails.map((m) => m.to).sort()).toEqual([early.email, late.email].sort());
  });
});

describe('a moved or cancelled session', () => {
  it('mails each enrolled student the new time in the class’s zone, once per change', async () => {
    const student = await ctx.createUser();
    const bystander = await ctx.createUser();
    const { instructor, classId, sessions } = await spanishClassWith([student]);
    const call = testApi(ctx).send;
    const url = `/api/classes/${classId}/sessions/${sessions[0]!.id}/move`;
    const moved = await call('POST', url, instructor, {
      date: '2026-10-13',
      startTime: '19:30',
      reason: 'The room is taken on Monday',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The same move again changes nothing and mails nothing.
    await call('POST', url, instructor, {
      date: '2026-10-13',
      startTime: '19:30',
      reason: 'The room is taken on Monday',
    });

    const mails = await mailsOfKind('session-moved');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(student.email);
    expect(mails[0]!.subject).toBe('A session of “Spanish B1” has moved');
    expect(mails[0]!.text).toContain('Monday, October 12, 2026 at 6:00 PM GMT+2');
    expect(mails[0]!.text).toContain('Tuesday, October 13, 2026 at 7:30 PM GMT+2');
    expect(mails[0]!.text).toContain('The room is taken on Monday');
    expect(mails[0]!.html).toContain(`https://school.example/classes/${classId}`);
    expect(mails.some((m) => m.to === bystander.email)).toBe(false);
  });

  it('writes each student’s mail in the language they chose, the times as that language writes them', async () => {
    const french = await ctx.createUser();
    const english = await ctx.createUser();
    const { instructor, classId, sessions } = await spanishClassWith([french, english]);
    await ctx.store.db.update(users).set({ locale: 'fr' }).where(eq(users.id, french.id));
    const url = `/api/classes/${classId}/sessions/${sessions[0]!.id}/move`;
    const moved = await testApi(ctx).send('POST', url, instructor, {
      date: '2026-10-13',
      startTime: '19:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const mails = await mailsOfKind('session-moved');
    const toFrench = mails.find((m) => m.to === french.email)!;
    expect(toFrench.subject).toBe('Une séance de «\u00a0Spanish B1\u00a0» a été déplacée');
    expect(toFrench.text).toContain('lundi 12 octobre 2026 à 18:00 UTC+2');
    expect(toFrench.text).toContain('mardi 13 octobre 2026 à 19:30 UTC+2');
    const toEnglish = mails.find((m) => m.to === english.email)!;
    expect(toEnglish.subject).toBe('A session of “Spanish B1” has moved');
    expect(toEnglish.text).toContain('Tuesday, October 13, 2026 at 7:30 PM GMT+2');
  });

  it('mails the cancellation with its reason, once', async () => {
    const student = await ctx.createUser();
    const { instructor, classId, sessions } = await spanishClassWith([student]);
    const call = testApi(ctx).send;
    const url = `/api/classes/${classId}/sessions/${sessions[1]!.id}/cancel`;
    expect((await call('POST', url, instructor, { reason: 'Public holiday' })).statusCode).toBe(200);
    expect((await call('POST', url, instructor, { reason: 'Public holiday' })).statusCode).toBe(200);
    const mails = await mailsOfKind('session-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(student.email);
    expect(mails[0]!.subject).toBe('A session of “Spanish B1” is cancelled');
    expect(mails[0]!.text).toContain('Wednesday, October 14, 2026 at 6:00 PM GMT+2');
    expect(mails[0]!.text).toContain('Public holiday');
  });
});
