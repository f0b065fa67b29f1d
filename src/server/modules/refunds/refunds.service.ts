import type { FastifyBaseLogger } from 'fastify';
import { dateTimeFormat } from '#contract/date-time-format';
import {
  type AdminRefundAnswer,
  type AdminRefundBody,
  type CancellationAnswer,
  type CancellationQuote,
  type RefundKind,
  type RefundRecord,
} from '#contract/refunds';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import type { AnyProcessor } from '#server/card-processors/processor';
import type { Transactions, Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText, sourceMessages, type ServerText } from '#server/i18n/server-messages';
import {
  centsFromDollars,
  dollarsFromCents,
  leastCents,
  minusCents,
  NO_CENTS,
  sumCents,
  usdText,
  type Cents,
} from '#server/money';
import type { Viewer } from '#server/viewer';
import type { SchoolSettingsRepository } from '#server/modules/school-settings/school-settings.repository';
import type { EnrolmentToCancel, SeatsService } from '#server/modules/seats/seats.service';
import { leftToRefund as leftOn } from '#server/modules/seats/rules/payment-status';
import { quoteRefund, type RefundQuote } from '#server/modules/seats/rules/refund-policy';
import type { LockedPayment, RefundRow, RefundsRepository } from './refunds.repository.js';

export const ALREADY_CANCELLED = sourceMessages['conflict.enrolment_cancelled'];

/** A credit note's number: CN, the year of the refund in the school's zone, the running number. */
export function creditNoteNumber(sequence: number, at: Date): string {
  const year = dateTimeFormat('en-US', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric' }).format(at);
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

const toRecord = (row: RefundRow): RefundRecord => ({
  _id: row.id,
  paymentId: row.paymentId,
  amount: dollarsFromCents(row.amountCents),
  reason: row.reason,
  kind: row.kind,
  creditNoteNumber: creditNoteNumber(row.creditNoteNumber, row.createdAt),
  className: row.className,
  email: row.email ?? '',
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Money going back to students: a student's cancellation under the school's refund policy, an admin's
 * refund of any amount left, and refunds the card processor reports (Stripe's charge.refunded). Each is
 * one transaction holding the payment's lock while the processor is asked, so money moves once.
 */
export function createRefundsService(deps: {
  repository: RefundsRepository;
  settings: SchoolSettingsRepository;
  /** The enrolment domain: class locks, cancelling, a refund's mark on its payment, freed seats. */
  seats: Pick<SeatsService, 'lockClass' | 'cancel' | 'addRefund' | 'seatFreed'>;
  transactions: Transactions;
  processor: AnyProcessor;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, settings, seats, transactions, processor, now, log } = deps;

  async function quoteOf(tx: Tx, enrolment: EnrolmentToCancel, payment: LockedPayment | null, at: Date) {
    const [policy, firstSessionAt] = await Promise.all([
      settings.get(tx).then((s) => s.refundPolicy),
      repository.firstSessionAt(tx, enrolment.classId),
    ]);
    const quote = quoteRefund({
      policy,
      priceCents: payment?.priceCents ?? NO_CENTS,
      alreadyRefundedCents: payment ? minusCents(payment.priceCents, leftOn(payment)) : NO_CENTS,
      firstSessionAt,
      now: at,
    });
    const answer: CancellationQuote = {
      enrolmentId: enrolment.id,
      classId: enrolment.classId,
      className: enrolment.className,
      rule: quote.rule,
      ruleText: quote.ruleText,
      firstSessionAt: firstSessionAt?.toISOString() ?? null,
      paid: dollarsFromCents(payment?.priceCents ?? NO_CENTS),
      alreadyRefunded: dollarsFromCents(payment ? minusCents(payment.priceCents, leftOn(payment)) : NO_CENTS),
      refund: dollarsFromCents(quote.refundCents),
      refundText: usdText(quote.refundCents),
    };
    return { quote, answer };
  }

  /** Asks the processor inside the caller's transaction; a failure rolls everything back. */
  async function refundAtProcessor(
    tx: Tx,
    payment: LockedPayment,
    amountCents: Cents,
    idempotencyKey: string,
    failure: ServerText,
  ) {
    try {
      const made = await processor.refund(payment.transactionId, { amountCents, idempotencyKey, tx });
      if (!made) throw new Error('the processor had nothing left to refund');
      return made;
    } catch (err) {
      log.error({ err, transactionId: payment.transactionId, amountCents }, 'refund failed');
      throw AppError.badGateway(failure);
    }
  }

  /** The refund's row and its payment's new totals (told as refunded), in the caller's transaction. */
  async function record(
    tx: Tx,
    payment: LockedPayment,
    refund: {
      amountCents: Cents;
      reason: string;
      kind: RefundKind;
      createdBy: string | null;
      processorRefundId: string;
      at: Date;
      cancelled: boolean;
      /** False when the account is being deleted: its address goes with it, and the seats module closes its payments. */
      accountDeleted?: boolean;
    },
  ) {
    const row = await repository.insertRefund(tx, {
      paymentId: payment.id,
      amountCents: refund.amountCents,
      reason: refund.reason,
      kind: refund.kind,
      createdBy: refund.createdBy,
      processorRefundId: refund.processorRefundId,
      createdAt: refund.at,
    });
    const refundedCents = sumCents(payment.amountRefundedCents, refund.amountCents);
    const number = creditNoteNumber(row.creditNoteNumber, row.createdAt);
    // The refunded event audits the refund and queues its credit note, in this transaction. A deleted
    // account's refunds are not told so: its withdrawal closes the payments and its withdrawn event audits
    // them, once per payment; its address is going.
    const status = refund.accountDeleted
      ? null
      : await seats.addRefund(tx, payment, {
          id: row.id,
          amountCents: refund.amountCents,
          reason: refund.reason,
          kind: refund.kind,
          createdBy: refund.createdBy,
          creditNote: number,
          createdAt: row.createdAt,
          enrolmentCancelled: refund.cancelled,
        });
    return {
      id: row.id,
      number,
      createdAt: row.createdAt,
      payment: status ? { ...payment, status, amountRefundedCents: refundedCents } : payment,
    };
  }

  /**
   * The student's enrolment, its class locked, then the enrolment, then its payment. Their own enrolment
   * cancelled before is a conflict, as it is when a concurrent cancel wins the lock; anyone else's is not found.
   */
  async function lockStudentEnrolment(tx: Tx, viewer: Viewer, enrolmentId: string) {
    const found = await repository.findEnrolment(tx, enrolmentId);
    if (!found || found.userId !== viewer.id) {
      const cancelledFor = found ? null : await repository.findCancelledEnrolmentOwner(tx, enrolmentId);
      if (cancelledFor === viewer.id) throw AppError.conflict(serverText('conflict.enrolment_cancelled'));
      throw AppError.notFound(serverText('not_found.enrolment'));
    }
    await seats.lockClass(tx, found.classId);
    const enrolment = await repository.lockEnrolment(tx, enrolmentId);
    if (!enrolment) throw AppError.conflict(serverText('conflict.enrolment_cancelled'));
    const payment = enrolment.paymentId ? await repository.lockPayment(tx, enrolment.paymentId) : null;
    return { enrolment, payment };
  }

  return {
    /** What cancelling now gives back, and why: the figures the cancel itself checks. */
    quoteCancellation(
      viewer: Viewer,
      enrolmentId: string,
    ): Promise<CancellationQuote & { ruleSaid: ServerText }> {
      const at = now();
      return transactions.run(async (tx) => {
        const enrolment = await repository.findEnrolment(tx, enrolmentId);
        if (!enrolment || enrolment.userId !== viewer.id) {
          // Cancelled already reads as not enrolled: the history is in the payment history.
          throw AppError.notFound(serverText('not_found.enrolment'));
        }
        const payment = enrolment.paymentId ? await repository.findPayment(tx, enrolment.paymentId) : null;
        const { quote, answer } = await quoteOf(tx, enrolment, payment, at);
        return { ...answer, ruleSaid: quote.ruleSaid };
      });
    },

    /**
     * Cancels the student's enrolment with the refund the policy gives now, only if that is the refund they
     * were shown: otherwise 409 with the new figures and nothing done. The seat comes back.
     */
    async cancelEnrolment(
      viewer: Viewer,
      enrolmentId: string,
      expectedRefund: number,
    ): Promise<CancellationAnswer> {
      const at = now();
      const done = await transactions.run(async (tx) => {
        const { enrolment, payment } = await lockStudentEnrolment(tx, viewer, enrolmentId);
        const { quote } = await quoteOf(tx, enrolment, payment, at);
        if (quote.refundCents !== centsFromDollars(expectedRefund)) {
          throw AppError.conflict(
            serverText('refund_changed', { rule: quote.ruleSaid, refund: { cents: quote.refundCents } }),
            'refund_changed',
          );
        }
        let refund: { id: string; number: string } | null = null;
        if (payment && quote.refundCents > 0) {
          const made = await refundAtProcessor(
            tx,
            payment,
            quote.refundCents,
            `cancel-${enrolment.id}`,
            serverText('bad_gateway.refund_not_cancelled'),
          );
          refund = await record(tx, payment, {
            amountCents: quote.refundCents,
            reason: reasonOf(quote),
            kind: 'cancellation',
            createdBy: viewer.id,
            processorRefundId: made.id,
            at,
            cancelled: true,
          });
        }
        await seats.cancel(tx, enrolment, { refundId: refund?.id ?? null, cancelledBy: viewer.id, at });
        return {
          classId: enrolment.classId,
          refundCents: refund ? quote.refundCents : NO_CENTS,
          number: refund?.number,
        };
      });
      // Awaited before the answer: the cancellation is done either way (the offer must not fail it), but
      // nothing of the request is left running once it is answered, and the next in line has the offer.
      await seats.seatFreed(done.classId);
      return { refunded: dollarsFromCents(done.refundCents), creditNoteNumber: done.number ?? null };
    },

    /**
     * An admin gives back any amount still left on a payment, with a reason; the enrolment stays unless they
     * ask to cancel it too. One transaction: the place for the audit entry.
     */
    async refundPayment(
      viewer: Viewer,
      paymentId: string,
      body: AdminRefundBody,
    ): Promise<AdminRefundAnswer> {
      const at = now();
      const amountCents = centsFromDollars(body.amount);
      const done = await transactions.run(async (tx) => {
        const found = await repository.findPayment(tx, paymentId);
        if (!found) throw AppError.notFound(serverText('not_found.payment_id'));
        if (body.cancelEnrolment && found.classId) await seats.lockClass(tx, found.classId);
        const enrolment = body.cancelEnrolment
          ? await repository.lockEnrolmentOfPayment(tx, paymentId)
          : null;
        const payment = await repository.lockPayment(tx, paymentId);
        if (!payment) throw AppError.notFound(serverText('not_found.payment_id'));
        const left = leftOn(payment);
        if (left === 0) throw AppError.conflict(serverText('conflict.refunded_in_full'));
        if (amountCents > left) {
          const most = serverText('bad_request.refund_above_left', { left: { cents: left } });
          throw AppError.badRequest(most, { amount: most });
        }
        if (body.cancelEnrolment && !enrolment) {
          throw AppError.conflict(serverText('conflict.not_enrolled_by_payment'));
        }
        const made = await refundAtProcessor(
          tx,
          payment,
          amountCents,
          `admin-${payment.id}-${payment.amountRefundedCents}`,
          serverText('bad_gateway.refund_not_made'),
        );
        const refund = await record(tx, payment, {
          amountCents,
          reason: body.reason,
          kind: 'admin',
          createdBy: viewer.id,
          processorRefundId: made.id,
          at,
          cancelled: !!enrolment,
        });
        if (enrolment) {
          await seats.cancel(tx, enrolment, { refundId: refund.id, cancelledBy: viewer.id, at });
        }
        const record_: RefundRecord = {
          _id: refund.id,
          paymentId: payment.id,
          amount: dollarsFromCents(amountCents),
          reason: body.reason,
          kind: 'admin',
          creditNoteNumber: refund.number,
          className: payment.className,
          email: payment.email ?? '',
          createdBy: viewer.name,
          createdAt: refund.createdAt.toISOString(),
        };
        return { refund: record_, cancelledClassId: enrolment?.classId ?? null };
      });
      if (done.cancelledClassId) await seats.seatFreed(done.cancelledClassId);
      return { refund: done.refund, enrolmentCancelled: done.cancelledClassId !== null };
    },

    /**
     * Records the refunds the processor reports on a payment that are not recorded yet (made in Stripe's
     * dashboard, or ours whose transaction was lost): replays find them all known and record nothing.
     */
    async recordProcessorRefunds(transactionId: string): Promise<number> {
      const listed = await processor.listRefunds(transactionId);
      if (listed.length === 0) return 0;
      const at = now();
      return transactions.run(async (tx) => {
        let payment = await repository.lockPaymentByTransaction(tx, transactionId);
        if (!payment) return 0;
        const known = await repository.knownProcessorRefunds(
          tx,
          listed.map((r) => r.id),
        );
        let left = leftOn(payment);
        let recorded = 0;
        for (const made of listed) {
          if (known.has(made.id) || left === 0) continue;
          const amountCents = leastCents(made.amount, left);
          ({ payment } = await record(tx, payment, {
            amountCents,
            reason: 'Refunded at the card processor',
            kind: 'automatic',
            createdBy: null,
            processorRefundId: made.id,
            at,
            cancelled: false,
          }));
          left = minusCents(left, amountCents);
          recorded += 1;
        }
        return recorded;
      });
    },

    /**
     * A refund made before an account is deleted (users module), inside the deletion's transaction: the row
     * that earnings and the ledger read; no credit note, the address is going.
     */
    async recordAccountRefund(
      tx: Tx,
      made: { transactionId: string; processorRefundId: string; amountCents: Cents; by: string },
    ): Promise<void> {
      const payment = await repository.lockPaymentByTransaction(tx, made.transactionId);
      if (!payment) return;
      const known = await repository.knownProcessorRefunds(tx, [made.processorRefundId]);
      const amountCents = leastCents(made.amountCents, leftOn(payment));
      if (known.size > 0 || amountCents <= 0) return;
      await record(tx, payment, {
        amountCents,
        reason: 'The account was deleted',
        kind: 'admin',
        createdBy: made.by,
        processorRefundId: made.processorRefundId,
        at: now(),
        cancelled: true,
        accountDeleted: true,
      });
    },

    async listRefunds(): Promise<RefundRecord[]> {
      return (await repository.listRecent(200)).map(toRecord);
    },
  };
}

function reasonOf(quote: RefundQuote): string {
  return `Cancelled by the student. ${quote.ruleText}`;
}

export type RefundsService = ReturnType<typeof createRefundsService>;
