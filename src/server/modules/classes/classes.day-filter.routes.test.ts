import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeOfDay } from '#contract/classes';
import { weekdays, type ScheduleInput, type Weekday } from '#contract/schedule';
import { classes, classSessions } from '#server/db/schema';
import { TEST_ORIGIN, useTestApp, type TestUser } from '#server/testing/test-app';
import { asCents } from '#server/money';

/*
 * The day and time of day of GET /api/classes against their plain meaning: a class matches when one of its
 * scheduled sessions, its start read in the zone, is on that day and at that time of day. Each class here
 * has one scheduled session (some also a cancelled one elsewhere in the week), at instants chosen around
 * clock changes, local and UTC week boundaries and the edges of the times of day, plus instants spread
 * over the century and a few far outside it.
 */

const ctx = useTestApp();

const zones = [
  'America/New_York',
  'Europe/Madrid',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
] as const;
const times = ['morning', 'afternoon', 'evening'] as const satisfies readonly TimeOfDay[];
const hours: Record<TimeOfDay, [number, number]> = {
  morning: [5, 12],
  afternoon: [12, 17],
  evening: [17, 24],
};
const isoDay = (day: Weekday) => weekdays.indexOf(day) + 1;

function clockChanges(zone: string, from: string, until: string): Temporal.Instant[] {
  const changes: Temporal.Instant[] = [];
  let at = Temporal.Instant.from(from).toZonedDateTimeISO(zone);
  for (;;) {
    const next = at.getTimeZoneTransition('next');
    if (!next || Temporal.Instant.compare(next.toInstant(), Temporal.Instant.from(until)) >= 0) break;
    changes.push(next.toInstant());
    at = next;
  }
  return changes;
}

function sessionInstants(): string[] {
  const instants = new Set<string>();
  const add = (instant: Temporal.Instant) => instants.add(instant.toString());
  const localEdges = ['00:00', '04:59:59', '05:00', '11:59:59', '12:00', '16:59:59', '17:00', '23:59:59'];
  for (const zone of zones) {
    const changes = clockChanges(zone, '2026-01-01T00:00:00Z', '2028-01-01T00:00:00Z');
    for (const change of changes) {
      for (const minutes of [-90, -61, -60, -31, -30, -1, 0, 1, 29, 30, 59, 60, 61, 90]) {
        add(change.add({ minutes }));
      }
    }
    // The days of the clock changes (or a plain week), their week's Monday and the Sunday before it.
    const days = (changes.length > 0 ? changes : [Temporal.Instant.from('2026-11-25T12:00:00Z')]).flatMap(
      (change) => {
        const date = change.toZonedDateTimeISO(zone).toPlainDate();
        const monday = date.subtract({ days: date.dayOfWeek - 1 });
        return [date, monday, monday.subtract({ days: 1 })];
      },
    );
    for (const date of days) {
      for (const time of localEdges) {
        add(date.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(zone).toInstant());
      }
    }
  }
  // The UTC week's end and start.
  add(Temporal.Instant.from('2026-11-29T23:59:59Z'));
  add(Temporal.Instant.from('2026-11-30T00:00:00Z'));
  // Spread over the years the app's sessions can be in, with seconds, from a fixed seed.
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const first = Date.parse('2000-01-01T00:00:00Z');
  const last = Date.parse('2107-12-31T00:00:00Z');
  for (let i = 0; i < 60; i++) {
    add(
      Temporal.Instant.fromEpochMilliseconds(first + Math.floor((random() * (last - first)) / 1000) * 1000),
    );
  }
  // Outside those years; in January 1982 Lord Howe Island was 11:30 ahead, which it has not been since.
  for (const instant of [
    '1982-01-15T05:40:00Z',
    '1985-06-03T22:30:00Z',
    '1999-12-30T23:30:00Z',
    '2150-01-06T03:15:00Z',
  ]) {
    add(Temporal.Instant.from(instant));
  }
  return [...instants];
}

const instants = sessionInstants();

interface StoredClass {
  name: string;
  zone: string;
  startsAt: string;
}

function matches(startsAt: string, zone: string, day: Weekday | undefined, time: TimeOfDay | undefined) {
  const local = Temporal.Instant.from(startsAt).toZonedDateTimeISO(zone);
  if (day && local.dayOfWeek !== isoDay(day)) return false;
  if (time && (local.hour < hours[time][0] || local.hour >= hours[time][1])) return false;
  return true;
}

const schedule = (zone: string): ScheduleInput => ({
  firstDate: '2026-11-30',
  days: ['mon'],
  startTime: '10:00',
  durationMinutes: 60,
  sessionCount: 1,
  timeZone: zone,
  skipDates: [],
});

let stored: StoredClass[] = [];
let instructor: TestUser;
beforeEach(async () => {
  instructor = await ctx.createUser('instructor');
  const classZones = [...zones, 'UTC'];
  stored = instants.map((startsAt, i) => ({
    name: `Session at ${startsAt}`,
    zone: classZones[i % classZones.length]!,
    startsAt,
  }));
  const rows = await ctx.store.db
    .insert(classes)
    .values(
      stored.map((c) => ({
        name: c.name,
        priceCents: asCents(1000),
        img: '/images/classes/spanish.svg',
        instructorId: instructor.id,
        availableSeats: 5,
        status: 'approved' as const,
        timeZone: c.zone,
        schedule: schedule(c.zone),
      })),
    )
    .returning({ id: classes.id });
  await ctx.store.db.insert(classSessions).values(
    stored.flatMap((c, i) => {
      const startsAt = new Date(c.startsAt);
      const scheduled = {
        classId: rows[i]!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        status: 'scheduled' as const,
      };
      if (i % 5 !== 0) return [scheduled];
      // A cancelled session on another day and at another time never makes the class match.
      const other = new Date(startsAt.getTime() + (2 * 24 + 7) * 3_600_000);
      return [
        scheduled,
        {
          ...scheduled,
          startsAt: other,
          endsAt: new Date(other.getTime() + 3_600_000),
          status: 'cancelled' as const,
        },
      ];
    }),
  );
});

async function names(query: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/classes?${query}`,
    headers: { origin: TEST_ORIGIN },
  });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 300)}`).toBe(200);
  return (res.json() as { name: string }[]).map((c) => c.name).sort();
}

const filters: { day?: Weekday; time?: TimeOfDay }[] = [
  ...weekdays.map((day) => ({ day })),
  ...times.map((time) => ({ time })),
  ...weekdays.flatMap((day) => times.map((time) => ({ day, time }))),
];

const queryOf = (filter: { day?: Weekday; time?: TimeOfDay }, zone?: string) =>
  new URLSearchParams({
    ...(filter.day ? { day: filter.day } : {}),
    ...(filter.time ? { time: filter.time } : {}),
    ...(zone ? { tz: zone } : {}),
  }).toString();

describe('GET /api/classes by day and time of day, against each session read in the zone', () => {
  it.each(zones)('answers every day and time of day in %s as the sessions read there', async (zone) => {
    for (const filter of filters) {
      const expected = stored
        .filter((c) => matches(c.startsAt, zone, filter.day, filter.time))
        .map((c) => c.name)
        .sort();
      const query = queryOf(filter, zone);
      expect(await names(query), query).toEqual(expected);
      if (!filter.day || !filter.time) expect(expected.length, query).toBeGreaterThan(0);
    }
  });

  it("answers every day and time of day in each class's own zone when no zone is sent", async () => {
    for (const filter of filters) {
      const expected = stored
        .filter((c) => matches(c.startsAt, c.zone, filter.day, filter.time))
        .map((c) => c.name)
        .sort();
      const query = queryOf(filter);
      expect(await names(query), query).toEqual(expected);
    }
  });

  it('finds a session the instructor moved on its new day and time, not its old one', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: instructor.headers,
      payload: {
        name: 'Moved Spanish',
        img: '/images/classes/spanish.svg',
        price: 20,
        availableSeats: 4,
        schedule: { ...schedule('Europe/Madrid'), firstDate: '2027-03-01', startTime: '18:00' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const classId = (created.json() as { insertedId: string }).insertedId;
    await ctx.store.db.update(classes).set({ status: 'approved' }).where(eq(classes.id, classId));
    const moved = (query: string) => names(query).then((list) => list.filter((n) => n === 'Moved Spanish'));
    expect(await moved('day=mon&time=evening&tz=Europe/Madrid')).toEqual(['Moved Spanish']);

    const sessions = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${classId}/sessions`,
      headers: instructor.headers,
    });
    const [session] = (sessions.json() as { sessions: { _id: string }[] }).sessions;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/sessions/${session!._id}/move`,
      headers: instructor.headers,
      payload: { date: '2027-03-03', startTime: '09:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await moved('day=mon&time=evening&tz=Europe/Madrid')).toEqual([]);
    expect(await moved('day=wed&time=morning&tz=Europe/Madrid')).toEqual(['Moved Spanish']);
    // 09:00 in Madrid is 03:00 in New York: at night there, in no time of day.
    expect(await moved('day=wed&tz=America/New_York')).toEqual(['Moved Spanish']);
    expect(await moved('time=morning&tz=America/New_York')).toEqual([]);
  });
});
