import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ClassStatus } from '#contract/classes';
import type { ScheduleInput } from '#contract/schedule';
import { classes } from '#server/db/schema';
import { TEST_ORIGIN, type TestContext, type TestUser } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as `who` from our own page, or as an anonymous browser on it. */
export function apiCaller(ctx: TestContext) {
  return (method: Method, url: string, who?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: who ? who.headers : { origin: TEST_ORIGIN }, payload });
}

export const SPANISH_B1_MEET = 'https://meet.example.com/spanish-b1';

/** The reference class of the schedule tests: Mondays and Wednesdays 18:00 in Madrid, ten sessions from two weeks before Europe's change. */
export const spanishB1Schedule: ScheduleInput = {
  firstDate: '2026-10-11',
  days: ['mon', 'wed'],
  startTime: '18:00',
  durationMinutes: 90,
  sessionCount: 10,
  timeZone: 'Europe/Madrid',
  skipDates: [],
};

/** The reference Spanish B1 class as its instructor posts it: online, twelve seats. */
export const spanishB1Class = {
  name: 'Spanish B1',
  price: 120,
  img: '/images/classes/spanish.svg',
  availableSeats: 12,
  language: 'es',
  level: 'B1',
  format: { kind: 'online', meetingLink: SPANISH_B1_MEET },
  schedule: spanishB1Schedule,
};

/** Posts a class as its instructor; with `status`, then sets the class's review status straight in the store. */
export async function postClass(
  ctx: TestContext,
  instructor: TestUser,
  body: object,
  status?: ClassStatus,
): Promise<string> {
  const res = await apiCaller(ctx)('POST', '/api/classes', instructor, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().insertedId as string;
  if (status) await ctx.store.db.update(classes).set({ status }).where(eq(classes.id, id));
  return id;
}
