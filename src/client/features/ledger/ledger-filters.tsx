import { useLingui } from '@lingui/react/macro';
import { ledgerKinds } from '#contract/ledger';
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
import { kindOnlyLabels, statusLabels } from './ledger-labels';

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
  const { t, i18n } = useLingui();
  return (
    <FilterForm
      label={t`Filter the ledger`}
      filters={filters}
      read={readLedgerFilters}
      range={ledgerRange}
      columns={4}
      onApply={onApply}
    >
      {(rangeEnd) => (
        <>
          <DayFilter name="from" label={t`From (day)`} value={filters.from} />
          <DayFilter name="to" label={t`Until (day, included)`} value={filters.to} rangeEnd={rangeEnd} />
          <ChoiceFilter
            name="kind"
            label={t`Kind`}
            value={filters.kind}
            anyLabel={t`Every kind`}
            choices={ledgerKinds}
            labelOf={(kind) => i18n._(kindOnlyLabels[kind])}
          />
          <ChoiceFilter
            name="status"
            label={t`Payment status`}
            value={filters.status}
            anyLabel={t`Any status`}
            choices={paymentStatuses}
            labelOf={(status) => i18n._(statusLabels[status])}
          />
          <TextFilter name="class" label={t`Class (name)`} value={filters.class} />
          <TextFilter name="instructor" label={t`Instructor (name or email)`} value={filters.instructor} />
          <TextFilter name="student" label={t`Student (name or email)`} value={filters.student} />
        </>
      )}
    </FilterForm>
  );
}
