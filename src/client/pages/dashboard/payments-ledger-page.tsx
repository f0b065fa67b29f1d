import { useSearchParams } from 'react-router';
import { ledgerKinds, type LedgerKind } from '#contract/ledger';
import { paymentStatuses, type PaymentStatus } from '#contract/payments';
import { SectionTitle } from '#client/components/section-title.tsx';
import { ledgerFilterKeys, type LedgerFilters } from '#client/features/ledger/api.ts';
import { LedgerFiltersForm } from '#client/features/ledger/ledger-filters.tsx';
import { LedgerView } from '#client/features/ledger/ledger-view.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the address, so a filtered view can be bookmarked and Back returns to the last one. */
function filtersOf(params: URLSearchParams): LedgerFilters {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const text = (name: string) => params.get(name)?.trim().slice(0, 120) || undefined;
  const from = day('from');
  const to = day('to');
  return {
    from,
    // A range upside down (typed into the address) is read as no end rather than as an error page.
    to: from && to && to < from ? undefined : to,
    kind: (ledgerKinds as readonly string[]).includes(kind) ? (kind as LedgerKind) : undefined,
    status: (paymentStatuses as readonly string[]).includes(status) ? (status as PaymentStatus) : undefined,
    class: text('class'),
    instructor: text('instructor'),
    student: text('student'),
  };
}

export function PaymentsLedgerPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const apply = (next: LedgerFilters) => {
    const search = new URLSearchParams();
    for (const key of ledgerFilterKeys) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return (
    <div className="mx-auto max-w-6xl">
      <SectionTitle
        level={1}
        title="Payments"
        subtitle="Every payment, refund and payout, newest first. Days and times are the school's, in San Francisco (America/Los_Angeles)."
      />
      <LedgerFiltersForm filters={filters} onApply={apply} />
      <LedgerView filters={filters} />
    </div>
  );
}
