import { useState } from 'react';
import {
  lateJoinText,
  refundTermsText,
  refundTodayText,
  type ClassSaleTerms,
  type RefundTerms,
} from '#contract/class-sale-rules';
import { formatDateTime, formatUsd } from '#client/format.ts';

const writers = { date: (iso: string) => formatDateTime(iso), money: formatUsd };

/**
 * What buying a class that has started means ("Joins late: 11 of 16 sessions left, $37.81 instead of
 * $55.00"), or why it cannot be bought; nothing for a class still to come. The server worked it out.
 */
export function SaleNote({ sale, fullPrice }: { sale?: ClassSaleTerms; fullPrice: number }) {
  const text = sale ? lateJoinText(sale, fullPrice, formatUsd) : null;
  if (!text) return null;
  return (
    <p className="font-semibold" data-testid="sale-note">
      {text}
    </p>
  );
}

/** The refund policy of this class for someone buying now, with its dates and amounts. */
export function RefundTermsNote({ terms, today = false }: { terms?: RefundTerms; today?: boolean }) {
  // When the page opened: the steps still ahead then.
  const [now] = useState(Date.now);
  if (!terms) return null;
  return (
    <p className="text-sm" data-testid="refund-terms">
      <span className="font-semibold">Refund policy:</span> {refundTermsText(terms, now, writers)}
      {today && <> {refundTodayText(terms, now, formatUsd)}</>}
    </p>
  );
}

/** What applies to someone who pays now and cancels at once, beside the payment button. */
export function RefundToday({ terms, id }: { terms?: RefundTerms; id?: string }) {
  const [now] = useState(Date.now);
  if (!terms) return null;
  return (
    <p id={id} className="text-sm font-semibold" data-testid="refund-today">
      {refundTodayText(terms, now, formatUsd)}
    </p>
  );
}
