import { auditActionLabels, auditActions, auditSubjectLabels, auditSubjectTypes } from '#contract/audit';
import {
  ChoiceFilter,
  DayFilter,
  dayOrNone,
  FilterForm,
  oneOf,
  TextFilter,
} from '#client/components/filter-form.tsx';
import type { ReadFilters } from '#client/hooks/use-filters-in-address.ts';
import type { AuditFilters } from './api';

/** The audit log's filters from the form or the address: an empty or unknown value is no filter. */
export const readAuditFilters: ReadFilters<AuditFilters> = (field) => ({
  action: oneOf(auditActions, field('action')),
  actor: field('actor') || undefined,
  subjectType: oneOf(auditSubjectTypes, field('subjectType')),
  subject: field('subject') || undefined,
  fromDay: dayOrNone(field('fromDay')),
  toDay: dayOrNone(field('toDay')),
});

export const auditFilterKeys = ['action', 'actor', 'subjectType', 'subject', 'fromDay', 'toDay'] as const;
export const auditRange = ['fromDay', 'toDay'] as const;

/** The audit log's filters; applied with the button (or Enter), cleared with Clear. */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  return (
    <FilterForm
      label="Filter the audit log"
      filters={filters}
      read={readAuditFilters}
      range={auditRange}
      columns={3}
      onApply={onApply}
    >
      {(rangeEnd) => (
        <>
          <ChoiceFilter
            name="action"
            label="Action"
            value={filters.action}
            anyLabel="Every action"
            choices={auditActions}
            labelOf={(action) => auditActionLabels[action]}
          />
          <TextFilter name="actor" label="Who (name or email)" value={filters.actor} />
          <ChoiceFilter
            name="subjectType"
            label="Kind of subject"
            value={filters.subjectType}
            anyLabel="Every subject"
            choices={auditSubjectTypes}
            labelOf={(type) => auditSubjectLabels[type]}
          />
          <TextFilter name="subject" label="Subject (name, email or id)" value={filters.subject} />
          <DayFilter name="fromDay" label="From (day)" value={filters.fromDay} />
          <DayFilter name="toDay" label="Until (day, included)" value={filters.toDay} rangeEnd={rangeEnd} />
        </>
      )}
    </FilterForm>
  );
}
