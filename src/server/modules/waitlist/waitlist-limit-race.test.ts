import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { waitlistEntries } from '#server/db/schema';
import { createClass } from '#server/testing/fixtures';
import { createSecondApp, createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

const MAX_LINES = 3;
const CLASSES = 12;
const STUDENTS = 3;

let ctx: TestContext;
let second: Awaited<ReturnType<typeof createSecondApp>> | null = null;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: false, waitlistMaxLines: MAX_LINES });
  // On PostgreSQL the joins also go through a second server, as a second process behind a load balancer.
  if (ctx.store.databaseUrl) {
    second = await createSecondApp(ctx, { authRateLimit: false, waitlistMaxLines: MAX_LINES });
  }
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
});
beforeEach(() => ctx.store.reset());

const join = (who: TestUser, classId: string, i: number) =>
  (i % 2 && second ? second.app : ctx.app).inject({
    method: 'POST',
    url: `/api/classes/${classId}/waitlist`,
    headers: who.headers,
  });

describe('the cap on lines, under parallel joins', () => {
  it(`keeps each student in ${MAX_LINES} lines at most when they join ${CLASSES} full classes at once`, async () => {
    const instructor = await ctx.createUser('instructor');
    const full: { id: string }[] = [];
    for (let i = 0; i < CLASSES; i++) {
      full.push(await createClass(ctx, { availableSeats: 0, students: 1, instructorId: instructor.id }));
    }
    const students = await Promise.all(Array.from({ length: STUDENTS }, () => ctx.createUser()));
    const answers = await Promise.all(
      students.flatMap((student) => full.map((cls, i) => join(student, cls.id, i))),
    );
    const byStudent = students.map((_, s) => answers.slice(s * CLASSES, (s + 1) * CLASSES));
    for (const own of byStudent) {
      expect(own.filter((a) => a.statusCode === 201)).toHaveLength(MAX_LINES);
      const refused = own.filter((a) => a.statusCode !== 201);
      expect(refused.map((a) => [a.statusCode, a.json().error.code])).toEqual(
        refused.map(() => [409, 'waitlist_limit']),
      );
    }
    for (const student of students) {
      const rows = await ctx.store.db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, student.id),
            inArray(waitlistEntries.status, ['waiting', 'offered']),
          ),
        );
      expect(rows).toHaveLength(MAX_LINES);
    }
  }, 120_000);
});
