import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { revenueQuery } from '#contract/reports';
import type { MonthRange } from './api';

/**
 * The months of the revenue report: a first and a last month (either may stay empty), checked with the
 * contract's own rules before they are asked for; "Last 12 months" goes back to the default.
 */
export function RangeForm({
  shown,
  onApply,
}: {
  /** The months on screen, to fill the fields with. */
  shown: MonthRange;
  onApply: (range: MonthRange) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { t } = useLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const range = { from: text('from') || undefined, to: text('to') || undefined };
    const checked = revenueQuery.safeParse(range);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t`Choose the months again.`);
      return;
    }
    setError(null);
    onApply(range);
  }

  const described = error ? errorId : undefined;
  return (
    <form
      key={`${shown.from ?? ''}-${shown.to ?? ''}`}
      aria-label={t`Months of the revenue report`}
      className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-2"
      onSubmit={submit}
      noValidate
    >
      <label className="fieldset min-w-0">
        <span className="fieldset-legend pb-1 text-sm">
          <Trans>First month</Trans>
        </span>
        <input
          type="month"
          name="from"
          className="input w-52 max-w-full"
          min="2000-01"
          max="2100-12"
          defaultValue={shown.from ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </label>
      <label className="fieldset min-w-0">
        <span className="fieldset-legend pb-1 text-sm">
          <Trans>Last month</Trans>
        </span>
        <input
          type="month"
          name="to"
          className="input w-52 max-w-full"
          min="2000-01"
          max="2100-12"
          defaultValue={shown.to ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </label>
      <div className="flex gap-2 pb-1">
        <button type="submit" className="btn btn-primary">
          <Trans>Show</Trans>
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setError(null);
            onApply({});
          }}
        >
          <Trans>Last 12 months</Trans>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
