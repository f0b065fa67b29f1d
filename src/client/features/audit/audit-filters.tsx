import { msg } from '@lingui/core/macro';
import { auditActions, auditSubjectTypes } from '#contract/audit';
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
import { actionLabels, subjectLabels } from './audit-labels';
import { useLingui } from '@lingui/react';

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
  const { i18n } = useLingui();
  return (
    <FilterForm
      label={i18n._(msg`Filter the audit log`)}
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
            label={i18n._(msg`Action`)}
            value={filters.action}
            anyLabel={i18n._(msg`Every action`)}
            choices={auditActions}
            labelOf={(action) => i18n._(actionLabels[action])}
          />
          <TextFilter name="actor" label={i18n._(msg`Who (name or email)`)} value={filters.actor} />
          <ChoiceFilter
            name="subjectType"
            label={i18n._(msg`Kind of subject`)}
            value={filters.subjectType}
            anyLabel={i18n._(msg`Every subject`)}
            choices={auditSubjectTypes}
            labelOf={(type) => i18n._(subjectLabels[type])}
          />
          <TextFilter
            name="subject"
            label={i18n._(msg`Subject (name, email or id)`)}
            value={filters.subject}
          />
          <DayFilter name="fromDay" label={i18n._(msg`From (day)`)} value={filters.fromDay} />
          <DayFilter
            name="toDay"
            label={i18n._(msg`Until (day, included)`)}
            value={filters.toDay}
            rangeEnd={rangeEnd}
          />
        </>
      )}
    </FilterForm>
  );
}
