import { useState, type FormEvent } from 'react';
import {
  auditActionLabels,
  auditActions,
  auditSubjectLabels,
  auditSubjectTypes,
  type AuditAction,
  type AuditSubjectType,
} from '#contract/audit';
import type { AuditFilters } from './api';

const isAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);
const isSubject = (value: string): value is AuditSubjectType =>
  (auditSubjectTypes as readonly string[]).includes(value);

/** The filters read from a form: empty fields are no filter. */
function filtersFrom(form: HTMLFormElement): AuditFilters {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const action = text('action');
  const subjectType = text('subjectType');
  return {
    action: isAction(action) ? action : undefined,
    actor: text('actor') || undefined,
    subjectType: isSubject(subjectType) ? subjectType : undefined,
    subject: text('subject') || undefined,
    fromDay: text('fromDay') || undefined,
    toDay: text('toDay') || undefined,
  };
}

/** The audit log's filters; applied with the button (or Enter), cleared with Clear. */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [rangeError, setRangeError] = useState<string | null>(null);
  // A new set of filters (Clear, Back) gives the form fresh fields.
  const formKey = JSON.stringify(filters);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersFrom(event.currentTarget);
    if (next.fromDay && next.toDay && next.fromDay > next.toDay) {
      setRangeError('The last day cannot come before the first day.');
      return;
    }
    setRangeError(null);
    onApply(next);
  }

  return (
    <form
      key={formKey}
      aria-label="Filter the audit log"
      className="mb-6 grid grid-cols-1 gap-x-4 gap-y-2 rounded-box bg-base-100 p-4 shadow sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={submit}
    >
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Action</span>
        <select name="action" className="select w-full" defaultValue={filters.action ?? ''}>
          <option value="">Every action</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabels[action]}
            </option>
          ))}
        </select>
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Who (name or email)</span>
        <input name="actor" className="input w-full" maxLength={120} defaultValue={filters.actor ?? ''} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Kind of subject</span>
        <select name="subjectType" className="select w-full" defaultValue={filters.subjectType ?? ''}>
          <option value="">Every subject</option>
          {auditSubjectTypes.map((type) => (
            <option key={type} value={type}>
              {auditSubjectLabels[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Subject (name, email or id)</span>
        <input name="subject" className="input w-full" maxLength={120} defaultValue={filters.subject ?? ''} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">From (day)</span>
        <input name="fromDay" type="date" className="input w-full" defaultValue={filters.fromDay ?? ''} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Until (day, included)</span>
        <input
          name="toDay"
          type="date"
          className="input w-full"
          defaultValue={filters.toDay ?? ''}
          aria-invalid={!!rangeError}
          aria-describedby={rangeError ? 'audit-range-error' : undefined}
        />
      </label>
      {rangeError && (
        <p
          id="audit-range-error"
          role="alert"
          className="text-sm font-semibold text-error sm:col-span-2 lg:col-span-3"
        >
          {rangeError}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setRangeError(null);
            onApply({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
