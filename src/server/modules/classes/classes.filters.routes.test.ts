import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleInput } from '#contract/schedule';
import { classes, classSessions } from '#server/db/schema';
import { TEST_ORIGIN, useTestApp, type TestUser } from '#server/testing/test-app';

const ctx = useTestApp();

const IMG = '/images/classes/spanish.svg';
const schedule = (values: Partial<ScheduleInput>): ScheduleInput => ({
  firstDate: '2026-10-11',
  days: ['mon'],
  startTime: '18:00',
  durationMinutes: 60,
  sessionCount: 6,
  timeZone: 'Europe/Madrid',
  skipDates: [],
  ...values,
});

/**
 * Four approved classes and one waiting for review:
 * - Spanish B1: Mon and Wed 18:00 in Madrid (12:00 or 13:00 in New York, 01:00 or 02:00 the next day in Tokyo), from 12 October.
 * - French A2: Saturdays 10:00 in Paris (18:00 in Tokyo, 04:00 in New York), from 7 November, full.
 * - Japanese A1: Tue and Thu 09:00 in Tokyo (Mon and Wed 20:00 in New York), from 13 October in Tokyo (12 October in New York).
 * - German B1: no schedule yet.
 */
const catalogue = {
  'Spanish B1': {
    price: 120,
    availableSeats: 12,
    language: 'es',
    level: 'B1',
    format: { kind: 'online', meetingLink: 'https://meet.example.com/spanish' },
    schedule: schedule({ days: ['mon', 'wed'], sessionCount: 10 }),
  },
  'French A2': {
    price: 30,
    availableSeats: 0,
    language: 'fr',
    level: 'A2',
    format: { kind: 'in-person', address: '5 rue de la République, Lyon' },
    schedule: schedule({
      firstDate: '2026-11-02',
      days: ['sat'],
      startTime: '10:00',
      timeZone: 'Europe/Paris',
    }),
  },
  'Japanese A1': {
    price: 59.5,
    availableSeats: 5,
    language: 'ja',
    level: 'A1',
    schedule: schedule({
      firstDate: '2026-10-12',
      days: ['tue', 'thu'],
      startTime: '09:00',
      timeZone: 'Asia/Tokyo',
    }),
  },
  'German B1': { price: 10, availableSeats: 3, language: 'de', level: 'B1' },
};

let instructor: TestUser;
beforeEach(async () => {
  instructor = await ctx.createUser('instructor');
  const other = await ctx.createUser('instructor');
  for (const [name, values] of Object.entries(catalogue)) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: instructor.headers,
      payload: { name, img: IMG, ...values },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await ctx.store.db.update(classes).set({ status: 'approved' });
  const pending = await ctx.app.inject({
    method: 'POST',
    url: '/api/classes',
    headers: other.headers,
    payload: { name: 'Spanish B1 (pending)', img: IMG, ...catalogue['Spanish B1'] },
  });
  expect(pending.statusCode, pending.body).toBe(201);
});

async function names(query: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/classes?${query}`,
    headers: { origin: TEST_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain('meet.example.com');
  return (res.json() as { name: string }[]).map((c) => c.name).sort();
}

describe('GET /api/classes with the catalogue filters', () => {
  it('answers each class with its language, level, format, zone and first session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/classes?language=ja' });
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'Japanese A1',
        language: 'ja',
        level: 'A1',
        format: null,
        timeZone: 'Asia/Tokyo',
        firstSessionAt: '2026-10-13T00:00:00.000Z',
      }),
    ]);
  });

  it('filters by language and by level, approved classes only', async () => {
    expect(await names('language=es')).toEqual(['Spanish B1']);
    expect(await names('level=B1')).toEqual(['German B1', 'Spanish B1']);
    expect(await names('language=pt')).toEqual([]);
  });

  it("filters by the day of a session, in the class's own zone or the one sent", async () => {
    expect(await names('day=mon')).toEqual(['Spanish B1']);
    expect(await names('day=tue')).toEqual(['Japanese A1']);
    expect(await names('day=mon&tz=America/New_York')).toEqual(['Japanese A1', 'Spanish B1']);
    expect(await names('day=tue&tz=America/New_York')).toEqual([]);
  });

  it('filters by the time of day: morning, afternoon or evening where the visitor is', async () => {
    expect(await names('time=evening')).toEqual(['Spanish B1']);
    expect(await names('time=morning')).toEqual(['French A2', 'Japanese A1']);
    expect(await names('time=evening&tz=America/New_York')).toEqual(['Japanese A1']);
    expect(await names('time=afternoon&tz=America/New_York')).toEqual(['Spanish B1']);
    // In Tokyo, French A2 is at 18:00 and Spanish B1 at 01:00 or 02:00: at night, in none of the three.
    expect(await names('time=evening&tz=Asia/Tokyo')).toEqual(['French A2']);
    expect(await names('time=morning&tz=Asia/Tokyo')).toEqual(['Japanese A1']);
  });

  it('takes day and time of day from the same session', async () => {
    expect(await names('day=wed&time=evening&tz=America/New_York')).toEqual(['Japanese A1']);
    expect(await names('day=wed&time=afternoon&tz=America/New_York')).toEqual(['Spanish B1']);
    expect(await names('day=sat&time=evening&tz=America/New_York')).toEqual([]);
  });

  it('leaves cancelled sessions out of the day and time of day', async () => {
    const [spanish] = await ctx.store.db.select().from(classes).where(eq(classes.name, 'Spanish B1'));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/${spanish!.id}/sessions` });
    const mondays = (res.json() as { sessions: { _id: string; startsAt: string }[] }).sessions
      .filter((s) => new Date(s.startsAt).getUTCDay() === 1)
      .map((s) => s._id);
    expect(mondays).toHaveLength(5);
    await ctx.store.db
      .update(classSessions)
      .set({ status: 'cancelled' })
      .where(inArray(classSessions.id, mondays));
    expect(await names('day=mon')).toEqual([]);
  });

  it('filters by price range, in dollars', async () => {
    expect(await names('minPrice=30&maxPrice=60')).toEqual(['French A2', 'Japanese A1']);
    expect(await names('minPrice=30.01')).toEqual(['Japanese A1', 'Spanish B1']);
    expect(await names('maxPrice=10')).toEqual(['German B1']);
    expect(await names('minPrice=59.5&maxPrice=59.5')).toEqual(['Japanese A1']);
  });

  it('filters by the date of the first session, in the zone sent', async () => {
    expect(await names('startsFrom=2026-11-01')).toEqual(['French A2']);
    expect(await names('startsFrom=2026-10-13')).toEqual(['French A2', 'Japanese A1']);
    expect(await names('startsFrom=2026-10-13&tz=America/New_York')).toEqual(['French A2']);
  });

  it('keeps only classes with seats left, and combines every filter', async () => {
    expect(await names('seats=available')).toEqual(['German B1', 'Japanese A1', 'Spanish B1']);
    expect(await names('language=es&level=B1&day=mon&time=evening&seats=available&maxPrice=200')).toEqual([
      'Spanish B1',
    ]);
    expect(await names('language=fr&seats=available')).toEqual([]);
  });

  it('refuses filters it does not take, naming them', async () => {
    for (const [query, field] of [
      ['language=xx', 'language'],
      ['level=B3', 'level'],
      ['day=monday', 'day'],
      ['time=night', 'time'],
      ['tz=Mars/Olympus_Mons', 'tz'],
      ['tz=%2B01:00', 'tz'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=cheap', 'maxPrice'],
      ['startsFrom=2026-02-30', 'startsFrom'],
      ['seats=all', 'seats'],
      ['minPrice=50&maxPrice=10', 'minPrice'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/classes?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty([field!]);
    }
  });

  it('takes a zone in any letter case', async () => {
    expect(await names('day=mon&tz=america/new_york')).toEqual(['Japanese A1', 'Spanish B1']);
  });
});
