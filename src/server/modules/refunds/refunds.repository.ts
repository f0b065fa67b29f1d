import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentStatus } from '#contract/payments';
import type { RefundKind } from '#contract/refunds';
import type { Db } from '#server/db/client';
import {
  cancelledEnrolments,
  classes,
  classSessions,
  enrolments,
  payments,
  refunds,
  users,
} from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';
import { paymentColumns } from '#server/modules/seats/payment-columns';
import type { EnrolmentToCancel } from '#server/modules/seats/seat-types';

export interface LockedPayment {
  id: string;
  userId: string | null;
  email: string | null;
  studentName: string | null;
  transactionId: string;
  priceCents: Cents;
  amountRefundedCents: Cents;
  status: PaymentStatus;
  classId: string | null;
  className: string;
  receiptNumber: number;
  date: Date;
}

export interface NewRefund {
  paymentId: string;
  amountCents: Cents;
  reason: string;
  kind: RefundKind;
  createdBy: string | null;
  processorRefundId: string;
  createdAt: Date;
}

export interface RefundRow {
  id: string;
  paymentId: string;
  amountCents: Cents;
  reason: string;
  kind: RefundKind;
  creditNoteNumber: number;
  className: string;
  email: string | null;
  createdBy: string | null;
  createdAt: Date;
}

const enrolmentColumns = {
  id: enrolments.id,
  userId: enrolments.userId,
  classId: enrolments.classId,
  className: classes.name,
  paymentId: enrolments.paymentId,
  createdAt: enrolments.createdAt,
};

const paymentWithStudent = { ...paymentColumns, studentName: users.name };

/**
 * Refunds, and reads of the payments they give money back on and the enrolments they end, on the
 * transaction given; the seats module alone writes those two. Locks are taken class, then enrolment, then
 * payment, as the seats module does.
 */
export function createRefundsRepository(db: Db) {
  return {
    /** An enrolment without locking it: which class to lock first. */
    async findEnrolment(tx: Tx, id: string): Promise<EnrolmentToCancel | null> {
      const [row] = await tx
        .select(enrolmentColumns)
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(eq(enrolments.id, id));
      return row ?? null;
    },

    /** Whose enrolment this was, once it is cancelled; null when no enrolment with this id was cancelled. */
    async findCancelledEnrolmentOwner(tx: Tx, id: string): Promise<string | null> {
      const [row] = await tx
        .select({ userId: cancelledEnrolments.userId })
        .from(cancelledEnrolments)
        .where(eq(cancelledEnrolments.id, id));
      return row?.userId ?? null;
    },

    /** The enrolment, locked until the transaction ends; null once it is gone (cancelled meanwhile). */
    async lockEnrolment(tx: Tx, id: string): Promise<EnrolmentToCancel | null> {
      const [row] = await tx
        .select(enrolmentColumns)
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(eq(enrolments.id, id))
        .for('update', { of: enrolments });
      return row ?? null;
    },

    async lockEnrolmentOfPayment(tx: Tx, paymentId: string): Promise<EnrolmentToCancel | null> {
      const [row] = await tx
        .select(enrolmentColumns)
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(eq(enrolments.paymentId, paymentId))
        .for('update', { of: enrolments });
      return row ?? null;
    },

    async findPayment(tx: Tx, id: string): Promise<LockedPayment | null> {
      const [row] = await tx
        .select(paymentWithStudent)
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id));
      return row ? { ...row, status: row.status as PaymentStatus } : null;
    },

    async lockPayment(tx: Tx, id: string): Promise<LockedPayment | null> {
      const [row] = await tx
        .select(paymentWithStudent)
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id))
        .for('update', { of: payments });
      return row ? { ...row, status: row.status as PaymentStatus } : null;
    },

    async lockPaymentByTransaction(tx: Tx, transactionId: string): Promise<LockedPayment | null> {
      const [row] = await tx
        .select(paymentWithStudent)
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.transactionId, transactionId))
        .for('update', { of: payments });
      return row ? { ...row, status: row.status as PaymentStatus } : null;
    },

    /** The class's first scheduled session; null when it has none (no schedule). */
    async firstSessionAt(tx: Tx, classId: string): Promise<Date | null> {
      const [row] = await tx
        .select({ startsAt: classSessions.startsAt })
        .from(classSessions)
        .where(and(eq(classSessions.classId, classId), eq(classSessions.status, 'scheduled')))
        .orderBy(asc(classSessions.startsAt))
        .limit(1);
      return row?.startsAt ?? null;
    },

    /** Which of these processor refund ids are recorded already. */
    async knownProcessorRefunds(tx: Tx, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: refunds.processorRefundId })
        .from(refunds)
        .where(inArray(refunds.processorRefundId, ids));
      return new Set(rows.map((row) => row.id));
    },

    async insertRefund(
      tx: Tx,
      refund: NewRefund,
    ): Promise<{ id: string; creditNoteNumber: number; createdAt: Date }> {
      const [row] = await tx.insert(refunds).values(refund).returning({
        id: refunds.id,
        creditNoteNumber: refunds.creditNoteNumber,
        createdAt: refunds.createdAt,
      });
      if (!row) throw new Error('the refund insert returned no row');
      return row;
    },

    /** The latest refunds, newest first, for the admins' list. */
    async listRecent(limit: number): Promise<RefundRow[]> {
      const rows = await db
        .select({
          id: refunds.id,
          paymentId: refunds.paymentId,
          amountCents: refunds.amountCents,
          reason: refunds.reason,
          kind: refunds.kind,
          creditNoteNumber: refunds.creditNoteNumber,
          className: payments.className,
          email: payments.email,
          createdBy: users.name,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .leftJoin(users, eq(users.id, refunds.createdBy))
        .orderBy(desc(refunds.createdAt), desc(refunds.creditNoteNumber))
        .limit(limit);
      return rows.map((row) => ({ ...row, kind: row.kind as RefundKind }));
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
