import { and, desc, eq } from 'drizzle-orm';
import type { Payment } from '#contract/payments';
import type { Db } from '#server/db/client';
import { cartItems, enrolments, payments, users } from '#server/db/schema';
import { toDollars, toCents } from '#server/card-processors/processor';
import { countHoldsByOthers, isEnrolled, lockClass, takeSeat } from '#server/modules/carts/seats.repository';

export const refundReasons = [
  'no-seat',
  'already-enrolled',
  'price-changed',
  'class-unavailable',
  'account-deleted',
] as const;
export type RefundReason = (typeof refundReasons)[number];

export interface RecordedPayment {
  id: string;
  userId: string | null;
  status: 'paid' | 'refunded';
  refundReason: RefundReason | null;
  /** False when this transaction was already recorded. */
  created: boolean;
}

export interface SucceededPayment {
  transactionId: string;
  /** Cents actually charged. */
  amount: number;
  userId: string;
  classId: string;
  className: string;
  email: string;
}

const recordedColumns = {
  id: payments.id,
  userId: payments.userId,
  status: payments.status,
  refundReason: payments.refundReason,
};

type RecordedRow = { id: string; userId: string | null; status: string; refundReason: string | null };
const toRecorded = (row: RecordedRow, created: boolean): RecordedPayment => ({
  id: row.id,
  userId: row.userId,
  status: row.status as RecordedPayment['status'],
  refundReason: row.refundReason as RefundReason | null,
  created,
});

export function createPaymentsRepository(db: Db) {
  async function findByTransactionId(tx: Db, transactionId: string) {
    const [row] = await tx
      .select(recordedColumns)
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    return row ? toRecorded(row, false) : null;
  }

  return {
    findByTransactionId: (transactionId: string) => findByTransactionId(db, transactionId),

    /**
     * Records a succeeded payment in one transaction: the payment, the enrolment, one seat moved to
     * students and the cart item removed. When the student cannot have the seat (their hold expired and
     * the last seat went, or anything else changed), it is recorded as refunded instead and the caller
     * refunds it. A transaction already recorded is answered as it was.
     */
    async recordSucceeded(paid: SucceededPayment, now: Date): Promise<RecordedPayment> {
      return db.transaction(async (tx) => {
        const cls = await lockClass(tx, paid.classId);
        const existing = await findByTransactionId(tx, paid.transactionId);
        if (existing) return existing;
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, paid.userId));
        const mine = and(eq(cartItems.userId, paid.userId), eq(cartItems.classId, paid.classId));

        let reason: RefundReason | null = null;
        if (!owner) reason = 'account-deleted';
        else if (!cls || cls.status !== 'approved') reason = 'class-unavailable';
        else if (toCents(cls.price) !== paid.amount) reason = 'price-changed';
        else if (await isEnrolled(tx, paid.userId, paid.classId)) reason = 'already-enrolled';
        else {
          const [item] = await tx
            .select({ holdExpiresAt: cartItems.holdExpiresAt })
            .from(cartItems)
            .where(mine);
          const holding = !!item?.holdExpiresAt && item.holdExpiresAt > now;
          const seatFree = holding
            ? cls.availableSeats > 0
            : cls.availableSeats - (await countHoldsByOthers(tx, paid.classId, paid.userId, now)) > 0;
          if (!seatFree || !(await takeSeat(tx, paid.classId))) reason = 'no-seat';
        }

        const [row] = await tx
          .insert(payments)
          .values({
            userId: owner ? paid.userId : null,
            // An account deleted while its payment was under way: the record keeps no trace of the person.
            email: owner?.email ?? null,
            transactionId: paid.transactionId,
            price: toDollars(paid.amount),
            classId: cls ? paid.classId : null,
            className: cls?.name ?? paid.className,
            date: now,
            status: reason ? 'refunded' : 'paid',
            refundReason: reason,
          })
          .returning(recordedColumns);
        if (!row) throw new Error('the payment insert returned no row');
        if (reason) {
          await tx.update(cartItems).set({ holdExpiresAt: null, paymentIntentId: null }).where(mine);
        } else {
          await tx
            .insert(enrolments)
            .values({ userId: paid.userId, classId: paid.classId, paymentId: row.id, createdAt: now });
          await tx.delete(cartItems).where(mine);
        }
        return toRecorded(row, true);
      });
    },

    /** An account's payments, newest first; by account only, so an email signed up again sees none. */
    async listOf(userId: string): Promise<Payment[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.date), desc(payments.id));
      return rows.map((row) => ({
        _id: row.id,
        email: row.email ?? '',
        transactionId: row.transactionId,
        price: Number(row.price),
        classId: row.classId,
        class: row.className,
        date: row.date.toISOString(),
        status: row.status as Payment['status'],
      }));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
