import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EnrolledClass } from '#contract/payments';
import type { Db } from '#server/db/client';
import { cartItems, classes, enrolments, users } from '#server/db/schema';
import { countHoldsByOthers, isEnrolled, lockClass, takeSeat } from '#server/modules/carts/seats.repository';

const instructor = alias(users, 'instructor');

export type FreeEnrolment =
  | { enrolled: true; id: string }
  | {
      enrolled: false;
      reason: 'missing' | 'unavailable' | 'own-class' | 'not-free' | 'already-enrolled' | 'full' | 'held';
    };

export function createEnrolmentsRepository(db: Db) {
  return {
    async listOf(userId: string): Promise<EnrolledClass[]> {
      const rows = await db
        .select({
          id: enrolments.id,
          classId: classes.id,
          name: classes.name,
          price: classes.price,
          img: classes.img,
          instructor: instructor.email,
          instructorName: instructor.name,
          date: enrolments.createdAt,
        })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .innerJoin(instructor, eq(instructor.id, classes.instructorId))
        .where(eq(enrolments.userId, userId))
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
      return rows.map((row) => ({
        _id: row.id,
        classId: row.classId,
        name: row.name,
        price: Number(row.price),
        img: row.img,
        instructor: row.instructor,
        instructorName: row.instructorName,
        date: row.date.toISOString(),
      }));
    },

    /** Enrols a student in a free class from their cart, taking a seat as a payment would. */
    async enrolFree(userId: string, itemId: string, now: Date): Promise<FreeEnrolment> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ classId: cartItems.classId })
          .from(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
        if (!item) return { enrolled: false, reason: 'missing' };
        const cls = await lockClass(tx, item.classId);
        if (!cls || cls.status !== 'approved') return { enrolled: false, reason: 'unavailable' };
        if (cls.instructorId === userId) return { enrolled: false, reason: 'own-class' };
        if (cls.price > 0) return { enrolled: false, reason: 'not-free' };
        if (await isEnrolled(tx, userId, item.classId))
          return { enrolled: false, reason: 'already-enrolled' };
        const others = await countHoldsByOthers(tx, item.classId, userId, now);
        if (cls.availableSeats - others <= 0) {
          return { enrolled: false, reason: cls.availableSeats <= 0 ? 'full' : 'held' };
        }
        if (!(await takeSeat(tx, item.classId))) return { enrolled: false, reason: 'full' };
        const [row] = await tx
          .insert(enrolments)
          .values({ userId, classId: item.classId, createdAt: now })
          .returning({ id: enrolments.id });
        await tx.delete(cartItems).where(eq(cartItems.id, itemId));
        return { enrolled: true, id: row!.id };
      });
    },
  };
}

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
