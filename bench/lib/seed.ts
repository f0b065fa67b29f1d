import { randomUUID } from 'node:crypto';
import { hashPassword } from '#server/identity/password';
import type { Db } from '#server/db/client';
import { accounts, classes, users } from '#server/db/schema';
import { passwordAccounts } from '#server/seed/seed';
import { centsFromDollars, NO_CENTS } from '#server/money';

export const BENCH_PASSWORD = 'Bench@1234';

export interface BenchData {
  /** Sign-in emails: the first is the /api/me account, one more per purchasing virtual user. */
  studentEmails: string[];
  /** Approved classes with a price and at least one seat per virtual user, in insertion order. */
  purchasableClassIds: string[];
}

const languages = [
  'arabic',
  'chinese',
  'czech',
  'english',
  'french',
  'german',
  'italian',
  'japanese',
  'korean',
  'portuguese',
  'spanish',
];
const topics = [
  'for Beginners',
  'Conversation Club',
  'Grammar Clinic',
  'for Travellers',
  'Business Vocabulary',
  'Pronunciation Lab',
  'Reading Circle',
  'Exam Preparation',
  'through Films',
  'Writing Workshop',
];
const levels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** A small seeded generator, so every run (and every store) gets the same classes. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * Fills an empty, migrated store with the bench's school: 40 instructors, `classCount` approved classes
 * (varied names, prices, seats and student counts; a few full or free), and `students` student accounts.
 * Rows go straight in through Drizzle; the one password hash is computed once.
 */
export async function seedBenchData(
  db: Db,
  options: { classCount: number; students: number; seatsNeeded: number },
): Promise<BenchData> {
  const next = random(20240607);
  const password = await hashPassword(BENCH_PASSWORD);
  const start = Date.now() - 365 * 86_400_000;
  const instructorRows = Array.from({ length: 40 }, (_, i) => ({
    id: randomUUID().replaceAll('-', ''),
    name: `Instructor ${i + 1}`,
    email: `bench.instructor.${i + 1}@example.com`,
    role: 'instructor' as const,
    image: '/images/avatar.svg',
    emailVerified: true,
  }));
  const studentRows = Array.from({ length: options.students }, (_, i) => ({
    id: randomUUID().replaceAll('-', ''),
    name: `Student ${i + 1}`,
    email: `bench.student.${i + 1}@example.com`,
    role: 'user' as const,
    image: null,
    emailVerified: true,
  }));
  const classRows = Array.from({ length: options.classCount }, (_, i) => {
    const language = languages[i % languages.length]!;
    const roll = next();
    const seats = roll < 0.03 ? 0 : Math.max(options.seatsNeeded, Math.floor(next() * 1000));
    const priceCents = roll > 0.98 ? NO_CENTS : centsFromDollars(9 + next() * 190);
    return {
      name: `${capitalise(language)} ${topics[Math.floor(next() * topics.length)]} (${levels[i % levels.length]}) ${i + 1}`,
      priceCents,
      img: `/images/classes/${language}.svg`,
      instructorId: instructorRows[i % instructorRows.length]!.id,
      availableSeats: seats,
      students: Math.floor(next() * 400),
      status: 'approved' as const,
      createdAt: new Date(start + i * 3_600_000),
    };
  });

  return db.transaction(async (tx) => {
    const people = [...instructorRows, ...studentRows];
    await tx.insert(users).values(people);
    await tx.insert(accounts).values(passwordAccounts(people, password));
    const purchasable: string[] = [];
    for (let i = 0; i < classRows.length; i += 250) {
      const batch = classRows.slice(i, i + 250);
      const ids = await tx.insert(classes).values(batch).returning({ id: classes.id });
      ids.forEach((row, j) => {
        const c = batch[j]!;
        if (c.priceCents > 0 && c.availableSeats >= options.seatsNeeded) purchasable.push(row.id);
      });
    }
    return { studentEmails: studentRows.map((s) => s.email), purchasableClassIds: purchasable };
  });
}
