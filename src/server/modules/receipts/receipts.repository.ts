import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { payments, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';
import { paymentColumns } from '#server/modules/seats/payment-columns';

/** What a receipt is made of: the payment as recorded, and its student while the account exists. */
export interface ReceiptRow {
  id: string;
  receiptNumber: number;
  userId: string | null;
  studentName: string | null;
  email: string | null;
  transactionId: string;
  priceCents: Cents;
  classId: string | null;
  className: string;
  date: Date;
  status: 'paid' | 'refunded';
  cardBrand: string | null;
  cardLast4: string | null;
  couponCode: string | null;
  discountCents: Cents;
}

export function createReceiptsRepository(db: Db) {
  return {
    async find(id: string, tx: Tx = db): Promise<ReceiptRow | null> {
      const [row] = await tx
        .select({ ...paymentColumns, studentName: users.name })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id));
      return row ? { ...row, status: row.status as ReceiptRow['status'] } : null;
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
