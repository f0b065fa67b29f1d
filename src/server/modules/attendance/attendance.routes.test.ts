import { beforeEach, describe, expect, it } from 'vitest';
import {
  myAttendanceAnswer,
  sessionRoster,
  teachingSessionsAnswer,
  weekSessionsAnswer,
} from '#contract/attendance';
import type { ClassStatus } from '#contract/classes';
import { classSessionsAnswer } from '#contract/sessions';
import {
  enrolInStore,
  postClass,
  spanishB1Class,
  spanishB1Schedule,
  testApi,
} from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

// The school's clock stands on 20 October 2026 at 08:00 UTC, in the middle of the Spanish class's term.
const TERM_DAY = new Date('2026-10-20T08:00:00Z');
let clock = TERM_DAY;
const ctx = useTestApp({ now: () => clock });
beforeEach(() => {
  clock = TERM_DAY;
});

const call = testApi(ctx).send;

const MISSING_ID = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';
/** Mondays and Wednesdays 18:00 in Madrid from Monday 12 October: 12, 14 and 19 October have taken place. */
const spanish = {
  ...spanishB1Class,
  schedule: { ...spanishB1Schedule, firstDate: '2026-10-12', sessionCount: 6 },
};
const french = {
  ...spanish,
  name: 'French A2',
  format: { kind: 'in-person', address: 'Rue de Rivoli 1, Paris' },
  schedule: {
    ...spanish.schedule,
    days: ['tue'],
    startTime: '10:00',
    sessionCount: 3,
    timeZone: 'Europe/Paris',
  },
};

function addClass(instructor: TestUser, body: object, status: ClassStatus = 'approved') {
  return postClass(ctx, instructor, body, status);
}

async function sessionsOf(classId: string, who: TestUser) {
  const res = await call('GET', `/api/classes/${classId}/sessions`, who);
  expect(res.statusCode, res.body).toBe(200);
  return classSessionsAnswer.parse(res.json()).sessions;
}

const rosterUrl = (classId: string, sessionId: string) =>
  `/api/classes/${classId}/sessions/${sessionId}/attendance`;
const markUrl = (classId: string, sessionId: string, studentId: string) =>
  `${rosterUrl(classId, sessionId)}/${studentId}`;

async function roster(classId: string, sessionId: string, who: TestUser) {
  const res = await call('GET', rosterUrl(classId, sessionId), who);
  expect(res.statusCode, res.body).toBe(200);
  return sessionRoster.parse(res.json());
}

async function mark(
  classId: string,
  sessionId: string,
  student: TestUser,
  status: string | null,
  who: TestUser,
) {
  return call('PUT', markUrl(classId, sessionId, student.id), who, { status });
}

/** A school with the Spanish class (two students enrolled) of one instructor, and a bystander student. */
async function school() {
  const instructor = await ctx.createUser('instructor', { name: 'Ines Instructor' });
  const ana = await ctx.createUser('user', { name: 'Ana Alumna' });
  const bruno = await ctx.createUser('user', { name: 'Bruno Bello' });
  const stranger = await ctx.createUser('user', { name: 'Sam Stranger' });
  const spanishId = await addClass(instructor, spanish);
  await enrolInStore(ctx, spanishId, bruno, ana);
  const sessions = await sessionsOf(spanishId, instructor);
  // 12, 14 and 19 October have taken place; 21 October is coming.
  const [first, second, third, coming] = sessions;
  return {
    instructor,
    ana,
    bruno,
    stranger,
    spanishId,
    first: first!,
    second: second!,
    third: third!,
    coming: coming!,
  };
}

describe('the roster and attendance of a session', () => {
  it('lists the enrolled students by name, and records, changes and clears their attendance', async () => {
    const { instructor, ana, bruno, stranger, spanishId, first } = await school();

    const before = await roster(spanishId, first._id, instructor);
    expect(before).toMatchObject({ className: 'Spanish B1', takesAttendance: true, attendanceClosed: null });
    expect(before.students).toEqual([
      { _id: ana.id, name: 'Ana Alumna', email: ana.email, status: null },
      { _id: bruno.id, name: 'Bruno Bello', email: bruno.email, status: null },
    ]);
    expect(before.students.map((s) => s.email)).not.toContain(stranger.email);

    const late = await mark(spanishId, first._id, ana, 'late', instructor);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ sessionId: first._id, studentId: ana.id, status: 'late' });
    expect((await mark(spanishId, first._id, bruno, 'present', instructor)).statusCode).toBe(200);
    expect((await roster(spanishId, first._id, instructor)).students.map((s) => s.status)).toEqual([
      'late',
      'present',
    ]);

    expect((await mark(spanishId, first._id, ana, 'absent', instructor)).statusCode).toBe(200);
    const cleared = await mark(spanishId, first._id, bruno, null, instructor);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().status).toBeNull();
    expect((await roster(spanishId, first._id, instructor)).students.map((s) => s.status)).toEqual([
      'absent',
      null,
    ]);
  });

  it('lets an admin read the roster and take attendance in any class', async () => {
    const { ana, spanishId, second } = await school();
    const admin = await ctx.createUser('admin');
    expect((await mark(spanishId, second._id, ana, 'present', admin)).statusCode).toBe(200);
    expect((await roster(spanishId, second._id, admin)).students[0]).toMatchObject({
      _id: ana.id,
      status: 'present',
    });
  });

  it('takes attendance at a session under way, not before it starts, and says so on its roster', async () => {
    const { instructor, ana, spanishId, coming } = await school();
    const early = await roster(spanishId, coming._id, instructor);
    expect(early).toMatchObject({
      takesAttendance: false,
      attendanceClosed: 'This session has not started yet: attendance can be taken once it starts.',
    });
    const refused = await mark(spanishId, coming._id, ana, 'present', instructor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This session has not started yet: attendance can be taken once it starts.',
    );

    clock = new Date(Date.parse(coming.startsAt) + 10 * 60_000);
    expect((await roster(spanishId, coming._id, instructor)).takesAttendance).toBe(true);
    expect((await mark(spanishId, coming._id, ana, 'late', instructor)).statusCode).toBe(200);
  });

  it('refuses attendance at a cancelled session, and clearing it too', async () => {
    const { instructor, ana, spanishId, coming } = await school();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${spanishId}/sessions/${coming._id}/cancel`,
      headers: instructor.headers,
      payload: { reason: 'Public holiday.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    clock = new Date(Date.parse(coming.endsAt) + 60_000);

    expect(await roster(spanishId, coming._id, instructor)).toMatchObject({
      status: 'cancelled',
      takesAttendance: false,
      attendanceClosed: 'This session was cancelled: it takes no attendance.',
    });
    for (const status of ['present', null]) {
      const res = await mark(spanishId, coming._id, ana, status, instructor);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This session was cancelled: it takes no attendance.');
    }
  });

  it('refuses a student who is not enrolled in the class, and an instructor who is not enrolled either', async () => {
    const { instructor, stranger, spanishId, first } = await school();
    const res = await mark(spanishId, first._id, stranger, 'present', instructor);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This student is not enrolled in this class.');
    const self = await call('PUT', markUrl(spanishId, first._id, instructor.id), instructor, {
      status: 'present',
    });
    expect(self.statusCode).toBe(404);
    const nobody = await call('PUT', markUrl(spanishId, first._id, 'no-such-user'), instructor, {
      status: 'late',
    });
    expect(nobody.statusCode).toBe(404);
    expect((await roster(spanishId, first._id, instructor)).students.every((s) => s.status === null)).toBe(
      true,
    );
  });

  it('refuses a status that is not present, late, absent or null, naming the field', async () => {
    const { instructor, ana, spanishId, first } = await school();
    for (const payload of [
      { status: 'sick' },
      { status: 'LATE' },
      { status: 1 },
      {},
      { status: 'late', note: 'x' },
    ]) {
      const res = await call('PUT', markUrl(spanishId, first._id, ana.id), instructor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    const sick = await call('PUT', markUrl(spanishId, first._id, ana.id), instructor, { status: 'sick' });
    expect(sick.json().error.fields).toEqual({
      status: 'Status must be one of present, late, absent, or null for not recorded',
    });
    expect((await roster(spanishId, first._id, instructor)).students[0]!.status).toBeNull();
  });

  it('answers 404 for an unknown class or session, or a session of another class, and 400 for ids that are none', async () => {
    const { instructor, ana, spanishId, first } = await school();
    const frenchId = await addClass(instructor, french);
    const [frenchSession] = await sessionsOf(frenchId, instructor);
    const cases: [string, number, string][] = [
      [rosterUrl(spanishId, MISSING_ID), 404, 'No session with that id in this class.'],
      [rosterUrl(MISSING_ID, first._id), 404, 'No class with that id.'],
      [rosterUrl(spanishId, frenchSession!._id), 404, 'No session with that id in this class.'],
    ];
    for (const [url, status, message] of cases) {
      const read = await call('GET', url, instructor);
      expect(read.statusCode, url).toBe(status);
      expect(read.json().error.message).toBe(message);
      const write = await call('PUT', `${url}/${ana.id}`, instructor, { status: 'present' });
      expect(write.statusCode, url).toBe(status);
      expect(write.json().error.message).toBe(message);
    }
    expect((await call('GET', rosterUrl('not-a-class', first._id), instructor)).statusCode).toBe(400);
    expect(
      (await call('PUT', markUrl(spanishId, 'not-a-session', ana.id), instructor, { status: 'late' }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses visitors, students and another instructor: the roster is the class's instructor's", async () => {
    const { ana, spanishId, first } = await school();
    const other = await ctx.createUser('instructor');
    const cases: [TestUser | undefined, number][] = [
      [undefined, 401],
      [ana, 403],
      [other, 403],
    ];
    for (const [who, status] of cases) {
      const read = await call('GET', rosterUrl(spanishId, first._id), who);
      expect(read.statusCode, who?.role ?? 'anonymous').toBe(status);
      expect(read.body).not.toContain(ana.email);
      const write = await mark(spanishId, first._id, ana, 'present', who as TestUser);
      expect(write.statusCode, who?.role ?? 'anonymous').toBe(status);
    }
    const other403 = await call('GET', rosterUrl(spanishId, first._id), other);
    expect(other403.json().error.message).toBe(
      'Only the instructor of this class (or an admin) can see its roster and take attendance.',
    );
  });
});

describe("GET /api/me/classes/:id/attendance: the student's own attendance", () => {
  it('lists the sessions that have started, each present, late, absent or not recorded, cancelled ones marked', async () => {
    const { instructor, ana, bruno, spanishId, first, second, third, coming } = await school();
    await mark(spanishId, first._id, ana, 'late', instructor);
    await mark(spanishId, second._id, ana, 'absent', instructor);
    await mark(spanishId, first._id, bruno, 'present', instructor);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${spanishId}/sessions/${coming._id}/cancel`,
      headers: instructor.headers,
      payload: { reason: 'Public holiday.' },
    });
    clock = new Date(Date.parse(coming.endsAt) + 60_000);

    const res = await call('GET', `/api/me/classes/${spanishId}/attendance`, ana);
    expect(res.statusCode, res.body).toBe(200);
    const mine = myAttendanceAnswer.parse(res.json());
    expect(mine).toMatchObject({ classId: spanishId, className: 'Spanish B1', timeZone: 'Europe/Madrid' });
    expect(mine.sessions.map((s) => [s._id, s.status, s.attendance])).toEqual([
      [first._id, 'scheduled', 'late'],
      [second._id, 'scheduled', 'absent'],
      [third._id, 'scheduled', null],
      [coming._id, 'cancelled', null],
    ]);
    expect(mine.sessions[3]!.reason).toBe('Public holiday.');
    const brunos = myAttendanceAnswer.parse(
      (await call('GET', `/api/me/classes/${spanishId}/attendance`, bruno)).json(),
    );
    expect(brunos.sessions.map((s) => s.attendance)).toEqual(['present', null, null, null]);
  });

  it('answers 404 to a student not enrolled, and refuses visitors, instructors and admins', async () => {
    const { instructor, stranger, spanishId } = await school();
    const admin = await ctx.createUser('admin');
    const url = `/api/me/classes/${spanishId}/attendance`;
    const notEnrolled = await call('GET', url, stranger);
    expect(notEnrolled.statusCode).toBe(404);
    expect(notEnrolled.json().error.message).toBe('You are not enrolled in a class with that id.');
    expect((await call('GET', `/api/me/classes/${MISSING_ID}/attendance`, stranger)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, instructor)).statusCode).toBe(403);
    expect((await call('GET', url, admin)).statusCode).toBe(403);
  });
});

describe("GET /api/me/teaching-sessions: the instructor's timetable", () => {
  it('lists the sessions of their classes of the last eight weeks and to come, with enrolled and recorded counts', async () => {
    const { instructor, ana, spanishId, first } = await school();
    const frenchId = await addClass(instructor, french, 'pending');
    const other = await ctx.createUser('instructor');
    await addClass(other, { ...spanish, name: 'Italian A1' });
    await mark(spanishId, first._id, ana, 'present', instructor);

    const res = await call('GET', '/api/me/teaching-sessions', instructor);
    expect(res.statusCode, res.body).toBe(200);
    const sessions = teachingSessionsAnswer.parse(res.json());
    expect(sessions).toHaveLength(9);
    expect(new Set(sessions.map((s) => s.className))).toEqual(new Set(['Spanish B1', 'French A2']));
    expect(sessions.map((s) => s.startsAt)).toEqual([...sessions.map((s) => s.startsAt)].sort());
    expect(sessions.find((s) => s._id === first._id)).toMatchObject({
      classId: spanishId,
      classStatus: 'approved',
      enrolled: 2,
      recorded: 1,
      timeZone: 'Europe/Madrid',
      meetingLink: 'https://meet.example.com/spanish-b1',
    });
    expect(sessions.find((s) => s.classId === frenchId)).toMatchObject({
      classStatus: 'pending',
      enrolled: 0,
      recorded: 0,
      address: 'Rue de Rivoli 1, Paris',
    });

    // Nine weeks on, the first sessions are more than eight weeks past.
    clock = new Date('2026-12-18T08:00:00Z');
    const later = teachingSessionsAnswer.parse(
      (await call('GET', '/api/me/teaching-sessions', instructor)).json(),
    );
    expect(later.map((s) => s.startsAt)).not.toContain(first.startsAt);
    expect(later.length).toBeGreaterThan(0);
  });

  it('is for instructors only', async () => {
    const student = await ctx.createUser('user');
    const admin = await ctx.createUser('admin');
    expect((await call('GET', '/api/me/teaching-sessions')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/teaching-sessions', student)).statusCode).toBe(403);
    expect((await call('GET', '/api/me/teaching-sessions', admin)).statusCode).toBe(403);
  });
});

describe("GET /api/sessions/week: every class's sessions in one week, for admins", () => {
  it('lists the approved and pending classes of every instructor in the week in the given zone, naming each', async () => {
    const { instructor } = await school();
    const other = await ctx.createUser('instructor', { name: 'Otto Other' });
    const admin = await ctx.createUser('admin');
    await addClass(instructor, french, 'pending');
    await addClass(other, {
      ...spanish,
      name: 'Italian A1',
      schedule: { ...spanish.schedule, startTime: '09:00' },
    });
    await addClass(
      other,
      { ...spanish, name: 'Denied Dutch', schedule: { ...spanish.schedule, startTime: '12:00' } },
      'denied',
    );

    const res = await call('GET', '/api/sessions/week?start=2026-10-19&tz=America/New_York', admin);
    expect(res.statusCode, res.body).toBe(200);
    const week = weekSessionsAnswer.parse(res.json());
    // Monday 19 October 00:00 in New York (EDT) to Monday 26 October 00:00 (still EDT).
    expect(week).toMatchObject({
      start: '2026-10-19',
      timeZone: 'America/New_York',
      from: '2026-10-19T04:00:00.000Z',
      to: '2026-10-26T04:00:00.000Z',
    });
    expect(week.sessions.map((s) => [s.className, s.startsAt, s.instructorName])).toEqual([
      ['Italian A1', '2026-10-19T07:00:00.000Z', 'Otto Other'],
      ['Spanish B1', '2026-10-19T16:00:00.000Z', 'Ines Instructor'],
      ['French A2', '2026-10-20T08:00:00.000Z', 'Ines Instructor'],
      ['Italian A1', '2026-10-21T07:00:00.000Z', 'Otto Other'],
      ['Spanish B1', '2026-10-21T16:00:00.000Z', 'Ines Instructor'],
    ]);
    expect(week.sessions[2]).toMatchObject({ classStatus: 'pending', instructor: instructor.email });
    expect(res.body).not.toContain('meet.example.com');
  });

  it('refuses a start that is no date and a zone that is none, and everyone but admins', async () => {
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser('user');
    for (const query of [
      'start=2026-02-30&tz=UTC',
      'start=monday&tz=UTC',
      'start=2026-10-19&tz=Mars/Olympus',
      'tz=UTC',
    ]) {
      const res = await call('GET', `/api/sessions/week?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    const url = '/api/sessions/week?start=2026-10-19&tz=UTC';
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, student)).statusCode).toBe(403);
    expect((await call('GET', url, instructor)).statusCode).toBe(403);
  });
});
