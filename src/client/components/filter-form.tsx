import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { FILTER_TEXT_MAX, type ReadFilters } from '#client/hooks/use-filters-in-address.ts';
import { useLingui } from '@lingui/react';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD) as a filter, or no filter. */
export const dayOrNone = (value: string) => (DAY.test(value) ? value : undefined);

/** The value when it is one of `values`, else no filter (a hand-edited address, an old option). */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** What the last day of the range takes, so a screen reader hears the range's error with that field. */
export interface RangeEndProps {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

// Whole class names, so the style sheet's build finds them.
const layouts = {
  3: {
    form: 'lg:grid-cols-3',
    error: 'lg:col-span-3',
    actions: 'sm:col-span-2 lg:col-span-3',
  },
  4: {
    form: 'lg:grid-cols-4',
    error: 'lg:col-span-4',
    actions: 'items-end sm:col-span-2 lg:col-span-1',
  },
};

/**
 * A dashboard list's filters: read from the form when applied (the button or Enter), all cleared with
 * Clear. `read` turns the fields into filters (an empty field is no filter). A range of days whose last day
 * comes before its first is refused here, next to the fields, before any request.
 */
export function FilterForm<F extends object>({
  label,
  filters,
  read,
  range,
  columns,
  onApply,
  children,
}: {
  label: string;
  filters: F;
  read: ReadFilters<F>;
  /** The filters' first and last day. */
  range: readonly [first: keyof F, last: keyof F];
  columns: keyof typeof layouts;
  onApply: (filters: F) => void;
  children: (rangeEnd: RangeEndProps) => ReactNode;
}) {
  const { i18n } = useLingui();
  const [rangeError, setRangeError] = useState(false);
  const errorId = useId();
  const layout = layouts[columns];
  // A new set of filters (Clear, Back) gives the form fresh fields.
  const formKey = JSON.stringify(filters);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = read((name) => String(data.get(name) ?? '').trim());
    const first = next[range[0]] as string | undefined;
    const last = next[range[1]] as string | undefined;
    if (first && last && first > last) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onApply(next);
  }

  return (
    <form
      key={formKey}
      aria-label={label}
      className={`mb-6 grid grid-cols-1 gap-x-4 gap-y-2 rounded-box bg-base-100 p-4 shadow sm:grid-cols-2 ${layout.form}`}
      onSubmit={submit}
    >
      {children({ 'aria-invalid': rangeError, 'aria-describedby': rangeError ? errorId : undefined })}
      {rangeError && (
        <p
          id={errorId}
          role="alert"
          className={`text-sm font-semibold text-error sm:col-span-2 ${layout.error}`}
        >
          {i18n._(msg`The last day cannot come before the first day.`)}
        </p>
      )}
      <div className={`flex flex-wrap gap-2 pt-2 ${layout.actions}`}>
        <button type="submit" className="btn btn-primary">
          {i18n._(msg`Apply filters`)}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setRangeError(false);
            // Every field empty: no filter at all.
            onApply(read(() => ''));
          }}
        >
          {i18n._(msg`Clear`)}
        </button>
      </div>
    </form>
  );
}

/** A filter on part of a name, an email or an id. */
export function TextFilter({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string | undefined;
}) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend pb-1 text-sm">{label}</span>
      <input name={name} className="input w-full" maxLength={FILTER_TEXT_MAX} defaultValue={value ?? ''} />
    </label>
  );
}

/** A day of a range; the range's last day takes the form's `rangeEnd`. */
export function DayFilter({
  name,
  label,
  value,
  rangeEnd,
}: {
  name: string;
  label: string;
  value: string | undefined;
  rangeEnd?: RangeEndProps;
}) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend pb-1 text-sm">{label}</span>
      <input name={name} type="date" className="input w-full" defaultValue={value ?? ''} {...rangeEnd} />
    </label>
  );
}

/** One of a list of values, or any (`anyLabel`). */
export function ChoiceFilter<T extends string>({
  name,
  label,
  value,
  anyLabel,
  choices,
  labelOf,
}: {
  name: string;
  label: string;
  value: T | undefined;
  anyLabel: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
}) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend pb-1 text-sm">{label}</span>
      <select name={name} className="select w-full" defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
