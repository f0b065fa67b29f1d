import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { statement } from '#server/db/statement';
import type { Tx } from '#server/db/transaction';
import { payments } from '#server/db/schema';
import type { Cents } from '#server/money';
import type { PaymentStatus } from '#contract/payments';
import { paymentColumns } from '#server/modules/seats/payment-columns';
import type { RecordedPayment } from '#server/modules/seats/rules/payment-status';
import type { RefundReason } from '#server/modules/seats/rules/refund-reasons';

export interface PaymentRow {
  id: string;
  email: string | null;
  transactionId: string;
  priceCents: Cents;
  classId: string | null;
  className: string;
  date: Date;
  status: PaymentStatus;
  couponCode: string | null;
  discountCents: Cents;
  amountRefundedCents: Cents;
}

type RecordedRow = { id: string; userId: string | null; status: string; refundReason: string | null };
const toRecorded = (row: RecordedRow, created: boolean): RecordedPayment => ({
  id: row.id,
  userId: row.userId,
  status: row.status as RecordedPayment['status'],
  refundReason: row.refundReason as RefundReason | null,
  created,
});

// The purchase path's statement, prepared (see docs/decisions/purchase-round-trips.md).
const byTransactionId = statement(
  'payments_by_transaction_id',
  sql`select ${payments.id} as "id", ${payments.userId} as "userId", ${payments.status} as "status",
    ${payments.refundReason} as "refundReason"
    from ${payments} where ${eq(payments.transactionId, sql.placeholder('transactionId'))}`,
  (row) => toRecorded(row as RecordedRow, false),
);

/** Reads of the payments table; the seats module's repository alone writes it (the enrolment domain decides). */
export function createPaymentsRepository(db: Db) {
  return {
    async findByTransactionId(transactionId: string, tx: Tx = db): Promise<RecordedPayment | null> {
      const [row] = await byTransactionId.run(tx, { transactionId });
      return row ?? null;
    },

    /** An account's payments, newest first; by account only, so an email signed up again sees none. */
    async listOf(userId: string): Promise<PaymentRow[]> {
      const rows = await db
        .select(paymentColumns)
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.date), desc(payments.id));
      return rows.map((row) => ({ ...row, status: row.status as PaymentRow['status'] }));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
