import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerKind } from '#contract/ledger';
import type { PaymentStatus } from '#contract/payments';

// The contract's ledgerKindLabels and ledgerStatusLabels stay the CSV's English; the page says them in the
// interface's language.
export const kindLabels: Record<LedgerKind, MessageDescriptor> = {
  payment: msg`Payment`,
  refund: msg`Refund`,
  payout: msg`Payout`,
};

/** The kind filter's choices. */
export const kindOnlyLabels: Record<LedgerKind, MessageDescriptor> = {
  payment: msg`Payments only`,
  refund: msg`Refunds only`,
  payout: msg`Payouts only`,
};

export const statusLabels: Record<PaymentStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  partially_refunded: msg`Partially refunded`,
  refunded: msg`Refunded`,
};
