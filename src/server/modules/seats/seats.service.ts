import { randomUUID } from 'node:crypto';
import { MAX_HELD_SEATS, MAX_HOLD_RENEWALS } from '#contract/carts';
import { DUPLICATE, type Transactions, type Tx } from '#server/db/transaction';
import { NO_CENTS, sumCents, type Cents } from '#server/money';
import type { ServerText } from '#server/i18n/server-messages';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import type { PaymentsRepository } from '#server/modules/payments/payments.repository';
import type { CouponAtEnrolment, CouponRedemptions } from '#server/modules/coupons/coupons.service';
import type {
  EnrolmentEventBus,
  PaymentBeforeRefund,
  RecordedRefund,
  WithdrawnPayment,
} from './enrolment-events.js';
import type { EnrolmentToCancel, LockedClass } from './seat-types.js';
import { seatsRepository, type SeatsRepository } from './seats.repository.js';
import { classSaleOf, type ClassSale } from './rules/class-sale.js';
import { ineligibility } from './rules/eligibility.js';
import { leftToRefund, paymentStatusOf, type RecordedPayment } from './rules/payment-status.js';
import { refundReasonFor } from './rules/refund-reasons.js';
import { seatFor } from './rules/seat-rule.js';

export type { EnrolmentToCancel, LockedClass } from './seat-types.js';

/** Whether a locked class can be bought at `at`, and at what price (the sale rule, rules/class-sale.ts). */
async function saleOfLockedClass(
  seats: Pick<SeatsRepository, 'saleFacts'>,
  tx: Tx,
  cls: LockedClass,
  at: Date,
): Promise<ClassSale> {
  const facts = await seats.saleFacts(tx, cls.id, at);
  return classSaleOf(cls.priceCents, facts, facts.lateJoining);
}

export type HoldResult =
  | { held: true; until: Date; renewable: boolean }
  | { held: false; reason: 'missing' | 'full' | 'held' | 'limit' };

export type FreeEnrolment =
  | { enrolled: true; id: string }
  | {
      enrolled: false;
      reason: 'missing' | 'unavailable' | 'own-class' | 'not-free' | 'already-enrolled' | 'full' | 'held';
    }
  /** The item's coupon would have made the class free, but cannot be used: `message` says why. */
  | { enrolled: false; reason: 'coupon'; message: ServerText }
  /** The class has ended, or started without late joining (saleRefusal says so). */
  | { enrolled: false; reason: 'not-for-sale'; sale: ClassSale };

/** A payment the processor says succeeded, from its intent. */
export interface SucceededPayment {
  transactionId: string;
  amountCents: Cents;
  userId: string;
  classId: string;
  className: string;
  /** The cart item the payment was asked for; absent on an intent made elsewhere. */
  cartItemId: string | null;
  /** The card that paid, as the processor reports it. */
  card?: { brand: string; last4: string } | null;
}

/**
 * The enrolment lifecycle: holding a seat, taking it, enrolling (free or paid), refunding instead when the
 * seat cannot be given, cancelling, refunding on a payment, and withdrawing a leaving student. Each operation
 * is one transaction opened here (or the caller's, where it says so); the rules are the pure functions of
 * rules/, the repositories only read and write, and the side effects follow the enrolment events.
 */
export function createSeatsService(deps: {
  transactions: Transactions;
  /** The seats repository (the only one there is, unless a test gives its own). */
  seats?: SeatsRepository;
  carts: CartsRepository;
  payments: PaymentsRepository;
  coupons: CouponRedemptions;
  now: () => Date;
  holdMinutes: number;
  /** Where enrolments and freed seats are told (enrolment-handlers.ts subscribes the side effects). */
  events?: EnrolmentEventBus;
  /**
   * Before a free seat is given to a student not holding it, under the class's lock: the waitlist offers it
   * to the students in line first. Answers how many seats it offered.
   */
  offerToWaitlist?: (tx: Tx, cls: LockedClass, at: Date) => Promise<number>;
}) {
  const { transactions, carts, payments, coupons, now, holdMinutes, events, offerToWaitlist } = deps;
  const seats = deps.seats ?? seatsRepository;

  /** The item's coupon checked under the class's lock (then the coupon's own); null without one. */
  function couponAt(
    tx: Tx,
    cls: LockedClass,
    priceCents: Cents,
    userId: string,
    couponId: string | null | undefined,
    at: Date,
  ): Promise<CouponAtEnrolment> | null {
    if (!couponId) return null;
    return coupons.checkForEnrolment(tx, {
      couponId,
      userId,
      target: { classId: cls.id, language: cls.language, priceCents },
      now: at,
    });
  }

  const saleAt = (tx: Tx, cls: LockedClass, at: Date) => saleOfLockedClass(seats, tx, cls, at);

  return {
    /**
     * The first step of a student leaving the school, inside the caller's transaction and before it locks
     * anything of the student's: the classes they are enrolled in, locked in id order, the order a payment
     * takes (class, then student), so the two cannot deadlock.
     */
    async lockSeatsOf(tx: Tx, userId: string): Promise<void> {
      for (const classId of await seats.enrolledClassIds(tx, userId)) await seats.lockClass(tx, classId);
    },

    /**
     * A leaving student gives every seat back, inside the caller's transaction (after lockSeatsOf): the
     * enrolments end and the payments that paid for them are marked refunded, the money having gone back
     * through the processor first (`refunded.payments`, those that held money); told as withdrawn in that
     * transaction (each refund's audit entry).
     */
    async withdraw(
      tx: Tx,
      userId: string,
      refunded: { by: string; payments: readonly WithdrawnPayment[] },
    ): Promise<void> {
      for (const classId of await seats.enrolledClassIds(tx, userId)) await seats.releaseSeat(tx, classId);
      await seats.deleteEnrolmentsOf(tx, userId);
      await seats.markPaidPaymentsRefunded(tx, userId, 'account-deleted');
      await seats.anonymisePaymentsOf(tx, userId);
      await events?.emit('withdrawn', { tx, userId, ...refunded });
    },

    /** Locks a class's row, inside the caller's transaction: the first lock of every seat change. */
    lockClass(tx: Tx, classId: string): Promise<LockedClass | null> {
      return seats.lockClass(tx, classId);
    },

    /**
     * Locks the student's row, then the class's, inside the caller's transaction: the student's lock
     * serialises their requests across classes. Null when either is missing.
     */
    lockStudentAndClass(tx: Tx, userId: string, classId: string): Promise<LockedClass | null> {
      return seats.lockStudentAndClass(tx, userId, classId);
    },

    /** Whether the class locked in `tx` is for sale at `at`, and at what price. */
    saleOf(tx: Tx, cls: LockedClass, at: Date): Promise<ClassSale> {
      return saleAt(tx, cls, at);
    },

    isEnrolled(tx: Tx, userId: string, classId: string): Promise<boolean> {
      return seats.isEnrolled(tx, userId, classId);
    },

    /** The live holds of students other than `userId` on the class, read under its lock. */
    countHoldsByOthers(tx: Tx, classId: string, userId: string, at: Date): Promise<number> {
      return seats.countHoldsByOthers(tx, classId, userId, at);
    },

    /**
     * Cancels an enrolment inside the caller's transaction (the class locked, then the enrolment): it is
     * kept as history and its seat comes back. Tell seatFreed after the commit.
     */
    async cancel(
      tx: Tx,
      enrolment: EnrolmentToCancel,
      values: { refundId: string | null; cancelledBy: string; at: Date },
    ): Promise<void> {
      await seats.moveToCancelled(tx, enrolment, values);
      await seats.releaseSeat(tx, enrolment.classId);
    },

    /**
     * Adds a refund, just recorded, to its locked payment, inside the caller's transaction, and tells it as
     * refunded in that transaction (its audit entry and credit note); answers the payment's status after it
     * (the payment status rule).
     */
    async addRefund(
      tx: Tx,
      payment: PaymentBeforeRefund & { priceCents: Cents },
      refund: RecordedRefund,
    ): Promise<RecordedPayment['status']> {
      const amountRefundedCents = sumCents(payment.amountRefundedCents, refund.amountCents);
      const status = paymentStatusOf(payment.priceCents, amountRefundedCents);
      await seats.setRefunded(tx, payment.id, { amountRefundedCents, status });
      await events?.emit('refunded', { tx, payment, after: { status, amountRefundedCents }, refund });
      return status;
    },

    /** What is left to give back on a payment. */
    leftToRefund,

    /** After the commit that gave a seat of the class back: the waitlist offers it. */
    seatFreed(classId: string): Promise<void> {
      return events?.emit('seatFreed', { classId }) ?? Promise.resolve();
    },

    /**
     * Holds a seat for this item for holdMinutes, unless every seat left is taken or held by other students,
     * or the student already holds MAX_HELD_SEATS seats. A running hold is extended at most
     * MAX_HOLD_RENEWALS times; after that it keeps its end. Once it has run out, a new hold (with its own
     * renewal) is given only on the same terms as a first one.
     */
    hold(input: { userId: string; itemId: string; classId: string }): Promise<HoldResult> {
      const start = now();
      const until = new Date(start.getTime() + holdMinutes * 60_000);
      return transactions.run(async (tx): Promise<HoldResult> => {
        // The student's lock first (it serialises their holds across classes), then the class's; the counts
        // are read after both, in one statement.
        const cls = await seats.lockStudentAndClass(tx, input.userId, input.classId);
        if (!cls) return { held: false, reason: 'missing' };
        let facts = await seats.holdFacts(tx, { ...input, now: start });
        if (
          facts.item &&
          !facts.item.holding &&
          facts.anyoneWaiting &&
          seatFor(cls.availableSeats, facts.heldByOthers, false) === 'free' &&
          offerToWaitlist &&
          (await offerToWaitlist(tx, cls, start)) > 0
        ) {
          facts = await seats.holdFacts(tx, { ...input, now: start });
        }
        const { heldByStudent, heldByOthers, item } = facts;
        if (!item) return { held: false, reason: 'missing' };
        if (item.holding && item.holdExpiresAt) {
          if (item.holdRenewals >= MAX_HOLD_RENEWALS) {
            return { held: true, until: item.holdExpiresAt, renewable: false };
          }
          const renewals = item.holdRenewals + 1;
          await carts.setHold(tx, item.id, until, renewals);
          return { held: true, until, renewable: renewals < MAX_HOLD_RENEWALS };
        }
        const seat = seatFor(cls.availableSeats, heldByOthers, false);
        if (seat !== 'free') return { held: false, reason: seat };
        if (heldByStudent >= MAX_HELD_SEATS) return { held: false, reason: 'limit' };
        await carts.setHold(tx, item.id, until, 0);
        return { held: true, until, renewable: MAX_HOLD_RENEWALS > 0 };
      });
    },

    /** Gives up a hold by taking the item out of the cart; answers the item's intent, to be cancelled. */
    release(
      userId: string,
      itemId: string,
    ): Promise<{ paymentIntentId: string | null; classId: string } | null> {
      return carts.deleteOwned(userId, itemId);
    },

    /**
     * Enrols a student in a free class from their cart, taking a seat as a payment would; also a class that
     * the item's coupon makes free, which records a payment of 0 with the coupon (and its receipt) and
     * counts the coupon's use in the same transaction.
     */
    enrolFree(userId: string, itemId: string): Promise<FreeEnrolment> {
      const at = now();
      return transactions.run(async (tx): Promise<FreeEnrolment> => {
        const item = await carts.findHold(tx, userId, itemId, at);
        if (!item) return { enrolled: false, reason: 'missing' };
        const cls = await seats.lockClass(tx, item.classId);
        const sale = cls ? await saleAt(tx, cls, at) : null;
        const enrolled = !!cls && (await seats.isEnrolled(tx, userId, cls.id));
        const refusal = ineligibility({ userId, cls, sale, enrolled });
        if (refusal === 'not-for-sale' && sale) return { enrolled: false, reason: 'not-for-sale', sale };
        if (refusal || !cls || !sale) {
          return { enrolled: false, reason: refusal && refusal !== 'not-for-sale' ? refusal : 'unavailable' };
        }
        const price = sale.priceCents;
        const coupon = price > 0 ? await couponAt(tx, cls, price, userId, item.couponId, at) : null;
        if (coupon && !coupon.usable) return { enrolled: false, reason: 'coupon', message: coupon.message };
        if (price > (coupon?.usable ? coupon.discountCents : 0)) {
          return { enrolled: false, reason: 'not-free' };
        }
        let others = await seats.countHoldsByOthers(tx, cls.id, userId, at);
        if (
          seatFor(cls.availableSeats, others, false) === 'free' &&
          offerToWaitlist &&
          (await offerToWaitlist(tx, cls, at)) > 0
        ) {
          others = await seats.countHoldsByOthers(tx, cls.id, userId, at);
        }
        const seat = seatFor(cls.availableSeats, others, false);
        if (seat !== 'free') return { enrolled: false, reason: seat };
        if (!(await seats.takeSeat(tx, cls.id))) return { enrolled: false, reason: 'full' };
        if (!coupon?.usable || !item.couponId) {
          const id = await seats.insertEnrolment(tx, { userId, classId: cls.id, createdAt: at });
          await carts.delete(tx, item.id);
          await events?.emit('enrolled', { tx, userId, classId: cls.id, payment: null });
          return { enrolled: true, id };
        }
        const email = await seats.emailOf(tx, userId);
        if (email === null) return { enrolled: false, reason: 'missing' };
        // Nothing reached a processor: the transaction id is ours, so history and the ledger show the sale.
        const transactionId = `coupon_${randomUUID().replaceAll('-', '')}`;
        const payment = await seats.insertPaidPayment(tx, {
          userId,
          email: email.email,
          transactionId,
          priceCents: NO_CENTS,
          classId: cls.id,
          className: cls.name,
          date: at,
          couponCode: coupon.code,
          discountCents: coupon.discountCents,
        });
        const id = await seats.insertEnrolment(tx, {
          userId,
          classId: cls.id,
          paymentId: payment.id,
          createdAt: at,
        });
        await coupons.redeem(tx, {
          couponId: item.couponId,
          userId,
          paymentId: payment.id,
          discountCents: coupon.discountCents,
        });
        await carts.delete(tx, item.id);
        await events?.emit('enrolled', {
          tx,
          userId,
          classId: cls.id,
          payment: {
            id: payment.id,
            receiptNumber: payment.receiptNumber,
            userId,
            studentName: email.name,
            studentLocale: email.locale,
            email: email.email,
            transactionId,
            priceCents: NO_CENTS,
            classId: cls.id,
            className: cls.name,
            date: at,
            cardBrand: null,
            cardLast4: null,
            couponCode: coupon.code,
            discountCents: coupon.discountCents,
          },
        });
        return { enrolled: true, id };
      });
    },

    /**
     * Records a succeeded payment in one transaction: the payment, the enrolment, one seat moved to
     * students and the cart item removed. When the student cannot have the seat (their hold expired and
     * the last seat went, or anything else changed), it is recorded as refunded instead, the item keeps
     * no hold, and the caller refunds it. A transaction already recorded is answered as it was.
     */
    async enrolPaid(paid: SucceededPayment): Promise<RecordedPayment> {
      const at = now();
      const recorded = await transactions.runUnlessDuplicate(async (tx): Promise<RecordedPayment> => {
        const cls = await seats.lockClass(tx, paid.classId);
        // Read after the lock, so the holds and payments of this class are the ones the lock protects.
        const facts = await seats.paymentFacts(tx, {
          transactionId: paid.transactionId,
          userId: paid.userId,
          classId: paid.classId,
          itemId: paid.cartItemId,
          now: at,
        });
        if (facts.existing) return facts.existing;
        const { email, item } = facts;
        // Only the item the payment was asked for carries its coupon.
        const couponId = item && item.classId === paid.classId ? item.couponId : null;
        const sale = cls ? classSaleOf(cls.priceCents, facts.sale, facts.sale.lateJoining) : null;
        const coupon =
          cls && sale?.forSale && email !== null
            ? await couponAt(tx, cls, sale.priceCents, paid.userId, couponId, at)
            : null;
        const used = coupon?.usable ? { code: coupon.code, discountCents: coupon.discountCents } : null;

        const reason = refundReasonFor({
          userId: paid.userId,
          accountGone: email === null,
          cls,
          sale,
          enrolled: facts.enrolled,
          coupon,
          amountCents: paid.amountCents,
          holding: item?.holding ?? false,
          heldByOthers: facts.heldByOthers,
        });
        if (!reason && cls && email !== null) {
          const payment = await seats.enrolWithPayment(tx, {
            userId: paid.userId,
            email,
            transactionId: paid.transactionId,
            priceCents: paid.amountCents,
            classId: cls.id,
            className: cls.name,
            itemId: item?.id ?? null,
            at,
            card: paid.card ?? null,
            coupon: used,
          });
          if (payment) {
            if (used && couponId) {
              await coupons.redeem(tx, {
                couponId,
                userId: paid.userId,
                paymentId: payment.id,
                discountCents: used.discountCents,
              });
            }
            await events?.emit('enrolled', {
              tx,
              userId: paid.userId,
              classId: cls.id,
              inWaitlist: facts.inLine,
              payment: {
                id: payment.id,
                receiptNumber: payment.receiptNumber,
                userId: paid.userId,
                studentName: payment.studentName,
                studentLocale: payment.studentLocale,
                email,
                transactionId: paid.transactionId,
                priceCents: paid.amountCents,
                classId: cls.id,
                className: cls.name,
                date: at,
                cardBrand: paid.card?.brand ?? null,
                cardLast4: paid.card?.last4 ?? null,
                couponCode: used?.code ?? null,
                discountCents: used?.discountCents ?? NO_CENTS,
              },
            });
            const {
              receiptNumber: _number,
              studentName: _name,
              studentLocale: _locale,
              ...recorded
            } = payment;
            return recorded;
          }
        }

        const payment = await seats.insertPayment(tx, {
          userId: email === null ? null : paid.userId,
          // An account deleted while its payment was under way: the record keeps no trace of the person.
          email,
          transactionId: paid.transactionId,
          priceCents: paid.amountCents,
          classId: cls ? paid.classId : null,
          className: cls?.name ?? paid.className,
          date: at,
          status: 'refunded',
          amountRefundedCents: paid.amountCents,
          cardBrand: paid.card?.brand ?? null,
          cardLast4: paid.card?.last4 ?? null,
          couponCode: used?.code ?? null,
          discountCents: used?.discountCents ?? NO_CENTS,
          // No reason found, yet the conditional seat update found no seat: seats never go below 0.
          refundReason: reason ?? 'no-seat',
        });
        if (item) await carts.clearHold(tx, item.id);
        // Paying again goes at the class's own price; the student is told why.
        if (item && (reason === 'coupon-used-up' || reason === 'coupon-invalid')) {
          await carts.clearCoupon(tx, item.id);
        }
        return payment;
      });
      if (recorded !== DUPLICATE) return recorded;
      // Two requests for one transaction of a class that no longer exists: no class row to lock on.
      const existing = await payments.findByTransactionId(paid.transactionId);
      if (!existing) throw new Error('a payment refused as a duplicate was not found');
      return existing;
    },
  };
}

export type SeatsService = ReturnType<typeof createSeatsService>;
