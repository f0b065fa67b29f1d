import { and, asc, count, eq, gt, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/transaction';
import { cartItems, classes, enrolments, payments, users } from '#server/db/schema';
import type { Cents } from '#server/money';

const holds = alias(cartItems, 'holds');

/** A seat hold is live while its end is ahead; the only place that says so. */
export const liveHold = (item: { holdExpiresAt: AnyColumn }, now: Date) => gt(item.holdExpiresAt, now);

/** Live holds on a class (a column, for a correlated count, or an id) by students other than this one. */
export function holdsByOthers(tx: Tx, classId: AnyColumn | string, userId: string, now: Date) {
  return tx
    .select({ n: count() })
    .from(holds)
    .where(and(eq(holds.classId, classId), ne(holds.userId, userId), liveHold(holds, now)));
}

export interface LockedClass {
  id: string;
  name: string;
  priceCents: Cents;
  status: string;
  availableSeats: number;
  instructorId: string;
}

async function lockClass(tx: Tx, classId: string): Promise<LockedClass | null> {
  const [row] = await tx
    .select({
      id: classes.id,
      name: classes.name,
      priceCents: classes.priceCents,
      status: classes.status,
      availableSeats: classes.availableSeats,
      instructorId: classes.instructorId,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .for('update');
  return row ?? null;
}

/** Gives an enrolment's seat back (the student left); never takes students below 0. */
async function releaseSeat(tx: Tx, classId: string): Promise<boolean> {
  const rows = await tx
    .update(classes)
    .set({
      availableSeats: sql`${classes.availableSeats} + 1`,
      students: sql`${classes.students} - 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(classes.id, classId), gt(classes.students, 0)))
    .returning({ id: classes.id });
  return rows.length > 0;
}

/**
 * Plain reads and writes of seats, holds and enrolments, each on the transaction it is given. Every caller
 * locks the class row first (lockClass), so holds and seats of one class change one transaction at a time.
 */
export const seatsRepository = {
  lockClass,

  /**
   * Serialises one student's new holds across classes (each class lock alone would let two requests for
   * two classes both pass the per-student limit). Taken before the class lock, never after it, so the two
   * cannot deadlock. No key update: inserts that reference the user still proceed.
   */
  async lockStudent(tx: Tx, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  },

  async countHoldsByOthers(tx: Tx, classId: string, userId: string, now: Date): Promise<number> {
    const [row] = await holdsByOthers(tx, classId, userId, now);
    return row?.n ?? 0;
  },

  /** Seats this student holds right now, in any class. */
  async countHoldsOf(tx: Tx, userId: string, now: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), liveHold(cartItems, now)));
    return row?.n ?? 0;
  },

  async isEnrolled(tx: Tx, userId: string, classId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.classId, classId)));
    return !!row;
  },

  async accountEmail(tx: Tx, userId: string): Promise<string | null> {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },

  /** Moves one seat to students; the condition means seats can never go below 0. */
  async takeSeat(tx: Tx, classId: string): Promise<boolean> {
    const rows = await tx
      .update(classes)
      .set({
        availableSeats: sql`${classes.availableSeats} - 1`,
        students: sql`${classes.students} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(classes.id, classId), gt(classes.availableSeats, 0)))
      .returning({ id: classes.id });
    return rows.length > 0;
  },

  async insertEnrolment(
    tx: Tx,
    values: { userId: string; classId: string; paymentId?: string; createdAt: Date },
  ): Promise<string> {
    const [row] = await tx.insert(enrolments).values(values).returning({ id: enrolments.id });
    if (!row) throw new Error('the enrolment insert returned no row');
    return row.id;
  },

  /** The classes a student is enrolled in, in id order (the order their rows are locked in). */
  async enrolledClassIds(tx: Tx, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ classId: enrolments.classId })
      .from(enrolments)
      .where(eq(enrolments.userId, userId))
      .orderBy(asc(enrolments.classId));
    return rows.map((row) => row.classId);
  },

  async deleteEnrolmentsOf(tx: Tx, userId: string): Promise<void> {
    await tx.delete(enrolments).where(eq(enrolments.userId, userId));
  },

  async markPaidPaymentsRefunded(tx: Tx, userId: string, reason: 'account-deleted'): Promise<void> {
    await tx
      .update(payments)
      .set({ status: 'refunded', refundReason: reason })
      .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')));
  },

  releaseSeat,
};

export type SeatsRepository = typeof seatsRepository;
