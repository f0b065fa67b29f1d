import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { payments, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import type { Cents } from '#server/money';

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
        .select({
          id: payments.id,
          receiptNumber: payments.receiptNumber,
          userId: payments.userId,
          studentName: users.name,
          email: payments.email,
          transactionId: payments.transactionId,
          priceCents: payments.priceCents,
          classId: payments.classId,
          className: payments.className,
          date: payments.date,
          status: payments.status,
          cardBrand: payments.cardBrand,
          cardLast4: payments.cardLast4,
          couponCode: payments.couponCode,
          discountCents: payments.discountCents,
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id));
      return row ? { ...row, status: row.status as ReceiptRow['status'] } : null;
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
