import { and, eq, gt, ne, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cartItems, classSessions, enrolments, schoolSettings } from '#server/db/schema';

/*
 * The seat and sale questions as SQL fragments, for the repositories that count seats or show a class's
 * sale (seats, carts, waitlist, classes). They sit below every repository and import only the schema.
 */

const holds = alias(cartItems, 'holds');

/** An item's seat hold, read inside the transaction that may change it. */
export interface ItemHold {
  id: string;
  classId: string;
  holding: boolean;
  holdExpiresAt: Date | null;
  holdRenewals: number;
  couponId: string | null;
}

/** A seat hold is live while its end is ahead; the only place that says so. */
export const liveHold = (item: { holdExpiresAt: AnyColumn }, now: Date | SQLWrapper) =>
  gt(item.holdExpiresAt, now);

/**
 * Live holds on a class (a column, for a correlated count, or an id), by every student or by those other
 * than `exceptUserId`: the seat count, to be used as a subquery; the only place that counts holds.
 */
export const liveHoldsOn = (
  classId: AnyColumn | SQLWrapper | string,
  now: Date | SQLWrapper,
  exceptUserId?: SQLWrapper | string,
) =>
  sql`select count(*)::int from ${cartItems} ${sql.identifier('holds')} where ${and(
    eq(holds.classId, classId),
    exceptUserId === undefined ? undefined : ne(holds.userId, exceptUserId),
    liveHold(holds, now),
  )}`;

/** Live holds on a class by students other than this one: a count, to be used as a subquery. */
export const holdsByOthers = (
  classId: AnyColumn | SQLWrapper | string,
  userId: SQLWrapper | string,
  now: Date | SQLWrapper,
) => liveHoldsOn(classId, now, userId);

/**
 * Whether a class (its columns) has a seat beyond every live hold: the seat rule (rules/seat-rule.ts) as a
 * condition, only to pick the classes worth locking; the rule itself decides under the lock.
 */
export const seatBeyondHolds = (cls: { id: AnyColumn; availableSeats: AnyColumn }, now: Date | SQLWrapper) =>
  sql`${cls.availableSeats} > (${liveHoldsOn(cls.id, now)})`;

/** Whether the student is enrolled in the class (a column or an id): a condition. */
export const enrolledIn = (
  userId: AnyColumn | SQLWrapper | string,
  classId: AnyColumn | SQLWrapper | string,
) =>
  sql`exists (select 1 from ${enrolments} where ${and(eq(enrolments.userId, userId), eq(enrolments.classId, classId))})`;

const scheduledOf = (classId: AnyColumn | SQLWrapper | string, also: SQLWrapper) =>
  sql`select count(*)::int from ${classSessions} where ${and(
    eq(classSessions.classId, classId),
    eq(classSessions.status, 'scheduled'),
    also,
  )}`;

/**
 * A class's sessions at `now` (the class a column or an id), as columns of a select: what the sale rule
 * (class-sale.ts) is decided on.
 */
export const sessionFactsAt = (classId: AnyColumn | SQLWrapper | string, now: Date | SQLWrapper) => ({
  sessionsTotal: sql<number>`(${scheduledOf(classId, sql`true`)})`.mapWith(Number),
  sessionsLeft: sql<number>`(${scheduledOf(classId, gt(classSessions.startsAt, now))})`.mapWith(Number),
  ongoing: sql<boolean>`((${scheduledOf(classId, gt(classSessions.endsAt, now))}) > 0)`,
});

/** Whether every session of the class (a column) has ended at `now`: a condition, for lists. */
export const hasEnded = (classId: AnyColumn, now: Date | SQLWrapper) =>
  sql`(exists (select 1 from ${classSessions} where ${and(
    eq(classSessions.classId, classId),
    eq(classSessions.status, 'scheduled'),
  )}) and not exists (select 1 from ${classSessions} where ${and(
    eq(classSessions.classId, classId),
    eq(classSessions.status, 'scheduled'),
    gt(classSessions.endsAt, now),
  )}))`;

/** The school's late-joining setting (off until an admin saves it): a column of a select. */
export const lateJoiningSetting = () =>
  sql<boolean>`coalesce((select ${schoolSettings.lateJoining} from ${schoolSettings} where ${eq(schoolSettings.id, 1)}), false)`;
