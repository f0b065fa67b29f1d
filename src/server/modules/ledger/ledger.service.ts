import {
  LEDGER_PAGE_SIZE,
  ledgerKindLabels,
  ledgerStatusLabels,
  type LedgerEntry,
  type LedgerFilters,
  type LedgerPage,
  type LedgerQuery,
  type LedgerTotals,
} from '#contract/ledger';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import { toCsv } from '#server/csv';
import { decimalText, dollarsFromCents, minusCents, type Cents } from '#server/money';
import { creditNoteNumber } from '#server/modules/refunds/refunds.service';
import type { RefundReason } from '#server/modules/seats/rules/refund-reasons';
import type {
  LedgerCursor,
  LedgerFilter,
  LedgerRepository,
  LedgerRow,
  LedgerSums,
} from './ledger.repository.js';

/** Why a payment was refunded instead of enrolling, as the ledger says it. */
const atOnceReasons: Record<RefundReason, string> = {
  'no-seat': 'Refunded at once: no seat was left',
  'already-enrolled': 'Refunded at once: the student was already enrolled',
  'price-changed': 'Refunded at once: the price changed during payment',
  'class-unavailable': 'Refunded at once: the class was no longer available',
  'account-deleted': 'Refunded at once: the account was deleted during payment',
  'coupon-used-up': 'Refunded at once: the coupon was used up during payment',
  'coupon-invalid': 'Refunded at once: the coupon stopped working during payment',
  'class-ended': 'Refunded at once: the class had ended',
  'class-started': 'Refunded at once: the class had started and takes no late students',
  'own-class': 'Refunded at once: the student had become the class instructor',
};

const reasonOf = (row: LedgerRow): string | null => {
  if (row.kind !== 'refund' || row.reason === null) return row.reason;
  if (row.creditNoteNumber !== null) return row.reason;
  return atOnceReasons[row.reason as RefundReason] ?? 'Refunded at once';
};

const referenceOf = (row: LedgerRow): string =>
  row.creditNoteNumber === null ? row.reference : creditNoteNumber(row.creditNoteNumber, row.at);

function filterOf(filters: LedgerFilters): LedgerFilter {
  return {
    from: filters.from,
    to: filters.to,
    kind: filters.kind,
    status: filters.status,
    className: filters.class || undefined,
    instructor: filters.instructor || undefined,
    student: filters.student || undefined,
  };
}

function entryOf(row: LedgerRow): LedgerEntry {
  return {
    _id: row.key,
    kind: row.kind,
    at: row.at.toISOString(),
    localTime: row.localTime,
    status: row.status,
    className: row.className,
    instructor:
      row.instructorId === null && row.instructorName === null
        ? null
        : { name: row.instructorName, email: row.instructorEmail },
    student: row.hasStudent ? { name: row.studentName, email: row.studentEmail } : null,
    coupon: row.couponCode,
    discount: dollarsFromCents(row.discountCents),
    amount: dollarsFromCents(row.amountCents),
    commission: dollarsFromCents(row.commissionCents),
    reference: referenceOf(row),
    reason: reasonOf(row),
  };
}

function totalsOf(sums: LedgerSums): LedgerTotals {
  return {
    payments: sums.payments,
    refunds: sums.refunds,
    payouts: sums.payouts,
    gross: dollarsFromCents(sums.grossCents),
    discounts: dollarsFromCents(sums.discountCents),
    refunded: dollarsFromCents(sums.refundedCents),
    net: dollarsFromCents(minusCents(sums.grossCents, sums.refundedCents)),
    commission: dollarsFromCents(minusCents(sums.commissionCents, sums.commissionReturnedCents)),
    paidOut: dollarsFromCents(sums.paidOutCents),
  };
}

function cursorOf(text: string | undefined): LedgerCursor | undefined {
  if (!text) return undefined;
  const at = text.indexOf('_');
  return { atMicros: text.slice(0, at), key: text.slice(at + 1) };
}

/** The CSV's columns: the page's totals are sums of them (docs/decisions/payments-ledger.md). */
const LEDGER_CSV_HEADER = [
  `Date (${SCHOOL_TIME_ZONE})`,
  'Kind',
  'Payment status',
  'Class',
  'Instructor',
  'Instructor email',
  'Student',
  'Student email',
  'Coupon',
  'Discount',
  'Paid',
  'Refunded',
  'Paid out',
  'Commission',
  'Commission given back',
  'Reference',
  'Reason',
];

function csvLine(row: LedgerRow): string[] {
  const only = (kind: LedgerRow['kind'], cents: Cents) => (row.kind === kind ? decimalText(cents) : '');
  const deleted = 'deleted account';
  const instructorKnown = row.instructorId !== null || row.instructorName !== null;
  return [
    row.localTime,
    ledgerKindLabels[row.kind],
    row.status ? ledgerStatusLabels[row.status] : '',
    row.className ?? '',
    instructorKnown ? (row.instructorName ?? deleted) : '',
    row.instructorEmail ?? '',
    row.hasStudent ? (row.studentName ?? (row.studentEmail ? '' : deleted)) : '',
    row.studentEmail ?? '',
    row.kind === 'payment' ? (row.couponCode ?? '') : '',
    only('payment', row.discountCents),
    only('payment', row.amountCents),
    only('refund', row.amountCents),
    only('payout', row.amountCents),
    only('payment', row.commissionCents),
    only('refund', row.commissionCents),
    referenceOf(row),
    reasonOf(row) ?? '',
  ];
}

/** The admin's ledger: every payment, refund and payout, filtered, with the sums of what matches. */
export function createLedgerService({ repository }: { repository: LedgerRepository }) {
  return {
    async list(query: LedgerQuery): Promise<LedgerPage> {
      const limit = query.limit ? Number(query.limit) : LEDGER_PAGE_SIZE;
      const filter = filterOf(query);
      const [rows, sums] = await Promise.all([
        repository.list(filter, { cursor: cursorOf(query.cursor), limit: limit + 1 }),
        repository.sums(filter),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        entries: page.map(entryOf),
        totals: totalsOf(sums),
        nextCursor: rows.length > limit && last ? `${last.atMicros}_${last.key}` : null,
      };
    },

    /** Every row the filters match, newest first, as a CSV file spreadsheets open; no totals line. */
    async csv(filters: LedgerFilters): Promise<string> {
      const rows = await repository.list(filterOf(filters), {});
      return toCsv(LEDGER_CSV_HEADER, rows.map(csvLine));
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
