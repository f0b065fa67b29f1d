import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { languageCodes } from '#contract/language-list';
import { classLevels } from '#contract/class-choices';
import {
  generateSessions,
  localDateOf,
  weekdays,
  type ScheduleInput,
  type Weekday,
} from '#contract/schedule';
import type { Db } from '#server/db/client';
import { calendarFeeds, classes, enrolments, users } from '#server/db/schema';
import { feedTokenHash } from '#server/modules/calendar/calendar.service';
import { centsFromDollars, NO_CENTS } from '#server/money';

export interface CatalogueData {
  /** The class ids, in insertion order. */
  classIds: string[];
  /** The secret of the calendar feed of the student enrolled in `enrolledClassIds`. */
  feedToken: string;
  enrolledClassIds: string[];
  sessions: number;
}

const zones = [
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC',
];
const topics = [
  'Conversation Club',
  'Grammar Clinic',
  'for Travellers',
  'Business Vocabulary',
  'Pronunciation Lab',
  'Reading Circle',
  'Exam Preparation',
  'through Films',
  'Writing Workshop',
  'Intensive',
];

/** A small seeded generator, so every run (and every store) gets the same catalogue. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/** An array as PostgreSQL's text form: one parameter however long (ids, instants and words need no quotes). */
const literal = (values: string[]) => `{${values.join(',')}}`;

/**
 * Fills an empty, migrated store with a large school for the catalogue's filters and the calendar feed:
 * 200 instructors, `classCount` approved classes with a language, a level, a description, a
 * format and a weekly schedule in one of 13 zones (a quarter started already, the rest start within six
 * months), each of `sessionsPerClass` session rows as the app makes them (one in a hundred cancelled), and
 * one student enrolled in `enrolledCount` of them with a calendar feed. Rows go straight in, in batches:
 * the sessions as arrays unnested by one statement per batch.
 */
export async function seedCatalogue(
  db: Db,
  options: { classCount: number; sessionsPerClass: number; enrolledCount: number; now: Date },
): Promise<CatalogueData> {
  const next = random(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const instructorRows = Array.from({ length: 200 }, (_, i) => ({
    id: randomUUID().replaceAll('-', ''),
    name: `Catalogue Instructor ${i + 1}`,
    email: `catalogue.instructor.${i + 1}@example.com`,
    role: 'instructor' as const,
    image: '/images/avatar.svg',
    emailVerified: true,
  }));
  const student = {
    id: randomUUID().replaceAll('-', ''),
    name: 'Catalogue Student',
    email: 'catalogue.student@example.com',
    role: 'user' as const,
    image: null,
    emailVerified: true,
  };
  const classRows = Array.from({ length: options.classCount }, (_, i) => {
    const language = languageCodes[i % languageCodes.length]!;
    const level = classLevels[Math.floor(next() * classLevels.length)]!;
    const timeZone = pick(zones);
    const dayCount = 1 + Math.floor(next() * 3);
    const days = [...new Set(Array.from({ length: dayCount }, () => pick(weekdays)))].sort(
      (a, b) => weekdays.indexOf(a) - weekdays.indexOf(b),
    ) as Weekday[];
    const minutes = 7 * 60 + Math.floor(next() * 29) * 30;
    const schedule: ScheduleInput = {
      firstDate: localDateOf(
        new Date(options.now.getTime() + Math.floor(-45 + next() * 225) * DAY_MS),
        timeZone,
      ),
      days,
      startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      durationMinutes: pick([45, 60, 90, 120]),
      sessionCount: options.sessionsPerClass,
      timeZone,
      skipDates: [],
    };
    const online = next() < 0.7;
    const roll = next();
    return {
      name: `${language.toUpperCase()} ${topics[i % topics.length]} (${level}) ${i + 1}`,
      priceCents: roll > 0.97 ? NO_CENTS : centsFromDollars(9 + next() * 190),
      img: '/images/classes/spanish.svg',
      instructorId: instructorRows[i % instructorRows.length]!.id,
      availableSeats: roll < 0.05 ? 0 : 1 + Math.floor(next() * 30),
      students: Math.floor(next() * 40),
      status: 'approved' as const,
      createdAt: new Date(options.now.getTime() - 400 * DAY_MS + i * 3_600_000),
      language,
      level,
      description:
        `A ${topics[i % topics.length]!.toLowerCase()} class at level ${level}, ${days.length} times a week.\n\n` +
        'Small groups, a native-speaking instructor, homework you can finish on the bus, and a certificate at the end.',
      format: online ? ('online' as const) : ('in-person' as const),
      meetingLink: online ? `https://meet.example.com/catalogue-${i + 1}` : null,
      address: online ? null : `${1 + (i % 200)} Example Street, ${timeZone.split('/').at(-1)}`,
      timeZone,
      schedule,
    };
  });

  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx.insert(users).values([...instructorRows, student]);
    const classIds: string[] = [];
    let sessions = 0;
    for (let i = 0; i < classRows.length; i += 500) {
      const batch = classRows.slice(i, i + 500);
      const ids = await tx.insert(classes).values(batch).returning({ id: classes.id });
      const classId: string[] = [];
      const startsAt: string[] = [];
      const endsAt: string[] = [];
      const status: string[] = [];
      ids.forEach(({ id }, j) => {
        classIds.push(id);
        const generated = generateSessions(batch[j]!.schedule);
        if (!generated.ok) throw new Error(`the bench's schedule ${j + i} was refused: ${generated.message}`);
        for (const s of generated.sessions) {
          classId.push(id);
          startsAt.push(s.startsAt);
          endsAt.push(s.endsAt);
          status.push(next() < 0.01 ? 'cancelled' : 'scheduled');
        }
      });
      sessions += classId.length;
      await tx.execute(sql`insert into class_sessions (class_id, starts_at, ends_at, status)
        select * from unnest(${literal(classId)}::uuid[], ${literal(startsAt)}::timestamptz[],
          ${literal(endsAt)}::timestamptz[], ${literal(status)}::text[])`);
    }
    // The student's classes: every 500th, so they are spread over zones, languages and instructors.
    const enrolledClassIds = classIds.filter(
      (_, i) => i % Math.floor(classIds.length / options.enrolledCount) === 0,
    );
    enrolledClassIds.length = Math.min(enrolledClassIds.length, options.enrolledCount);
    await tx.insert(enrolments).values(enrolledClassIds.map((classId) => ({ userId: student.id, classId })));
    await tx.insert(calendarFeeds).values({ userId: student.id, tokenHash: feedTokenHash(token) });
    return { classIds, feedToken: token, enrolledClassIds, sessions };
  });
}
