import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeedCreated, calendarFeedStatus } from '#contract/calendar';
import { calendarFeeds, classes } from '#server/db/schema';
import {
  enrolInStore,
  postClass,
  SPANISH_B1_MEET,
  spanishB1Class,
  spanishB1Schedule,
  testApi,
} from '#server/testing/fixtures';
import { createTestApp, useTestApp, type TestUser } from '#server/testing/test-app';
import { feedTokenHash } from './calendar.service.js';

// The school's clock stands at 1 October 2026, before the reference class's term starts.
const clock = new Date('2026-10-01T08:00:00Z');
const ctx = useTestApp({ now: () => clock, publicUrl: 'https://school.example' });

const call = testApi(ctx).send;

/** Spanish B1's sessions: across Europe's clock change. */
const SPANISH_STARTS = [
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
];

function addClass(instructor: TestUser, overrides: object = {}): Promise<string> {
  return postClass(ctx, instructor, { ...spanishB1Class, ...overrides }, 'approved');
}

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  sequence: number;
  status: string;
  location: string | null;
  url: string | null;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      status: String(vevent.getFirstPropertyValue('status')),
      location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
  return { calendar, events };
}

async function download(classId: string, who?: TestUser) {
  return call('GET', `/api/classes/${classId}/calendar.ics`, who);
}

async function makeFeed(who: TestUser) {
  const res = await call('POST', '/api/calendar/feed', who);
  expect(res.statusCode, res.body).toBe(201);
  return calendarFeedCreated.parse(res.json());
}

/** The feed as a calendar app fetches it: no cookie, no Origin. */
const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

async function sessionIds(classId: string, who: TestUser) {
  const res = await call('GET', `/api/classes/${classId}/sessions`, who);
  return (res.json() as { sessions: { _id: string }[] }).sessions.map((s) => s._id);
}

describe("a class's .ics download", () => {
  it('gives an enrolled student every session at the right UTC instants, across the clock change', async () => {
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser();
    const id = await addClass(instructor);
    await enrolInStore(ctx, id, student);

    const res = await download(id, student);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Spanish-B1\.ics"/);
    expect(res.headers['cache-control']).toContain('private');
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('refresh-interval')).toBeNull();
    expect(events.map((e) => e.start)).toEqual(SPANISH_STARTS);
    const ids = await sessionIds(id, student);
    expect(events[0]).toEqual({
      uid: `${ids[0]}@school.example`,
      start: '2026-10-12T16:00:00.000Z',
      end: '2026-10-12T17:30:00.000Z',
      summary: 'Spanish B1',
      sequence: 0,
      status: 'CONFIRMED',
      location: SPANISH_B1_MEET,
      url: `https://school.example/classes/${id}`,
    });
  });

  it('is given to the instructor and admins, with the address of a class in person', async () => {
    const instructor = await ctx.createUser('instructor');
    const admin = await ctx.createUser('admin');
    const id = await addClass(instructor, {
      format: { kind: 'in-person', address: 'Calle Mayor 1, Madrid' },
    });
    for (const who of [instructor, admin]) {
      const res = await download(id, who);
      expect(res.statusCode).toBe(200);
      const { events } = parse(res.body);
      expect(events).toHaveLength(10);
      expect(new Set(events.map((e) => e.location))).toEqual(new Set(['Calle Mayor 1, Madrid']));
    }
  });

  it('is refused to someone not enrolled (403), a visitor (401), and for a class they cannot see (404)', async () => {
    const instructor = await ctx.createUser('instructor');
    const other = await ctx.createUser();
    const otherInstructor = await ctx.createUser('instructor');
    const id = await addClass(instructor);
    for (const who of [other, otherInstructor]) {
      const res = await download(id, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(SPANISH_B1_MEET);
    }
    expect((await download(id)).statusCode).toBe(401);
    await ctx.store.db.update(classes).set({ status: 'pending' }).where(eq(classes.id, id));
    expect((await download(id, other)).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(404);
    expect((await download('1f0e3d6a-9b7c-4e21-8a55-3c2b1a0f9e8d', other)).statusCode).toBe(404);
  });
});

describe('the personal calendar feed', () => {
  it('answers without a cookie every session of the enrolled classes, with a refresh hint', async () => {
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser();
    const id = await addClass(instructor);
    await enrolInStore(ctx, id, student);
    const created = await makeFeed(student);
    expect(created.url).toMatch(/^https:\/\/school\.example\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.url.replace('https://', 'webcal://'));

    const res = await fetchFeed(created.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toContain('private');
    const { calendar, events } = parse(res.body);
    expect(String(calendar.getFirstProperty('refresh-interval')?.getFirstValue())).toBe('PT1H');
    expect(events.map((e) => e.start)).toEqual(SPANISH_STARTS);
    expect(events.every((e) => e.location === SPANISH_B1_MEET)).toBe(true);
  });

  it('shows a moved session with its SEQUENCE raised and a cancelled one as CANCELLED, under the same UIDs', async () => {
    const instructor = await ctx.createUser('instructor');
    const student = await ctx.createUser();
    const id = await addClass(instructor);
    await enrolInStore(ctx, id, student);
    const { url } = await makeFeed(student);
    const before = parse((await fetchFeed(url)).body).events;
    const [first, second] = await sessionIds(id, instructor);

    const moved = await call('POST', `/api/classes/${id}/sessions/${first}/move`, instructor, {
      date: '2026-10-13',
      startTime: '18:00',
      reason: 'The room is taken on Monday.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await call('POST', `/api/classes/${id}/sessions/${second}/cancel`, instructor, {
      reason: 'The teacher is ill.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const after = parse((await fetchFeed(url)).body).events;
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
    const byUid = new Map(after.map((e) => [e.uid, e]));
    expect(byUid.get(`${first}@school.example`)).toMatchObject({
      start: '2026-10-13T16:00:00.000Z',
      end: '2026-10-13T17:30:00.000Z',
      sequence: 1,
      status: 'CONFIRMED',
    });
    expect(byUid.get(`${second}@school.example`)).toMatchObject({
      start: '2026-10-14T16:00:00.000Z',
      sequence: 1,
      status: 'CANCELLED',
    });
    expect(after.filter((e) => e.sequence === 0)).toHaveLength(8);
  });

  it('gives an instructor the classes they teach besides those they are enrolled in', async () => {
    const instructor = await ctx.createUser('instructor');
    const teacher = await ctx.createUser('instructor');
    await addClass(instructor);
    const taught = await addClass(teacher, {
      name: 'Italian A1',
      schedule: { ...spanishB1Schedule, days: ['fri'], sessionCount: 3 },
    });
    const { url } = await makeFeed(teacher);
    const { events } = parse((await fetchFeed(url)).body);
    expect(events).toHaveLength(3);
    expect(new Set(events.map((e) => e.url))).toEqual(new Set([`https://school.example/classes/${taught}`]));
  });

  it("never shows one account's classes in another's feed", async () => {
    const instructor = await ctx.createUser('instructor');
    const ana = await ctx.createUser();
    const ben = await ctx.createUser();
    const spanish = await addClass(instructor);
    const italian = await addClass(instructor, {
      name: 'Italian A1',
      format: { kind: 'online', meetingLink: 'https://meet.example.com/italian' },
      schedule: { ...spanishB1Schedule, days: ['fri'], sessionCount: 3 },
    });
    await enrolInStore(ctx, spanish, ana);
    await enrolInStore(ctx, italian, ben);
    const anaFeed = parse((await fetchFeed((await makeFeed(ana)).url)).body).events;
    const benFeed = (await fetchFeed((await makeFeed(ben)).url)).body;
    expect(new Set(anaFeed.map((e) => e.summary))).toEqual(new Set(['Spanish B1']));
    expect(parse(benFeed).events.map((e) => e.summary)).toEqual(['Italian A1', 'Italian A1', 'Italian A1']);
    expect(benFeed).not.toContain(SPANISH_B1_MEET);
  });

  it('renewing gives a new URL and the old one answers 404', async () => {
    const student = await ctx.createUser();
    const first = await makeFeed(student);
    const second = await makeFeed(student);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
  });

  it('revoking makes the URL answer 404, and the profile says there is no feed', async () => {
    const student = await ctx.createUser();
    const { url } = await makeFeed(student);
    const status = await call('GET', '/api/calendar/feed', student);
    expect(calendarFeedStatus.parse(status.json()).feed).toMatchObject({ lastUsedAt: null });
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const used = calendarFeedStatus.parse((await call('GET', '/api/calendar/feed', student)).json());
    expect(used.feed?.lastUsedAt).toBe(clock.toISOString());

    const revoked = await call('DELETE', '/api/calendar/feed', student);
    expect(revoked.json()).toEqual({ deletedCount: 1 });
    const gone = await fetchFeed(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await call('GET', '/api/calendar/feed', student)).json()).toEqual({ feed: null });
    expect((await call('DELETE', '/api/calendar/feed', student)).json()).toEqual({ deletedCount: 0 });
  });

  it('stops working when its account is deleted', async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser();
    const { url } = await makeFeed(student);
    const res = await call('DELETE', `/api/users/${student.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('keeps only a hash of the secret, and answers 404 to a guess and 400 to what is not a feed', async () => {
    const student = await ctx.createUser();
    const { url } = await makeFeed(student);
    const token = new URL(url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const rows = await ctx.store.db.select().from(calendarFeeds);
    expect(rows).toEqual([expect.objectContaining({ userId: student.id, tokenHash: feedTokenHash(token) })]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const guess = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/calendar/feed/${guess}.ics` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/feed/short.ics' })).statusCode).toBe(
      400,
    );
  });

  it('is made, shown and revoked only by a signed-in account, from our own page', async () => {
    expect((await call('POST', '/api/calendar/feed')).statusCode).toBe(401);
    expect((await call('GET', '/api/calendar/feed')).statusCode).toBe(401);
    const student = await ctx.createUser();
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: { cookie: student.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await call('GET', '/api/calendar/feed', student)).json()).toEqual({ feed: null });
  });

  it('keeps its secret out of the request log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const student = await logged.createUser();
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/calendar/feed',
        headers: student.headers,
      });
      const { url } = calendarFeedCreated.parse(res.json());
      const token = new URL(url).pathname
        .split('/')
        .pop()!
        .replace(/\.ics$/, '');
      expect((await logged.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
      expect(lines.some((line) => line.includes('/api/calendar/feed'))).toBe(true);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
