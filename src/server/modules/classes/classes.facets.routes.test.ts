import { beforeEach, describe, expect, it } from 'vitest';
import { timesOfDay, weekdays } from '#contract/class-choices';
import type { ClassFacets, LanguageClass } from '#contract/classes';
import type { ScheduleInput } from '#contract/schedule';
import { classes } from '#server/db/schema';
import { TEST_ORIGIN, useTestApp } from '#server/testing/test-app';

const ctx = useTestApp();

const IMG = '/images/classes/spanish.svg';
const schedule = (values: Partial<ScheduleInput>): ScheduleInput => ({
  firstDate: '2027-01-11',
  days: ['mon'],
  startTime: '18:00',
  durationMinutes: 60,
  sessionCount: 6,
  timeZone: 'Europe/Madrid',
  skipDates: [],
  ...values,
});

/**
 * Seven approved classes, most of them Spanish, on weekdays and weekends, mornings and evenings, in Madrid,
 * New York and Tokyo; one without a schedule; one full. María José Fernández teaches three of them.
 */
const catalogue = {
  'Spanish A1 evenings': {
    price: 120,
    availableSeats: 12,
    language: 'es',
    level: 'A1',
    schedule: schedule({ days: ['mon', 'wed'] }),
  },
  'Spanish A1 weekends': {
    price: 80,
    availableSeats: 0,
    language: 'es',
    level: 'A1',
    schedule: schedule({ days: ['sat'], startTime: '10:00' }),
  },
  'Spanish B1 mornings': {
    price: 90,
    availableSeats: 4,
    language: 'es',
    level: 'B1',
    schedule: schedule({ days: ['tue', 'thu'], startTime: '09:00', timeZone: 'America/New_York' }),
  },
  'Spanish conversation': { price: 40, availableSeats: 8, language: 'es', level: 'all' },
  'French A1 Sundays': {
    price: 60,
    availableSeats: 6,
    language: 'fr',
    level: 'A1',
    schedule: schedule({ days: ['sun'], startTime: '19:00', timeZone: 'Europe/Paris' }),
  },
  'Japanese A1 Fridays': {
    price: 70,
    availableSeats: 5,
    language: 'ja',
    level: 'A1',
    schedule: schedule({ days: ['fri'], startTime: '20:00', timeZone: 'Asia/Tokyo' }),
  },
  'Japanese B1 weekdays': {
    price: 75,
    availableSeats: 5,
    language: 'ja',
    level: 'B1',
    schedule: schedule({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      startTime: '07:30',
      timeZone: 'Asia/Tokyo',
    }),
  },
};
const taughtByMaria = new Set(['Spanish A1 evenings', 'Spanish conversation', 'Japanese B1 weekdays']);

beforeEach(async () => {
  const maria = await ctx.createUser('instructor', { name: 'María José Fernández' });
  const other = await ctx.createUser('instructor', { name: 'Tomás Novák' });
  for (const [name, values] of Object.entries(catalogue)) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: (taughtByMaria.has(name) ? maria : other).headers,
      payload: { name, img: IMG, ...values },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await ctx.store.db.update(classes).set({ status: 'approved' });
});

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

const names = async (query: string) =>
  (await get<LanguageClass[]>(`/api/classes?${query}`)).map((c) => c.name).sort();

/** `query` with `key` set to `value`, or, for a day, with `value` added to the days already there. */
function withChoice(query: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(query);
  if (key === 'day' && next.get('day')) next.set('day', `${next.get('day')},${value}`);
  else next.set(key, value);
  return next.toString();
}

/** Every count of the facets equals the length of the list with that choice added. */
async function expectTrueCounts(query: string) {
  const params = new URLSearchParams(query);
  const facets = await get<ClassFacets>(`/api/classes/facets?${query}`);
  expect(facets.total, query).toBe((await names(query)).length);
  const choices: [keyof ClassFacets, readonly string[]][] = [
    ['language', ['es', 'fr', 'ja']],
    ['level', ['A1', 'B1', 'all']],
    ['day', weekdays],
    ['time', timesOfDay],
  ];
  for (const [facet, values] of choices) {
    const counts = facets[facet] as Record<string, number>;
    for (const value of values) {
      const listed = (await names(withChoice(params, facet, value))).length;
      expect(counts[value] ?? 0, `${facet}=${value} beside ${query}`).toBe(listed);
    }
  }
  return facets;
}

describe('GET /api/classes/facets', () => {
  it('counts each language and level beside the other filters, not over the whole catalogue', async () => {
    const facets = await expectTrueCounts('language=es');
    // Three classes are at A1, but only two of them are in Spanish.
    expect(facets.level).toMatchObject({ A1: 2, B1: 1, all: 1 });
    // A language's count replaces the one chosen: French alone lists one class.
    expect(facets.language).toMatchObject({ es: 4, fr: 1, ja: 2 });
    const both = await expectTrueCounts('language=es&level=A1');
    expect(both.total).toBe(2);
    expect(both.language).toMatchObject({ es: 2, fr: 1, ja: 1 });
  });

  it('counts a day beside the days chosen, and a time of day in place of the one chosen', async () => {
    const tz = 'tz=Europe/Madrid';
    const facets = await expectTrueCounts(`day=sat&${tz}`);
    // Saturday or Monday: the weekend class, the Monday evening one, and Tokyo's Tuesday 07:30 (Monday 23:30 in Madrid).
    expect(facets.day.mon).toBe(3);
    await expectTrueCounts(`day=mon,tue,wed,thu,fri&time=evening&${tz}`);
    await expectTrueCounts(`day=mon&time=morning&language=ja&tz=Asia/Tokyo`);
    await expectTrueCounts(`time=evening&tz=America/New_York`);
  });

  it('keeps the counts true beside price, seats, start date and the search words', async () => {
    await expectTrueCounts('maxPrice=80&seats=available&tz=Europe/Madrid');
    await expectTrueCounts('startsFrom=2027-01-12&tz=Asia/Tokyo');
    const facets = await expectTrueCounts('q=maria%20jose');
    expect(facets.total).toBe(3);
    await expectTrueCounts('q=spanish&day=sat,sun&tz=Europe/Madrid');
  });

  it("reads days in each class's own zone without a zone", async () => {
    await expectTrueCounts('day=mon');
    await expectTrueCounts('time=morning&level=A1');
  });

  it('refuses what the list refuses', async () => {
    for (const query of ['day=someday', 'time=night', 'tz=Mars/Olympus_Mons', 'minPrice=50&maxPrice=10']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/facets?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/classes with several days', () => {
  it('lists the classes meeting on any of the days, comma-separated or repeated', async () => {
    // In Tokyo, Paris's Sunday 19:00 is Monday 03:00.
    const weekdaysOnly = [
      'French A1 Sundays',
      'Japanese A1 Fridays',
      'Japanese B1 weekdays',
      'Spanish A1 evenings',
      'Spanish B1 mornings',
    ];
    expect(await names('day=mon,tue,wed,thu,fri&tz=Asia/Tokyo')).toEqual(weekdaysOnly);
    expect(await names('day=mon&day=tue&day=wed&day=thu&day=fri&tz=Asia/Tokyo')).toEqual(weekdaysOnly);
    expect(await names('day=sat,sun&tz=Asia/Tokyo')).toEqual(['Spanish A1 weekends']);
    // A link of before, with one day, still works.
    expect(await names('day=sat&tz=Europe/Madrid')).toEqual(['Spanish A1 weekends']);
  });

  it('takes the time of day from the same session as one of the days', async () => {
    // Tokyo's Monday 07:30 is Sunday 23:30 in Madrid.
    expect(await names('day=sat,sun&time=evening&tz=Europe/Madrid')).toEqual([
      'French A1 Sundays',
      'Japanese B1 weekdays',
    ]);
    expect(await names('day=mon,tue,wed,thu,fri&time=evening&tz=Europe/Madrid')).toEqual([
      'Japanese B1 weekdays',
      'Spanish A1 evenings',
    ]);
  });
});

describe('GET /api/classes?q=', () => {
  it('finds classes by their name or instructor, ignoring case and accents', async () => {
    const maria = ['Japanese B1 weekdays', 'Spanish A1 evenings', 'Spanish conversation'];
    expect(await names('q=maria%20jose')).toEqual(maria);
    expect(await names('q=MARÍA%20Fernandez')).toEqual(maria);
    expect(await names('q=novak%20sundays')).toEqual(['French A1 Sundays']);
    expect(await names('q=spanish%20maria')).toEqual(['Spanish A1 evenings', 'Spanish conversation']);
    expect(await names('q=50%25')).toEqual([]);
  });
});

describe('the weekly pattern of each class', () => {
  it('answers one start per meeting day, at the start time in the class zone, from its first week', async () => {
    const [spanish] = await get<LanguageClass[]>('/api/classes?q=spanish%20evenings');
    // Monday 11 and Wednesday 13 January 2027, 18:00 in Madrid (UTC+1).
    expect(spanish!.weekStarts?.sort()).toEqual(['2027-01-11T17:00Z', '2027-01-13T17:00Z']);
    const [japanese] = await get<LanguageClass[]>('/api/classes?q=japanese%20fridays');
    expect(japanese!.weekStarts).toEqual(['2027-01-15T11:00Z']);
    const [talk] = await get<LanguageClass[]>('/api/classes?q=conversation');
    expect(talk!.weekStarts).toBeNull();
  });
});
