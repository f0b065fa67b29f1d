import { describe, expect, it } from 'vitest';
import {
  classFormatInput,
  classLevel,
  findOverlaps,
  generateSessions,
  isCalendarDate,
  isTimeZone,
  scheduleInput,
  type GeneratedSession,
  type ScheduleInput,
  type ScheduleInputIn,
} from './schedule.js';

const base: ScheduleInput = {
  firstDate: '2026-10-11',
  days: ['mon', 'wed'],
  startTime: '18:00',
  durationMinutes: 90,
  sessionCount: 10,
  timeZone: 'Europe/Madrid',
  skipDates: [],
};

function sessionsOf(schedule: Partial<ScheduleInput>): GeneratedSession[] {
  const result = generateSessions({ ...base, ...schedule });
  if (!result.ok) throw new Error(result.message);
  return result.sessions;
}

/** The wall-clock time of an instant in a zone, as HH:MM. */
const clockIn = (zone: string, instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

const parse = (value: ScheduleInputIn) => scheduleInput.safeParse(value);
const messagesOf = (value: unknown) => {
  const result = scheduleInput.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the reference schedule: Mon and Wed 18:00 in Madrid across both clock changes of 2026', () => {
  // Two weeks before the last Sunday of October 2026 (the 25th, when Europe changes); the United States
  // changes a week later, on Sunday 1 November.
  const sessions = sessionsOf({});

  it('lays out ten sessions on Mondays and Wednesdays from the first date', () => {
    expect(sessions.map((s) => s.localDate)).toEqual([
      '2026-10-12',
      '2026-10-14',
      '2026-10-19',
      '2026-10-21',
      '2026-10-26',
      '2026-10-28',
      '2026-11-02',
      '2026-11-04',
      '2026-11-09',
      '2026-11-11',
    ]);
  });

  it('starts at 18:00 in Madrid: 16:00 UTC in summer time, 17:00 UTC after Europe changes', () => {
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-10-12T16:00:00Z',
      '2026-10-14T16:00:00Z',
      '2026-10-19T16:00:00Z',
      '2026-10-21T16:00:00Z',
      '2026-10-26T17:00:00Z',
      '2026-10-28T17:00:00Z',
      '2026-11-02T17:00:00Z',
      '2026-11-04T17:00:00Z',
      '2026-11-09T17:00:00Z',
      '2026-11-11T17:00:00Z',
    ]);
    expect(sessions.every((s) => clockIn('Europe/Madrid', s.startsAt) === '18:00')).toBe(true);
  });

  it('reads 12:00 in New York, then 13:00 in the week between the two changes, then 12:00 again', () => {
    expect(sessions.map((s) => clockIn('America/New_York', s.startsAt))).toEqual([
      '12:00',
      '12:00',
      '12:00',
      '12:00',
      '13:00',
      '13:00',
      '12:00',
      '12:00',
      '12:00',
      '12:00',
    ]);
  });

  it('ends each session its duration later', () => {
    for (const s of sessions) expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(90 * 60_000);
    expect(sessions[0]!.endsAt).toBe('2026-10-12T17:30:00Z');
  });
});

describe('generateSessions', () => {
  it('starts on the first meeting day on or after the first date', () => {
    expect(sessionsOf({ firstDate: '2026-10-12', sessionCount: 1 })[0]!.localDate).toBe('2026-10-12');
    expect(sessionsOf({ firstDate: '2026-10-13', sessionCount: 1 })[0]!.localDate).toBe('2026-10-14');
  });

  it('counts sessions held: skipped dates push the series later', () => {
    const sessions = sessionsOf({ skipDates: ['2026-10-14', '2026-10-26', '2026-10-13'] });
    expect(sessions).toHaveLength(10);
    expect(sessions.map((s) => s.localDate)).not.toContain('2026-10-14');
    expect(sessions.map((s) => s.localDate)).not.toContain('2026-10-26');
    // Ten Mondays and Wednesdays from 12 October end on 11 November; two skipped meetings push it to 18 November.
    expect(sessions.at(-1)!.localDate).toBe('2026-11-18');
  });

  it('holds every session even when the first meetings are skipped', () => {
    const result = generateSessions({ ...base, sessionCount: 2, skipDates: ['2026-10-12', '2026-10-14'] });
    expect(result.ok && result.sessions.map((s) => s.localDate)).toEqual(['2026-10-19', '2026-10-21']);
  });

  it('refuses more than 200 sessions', () => {
    const result = generateSessions({ ...base, sessionCount: 201 });
    expect(result).toMatchObject({ ok: false, reason: 'too-many', field: 'sessionCount' });
    expect(!result.ok && result.message).toMatch(/at most 200/);
    expect(
      sessionsOf({ sessionCount: 200, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }),
    ).toHaveLength(200);
  });

  it('refuses a zone it does not know', () => {
    const result = generateSessions({ ...base, timeZone: 'Europe/Atlantis' });
    expect(result).toMatchObject({ ok: false, reason: 'unknown-zone', field: 'timeZone' });
    expect(!result.ok && result.message).toContain('Europe/Atlantis');
  });

  it('refuses a start time the clocks skip on a spring-forward night, naming the date', () => {
    // Europe moves from 02:00 to 03:00 on Sunday 29 March 2026.
    const result = generateSessions({
      ...base,
      firstDate: '2026-03-15',
      days: ['sun'],
      startTime: '02:30',
      sessionCount: 4,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: 'nonexistent-time',
      field: 'startTime',
      date: '2026-03-29',
    });
    expect(!result.ok && result.message).toContain('02:30 does not exist on 2026-03-29 in Europe/Madrid');
  });

  it('takes such a schedule once the spring-forward date is skipped', () => {
    const sessions = sessionsOf({
      firstDate: '2026-03-15',
      days: ['sun'],
      startTime: '02:30',
      sessionCount: 4,
      skipDates: ['2026-03-29'],
    });
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-03-15T01:30:00Z',
      '2026-03-22T01:30:00Z',
      '2026-04-05T00:30:00Z',
      '2026-04-12T00:30:00Z',
    ]);
  });

  it('takes a repeated hour on a fall-back night the first time, before the clocks go back', () => {
    // Europe goes from 03:00 back to 02:00 on Sunday 25 October 2026: 02:30 happens twice.
    const [session] = sessionsOf({
      firstDate: '2026-10-25',
      days: ['sun'],
      startTime: '02:30',
      sessionCount: 1,
    });
    expect(session!.startsAt).toBe('2026-10-25T00:30:00Z');
  });

  it('lasts the real duration over a clock change', () => {
    // 01:30 to 03:30 by the clock is three hours of real time on the fall-back night in New York.
    const [session] = sessionsOf({
      firstDate: '2026-11-01',
      days: ['sun'],
      startTime: '01:30',
      durationMinutes: 120,
      sessionCount: 1,
      timeZone: 'America/New_York',
    });
    expect(session!.startsAt).toBe('2026-11-01T05:30:00Z');
    expect(session!.endsAt).toBe('2026-11-01T07:30:00Z');
  });

  it('keeps the local time in a zone without daylight saving and across a year end', () => {
    const sessions = sessionsOf({
      firstDate: '2026-12-28',
      days: ['mon', 'fri'],
      startTime: '09:15',
      sessionCount: 3,
      timeZone: 'Asia/Tokyo',
    });
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-12-28T00:15:00Z',
      '2027-01-01T00:15:00Z',
      '2027-01-04T00:15:00Z',
    ]);
  });

  it('dates a late session by its local day, even when UTC is already on the next', () => {
    const [session] = sessionsOf({
      firstDate: '2026-10-12',
      days: ['mon'],
      startTime: '23:30',
      sessionCount: 1,
      timeZone: 'America/Los_Angeles',
    });
    expect(session).toMatchObject({ localDate: '2026-10-12', startsAt: '2026-10-13T06:30:00Z' });
  });
});

describe('scheduleInput', () => {
  it('takes a complete schedule and puts days in week order and skipped dates in order, once each', () => {
    const result = parse({
      ...base,
      days: ['wed', 'mon'],
      skipDates: ['2026-11-02', '2026-10-14', '2026-11-02'],
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ days: ['mon', 'wed'], skipDates: ['2026-10-14', '2026-11-02'] });
  });

  it('needs no skipped dates', () => {
    const written: ScheduleInputIn = { ...base };
    delete written.skipDates;
    expect(parse(written).data?.skipDates).toEqual([]);
  });

  it('refuses no meeting day, an unknown day and a day twice', () => {
    expect(messagesOf({ ...base, days: [] })).toEqual(['days: Choose at least one meeting day']);
    expect(messagesOf({ ...base, days: ['mon', 'mon'] })).toEqual([
      'days: Each meeting day can be chosen once',
    ]);
    expect(messagesOf({ ...base, days: ['monday'] })[0]).toMatch(/^days\.0: Meeting days must be among mon/);
  });

  it('refuses dates that do not exist or are not written YYYY-MM-DD', () => {
    for (const firstDate of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '12/10/2026',
      '2026-1-5',
      '',
      '1999-12-31',
    ]) {
      expect(messagesOf({ ...base, firstDate })[0], firstDate).toMatch(/^firstDate: First date must/);
    }
    expect(parse({ ...base, firstDate: '2028-02-29' }).success).toBe(true);
    expect(messagesOf({ ...base, skipDates: ['2026-10-14', 'tomorrow'] })).toEqual([
      'skipDates.1: A skipped date must be a real date written YYYY-MM-DD',
    ]);
  });

  it('takes 24-hour HH:MM start times only', () => {
    for (const startTime of ['00:00', '09:05', '23:59'])
      expect(parse({ ...base, startTime }).success).toBe(true);
    for (const startTime of ['24:00', '9:00', '18:60', '6pm', '18:00:00', '']) {
      expect(messagesOf({ ...base, startTime })[0], startTime).toMatch(/^startTime: Start time must be/);
    }
  });

  it('bounds the duration and the number of sessions', () => {
    expect(messagesOf({ ...base, durationMinutes: 10 })).toEqual([
      'durationMinutes: Duration should be at least 15 minutes',
    ]);
    expect(messagesOf({ ...base, durationMinutes: 481 })[0]).toMatch(/at most 480 minutes/);
    expect(messagesOf({ ...base, durationMinutes: 60.5 })[0]).toMatch(/whole number/);
    expect(messagesOf({ ...base, sessionCount: 0 })).toEqual([
      'sessionCount: A class needs at least one session',
    ]);
    expect(messagesOf({ ...base, sessionCount: 201 })).toEqual([
      'sessionCount: A class can have at most 200 sessions',
    ]);
    expect(parse({ ...base, sessionCount: 200, durationMinutes: 480 }).success).toBe(true);
  });

  it('takes IANA zones Intl knows, in their own spelling, and refuses the rest', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(parse({ ...base, timeZone: 'europe/madrid' }).data?.timeZone).toBe('Europe/Madrid');
    expect(parse({ ...base, timeZone: 'Asia/Kolkata' }).data?.timeZone).toBe('Asia/Kolkata');
    for (const timeZone of ['Europe/Atlantis', '+01:00', 'CET+1', '', 'Europe/', '../etc/passwd']) {
      expect(messagesOf({ ...base, timeZone }), timeZone).toEqual([
        'timeZone: Time zone must be an IANA time zone such as Europe/Madrid',
      ]);
    }
  });

  it('refuses fields it does not know', () => {
    const result = scheduleInput.safeParse({ ...base, endDate: '2026-12-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['endDate'] }),
    ]);
  });

  it('checks real dates by the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
  });
});

describe('level and format', () => {
  it('takes the six CEFR levels and all levels', () => {
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'all'])
      expect(classLevel.safeParse(level).success).toBe(true);
    for (const level of ['a1', 'B3', 'beginner', '']) expect(classLevel.safeParse(level).success).toBe(false);
  });

  it('takes online with an https meeting link, or in person with an address', () => {
    expect(
      classFormatInput.safeParse({ kind: 'online', meetingLink: 'https://meet.example.com/abc-def' }).success,
    ).toBe(true);
    expect(classFormatInput.safeParse({ kind: 'in-person', address: 'Calle Mayor 1, Madrid' }).success).toBe(
      true,
    );
    for (const meetingLink of [
      'http://meet.example.com/x',
      'javascript:alert(1)',
      'https://',
      'meet.example.com',
      '',
      'https://a b.example',
    ]) {
      expect(classFormatInput.safeParse({ kind: 'online', meetingLink }).success, meetingLink).toBe(false);
    }
    expect(classFormatInput.safeParse({ kind: 'online', address: 'Calle Mayor 1' }).success).toBe(false);
    expect(classFormatInput.safeParse({ kind: 'in-person', address: '   ' }).success).toBe(false);
    expect(classFormatInput.safeParse({ kind: 'hybrid' }).success).toBe(false);
  });
});

describe('findOverlaps', () => {
  const span = (start: string, end: string, name = '') => ({ startsAt: start, endsAt: end, name });

  it('finds the pairs that share time, and not those that only touch', () => {
    const a = [
      span('2026-10-12T16:00:00Z', '2026-10-12T17:30:00Z', 'a1'),
      span('2026-10-14T16:00:00Z', '2026-10-14T17:30:00Z', 'a2'),
    ];
    const b = [
      span('2026-10-12T17:30:00Z', '2026-10-12T18:30:00Z', 'touches a1'),
      span('2026-10-14T17:00:00Z', '2026-10-14T18:00:00Z', 'overlaps a2'),
      span('2026-10-14T15:00:00Z', '2026-10-14T16:00:00Z', 'touches a2'),
      span('2026-10-12T15:00:00Z', '2026-10-12T16:30:00Z', 'overlaps a1'),
    ];
    expect(findOverlaps(a, b).map(({ a: x, b: y }) => `${x.name} x ${y.name}`)).toEqual([
      'a1 x overlaps a1',
      'a2 x overlaps a2',
    ]);
  });

  it('finds a long session overlapping several short ones, and one inside another', () => {
    const a = [span('2026-10-12T08:00:00Z', '2026-10-12T16:00:00Z', 'day')];
    const b = [
      span('2026-10-12T09:00:00Z', '2026-10-12T10:00:00Z', 'nine'),
      span('2026-10-12T07:00:00Z', '2026-10-12T17:00:00Z', 'around'),
      span('2026-10-12T15:59:00Z', '2026-10-12T18:00:00Z', 'late'),
      span('2026-10-12T16:00:00Z', '2026-10-12T18:00:00Z', 'after'),
    ];
    expect(findOverlaps(a, b).map((p) => p.b.name)).toEqual(['nine', 'around', 'late']);
    expect(findOverlaps(b, a).map((p) => p.a.name)).toEqual(['nine', 'around', 'late']);
  });

  it('agrees with comparing every pair on generated schedules', () => {
    const one = sessionsOf({ days: ['mon', 'wed', 'fri'], sessionCount: 40 });
    const two = sessionsOf({
      days: ['wed'],
      startTime: '17:00',
      durationMinutes: 45,
      sessionCount: 20,
      timeZone: 'Europe/Lisbon',
    });
    const brute = one.flatMap((x) =>
      two
        .filter(
          (y) =>
            Date.parse(x.startsAt) < Date.parse(y.endsAt) && Date.parse(y.startsAt) < Date.parse(x.endsAt),
        )
        .map((y) => `${x.startsAt}/${y.startsAt}`),
    );
    expect(brute.length).toBeGreaterThan(0);
    expect(findOverlaps(one, two).map(({ a, b }) => `${a.startsAt}/${b.startsAt}`)).toEqual(brute);
  });

  it('takes Dates as well as ISO strings, and finds nothing in empty lists', () => {
    const a = [{ startsAt: new Date('2026-10-12T16:00:00Z'), endsAt: new Date('2026-10-12T17:00:00Z') }];
    expect(findOverlaps(a, [span('2026-10-12T16:30:00Z', '2026-10-12T16:45:00Z')])).toHaveLength(1);
    expect(findOverlaps([], a)).toEqual([]);
    expect(findOverlaps(a, [])).toEqual([]);
  });
});
