import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { cartItems, classes, users, waitlistEntries } from '#server/db/schema';
import { openWaitlistStatuses, type WaitlistStatus } from '#contract/waitlist';
import {
  enrolledIn,
  hasEnded,
  liveHold,
  liveHoldsOn,
  seatBeyondHolds,
} from '#server/modules/seats/seat-queries';
import { classSessions } from '#server/db/schema';

const open = inArray(waitlistEntries.status, [...openWaitlistStatuses]);
/** Only a student with a verified address can pay, so only they are offered seats. */
const verified = eq(users.emailVerified, true);
const ahead = alias(waitlistEntries, 'ahead');

/** 1 for the first waiting student of the class; counted, so gaps left by those who left never show. */
const rankOf = sql<number>`(select count(*)::int from ${waitlistEntries} ${sql.identifier('ahead')} where ${and(
  eq(ahead.classId, waitlistEntries.classId),
  eq(ahead.status, 'waiting'),
  lte(ahead.position, waitlistEntries.position),
)})`;

export interface OpenEntry {
  id: string;
  status: 'waiting' | 'offered';
}

export interface NextInLine {
  id: string;
  userId: string;
  name: string;
  email: string;
  instructorOfClass: boolean;
}

export interface StudentEntryRow {
  classId: string;
  className: string;
  status: 'waiting' | 'offered';
  rank: number;
  offerExpiresAt: Date | null;
  cartItemId: string | null;
}

export interface ClassEntryRow {
  id: string;
  name: string;
  email: string;
  status: 'waiting' | 'offered';
  rank: number;
  joinedAt: Date;
  offerExpiresAt: Date | null;
}

/** Plain reads and writes of waitlist entries; the transactional ones on the transaction they are given. */
export function createWaitlistRepository(db: Db) {
  return {
    async findOpen(tx: Tx, classId: string, userId: string): Promise<OpenEntry | null> {
      const [row] = await tx
        .select({ id: waitlistEntries.id, status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.classId, classId), eq(waitlistEntries.userId, userId), open));
      return row ? { id: row.id, status: row.status as OpenEntry['status'] } : null;
    },

    /** Joins at the end of the line; answers the new place in it. */
    async insert(tx: Tx, values: { classId: string; userId: string; joinedAt: Date }): Promise<number> {
      const [row] = await tx.insert(waitlistEntries).values(values).returning({ id: waitlistEntries.id });
      if (!row) throw new Error('the waitlist entry was not inserted');
      const [ranked] = await tx
        .select({ rank: rankOf })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.id, row.id));
      return ranked?.rank ?? 1;
    },

    /** Students waiting in the class's line who can be offered a seat: those with a verified address. */
    async countOfferable(tx: Tx, classId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .where(and(eq(waitlistEntries.classId, classId), eq(waitlistEntries.status, 'waiting'), verified));
      return row?.n ?? 0;
    },

    /** The lines the student is in now (waiting or offered), in every class. */
    async countOpenOfStudent(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.userId, userId), open));
      return row?.n ?? 0;
    },

    async end(
      tx: Tx,
      id: string,
      status: Extract<WaitlistStatus, 'left' | 'expired' | 'accepted'>,
      at: Date,
    ) {
      await tx
        .update(waitlistEntries)
        .set({ status, endedAt: at })
        .where(and(eq(waitlistEntries.id, id), open));
    },

    /** Entries still in line whose student is enrolled now (paid, or enrolled free): accepted. */
    async acceptEnrolled(tx: Tx, classId: string, at: Date, userId?: string): Promise<void> {
      await tx
        .update(waitlistEntries)
        .set({ status: 'accepted', endedAt: at })
        .where(
          and(
            eq(waitlistEntries.classId, classId),
            userId ? eq(waitlistEntries.userId, userId) : undefined,
            open,
            enrolledIn(waitlistEntries.userId, waitlistEntries.classId),
          ),
        );
    },

    /** Offers that ran out, or whose held seat is gone (the student took the class out of the cart). */
    async expireOffers(tx: Tx, classId: string, at: Date): Promise<number> {
      const rows = await tx
        .update(waitlistEntries)
        .set({ status: 'expired', endedAt: at })
        .where(
          and(
            eq(waitlistEntries.classId, classId),
            eq(waitlistEntries.status, 'offered'),
            or(
              lte(waitlistEntries.offerExpiresAt, at),
              sql`not exists (select 1 from ${cartItems} where ${and(
                eq(cartItems.userId, waitlistEntries.userId),
                eq(cartItems.classId, waitlistEntries.classId),
                liveHold(cartItems, at),
              )})`,
            ),
          ),
        )
        .returning({ id: waitlistEntries.id });
      return rows.length;
    },

    /** Live holds of every student on the class: the seats nobody else may take. */
    async countLiveHolds(tx: Tx, classId: string, at: Date): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`(${liveHoldsOn(classId, at)})` })
        .from(classes)
        .where(eq(classes.id, classId));
      return row?.n ?? 0;
    },

    /** The first student in line who can be offered a seat; those not verified yet keep their place. */
    async firstWaiting(tx: Tx, classId: string): Promise<NextInLine | null> {
      const [row] = await tx
        .select({
          id: waitlistEntries.id,
          userId: waitlistEntries.userId,
          name: users.name,
          email: users.email,
          instructorOfClass: sql<boolean>`${classes.instructorId} = ${waitlistEntries.userId}`,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
        .where(and(eq(waitlistEntries.classId, classId), eq(waitlistEntries.status, 'waiting'), verified))
        .orderBy(asc(waitlistEntries.position))
        .limit(1);
      return row ?? null;
    },

    /**
     * A class that stopped selling seats: its offers (and, once it has ended, its whole line) are withdrawn.
     * Answers the entries withdrawn, with their students, to be told.
     */
    async withdraw(
      tx: Tx,
      classId: string,
      at: Date,
      statuses: readonly ('waiting' | 'offered')[],
    ): Promise<(NextInLine & { status: 'waiting' | 'offered' })[]> {
      const rows = await tx
        .select({
          id: waitlistEntries.id,
          userId: waitlistEntries.userId,
          status: waitlistEntries.status,
          name: users.name,
          email: users.email,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .where(and(eq(waitlistEntries.classId, classId), inArray(waitlistEntries.status, [...statuses])));
      if (rows.length === 0) return [];
      await tx
        .update(waitlistEntries)
        .set({ status: 'withdrawn', endedAt: at })
        .where(
          inArray(
            waitlistEntries.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        name: row.name,
        email: row.email,
        instructorOfClass: false,
        status: row.status as 'waiting' | 'offered',
      }));
    },

    async markOffered(tx: Tx, id: string, at: Date, until: Date): Promise<void> {
      await tx
        .update(waitlistEntries)
        .set({ status: 'offered', offeredAt: at, offerExpiresAt: until })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')));
    },

    /**
     * Approved classes where the job has something to do: an offer that ran out, or students waiting while
     * the class has seats beyond its live holds (a hold that ended, seats added).
     */
    async classesToOffer(at: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ classId: waitlistEntries.classId })
        .from(waitlistEntries)
        .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .where(
          and(
            eq(classes.status, 'approved'),
            or(
              // A class that stopped selling: an offer made before its first session, or a line it still has
              // after its last (the service withdraws them).
              and(
                eq(waitlistEntries.status, 'offered'),
                sql`exists (select 1 from ${classSessions} where ${and(
                  eq(classSessions.classId, classes.id),
                  eq(classSessions.status, 'scheduled'),
                  lte(classSessions.startsAt, at),
                )})`,
              ),
              and(open, hasEnded(classes.id, at)),
              and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, at)),
              and(eq(waitlistEntries.status, 'waiting'), verified, seatBeyondHolds(classes, at)),
            ),
          ),
        );
      return rows.map((row) => row.classId);
    },

    async listOfStudent(userId: string, at: Date): Promise<StudentEntryRow[]> {
      const rows = await db
        .select({
          classId: waitlistEntries.classId,
          className: classes.name,
          status: waitlistEntries.status,
          rank: rankOf,
          offerExpiresAt: waitlistEntries.offerExpiresAt,
          cartItemId: sql<string | null>`(select ${cartItems.id} from ${cartItems} where ${and(
            eq(cartItems.userId, waitlistEntries.userId),
            eq(cartItems.classId, waitlistEntries.classId),
            liveHold(cartItems, at),
          )})`,
        })
        .from(waitlistEntries)
        .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
        .where(and(eq(waitlistEntries.userId, userId), open))
        .orderBy(asc(waitlistEntries.position));
      return rows as StudentEntryRow[];
    },

    async listOfClass(classId: string): Promise<ClassEntryRow[]> {
      const rows = await db
        .select({
          id: waitlistEntries.id,
          name: users.name,
          email: users.email,
          status: waitlistEntries.status,
          rank: rankOf,
          joinedAt: waitlistEntries.joinedAt,
          offerExpiresAt: waitlistEntries.offerExpiresAt,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .where(and(eq(waitlistEntries.classId, classId), open))
        .orderBy(asc(waitlistEntries.position));
      return rows as ClassEntryRow[];
    },

    async findClass(classId: string): Promise<{ name: string; instructorId: string; status: string } | null> {
      const [row] = await db
        .select({ name: classes.name, instructorId: classes.instructorId, status: classes.status })
        .from(classes)
        .where(eq(classes.id, classId));
      return row ?? null;
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
