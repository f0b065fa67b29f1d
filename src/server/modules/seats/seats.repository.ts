import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { openWaitlistStatuses } from '#contract/waitlist';
import { column, dateFrom, statement, type DriverRow } from '#server/db/statement';
import type { Tx } from '#server/db/transaction';
import {
  cancelledEnrolments,
  cartItems,
  classes,
  enrolments,
  payments,
  users,
  waitlistEntries,
} from '#server/db/schema';
import type { Cents } from '#server/money';
import type { PaymentStatus } from '#contract/payments';
import type { UiLocale } from '#contract/ui-locales';
import type { RecordedPayment } from './rules/payment-status.js';
import type { RefundReason } from './rules/refund-reasons.js';
import type { SessionFacts } from './rules/class-sale.js';
import {
  enrolledIn,
  holdsByOthers,
  lateJoiningSetting,
  liveHold,
  sessionFactsAt,
  type ItemHold,
} from './seat-queries.js';
import { refundable } from './payment-columns.js';
import type { EnrolmentToCancel, LockedClass } from './seat-types.js';

/** A payment that enrolled, with what its receipt needs beyond what the caller knows. */
export interface PaidEnrolment extends RecordedPayment {
  receiptNumber: number;
  /** Null only if the account went away meanwhile. */
  studentName: string | null;
  /** The language the student chose for their mails (their receipt's); null if none. */
  studentLocale: UiLocale | null;
}

const p = sql.placeholder;

const lockedClassColumns = sql`${classes.id} as "id", ${classes.name} as "name", ${classes.priceCents} as "priceCents",
  ${classes.status} as "status", ${classes.availableSeats} as "availableSeats", ${classes.instructorId} as "instructorId",
  ${classes.language} as "language"`;
const toLockedClass = (row: DriverRow): LockedClass => ({
  id: row.id as string,
  name: row.name as string,
  priceCents: row.priceCents as Cents,
  status: row.status as string,
  availableSeats: row.availableSeats as number,
  instructorId: row.instructorId as string,
  language: (row.language as string | null) ?? null,
});

const toItemHold = (row: DriverRow): ItemHold | null =>
  row.itemId
    ? {
        id: row.itemId as string,
        classId: row.itemClassId as string,
        holding: row.holding as boolean,
        holdExpiresAt: dateFrom(row.holdExpiresAt),
        holdRenewals: row.holdRenewals as number,
        couponId: (row.couponId as string | null) ?? null,
      }
    : null;

/** The item of this student, if any, and its hold: columns for the facts read below. */
const itemHoldColumns = sql`${cartItems.id} as "itemId", ${cartItems.classId} as "itemClassId",
  coalesce(${liveHold(cartItems, p('now'))}, false) as "holding", ${cartItems.holdExpiresAt} as "holdExpiresAt",
  ${cartItems.holdRenewals} as "holdRenewals", ${cartItems.couponId} as "couponId"`;
const itemOfStudent = sql`left join ${cartItems} on ${and(
  eq(cartItems.id, p('itemId')),
  eq(cartItems.userId, p('userId')),
)}`;

const lockClassStatement = statement(
  'seats_lock_class',
  sql`select ${lockedClassColumns} from ${classes} where ${eq(classes.id, p('classId'))} for update`,
  toLockedClass,
);

/**
 * The student's row (no key update: inserts that reference the user still proceed), then the class's, in
 * this order in one statement (PostgreSQL takes a statement's row locks in the order of its locking clauses).
 */
const lockStudentAndClassStatement = statement(
  'seats_lock_student_and_class',
  sql`select ${lockedClassColumns} from ${users}, ${classes}
    where ${and(eq(users.id, p('userId')), eq(classes.id, p('classId')))}
    for no key update of ${users} for update of ${classes}`,
  toLockedClass,
);

export interface HoldFacts {
  /** Seats this student holds right now, in any class. */
  heldByStudent: number;
  /** Live holds of other students on the class. */
  heldByOthers: number;
  /** Whether students wait in the class's line: a free seat is theirs first (the waitlist module). */
  anyoneWaiting: boolean;
  item: ItemHold | null;
}

const holdFactsStatement = statement(
  'seats_hold_facts',
  sql`select
    (select count(*)::int from ${cartItems} where ${and(
      eq(cartItems.userId, p('userId')),
      liveHold(cartItems, p('now')),
    )}) as "heldByStudent",
    (${holdsByOthers(p('classId'), p('userId'), p('now'))}) as "heldByOthers",
    exists (select 1 from ${waitlistEntries} where ${and(
      eq(waitlistEntries.classId, p('classId')),
      eq(waitlistEntries.status, 'waiting'),
    )}) as "anyoneWaiting",
    ${itemHoldColumns}
    from (select 1) as one ${itemOfStudent}`,
  (row): HoldFacts => ({
    heldByStudent: row.heldByStudent as number,
    heldByOthers: row.heldByOthers as number,
    anyoneWaiting: row.anyoneWaiting as boolean,
    item: toItemHold(row),
  }),
);

/** The sale facts of the class `classId` at `now` (placeholders), as select-list text of a statement. */
const saleFactColumns = sql.join(
  Object.entries({
    ...sessionFactsAt(p('classId'), sql`${p('now')}::timestamptz`),
    lateJoining: lateJoiningSetting(),
  }).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
  sql`, `,
);
const saleFactsFrom = (row: DriverRow): SessionFacts & { lateJoining: boolean } => ({
  sessionsTotal: Number(row.sessionsTotal),
  sessionsLeft: Number(row.sessionsLeft),
  ongoing: row.ongoing as boolean,
  lateJoining: row.lateJoining as boolean,
});

const saleFactsStatement = statement('seats_sale_facts', sql`select ${saleFactColumns}`, saleFactsFrom);

export interface PaymentFacts {
  /** This transaction's payment, when it was recorded before. */
  existing: RecordedPayment | null;
  /** Null when the account is gone. */
  email: string | null;
  item: ItemHold | null;
  enrolled: boolean;
  heldByOthers: number;
  /** Whether the student has a place (waiting or offered) in the class's line, to be closed on enrolling. */
  inLine: boolean;
  /** The class's sessions now and the school's late-joining setting: whether it is still for sale. */
  sale: SessionFacts & { lateJoining: boolean };
}

const paymentFactsStatement = statement(
  'seats_payment_facts',
  sql`select ${payments.id} as "paymentId", ${payments.userId} as "paymentUserId", ${payments.status} as "status",
    ${payments.refundReason} as "refundReason", ${users.email} as "email",
    ${enrolledIn(p('userId'), p('classId'))} as "enrolled",
    (${holdsByOthers(p('classId'), p('userId'), p('now'))}) as "heldByOthers",
    exists (select 1 from ${waitlistEntries} where ${and(
      eq(waitlistEntries.classId, p('classId')),
      eq(waitlistEntries.userId, p('userId')),
      inArray(waitlistEntries.status, [...openWaitlistStatuses]),
    )}) as "inLine",
    ${saleFactColumns},
    ${itemHoldColumns}
    from (select 1) as one
    left join ${payments} on ${eq(payments.transactionId, p('transactionId'))}
    left join ${users} on ${eq(users.id, p('userId'))}
    ${itemOfStudent}`,
  (row): PaymentFacts => ({
    existing: row.paymentId
      ? {
          id: row.paymentId as string,
          userId: row.paymentUserId as string | null,
          status: row.status as RecordedPayment['status'],
          refundReason: row.refundReason as RefundReason | null,
          created: false,
        }
      : null,
    email: (row.email as string | null) ?? null,
    item: toItemHold(row),
    enrolled: row.enrolled as boolean,
    heldByOthers: row.heldByOthers as number,
    inLine: row.inLine as boolean,
    sale: saleFactsFrom(row),
  }),
);

/**
 * Taking a seat, the only copy: one seat of the class (placeholder `classId`) moves to students, at
 * `updatedAt`, never below 0 seats; answers the class's id, or no row when no seat was left.
 */
const takeSeatUpdate = sql`update ${classes} set ${column(classes.availableSeats)} = ${classes.availableSeats} - 1,
    ${column(classes.students)} = ${classes.students} + 1,
    ${column(classes.updatedAt)} = ${p('updatedAt')}
  where ${and(eq(classes.id, p('classId')), gt(classes.availableSeats, 0))}
  returning ${classes.id}`;

const takeSeatStatement = statement('seats_take_seat', takeSeatUpdate, (row) => row.id as string);

/**
 * A paid enrolment in one statement: one seat moved to students (never below 0), the payment, its enrolment,
 * and the cart item removed. Nothing is written when no seat is left.
 */
const enrolWithPaymentStatement = statement(
  'seats_enrol_with_payment',
  sql`with seat as (${takeSeatUpdate}), payment as (
      insert into ${payments} (${sql.join(
        [
          payments.userId,
          payments.email,
          payments.transactionId,
          payments.priceCents,
          payments.classId,
          payments.className,
          payments.date,
          payments.status,
          payments.cardBrand,
          payments.cardLast4,
          payments.couponCode,
          payments.discountCents,
        ].map(column),
        sql`, `,
      )})
      select ${p('userId')}::text, ${p('email')}::text, ${p('transactionId')}::text, ${p('priceCents')}::int,
        seat.id, ${p('className')}::text, ${p('at')}::timestamptz, 'paid', ${p('cardBrand')}::text,
        ${p('cardLast4')}::text, ${p('couponCode')}::text, ${p('discountCents')}::int from seat
      returning ${payments.id}, ${payments.userId}, ${payments.receiptNumber}
    ), enrolment as (
      insert into ${enrolments} (${sql.join(
        [enrolments.userId, enrolments.classId, enrolments.paymentId, enrolments.createdAt].map(column),
        sql`, `,
      )})
      select ${p('userId')}::text, ${p('classId')}::uuid, payment.id, ${p('at')}::timestamptz from payment
    ), item as (
      delete from ${cartItems} where ${eq(cartItems.id, p('itemId'))} and exists (select 1 from payment)
    )
    select payment.id as "id", payment.user_id as "userId", payment.receipt_number as "receiptNumber",
      ${users.name} as "studentName", ${users.locale} as "studentLocale"
      from payment left join ${users} on ${users.id} = payment.user_id`,
  (row): PaidEnrolment => ({
    id: row.id as string,
    userId: row.userId as string | null,
    status: 'paid',
    refundReason: null,
    created: true,
    receiptNumber: Number(row.receiptNumber),
    studentName: row.studentName as string | null,
    studentLocale: (row.studentLocale as UiLocale | null) ?? null,
  }),
);

const isEnrolledStatement = statement(
  'seats_is_enrolled',
  sql`select ${enrolledIn(p('userId'), p('classId'))} as "enrolled"`,
  (row) => row.enrolled as boolean,
);

const countHoldsByOthersStatement = statement(
  'seats_holds_by_others',
  sql`select (${holdsByOthers(p('classId'), p('userId'), p('now'))}) as "n"`,
  (row) => row.n as number,
);

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
 * Plain reads and writes of seats, holds, enrolments and payments, each on the transaction it is given: the
 * only repository that writes `enrolments`, `cancelled_enrolments` and `payments`. Every caller
 * locks the class row first (lockClass), so holds and seats of one class change one transaction at a time.
 * The statements of the purchase path are prepared (see docs/decisions/purchase-round-trips.md).
 */
export const seatsRepository = {
  /** A class's sessions at `now` and the school's late-joining setting: what its sale is decided on. */
  async saleFacts(on: Tx, classId: string, now: Date): Promise<SessionFacts & { lateJoining: boolean }> {
    const [row] = await saleFactsStatement.run(on, { classId, now: now.toISOString() });
    if (!row) throw new Error('the sale facts answered no row');
    return row;
  },

  async lockClass(tx: Tx, classId: string): Promise<LockedClass | null> {
    const [row] = await lockClassStatement.run(tx, { classId });
    return row ?? null;
  },

  /**
   * Serialises one student's new holds across classes (each class lock alone would let two requests for
   * two classes both pass the per-student limit), then locks the class; null when either is missing. The
   * student's lock always comes first, so two of these cannot deadlock.
   */
  async lockStudentAndClass(tx: Tx, userId: string, classId: string): Promise<LockedClass | null> {
    const [row] = await lockStudentAndClassStatement.run(tx, { userId, classId });
    return row ?? null;
  },

  /** What a hold is decided on, read after the locks: the student's holds, the others', and the item's. */
  async holdFacts(
    tx: Tx,
    at: { userId: string; classId: string; itemId: string; now: Date },
  ): Promise<HoldFacts> {
    const [row] = await holdFactsStatement.run(tx, { ...at, now: at.now.toISOString() });
    if (!row) throw new Error('the hold facts answered no row');
    return row;
  },

  /** What recording a payment is decided on, read after the class lock. */
  async paymentFacts(
    tx: Tx,
    at: { transactionId: string; userId: string; classId: string; itemId: string | null; now: Date },
  ): Promise<PaymentFacts> {
    const [row] = await paymentFactsStatement.run(tx, { ...at, now: at.now.toISOString() });
    if (!row) throw new Error('the payment facts answered no row');
    return row;
  },

  /** Takes the seat and writes the payment and its enrolment, removing the cart item; null when no seat is left. */
  async enrolWithPayment(
    tx: Tx,
    values: {
      userId: string;
      email: string;
      transactionId: string;
      priceCents: Cents;
      classId: string;
      className: string;
      itemId: string | null;
      at: Date;
      card: { brand: string; last4: string } | null;
      coupon: { code: string; discountCents: Cents } | null;
    },
  ): Promise<PaidEnrolment | null> {
    const { card, coupon, ...rest } = values;
    const [row] = await enrolWithPaymentStatement.run(tx, {
      ...rest,
      couponCode: coupon?.code ?? null,
      discountCents: coupon?.discountCents ?? 0,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      at: values.at.toISOString(),
      updatedAt: new Date().toISOString(),
    });
    return row ?? null;
  },

  /** The student's address and name; null when the account is gone. */
  async emailOf(
    tx: Tx,
    userId: string,
  ): Promise<{ email: string; name: string; locale: UiLocale | null } | null> {
    const [row] = await tx
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async countHoldsByOthers(tx: Tx, classId: string, userId: string, now: Date): Promise<number> {
    const [n] = await countHoldsByOthersStatement.run(tx, { classId, userId, now: now.toISOString() });
    return n ?? 0;
  },

  async isEnrolled(tx: Tx, userId: string, classId: string): Promise<boolean> {
    const [enrolled] = await isEnrolledStatement.run(tx, { userId, classId });
    return enrolled ?? false;
  },

  /** Moves one seat to students; the condition means seats can never go below 0. */
  async takeSeat(tx: Tx, classId: string): Promise<boolean> {
    const rows = await takeSeatStatement.run(tx, { classId, updatedAt: new Date().toISOString() });
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
      .set({ status: 'refunded', refundReason: reason, amountRefundedCents: sql`${payments.priceCents}` })
      .where(and(eq(payments.userId, userId), refundable()));
  },

  /** The payments stay as the record of the money, with no link to the person (no user id, no email). */
  async anonymisePaymentsOf(tx: Tx, userId: string): Promise<void> {
    await tx.update(payments).set({ userId: null, email: null }).where(eq(payments.userId, userId));
  },

  /** A payment recorded as the seats service decided it: paid, or refunded at once with its reason. */
  async insertPayment(
    tx: Tx,
    values: Omit<typeof payments.$inferInsert, 'id' | 'status' | 'refundReason'> & {
      status: 'paid' | 'refunded';
      refundReason: RefundReason | null;
    },
  ): Promise<RecordedPayment> {
    const [row] = await tx.insert(payments).values(values).returning({
      id: payments.id,
      userId: payments.userId,
      status: payments.status,
      refundReason: payments.refundReason,
    });
    if (!row) throw new Error('the payment insert returned no row');
    return {
      id: row.id,
      userId: row.userId,
      status: row.status as PaymentStatus,
      refundReason: row.refundReason as RefundReason | null,
      created: true,
    };
  },

  /** A payment that enrols (of 0, with a 100% coupon): its id and receipt number. */
  async insertPaidPayment(
    tx: Tx,
    values: Omit<typeof payments.$inferInsert, 'id' | 'status' | 'refundReason' | 'receiptNumber'>,
  ): Promise<{ id: string; receiptNumber: number }> {
    const [row] = await tx
      .insert(payments)
      .values({ ...values, status: 'paid' })
      .returning({ id: payments.id, receiptNumber: payments.receiptNumber });
    if (!row) throw new Error('the payment insert returned no row');
    return row;
  },

  /** A payment's refunded total and the status the seats service decided for it. */
  async setRefunded(
    tx: Tx,
    paymentId: string,
    values: { amountRefundedCents: Cents; status: PaymentStatus },
  ): Promise<void> {
    await tx.update(payments).set(values).where(eq(payments.id, paymentId));
  },

  /** The enrolment leaves `enrolments` and is kept as history. */
  async moveToCancelled(
    tx: Tx,
    enrolment: EnrolmentToCancel,
    values: { refundId: string | null; cancelledBy: string; at: Date },
  ): Promise<void> {
    await tx.insert(cancelledEnrolments).values({
      id: enrolment.id,
      userId: enrolment.userId,
      classId: enrolment.classId,
      className: enrolment.className,
      paymentId: enrolment.paymentId,
      refundId: values.refundId,
      enrolledAt: enrolment.createdAt,
      cancelledAt: values.at,
      cancelledBy: values.cancelledBy,
    });
    await tx.delete(enrolments).where(eq(enrolments.id, enrolment.id));
  },

  releaseSeat,
};

export type SeatsRepository = typeof seatsRepository;
