import { z } from 'zod/mini';
import { recordId } from './common.js';
import { paymentStatuses } from './payments.js';

export const receiptParams = z.object({ id: recordId });

/**
 * A payment's receipt, every figure already written out: the receipt page and the receipt mail show these
 * strings as they are, so the two always agree (docs/decisions/payment-receipts.md).
 */
export const receipt = z.object({
  /** The payment's id: the receipt page is /dashboard/receipts/{id}. */
  id: z.string(),
  /** STW-<year>-<6 digits>, e.g. STW-2026-000123. */
  number: z.string(),
  status: z.enum(paymentStatuses),
  /** Null when the account was deleted (the payment stays as an anonymous record). */
  student: z.nullable(z.object({ name: z.string(), email: z.string() })),
  items: z.array(
    z.object({
      classId: z.nullable(z.string()),
      name: z.string(),
      amount: z.number(),
      amountText: z.string(),
    }),
  ),
  /** The coupon used and what it took off the items' prices (dollars), or null. */
  discount: z.nullable(z.object({ code: z.string(), amount: z.number(), amountText: z.string() })),
  /** Dollars, like every amount of the API: what was paid, after the discount. */
  total: z.number(),
  totalText: z.string(),
  currency: z.string(),
  /** e.g. "Visa ending in 4242"; "Card" when the processor did not say; "No card needed" for a total of 0. */
  cardText: z.string(),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  paidAt: z.string(),
  /** The date and time in `timeZone`, with the zone's name. */
  paidAtText: z.string(),
  timeZone: z.string(),
  transactionId: z.string(),
  school: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
});
export type Receipt = z.infer<typeof receipt>;
