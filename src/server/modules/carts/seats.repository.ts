import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { cartItems, classes, enrolments, users } from '#server/db/schema';

/**
 * Seat rules shared by holds, payments and free enrolments. Every caller runs inside a transaction that
 * first locks the class row, so holds and seats of one class change one transaction at a time.
 */
export async function lockClass(tx: Db, classId: string) {
  const [row] = await tx
    .select({
      id: classes.id,
      name: classes.name,
      price: classes.price,
      status: classes.status,
      availableSeats: classes.availableSeats,
      instructorId: classes.instructorId,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .for('update');
  return row ? { ...row, price: Number(row.price) } : null;
}

export async function countHoldsByOthers(tx: Db, classId: string, userId: string, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(cartItems)
    .where(
      and(eq(cartItems.classId, classId), ne(cartItems.userId, userId), gt(cartItems.holdExpiresAt, now)),
    );
  return row?.n ?? 0;
}

/** Seats this student holds right now, in any class; the caller has locked the student (lockStudent). */
export async function countHoldsOf(tx: Db, userId: string, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), gt(cartItems.holdExpiresAt, now)));
  return row?.n ?? 0;
}

/**
 * Serialises one student's new holds across classes (each class lock alone would let two requests for two
 * classes both pass the per-student limit). Taken before the class lock, never after it, so the two cannot
 * deadlock. No key update: inserts that reference the user still proceed.
 */
export async function lockStudent(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Moves one seat to students; the condition means seats can never go below 0. */
export async function takeSeat(tx: Db, classId: string): Promise<boolean> {
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
}

export async function isEnrolled(tx: Db, userId: string, classId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.classId, classId)));
  return !!row;
}

/** Gives an enrolment's seat back (the student left); never takes students below 0. */
export async function releaseSeat(tx: Db, classId: string): Promise<boolean> {
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
