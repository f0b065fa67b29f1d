import { SectionTitle } from '#client/components/section-title.tsx';
import { ledgerFilterKeys } from '#client/features/ledger/api.ts';
import {
  LedgerFiltersForm,
  ledgerRange,
  readLedgerFilters,
} from '#client/features/ledger/ledger-filters.tsx';
import { LedgerView } from '#client/features/ledger/ledger-view.tsx';
import { useFiltersInAddress } from '#client/hooks/use-filters-in-address.ts';
import { useLingui } from '@lingui/react/macro';

export function PaymentsLedgerPage() {
  const { t } = useLingui();
  const [filters, apply] = useFiltersInAddress(readLedgerFilters, ledgerFilterKeys, ledgerRange);
  return (
    <div className="mx-auto max-w-6xl">
      <SectionTitle
        level={1}
        title={t`Payments`}
        subtitle={t`Every payment, refund and payout, newest first. Times are shown in your own zone; the From and To days and the CSV are the school's, in San Francisco (America/Los_Angeles).`}
      />
      <LedgerFiltersForm filters={filters} onApply={apply} />
      <LedgerView filters={filters} />
    </div>
  );
}
