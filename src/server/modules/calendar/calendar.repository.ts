import { and, asc, eq, exists, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ClassFormatKind } from '#contract/schedule';
import type { ClassStatus } from '#contract/classes';
import type { SessionStatus } from '#contract/sessions';
import type { Db } from '#server/db/client';
import { sessionColumns as classSessionColumns } from '#server/modules/classes/class-sessions.repository';
import { calendarFeeds, classes, classSessions, enrolments } from '#server/db/schema';

/** What a calendar says of a class besides its sessions. */
export interface CalendarClass {
  id: string;
  name: string;
  status: ClassStatus;
  instructorId: string;
  format: ClassFormatKind | null;
  address: string | null;
  meetingLink: string | null;
  timeZone: string | null;
}

/** One session as a calendar event needs it, with its class. */
export interface CalendarSession {
  id: string;
  classId: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  sequence: number;
  reason: string | null;
  updatedAt: Date;
}

export interface FeedRow {
  userId: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const classColumns = {
  id: classes.id,
  name: classes.name,
  status: classes.status,
  instructorId: classes.instructorId,
  format: classes.format,
  address: classes.address,
  meetingLink: classes.meetingLink,
  timeZone: classes.timeZone,
};

// A calendar event also says when its session last changed (LAST-MODIFIED).
const sessionColumns = { ...classSessionColumns, updatedAt: classSessions.updatedAt };

const feedColumns = {
  userId: calendarFeeds.userId,
  createdAt: calendarFeeds.createdAt,
  lastUsedAt: calendarFeeds.lastUsedAt,
};

export function createCalendarRepository(db: Db) {
  return {
    async findClass(id: string): Promise<CalendarClass | null> {
      const [row] = await db.select(classColumns).from(classes).where(eq(classes.id, id));
      return row ?? null;
    },

    async isEnrolled(userId: string, classId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.classId, classId)))
        .limit(1);
      return row !== undefined;
    },

    async sessionsOfClass(classId: string): Promise<CalendarSession[]> {
      return db
        .select(sessionColumns)
        .from(classSessions)
        .where(eq(classSessions.classId, classId))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },

    /** The classes the account is enrolled in, whatever their status, and those it teaches unless denied. */
    async classesOfAccount(userId: string): Promise<CalendarClass[]> {
      const enrolled = exists(
        db
          .select({ one: sql`1` })
          .from(enrolments)
          .where(and(eq(enrolments.classId, classes.id), eq(enrolments.userId, userId))),
      );
      const teaches = and(eq(classes.instructorId, userId), ne(classes.status, 'denied'));
      return db
        .select(classColumns)
        .from(classes)
        .where(or(enrolled, teaches))
        .orderBy(asc(classes.name), asc(classes.id));
    },

    async sessionsOfClasses(classIds: string[]): Promise<CalendarSession[]> {
      if (classIds.length === 0) return [];
      return db
        .select(sessionColumns)
        .from(classSessions)
        .where(inArray(classSessions.classId, classIds))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    },

    async findFeed(userId: string): Promise<FeedRow | null> {
      const [row] = await db.select(feedColumns).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },

    async findFeedByHash(tokenHash: string): Promise<FeedRow | null> {
      const [row] = await db
        .select(feedColumns)
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row ?? null;
    },

    /** The account's feed gets this secret; an older one stops working at once. */
    async replaceFeed(userId: string, tokenHash: string, now: Date): Promise<FeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now, lastUsedAt: null })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash, createdAt: now, lastUsedAt: null },
        })
        .returning(feedColumns);
      return row!;
    },

    async deleteFeed(userId: string): Promise<number> {
      const rows = await db
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ userId: calendarFeeds.userId });
      return rows.length;
    },

    /** Notes a fetch, at most once per `every` milliseconds, so a busy feed does not write at each request. */
    async touchFeed(userId: string, now: Date, every: number): Promise<void> {
      await db
        .update(calendarFeeds)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(calendarFeeds.userId, userId),
            or(
              isNull(calendarFeeds.lastUsedAt),
              lt(calendarFeeds.lastUsedAt, new Date(now.getTime() - every)),
            ),
          ),
        );
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
