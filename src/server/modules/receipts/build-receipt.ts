import { dateTimeFormat } from '#contract/date-time-format';
import { CURRENCY } from '#contract/payments';
import type { Receipt } from '#contract/receipts';
import { SCHOOL_ADDRESS, SCHOOL_NAME, SCHOOL_PHONE, SCHOOL_TIME_ZONE } from '#contract/school';
import { dollarsFromCents, sumCents, usdText } from '#server/money';
import type { ReceiptRow } from './receipts.repository.js';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The receipt's number: the year of payment in the receipt's zone, then the payment's running number. */
export function receiptNumber(sequence: number, paidAt: Date, timeZone: string): string {
  const year = dateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(paidAt);
  return `STW-${year}-${String(sequence).padStart(6, '0')}`;
}

function paidAtText(at: Date, timeZone: string): string {
  const zoneName = dateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${dateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at)} ${zoneName ?? timeZone}`;
}

/**
 * The one place a receipt's figures are written out: the receipt page (through the API) and the receipt
 * mail both show what this answers. The date is in the student's zone when one is known, else the school's.
 */
export function buildReceipt(row: ReceiptRow, studentTimeZone: string | null = null): Receipt {
  const timeZone = studentTimeZone ?? SCHOOL_TIME_ZONE;
  const brand = row.cardBrand ? (brandNames[row.cardBrand] ?? row.cardBrand) : null;
  const card = row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
  return {
    id: row.id,
    number: receiptNumber(row.receiptNumber, row.date, timeZone),
    status: row.status,
    student:
      row.studentName !== null && row.email !== null ? { name: row.studentName, email: row.email } : null,
    // The class at its price; the coupon's discount, if any, on a line of its own.
    items: [
      {
        classId: row.classId,
        name: row.className,
        amount: dollarsFromCents(sumCents(row.priceCents, row.discountCents)),
        amountText: usdText(sumCents(row.priceCents, row.discountCents)),
      },
    ],
    discount: row.couponCode
      ? {
          code: row.couponCode,
          amount: dollarsFromCents(row.discountCents),
          amountText: `−${usdText(row.discountCents)}`,
        }
      : null,
    total: dollarsFromCents(row.priceCents),
    totalText: usdText(row.priceCents),
    currency: CURRENCY.toUpperCase(),
    card,
    cardText:
      card && brand ? `${brand} ending in ${card.last4}` : row.priceCents === 0 ? 'No card needed' : 'Card',
    paidAt: row.date.toISOString(),
    paidAtText: paidAtText(row.date, timeZone),
    timeZone,
    transactionId: row.transactionId,
    school: { name: SCHOOL_NAME, address: SCHOOL_ADDRESS, phone: SCHOOL_PHONE },
  };
}
