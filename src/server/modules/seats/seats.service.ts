import { randomUUID } from 'node:crypto';
import { MAX_HELD_SEATS, MAX_HOLD_RENEWALS } from '#contract/carts';
import { isFull } from '#contract/seats';
import { DUPLICATE, type Transactions, type Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';
import type { CartsRepository } from '#server/modules/carts/carts.repository';
import type { PaymentsRepository, RecordedPayment } from '#server/modules/payments/payments.repository';
import type { CouponAtEnrolment, CouponRedemptions } from '#server/modules/coupons/coupons.service';
import type { LockedClass, PaymentFacts, SeatsRepository } from './seats.repository.js';
import { classSaleOf, type ClassSale } from './rules/class-sale.js';

/** Seats of a class a student can still get: its seats less the live holds of other students. */
export const seatsLeft = (seats: number, heldByOthers: number): number => Math.max(seats - heldByOthers, 0);

export type Seat = 'free' | 'full' | 'held';

/**
 * The seat rule, the only copy: a student holding a seat needs one seat left in the class; anyone else
 * needs one beyond the seats other students hold. A class with no seat at all is full (the contract's rule).
 */
export function seatFor(seats: number, heldByOthers: number, holding: boolean): Seat {
  if ((holding ? seats : seatsLeft(seats, heldByOthers)) > 0) return 'free';
  return isFull(seats) ? 'full' : 'held';
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
  | { enrolled: false; reason: 'coupon'; message: string }
  /** The class has ended, or started without late joining (saleRefusal says so). */
  | { enrolled: false; reason: 'not-for-sale'; sale: ClassSale };

export const refundReasons = [
  'no-seat',
  'already-enrolled',
  'price-changed',
  'class-unavailable',
  'account-deleted',
  // The item's coupon was used up by others, or stopped working, while the student paid.
  'coupon-used-up',
  'coupon-invalid',
  // Every session took place, or the class started and the school takes no late students, meanwhile.
  'class-ended',
  'class-started',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** Why a succeeded payment cannot enrol, from what was read under the class lock; null when it can. */
function refundReasonFor(
  cls: LockedClass | null,
  sale: ClassSale | null,
  facts: PaymentFacts,
  amountCents: Cents,
  coupon: CouponAtEnrolment | null,
): RefundReason | null {
  if (facts.email === null) return 'account-deleted';
  if (!cls || !sale || cls.status !== 'approved') return 'class-unavailable';
  if (!sale.forSale) return sale.state === 'ended' ? 'class-ended' : 'class-started';
  if (coupon && !coupon.usable) return coupon.refusal === 'used-up' ? 'coupon-used-up' : 'coupon-invalid';
  // The price now (of the sessions left, joining late) after the item's coupon: what the intent was made
  // for when nothing changed meanwhile.
  if (sale.priceCents - (coupon?.usable ? coupon.discountCents : 0) !== amountCents) return 'price-changed';
  if (facts.enrolled) return 'already-enrolled';
  const holding = facts.item?.holding ?? false;
  return seatFor(cls.availableSeats, holding ? 0 : facts.heldByOthers, holding) === 'free' ? null : 'no-seat';
}

/** A payment that has just enrolled its student: what its receipt is made of. */
export interface EnrolledPayment {
  id: string;
  receiptNumber: number;
  userId: string;
  studentName: string | null;
  email: string;
  transactionId: string;
  priceCents: Cents;
  classId: string;
  className: string;
  date: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The coupon's code as used, and what it took off the class's price (priceCents is after it). */
  couponCode: string | null;
  discountCents: Cents;
  /** False when the student is known to have no place in the class's waitlist (nothing to close there). */
  inWaitlist?: boolean;
}

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
 * Seats and enrolment: holding a seat, taking it, enrolling (free or paid), and refunding instead when the
 * seat cannot be given. Each operation is one transaction opened here; the repositories only read and write.
 */
export function createSeatsService(deps: {
  transactions: Transactions;
  seats: SeatsRepository;
  carts: CartsRepository;
  payments: PaymentsRepository;
  coupons: CouponRedemptions;
  now: () => Date;
  holdMinutes: number;
  /** Told of each payment that enrolled, inside its transaction (the receipt mail). */
  afterEnrolPaid?: (tx: Tx, payment: EnrolledPayment) => Promise<void>;
  /**
   * Before a free seat is given to a student not holding it, under the class's lock: the waitlist offers it
   * to the students in line first. Answers how many seats it offered.
   */
  offerToWaitlist?: (tx: Tx, cls: LockedClass, at: Date) => Promise<number>;
}) {
  const { transactions, seats, carts, payments, coupons, now, holdMinutes, afterEnrolPaid, offerToWaitlist } =
    deps;

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

  /** Whether the class can be bought at `at`, and at what price (the sale rule, class-sale.ts). */
  async function saleAt(tx: Tx, cls: LockedClass, at: Date): Promise<ClassSale> {
    const facts = await seats.saleFacts(tx, cls.id, at);
    return classSaleOf(cls.priceCents, facts, facts.lateJoining);
  }

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
     * through the processor first.
     */
    async withdraw(tx: Tx, userId: string): Promise<void> {
      for (const classId of await seats.enrolledClassIds(tx, userId)) await seats.releaseSeat(tx, classId);
      await seats.deleteEnrolmentsOf(tx, userId);
      await seats.markPaidPaymentsRefunded(tx, userId, 'account-deleted');
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
        if (!cls || cls.status !== 'approved') return { enrolled: false, reason: 'unavailable' };
        if (cls.instructorId === userId) return { enrolled: false, reason: 'own-class' };
        const sale = await saleAt(tx, cls, at);
        if (!sale.forSale) return { enrolled: false, reason: 'not-for-sale', sale };
        const price = sale.priceCents;
        const coupon = price > 0 ? await couponAt(tx, cls, price, userId, item.couponId, at) : null;
        if (coupon && !coupon.usable) return { enrolled: false, reason: 'coupon', message: coupon.message };
        if (price > (coupon?.usable ? coupon.discountCents : 0)) {
          return { enrolled: false, reason: 'not-free' };
        }
        if (await seats.isEnrolled(tx, userId, cls.id))
          return { enrolled: false, reason: 'already-enrolled' };
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
          return { enrolled: true, id };
        }
        const email = await seats.emailOf(tx, userId);
        if (email === null) return { enrolled: false, reason: 'missing' };
        // Nothing reached a processor: the transaction id is ours, so history and the ledger show the sale.
        const transactionId = `coupon_${randomUUID().replaceAll('-', '')}`;
        const payment = await payments.insertPaid(tx, {
          userId,
          email: email.email,
          transactionId,
          priceCents: 0,
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
        await afterEnrolPaid?.(tx, {
          id: payment.id,
          receiptNumber: payment.receiptNumber,
          userId,
          studentName: email.name,
          email: email.email,
          transactionId,
          priceCents: 0,
          classId: cls.id,
          className: cls.name,
          date: at,
          cardBrand: null,
          cardLast4: null,
          couponCode: coupon.code,
          discountCents: coupon.discountCents,
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
        const sale =
          cls && cls.status === 'approved'
            ? classSaleOf(cls.priceCents, facts.sale, facts.sale.lateJoining)
            : null;
        const coupon =
          cls && sale?.forSale && email !== null
            ? await couponAt(tx, cls, sale.priceCents, paid.userId, couponId, at)
            : null;
        const used = coupon?.usable ? { code: coupon.code, discountCents: coupon.discountCents } : null;

        const reason = refundReasonFor(cls, sale, facts, paid.amountCents, coupon);
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
            await afterEnrolPaid?.(tx, {
              id: payment.id,
              receiptNumber: payment.receiptNumber,
              userId: paid.userId,
              studentName: payment.studentName,
              email,
              transactionId: paid.transactionId,
              priceCents: paid.amountCents,
              classId: cls.id,
              className: cls.name,
              date: at,
              cardBrand: paid.card?.brand ?? null,
              cardLast4: paid.card?.last4 ?? null,
              couponCode: used?.code ?? null,
              discountCents: used?.discountCents ?? 0,
              inWaitlist: facts.inLine,
            });
            const { receiptNumber: _number, studentName: _name, ...recorded } = payment;
            return recorded;
          }
        }

        const payment = await payments.insert(tx, {
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
          discountCents: used?.discountCents ?? 0,
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
