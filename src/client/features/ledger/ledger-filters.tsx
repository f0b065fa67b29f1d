import { ledgerKindLabels, ledgerKinds, ledgerStatusLabels } from '#contract/ledger';
import { paymentStatuses } from '#contract/payments';
import {
  ChoiceFilter,
  DayFilter,
  dayOrNone,
  FilterForm,
  oneOf,
  TextFilter,
} from '#client/components/filter-form.tsx';
import type { ReadFilters } from '#client/hooks/use-filters-in-address.ts';
import type { LedgerFilters } from './api';

/** The ledger's filters from the form or the address: an empty or unknown value is no filter. */
export const readLedgerFilters: ReadFilters<LedgerFilters> = (field) => ({
  from: dayOrNone(field('from')),
  to: dayOrNone(field('to')),
  kind: oneOf(ledgerKinds, field('kind')),
  status: oneOf(paymentStatuses, field('status')),
  class: field('class') || undefined,
  instructor: field('instructor') || undefined,
  student: field('student') || undefined,
});

export const ledgerRange = ['from', 'to'] as const;

/** The ledger's filters; applied with the button (or Enter), cleared with Clear. */
export function LedgerFiltersForm({
  filters,
  onApply,
}: {
  filters: LedgerFilters;
  onApply: (filters: LedgerFilters) => void;
}) {
  return (
    <FilterForm
      label="Filter the ledger"
      filters={filters}
      read={readLedgerFilters}
      range={ledgerRange}
      columns={4}
      onApply={onApply}
    >
      {(rangeEnd) => (
        <>
          <DayFilter name="from" label="From (day)" value={filters.from} />
          <DayFilter name="to" label="Until (day, included)" value={filters.to} rangeEnd={rangeEnd} />
          <ChoiceFilter
            name="kind"
            label="Kind"
            value={filters.kind}
            anyLabel="Every kind"
            choices={ledgerKinds}
            labelOf={(kind) => `${ledgerKindLabels[kind]}s only`}
          />
          <ChoiceFilter
            name="status"
            label="Payment status"
            value={filters.status}
            anyLabel="Any status"
            choices={paymentStatuses}
            labelOf={(status) => ledgerStatusLabels[status]}
          />
          <TextFilter name="class" label="Class (name)" value={filters.class} />
          <TextFilter name="instructor" label="Instructor (name or email)" value={filters.instructor} />
          <TextFilter name="student" label="Student (name or email)" value={filters.student} />
        </>
      )}
    </FilterForm>
  );
}
