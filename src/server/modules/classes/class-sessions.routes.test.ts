import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classSessionsAnswer } from '#contract/sessions';
import { classes, classSessions } from '#server/db/schema';
import {
  enrolInStore,
  postClass,
  SPANISH_B1_MEET,
  spanishB1Class,
  spanishB1Schedule,
  testApi,
} from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

// The school's clock stands at 1 October 2026, before the reference class's term starts.
let clock = new Date('2026-10-01T08:00:00Z');
const ctx = useTestApp({ now: () => clock });

const call = testApi(ctx).send;

const spanishClass = {
  ...spanishB1Class,
  description: 'Conversation and grammar for intermediate learners.\n\nBring a notebook.',
};
const MISSING_ID = '1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d';

function addClass(instructor: TestUser, body: object = spanishClass): Promise<string> {
  return postClass(ctx, instructor, body);
}

async function approve(id: string) {
  await ctx.store.db.update(classes).set({ status: 'approved' }).where(eq(classes.id, id));
}

async function sessionsOf(id: string, who?: TestUser) {
  const res = await call('GET', `/api/classes/${id}/sessions`, who);
  expect(res.statusCode, res.body).toBe(200);
  return classSessionsAnswer.parse(res.json());
}

async function mine(instructor: TestUser) {
  const res = await call('GET', `/api/classes/${encodeURIComponent(instructor.email)}`, instructor);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
}

const move = (who: TestUser | undefined, classId: string, sessionId: string, body: object) =>
  call('POST', `/api/classes/${classId}/sessions/${sessionId}/move`, who, body);
const cancel = (who: TestUser | undefined, classId: string, sessionId: string, body: object) =>
  call('POST', `/api/classes/${classId}/sessions/${sessionId}/cancel`, who, body);

function expectRefusal(
  res: { statusCode: number; json(): unknown },
  status: number,
  message: RegExp | string,
) {
  expect(res.statusCode).toBe(status);
  const { error } = res.json() as { error: { message: string } };
  if (typeof message === 'string') expect(error.message).toContain(message);
  else expect(error.message).toMatch(message);
}

describe('adding a class with a schedule', () => {
  it('makes its sessions at the right UTC instants across the clock change, and answers its new fields', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    const { sessions, timeZone, format, meetingLink } = await sessionsOf(id, instructor);
    expect({ timeZone, format, meetingLink }).toEqual({
      timeZone: 'Europe/Madrid',
      format: 'online',
      meetingLink: SPANISH_B1_MEET,
    });
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-10-12T16:00:00.000Z',
      '2026-10-14T16:00:00.000Z',
      '2026-10-19T16:00:00.000Z',
      '2026-10-21T16:00:00.000Z',
      '2026-10-26T17:00:00.000Z',
      '2026-10-28T17:00:00.000Z',
      '2026-11-02T17:00:00.000Z',
      '2026-11-04T17:00:00.000Z',
      '2026-11-09T17:00:00.000Z',
      '2026-11-11T17:00:00.000Z',
    ]);
    expect(sessions.every((s) => s.status === 'scheduled' && s.sequence === 0 && s.reason === null)).toBe(
      true,
    );
    const [listed] = await mine(instructor);
    expect(listed).toMatchObject({
      language: 'es',
      level: 'B1',
      description: 'Conversation and grammar for intermediate learners.\n\nBring a notebook.',
      format: 'online',
      address: null,
      timeZone: 'Europe/Madrid',
      schedule: spanishB1Schedule,
      firstSessionAt: '2026-10-12T16:00:00.000Z',
      lastSessionAt: '2026-11-11T17:00:00.000Z',
    });
    expect(JSON.stringify(listed)).not.toContain(SPANISH_B1_MEET);
  });

  it('keeps a class without a schedule valid: no sessions, its schedule to be announced', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor, {
      name: 'Spanish A1',
      price: 10,
      img: '/images/classes/spanish.svg',
      availableSeats: 5,
    });
    expect(await sessionsOf(id, instructor)).toEqual({
      classId: id,
      timeZone: null,
      format: null,
      address: null,
      meetingLink: null,
      sessions: [],
    });
    expect((await mine(instructor))[0]).toMatchObject({
      language: null,
      level: null,
      description: null,
      format: null,
      schedule: null,
      firstSessionAt: null,
    });
  });

  it('takes a class in person with its address, which everyone may read', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor, {
      ...spanishClass,
      format: { kind: 'in-person', address: 'Calle Mayor 1, 28013 Madrid' },
    });
    await approve(id);
    expect(await sessionsOf(id)).toMatchObject({
      format: 'in-person',
      address: 'Calle Mayor 1, 28013 Madrid',
      meetingLink: null,
    });
  });

  it('counts sessions held: 8 sessions with 2 skipped dates are 8 sessions, ending later', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor, {
      ...spanishClass,
      schedule: { ...spanishB1Schedule, sessionCount: 8, skipDates: ['2026-10-14', '2026-10-26'] },
    });
    await approve(id);
    const { sessions } = await sessionsOf(id, instructor);
    expect(sessions).toHaveLength(8);
    const dates = sessions.map((session) => session.startsAt.slice(0, 10));
    expect(dates).not.toContain('2026-10-14');
    expect(dates).not.toContain('2026-10-26');
    // Without the skipped dates the eighth Monday or Wednesday from 12 October is 4 November.
    expect(dates.at(-1)).toBe('2026-11-11');
    expect((await mine(instructor))[0]).toMatchObject({ schedule: { sessionCount: 8 } });
  });

  it('holds every session even when the first meetings are skipped', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor, {
      ...spanishClass,
      schedule: { ...spanishB1Schedule, sessionCount: 2, skipDates: ['2026-10-12', '2026-10-14'] },
    });
    await approve(id);
    const { sessions } = await sessionsOf(id, instructor);
    expect(sessions.map((session) => session.startsAt.slice(0, 10))).toEqual(['2026-10-19', '2026-10-21']);
  });

  it('refuses more than 200 sessions', async () => {
    const instructor = await ctx.createUser('instructor');
    const res = await call('POST', '/api/classes', instructor, {
      ...spanishClass,
      schedule: { ...spanishB1Schedule, sessionCount: 201 },
    });
    expectRefusal(res, 400, 'at most 200 sessions');
    expect(res.json().error.fields).toHaveProperty(['schedule.sessionCount']);
  });

  it('refuses a time zone it does not know', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const timeZone of ['Europe/Atlantis', '+02:00', 'GMT+2 (Madrid)']) {
      const res = await call('POST', '/api/classes', instructor, {
        ...spanishClass,
        schedule: { ...spanishB1Schedule, timeZone },
      });
      expectRefusal(res, 400, 'Time zone must be an IANA time zone');
      expect(res.json().error.fields).toHaveProperty(['schedule.timeZone']);
    }
  });

  it('refuses a start time that does not exist on a spring-forward night, naming the date', async () => {
    const instructor = await ctx.createUser('instructor');
    const res = await call('POST', '/api/classes', instructor, {
      ...spanishClass,
      // Europe moves its clocks from 02:00 to 03:00 on Sunday 28 March 2027.
      schedule: {
        ...spanishB1Schedule,
        firstDate: '2027-03-14',
        days: ['sun'],
        startTime: '02:30',
        sessionCount: 3,
      },
    });
    expectRefusal(res, 400, '02:30 does not exist on 2027-03-28 in Europe/Madrid');
    expect(res.json().error.fields).toHaveProperty(['schedule.startTime']);
  });

  it('refuses an online class without a meeting link, or with one that is not https', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const format of [
      { kind: 'online' },
      { kind: 'online', meetingLink: 'http://meet.example.com/x' },
      { kind: 'online', meetingLink: 'javascript:alert(1)' },
      { kind: 'in-person', address: '' },
      { kind: 'in-person', meetingLink: SPANISH_B1_MEET },
      { kind: 'hybrid' },
    ]) {
      const res = await call('POST', '/api/classes', instructor, { ...spanishClass, format });
      expect(res.statusCode, JSON.stringify(format)).toBe(400);
    }
  });

  it('refuses a level, a language or a description it does not take', async () => {
    const instructor = await ctx.createUser('instructor');
    for (const [field, value] of [
      ['level', 'B3'],
      ['language', 'xx'],
      ['language', 'Spanish'],
      ['description', 'x'.repeat(2001)],
    ] as const) {
      const res = await call('POST', '/api/classes', instructor, { ...spanishClass, [field]: value });
      expect(res.statusCode, `${field}=${value.slice(0, 20)}`).toBe(400);
      expect(res.json().error.fields).toHaveProperty([field]);
    }
    await addClass(instructor, { ...spanishClass, description: 'x'.repeat(2000) });
  });

  it('refuses sessions that overlap another class of the same instructor, naming it and the date', async () => {
    const instructor = await ctx.createUser('instructor');
    await addClass(instructor);
    const res = await call('POST', '/api/classes', instructor, {
      ...spanishClass,
      name: 'Spanish conversation',
      schedule: {
        ...spanishB1Schedule,
        firstDate: '2026-10-20',
        days: ['wed'],
        startTime: '19:00',
        sessionCount: 3,
      },
    });
    expectRefusal(res, 409, 'A session on 2026-10-21 overlaps "Spanish B1"');
    expect(await ctx.store.db.select().from(classes)).toHaveLength(1);
  });

  it('lets only one of two clashing classes sent at the same moment in', async () => {
    const instructor = await ctx.createUser('instructor');
    const answers = await Promise.all(
      ['Spanish B1 (morning group)', 'Spanish B1 (evening group)'].map((name) =>
        call('POST', '/api/classes', instructor, { ...spanishClass, name }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.store.db.select().from(classes)).toHaveLength(1);
    expect(await ctx.store.db.select().from(classSessions)).toHaveLength(10);
  });

  it('takes sessions that only touch, those of another instructor, and the time of a cancelled session', async () => {
    const [instructor, other] = [await ctx.createUser('instructor'), await ctx.createUser('instructor')];
    const first = await addClass(instructor);
    // 19:30 is when Spanish B1 ends.
    await addClass(instructor, {
      ...spanishClass,
      name: 'After',
      schedule: { ...spanishB1Schedule, startTime: '19:30' },
    });
    await addClass(other, spanishClass);
    const { sessions } = await sessionsOf(first, instructor);
    expect((await cancel(instructor, first, sessions[0]!._id, { reason: 'Holiday' })).statusCode).toBe(200);
    await addClass(instructor, {
      ...spanishClass,
      name: 'Stand-in',
      schedule: { ...spanishB1Schedule, firstDate: '2026-10-12', days: ['mon'], sessionCount: 1 },
    });
  });
});

describe('editing the schedule of a class', () => {
  it('replaces the sessions while nobody is enrolled, and keeps an approved class on sale', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    await approve(id);
    const res = await call('PATCH', `/api/classes/${id}`, instructor, {
      schedule: { ...spanishB1Schedule, days: ['tue'], startTime: '09:00', sessionCount: 2 },
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const { sessions } = await sessionsOf(id, instructor);
    expect(sessions.map((s) => s.startsAt)).toEqual(['2026-10-13T07:00:00.000Z', '2026-10-20T07:00:00.000Z']);
    expect((await mine(instructor))[0]).toMatchObject({ status: 'approved', schedule: { days: ['tue'] } });
  });

  it('changes nothing for the schedule it already has, written in another order', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor, {
      ...spanishClass,
      schedule: { ...spanishB1Schedule, skipDates: ['2026-10-19'] },
    });
    await approve(id);
    const before = await sessionsOf(id, instructor);
    const res = await call('PATCH', `/api/classes/${id}`, instructor, {
      schedule: {
        ...spanishB1Schedule,
        days: ['wed', 'mon'],
        timeZone: 'europe/madrid',
        skipDates: ['2026-10-19', '2026-10-19'],
      },
    });
    expect(res.json()).toEqual({ modifiedCount: 0 });
    expect(await sessionsOf(id, instructor)).toEqual(before);
    expect((await mine(instructor))[0]).toMatchObject({ status: 'approved' });
  });

  it('removes the sessions when the schedule is cleared', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    expect((await call('PATCH', `/api/classes/${id}`, instructor, { schedule: null })).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await sessionsOf(id, instructor)).sessions).toEqual([]);
    expect((await mine(instructor))[0]).toMatchObject({ schedule: null, timeZone: null });
  });

  it('refuses a new schedule once a student is enrolled, but takes other changes', async () => {
    const [instructor, student] = [await ctx.createUser('instructor'), await ctx.createUser('user')];
    const id = await addClass(instructor);
    await approve(id);
    await enrolInStore(ctx, id, student);
    const before = await sessionsOf(id, instructor);
    for (const schedule of [{ ...spanishB1Schedule, startTime: '19:00' }, null]) {
      const res = await call('PATCH', `/api/classes/${id}`, instructor, { schedule });
      expectRefusal(res, 409, 'move or cancel its sessions one at a time');
    }
    expect(await sessionsOf(id, instructor)).toEqual(before);
    const res = await call('PATCH', `/api/classes/${id}`, instructor, {
      description: 'Now with a reading list.',
      format: { kind: 'online', meetingLink: 'https://meet.example.com/new-room' },
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    // Still on sale (neither is what an admin approved), the class shows the new link to its student.
    expect((await sessionsOf(id, student)).meetingLink).toBe('https://meet.example.com/new-room');
  });

  it("refuses a schedule that overlaps another of the instructor's classes, but not its own old sessions", async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    const other = await addClass(instructor, {
      ...spanishClass,
      name: 'Portuguese A2',
      schedule: { ...spanishB1Schedule, days: ['tue'] },
    });
    const shifted = await call('PATCH', `/api/classes/${id}`, instructor, {
      schedule: { ...spanishB1Schedule, startTime: '18:30' },
    });
    expect(shifted.json()).toEqual({ modifiedCount: 1 });
    const res = await call('PATCH', `/api/classes/${other}`, instructor, {
      schedule: { ...spanishB1Schedule, days: ['wed'], startTime: '19:00' },
    });
    expectRefusal(res, 409, 'A session on 2026-10-14 overlaps "Spanish B1"');
  });

  it('tells an instructor of a clash before sending, with the message adding the class would answer', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    const check = (body: object) => call('POST', '/api/classes/schedule-check', instructor, body);
    const clashing = { ...spanishB1Schedule, days: ['wed'], startTime: '19:00' };
    const res = await check({ schedule: clashing });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      clash: {
        message: expect.stringContaining('A session on 2026-10-14 overlaps "Spanish B1" on 2026-10-14'),
        date: '2026-10-14',
        className: 'Spanish B1',
      },
    });
    const added = await call('POST', '/api/classes', instructor, { ...spanishClass, schedule: clashing });
    expectRefusal(added, 409, res.json().clash.message);
    // Fixed: an hour after the class ends, no clash.
    expect((await check({ schedule: { ...clashing, startTime: '19:30' } })).json()).toEqual({ clash: null });
    // The class being edited does not clash with its own sessions.
    expect((await check({ schedule: spanishB1Schedule, classId: id })).json()).toEqual({ clash: null });
    expect((await check({ schedule: spanishB1Schedule })).json().clash).not.toBeNull();
    // Nothing was written.
    expect(await ctx.store.db.select().from(classes)).toHaveLength(1);
  });

  it('refuses to check a schedule that adding a class would refuse, or against a class not yours', async () => {
    const instructor = await ctx.createUser('instructor');
    const other = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    const check = (who: TestUser, body: object) => call('POST', '/api/classes/schedule-check', who, body);
    expectRefusal(
      await check(instructor, {
        schedule: {
          ...spanishB1Schedule,
          firstDate: '2027-03-28',
          days: ['sun'],
          startTime: '02:00',
          sessionCount: 1,
        },
      }),
      400,
      '02:00 does not exist on 2027-03-28',
    );
    expectRefusal(await check(other, { schedule: spanishB1Schedule, classId: id }), 403, 'your own classes');
    expectRefusal(
      await check(instructor, {
        schedule: spanishB1Schedule,
        classId: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      'No class',
    );
  });

  it('refuses the schedule refusals of adding a class', async () => {
    const instructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    const res = await call('PATCH', `/api/classes/${id}`, instructor, {
      schedule: {
        ...spanishB1Schedule,
        firstDate: '2027-03-28',
        days: ['sun'],
        startTime: '02:00',
        sessionCount: 1,
      },
    });
    expectRefusal(res, 400, '02:00 does not exist on 2027-03-28');
  });
});

describe('GET /api/classes/:id/sessions', () => {
  it('shows an approved class to everyone, the meeting link only to its students, its instructor and admins', async () => {
    const [instructor, other, student, stranger, admin] = [
      await ctx.createUser('instructor'),
      await ctx.createUser('instructor'),
      await ctx.createUser('user'),
      await ctx.createUser('user'),
      await ctx.createUser('admin'),
    ];
    const id = await addClass(instructor);
    await approve(id);
    await enrolInStore(ctx, id, student);
    const linkSeenBy = async (who?: TestUser) => (await sessionsOf(id, who)).meetingLink;
    expect(await linkSeenBy()).toBeNull();
    expect(await linkSeenBy(stranger)).toBeNull();
    expect(await linkSeenBy(other)).toBeNull();
    expect(await linkSeenBy(student)).toBe(SPANISH_B1_MEET);
    expect(await linkSeenBy(instructor)).toBe(SPANISH_B1_MEET);
    expect(await linkSeenBy(admin)).toBe(SPANISH_B1_MEET);
    expect((await sessionsOf(id)).sessions).toHaveLength(10);
  });

  it('hides a class that is not approved from everyone but its instructor and admins', async () => {
    const [instructor, other, student, admin] = [
      await ctx.createUser('instructor'),
      await ctx.createUser('instructor'),
      await ctx.createUser('user'),
      await ctx.createUser('admin'),
    ];
    const id = await addClass(instructor);
    for (const who of [undefined, other, student]) {
      expectRefusal(await call('GET', `/api/classes/${id}/sessions`, who), 404, 'No class with that id');
    }
    expect((await sessionsOf(id, admin)).sessions).toHaveLength(10);
    expectRefusal(
      await call('GET', `/api/classes/${MISSING_ID}/sessions`, admin),
      404,
      'No class with that id',
    );
    expect((await call('GET', '/api/classes/not-a-uuid/sessions', admin)).statusCode).toBe(400);
  });
});

describe('moving and cancelling one session', () => {
  async function scheduled() {
    const [instructor, other, student, admin] = [
      await ctx.createUser('instructor'),
      await ctx.createUser('instructor'),
      await ctx.createUser('user'),
      await ctx.createUser('admin'),
    ];
    const id = await addClass(instructor);
    await approve(id);
    await enrolInStore(ctx, id, student);
    const { sessions } = await sessionsOf(id, instructor);
    return { instructor, other, student, admin, id, sessions };
  }

  it('moves a session to a new local time, keeping its length, raising its sequence and keeping the reason', async () => {
    const { instructor, student, id, sessions } = await scheduled();
    // Tuesday 27 October is after Europe's change: 19:00 in Madrid is 18:00 UTC.
    const res = await move(instructor, id, sessions[4]!._id, {
      date: '2026-10-27',
      startTime: '19:00',
      reason: 'The room is taken on Monday.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      _id: sessions[4]!._id,
      startsAt: '2026-10-27T18:00:00.000Z',
      endsAt: '2026-10-27T19:30:00.000Z',
      status: 'scheduled',
      sequence: 1,
      reason: 'The room is taken on Monday.',
    });
    const after = (await sessionsOf(id, student)).sessions;
    expect(after.find((s) => s._id === sessions[4]!._id)).toEqual(res.json());
    expect(after.filter((s) => s._id !== sessions[4]!._id)).toEqual(
      sessions.filter((s) => s._id !== sessions[4]!._id),
    );
    const again = await move(instructor, id, sessions[4]!._id, { date: '2026-10-27', startTime: '20:00' });
    expect(again.json()).toMatchObject({ sequence: 2, reason: null, startsAt: '2026-10-27T19:00:00.000Z' });
  });

  it('lets an admin move and cancel, and refuses everyone else', async () => {
    const { other, student, admin, id, sessions } = await scheduled();
    const to = { date: '2026-10-13', startTime: '18:00' };
    expect((await move(admin, id, sessions[0]!._id, to)).statusCode).toBe(200);
    expect((await cancel(admin, id, sessions[1]!._id, { reason: 'Strike' })).statusCode).toBe(200);
    expectRefusal(await move(other, id, sessions[2]!._id, to), 403, 'your own classes');
    expectRefusal(await cancel(other, id, sessions[2]!._id, { reason: 'x' }), 403, 'your own classes');
    expect((await move(student, id, sessions[2]!._id, to)).statusCode).toBe(403);
    expect((await cancel(undefined, id, sessions[2]!._id, { reason: 'x' })).statusCode).toBe(401);
    expect((await sessionsOf(id, admin)).sessions[2]).toEqual(sessions[2]);
  });

  it('answers 404 for a session that is not one of the class', async () => {
    const { instructor, id, sessions } = await scheduled();
    const otherClass = await addClass(instructor, {
      ...spanishClass,
      name: 'Other',
      schedule: { ...spanishB1Schedule, days: ['fri'] },
    });
    const to = { date: '2026-10-13', startTime: '18:00' };
    expectRefusal(await move(instructor, id, MISSING_ID, to), 404, 'No session with that id');
    expectRefusal(await move(instructor, otherClass, sessions[0]!._id, to), 404, 'No session with that id');
    expectRefusal(await cancel(instructor, MISSING_ID, sessions[0]!._id, { reason: 'x' }), 404, 'No class');
  });

  it('refuses a start time that does not exist that day, or has passed', async () => {
    const { instructor, id, sessions } = await scheduled();
    expectRefusal(
      await move(instructor, id, sessions[0]!._id, { date: '2027-03-28', startTime: '02:15' }),
      400,
      '02:15 does not exist on 2027-03-28 in Europe/Madrid',
    );
    expectRefusal(
      await move(instructor, id, sessions[0]!._id, { date: '2026-09-30', startTime: '18:00' }),
      400,
      'already passed',
    );
    for (const body of [
      { date: '2026-10-13' },
      { date: '13/10/2026', startTime: '18:00' },
      { date: '2026-10-13', startTime: '25:00' },
      { date: '2026-10-13', startTime: '18:00', sequence: 9 },
    ]) {
      expect((await move(instructor, id, sessions[0]!._id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('takes the earlier of a repeated hour on a fall-back night', async () => {
    const { instructor, id, sessions } = await scheduled();
    const res = await move(instructor, id, sessions[3]!._id, { date: '2026-10-25', startTime: '02:30' });
    expect(res.json()).toMatchObject({ startsAt: '2026-10-25T00:30:00.000Z' });
  });

  it('refuses a new time that overlaps another class of the instructor, naming it and the date', async () => {
    const { instructor, id, sessions } = await scheduled();
    await addClass(instructor, {
      ...spanishClass,
      name: 'German A2',
      schedule: { ...spanishB1Schedule, days: ['thu'] },
    });
    expectRefusal(
      await move(instructor, id, sessions[0]!._id, { date: '2026-10-15', startTime: '17:00' }),
      409,
      'The new time on 2026-10-15 overlaps "German A2"',
    );
    expectRefusal(
      await move(instructor, id, sessions[0]!._id, { date: '2026-10-14', startTime: '19:00' }),
      409,
      'overlaps "Spanish B1"',
    );
    expect(
      (await move(instructor, id, sessions[0]!._id, { date: '2026-10-12', startTime: '18:30' })).statusCode,
    ).toBe(200);
  });

  it('cancels a session with a reason, raising its sequence once', async () => {
    const { instructor, student, id, sessions } = await scheduled();
    const res = await cancel(instructor, id, sessions[2]!._id, { reason: '  Public holiday.  ' });
    expect(res.json()).toEqual({
      ...sessions[2],
      status: 'cancelled',
      sequence: 1,
      reason: 'Public holiday.',
    });
    const again = await cancel(instructor, id, sessions[2]!._id, { reason: 'Another reason' });
    expect(again.json()).toEqual(res.json());
    expect((await sessionsOf(id, student)).sessions[2]).toEqual(res.json());
    expectRefusal(
      await move(instructor, id, sessions[2]!._id, { date: '2026-10-20', startTime: '18:00' }),
      409,
      'cancelled',
    );
  });

  it('refuses a cancellation without a reason', async () => {
    const { instructor, id, sessions } = await scheduled();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 4 }]) {
      const res = await cancel(instructor, id, sessions[0]!._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('reason');
    }
  });

  it('refuses to change a session that has taken place', async () => {
    const { instructor, id, sessions } = await scheduled();
    clock = new Date('2026-10-13T00:00:00Z');
    try {
      expectRefusal(
        await cancel(instructor, id, sessions[0]!._id, { reason: 'Late' }),
        409,
        'already taken place',
      );
      expectRefusal(
        await move(instructor, id, sessions[0]!._id, { date: '2026-10-20', startTime: '10:00' }),
        409,
        'already taken place',
      );
      expect((await cancel(instructor, id, sessions[1]!._id, { reason: 'Ill' })).statusCode).toBe(200);
    } finally {
      clock = new Date('2026-10-01T08:00:00Z');
    }
    const rows = await ctx.store.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, sessions[0]!._id));
    expect(rows[0]).toMatchObject({ status: 'scheduled', sequence: 0 });
  });

  it('leaves first and last session dates on scheduled sessions only', async () => {
    const { instructor, id, sessions } = await scheduled();
    await cancel(instructor, id, sessions[0]!._id, { reason: 'Holiday' });
    const listed = (await mine(instructor)).find((c) => c._id === id);
    expect(listed).toMatchObject({
      firstSessionAt: sessions[1]!.startsAt,
      lastSessionAt: sessions[9]!.startsAt,
    });
  });
});
