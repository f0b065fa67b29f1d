import { describe, expect, it } from 'vitest';
import { mySessionsAnswer } from '#contract/sessions';
import { enrolments } from '#server/db/schema';
import {
  postClass,
  SPANISH_B1_MEET,
  spanishB1Class,
  spanishB1Schedule,
  testApi,
} from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

// The school's clock stands on 20 October 2026, in the middle of the Spanish class's term.
const clock = new Date('2026-10-20T08:00:00Z');
const ctx = useTestApp({ now: () => clock });

const call = testApi(ctx).send;

const spanish = {
  ...spanishB1Class,
  schedule: { ...spanishB1Schedule, firstDate: '2026-10-12', sessionCount: 6 },
};
const french = {
  ...spanish,
  name: 'French A2',
  format: { kind: 'in-person', address: 'Rue de Rivoli 1, Paris' },
  schedule: { ...spanish.schedule, days: ['tue'], sessionCount: 2, timeZone: 'Europe/Paris' },
};

function addClass(instructor: TestUser, body: object): Promise<string> {
  return postClass(ctx, instructor, body, 'approved');
}

async function timetable(who: TestUser) {
  const res = await call('GET', '/api/me/sessions', who);
  expect(res.statusCode, res.body).toBe(200);
  return mySessionsAnswer.parse(res.json());
}

describe('GET /api/me/sessions', () => {
  it("lists the coming sessions of the student's classes, with where to join, first first", async () => {
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser('user');
    const spanishId = await addClass(instructor, spanish);
    const frenchId = await addClass(instructor, {
      ...french,
      schedule: { ...french.schedule, startTime: '10:00' },
    });
    await ctx.store.db.insert(enrolments).values([
      { userId: student.id, classId: spanishId },
      { userId: student.id, classId: frenchId },
    ]);

    const sessions = await timetable(student);
    // Spanish: 12, 14 and 19 October have passed. French: 13 October has passed, 20 October is under way.
    expect(sessions.map((s) => [s.className, s.startsAt])).toEqual([
      ['French A2', '2026-10-20T08:00:00.000Z'],
      ['Spanish B1', '2026-10-21T16:00:00.000Z'],
      ['Spanish B1', '2026-10-26T17:00:00.000Z'],
      ['Spanish B1', '2026-10-28T17:00:00.000Z'],
    ]);
    expect(sessions[1]).toMatchObject({
      classId: spanishId,
      timeZone: 'Europe/Madrid',
      format: 'online',
      meetingLink: SPANISH_B1_MEET,
      address: null,
      status: 'scheduled',
    });
    expect(sessions[0]).toMatchObject({
      format: 'in-person',
      address: 'Rue de Rivoli 1, Paris',
      meetingLink: null,
    });
  });

  it('marks a cancelled session with its reason and a moved one with its raised sequence', async () => {
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser('user');
    const id = await addClass(instructor, spanish);
    await ctx.store.db.insert(enrolments).values({ userId: student.id, classId: id });
    const [first, second] = await timetable(student);
    const cancelled = await call('POST', `/api/classes/${id}/sessions/${first!._id}/cancel`, instructor, {
      reason: 'The teacher is ill.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moved = await call('POST', `/api/classes/${id}/sessions/${second!._id}/move`, instructor, {
      date: '2026-10-27',
      startTime: '18:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const sessions = await timetable(student);
    expect(sessions.find((s) => s._id === first!._id)).toMatchObject({
      status: 'cancelled',
      reason: 'The teacher is ill.',
    });
    expect(sessions.find((s) => s._id === second!._id)).toMatchObject({
      status: 'scheduled',
      sequence: 1,
      startsAt: '2026-10-27T17:00:00.000Z',
    });
  });

  it("shows a student only their own classes' sessions", async () => {
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser('user');
    const other = await ctx.createUser('user');
    const id = await addClass(instructor, spanish);
    await ctx.store.db.insert(enrolments).values({ userId: student.id, classId: id });
    expect(await timetable(other)).toEqual([]);
    expect((await timetable(student)).length).toBeGreaterThan(0);
    expect((await call('GET', '/api/me/sessions')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/sessions', instructor)).statusCode).toBe(403);
  });
});
