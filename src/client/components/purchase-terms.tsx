import { Trans } from '@lingui/react/macro';
import type { ClassSaleTerms, RefundTerms } from '#contract/class-sale-rules';

// The server writes these sentences (dates in the reader's zone): the page only shows them.

/** Joining a class that has begun ("Joins late: 11 of 16 sessions left, …"), or why it cannot be bought. */
export function SaleNote({ sale }: { sale?: ClassSaleTerms }) {
  return sale?.note ? (
    <p className="font-semibold" data-testid="sale-note">
      {sale.note}
    </p>
  ) : null;
}

/** The refund policy of this class for someone buying now, with its dates and amounts. */
export function RefundTermsNote({ terms }: { terms?: RefundTerms }) {
  if (!terms) return null;
  const policy = terms.text;
  return (
    <p className="text-sm" data-testid="refund-terms">
      <Trans>
        <b>Refund policy:</b> {policy}
      </Trans>
    </p>
  );
}
