import { useState, type FormEvent } from 'react';
import { ledgerKindLabels, ledgerKinds, ledgerStatusLabels, type LedgerKind } from '#contract/ledger';
import { paymentStatuses, type PaymentStatus } from '#contract/payments';
import type { LedgerFilters } from './api';

const isKind = (value: string): value is LedgerKind => (ledgerKinds as readonly string[]).includes(value);
const isStatus = (value: string): value is PaymentStatus =>
  (paymentStatuses as readonly string[]).includes(value);

/** The filters read from a form: empty fields are no filter. */
function filtersFrom(form: HTMLFormElement): LedgerFilters {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const kind = text('kind');
  const status = text('status');
  return {
    from: text('from') || undefined,
    to: text('to') || undefined,
    kind: isKind(kind) ? kind : undefined,
    status: isStatus(status) ? status : undefined,
    class: text('class') || undefined,
    instructor: text('instructor') || undefined,
    student: text('student') || undefined,
  };
}

/** The ledger's filters; applied with the button (or Enter), cleared with Clear. */
export function LedgerFiltersForm({
  filters,
  onApply,
}: {
  filters: LedgerFilters;
  onApply: (filters: LedgerFilters) => void;
}) {
  const [rangeError, setRangeError] = useState<string | null>(null);
  // A new set of filters (Clear, Back) gives the form fresh fields.
  const formKey = JSON.stringify(filters);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersFrom(event.currentTarget);
    if (next.from && next.to && next.from > next.to) {
      setRangeError('The last day cannot come before the first day.');
      return;
    }
    setRangeError(null);
    onApply(next);
  }

  return (
    <form
      key={formKey}
      aria-label="Filter the ledger"
      className="mb-6 grid grid-cols-1 gap-x-4 gap-y-2 rounded-box bg-base-100 p-4 shadow sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submit}
    >
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">From (day)</span>
        <input name="from" type="date" className="input w-full" defaultValue={filters.from ?? ''} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Until (day, included)</span>
        <input
          name="to"
          type="date"
          className="input w-full"
          defaultValue={filters.to ?? ''}
          aria-invalid={!!rangeError}
          aria-describedby={rangeError ? 'ledger-range-error' : undefined}
        />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Kind</span>
        <select name="kind" className="select w-full" defaultValue={filters.kind ?? ''}>
          <option value="">Every kind</option>
          {ledgerKinds.map((kind) => (
            <option key={kind} value={kind}>
              {ledgerKindLabels[kind]}s only
            </option>
          ))}
        </select>
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Payment status</span>
        <select name="status" className="select w-full" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {ledgerStatusLabels[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Class (name)</span>
        <input name="class" className="input w-full" maxLength={120} defaultValue={filters.class ?? ''} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Instructor (name or email)</span>
        <input
          name="instructor"
          className="input w-full"
          maxLength={120}
          defaultValue={filters.instructor ?? ''}
        />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">Student (name or email)</span>
        <input name="student" className="input w-full" maxLength={120} defaultValue={filters.student ?? ''} />
      </label>
      {rangeError && (
        <p
          id="ledger-range-error"
          role="alert"
          className="text-sm font-semibold text-error sm:col-span-2 lg:col-span-4"
        >
          {rangeError}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2 pt-2 sm:col-span-2 lg:col-span-1">
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
