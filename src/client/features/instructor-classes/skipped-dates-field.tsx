import { useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '#contract/date-time-format';
import { isCalendarDate } from '#contract/schedule';
import { pageLocale } from '#client/page-locale.ts';

/** '2026-12-24' as 'Thu, Dec 24, 2026', in the page's language (the date is a calendar day: no zone moves it). */
function readableDate(day: string): string {
  return dateTimeFormat(pageLocale(), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * Holidays, chosen with the browser's date picker and listed as chips in date order. Enter in the picker or
 * Add date adds the day; each chip's button (Enter, Space, Delete or Backspace) takes it out again.
 */
export function SkippedDatesField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const [picked, setPicked] = useState('');
  const [said, setSaid] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const chips = useRef<HTMLUListElement>(null);

  const add = () => {
    if (!isCalendarDate(picked)) {
      setSaid(t`Choose a date first.`);
      return;
    }
    const date = readableDate(picked);
    if (value.includes(picked)) {
      setSaid(t`${date} is already skipped.`);
    } else {
      onChange([...value, picked].sort());
      setSaid(t`${date} skipped.`);
    }
    setPicked('');
  };
  const remove = (day: string, index: number) => {
    const rest = value.filter((date) => date !== day);
    onChange(rest);
    const date = readableDate(day);
    setSaid(t`${date} is no longer skipped.`);
    // The focus goes to the chip now in its place, or back to the picker when none is left.
    requestAnimationFrame(() => {
      const buttons = chips.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? picker.current)?.focus();
    });
  };
  const onPickerKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="fieldset min-w-0">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        <Trans>Skipped dates</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={picker}
          id={id}
          type="date"
          className={`input min-w-40 flex-1 sm:max-w-56 ${error ? 'input-error' : ''}`}
          value={picked}
          min="2000-01-01"
          max="2099-12-31"
          aria-invalid={!!error || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setPicked(event.target.value)}
          onKeyDown={onPickerKey}
        />
        <button type="button" className="btn btn-outline" onClick={add}>
          <Trans>Add date</Trans>
        </button>
      </div>
      <p id={`${id}-hint`} className="label text-xs whitespace-normal">
        <Trans>Holidays with no session: each one moves the rest of the series one meeting later.</Trans>
      </p>
      {value.length > 0 && (
        <ul ref={chips} aria-label={t`Skipped dates chosen`} className="mt-1 flex flex-wrap gap-2">
          {value.map((day, index) => {
            const date = readableDate(day);
            return (
              <li key={day} className="badge h-auto gap-1 badge-outline py-1 ps-3 pe-1 badge-lg">
                <time dateTime={day}>{date}</time>
                <button
                  type="button"
                  className="btn btn-circle btn-ghost btn-xs"
                  aria-label={t`Remove ${date}`}
                  onClick={() => remove(day, index)}
                  onKeyDown={(event) => {
                    if (event.key === 'Delete' || event.key === 'Backspace') {
                      event.preventDefault();
                      remove(day, index);
                    }
                  }}
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="sr-only" role="status">
        {said}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </div>
  );
}
