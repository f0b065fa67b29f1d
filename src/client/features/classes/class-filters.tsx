import { useId, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassFacets } from '#contract/classes';
import {
  classLevelLabels,
  classLevels,
  timesOfDay,
  weekdays,
  type TimeOfDay,
  type Weekday,
} from '#contract/class-choices';
import { teachingLanguages } from '#contract/language-list';
import { apiFilterCount, classListSorts, type ClassListSort, type ClassListView } from './class-list-view';
import { zoneCity } from './schedule-summary';

const sortLabels: Record<ClassListSort, MessageDescriptor> = {
  popular: msg`Most popular`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
};

/** A time of day's choice, naming the visitor's city once the page knows their zone. */
const timeLabels: Record<TimeOfDay, (city: string) => MessageDescriptor> = {
  morning: (city) => (city ? msg`Morning (5:00–12:00, ${city} time)` : msg`Morning (5:00–12:00)`),
  afternoon: (city) => (city ? msg`Afternoon (12:00–17:00, ${city} time)` : msg`Afternoon (12:00–17:00)`),
  evening: (city) => (city ? msg`Evening (17:00–24:00, ${city} time)` : msg`Evening (17:00–24:00)`),
};

const dayLabels: Record<Weekday, MessageDescriptor> = {
  mon: msg`Mon`,
  tue: msg`Tue`,
  wed: msg`Wed`,
  thu: msg`Thu`,
  fri: msg`Fri`,
  sat: msg`Sat`,
  sun: msg`Sun`,
};

const shortcuts: [MessageDescriptor, Weekday[]][] = [
  [msg`Weekdays`, weekdays.slice(0, 5)],
  [msg`Weekend`, weekdays.slice(5)],
];

const languageNames = new Map<string, string>(teachingLanguages.map((l) => [l.code, l.name]));

const withCount = (i18n: I18n, label: string, count: number | undefined) =>
  count === undefined ? label : i18n._(msg`${label} (${count})`);

/** A labelled control of the folding filters; `control` gets the id its label points at. */
function Field({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {control(id)}
    </div>
  );
}

function choice<T extends string>(
  anyLabel: string,
  value: T | undefined,
  options: { value: T; label: string }[],
  onChange: (value: T | undefined) => void,
) {
  return (id: string) => (
    <select
      id={id}
      className="select w-full"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A price in dollars, sent when the visitor leaves the box or presses Enter, not at each keystroke. */
function price(value: string | undefined, onChange: (value: string | undefined) => void) {
  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (id: string) => (
    <input
      id={id}
      type="number"
      step="any"
      className="input w-full"
      // A new value from the URL (Back, Clear filters) replaces what was typed.
      key={value}
      defaultValue={value}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      }}
    />
  );
}

/**
 * The classes list's controls: search, 'only classes with seats' and sort, then the catalogue's filters
 * (language and level with their counts, day, time of day, price, start date), which fold behind a button
 * on a phone so the list stays near the top.
 */
export function ClassFilters({
  view,
  facets,
  zone,
  onSearch,
  onChange,
}: {
  view: ClassListView;
  /** The counts beside each choice: what it would list, added to the filters set. */
  facets?: ClassFacets;
  /** The visitor's zone, which days and times of day are read in; empty while the page hydrates. */
  zone: string;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<ClassListView>) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = apiFilterCount(view);
  const city = zone && zoneCity(zone);
  const count = (facet: keyof Omit<ClassFacets, 'total'>, value: string) =>
    facets && (facets[facet][value] ?? 0);
  const listed = new Set([...Object.keys(facets?.language ?? {}), ...(view.language ? [view.language] : [])]);
  // In the list's own order, by English name: no comparison by locale here, whose first use loads ICU's
  // collation data (about 8 ms, four times that on a phone) in the render the list's answer starts.
  const languageOptions = [
    ...teachingLanguages.filter((language) => listed.has(language.code)).map((language) => language.code),
    ...[...listed].filter((code) => !languageNames.has(code)),
  ].map((code) => ({
    value: code,
    label: withCount(i18n, languageNames.get(code) ?? code.toUpperCase(), count('language', code)),
  }));
  return (
    <form
      role="search"
      aria-label={t`Filter classes`}
      className="mb-6 flex flex-col gap-4 rounded-box bg-base-200 p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold">
            <Trans>Search classes</Trans>
          </label>
          <span className="input w-full">
            <Search size={18} aria-hidden className="opacity-70" />
            <input
              id={`${id}-search`}
              type="search"
              className="grow"
              placeholder={t`Language, class or instructor`}
              value={view.search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </span>
        </div>
        <label className="flex cursor-pointer items-center gap-2 md:h-10">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={view.onlyWithSeats}
            onChange={(event) => onChange({ onlyWithSeats: event.target.checked })}
          />
          <span>
            <Trans>Only classes with seats</Trans>
          </span>
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
            <Trans>Sort by</Trans>
          </label>
          <select
            id={`${id}-sort`}
            className="select w-full md:w-52"
            value={view.sort}
            onChange={(event) => onChange({ sort: event.target.value as ClassListSort })}
          >
            {classListSorts.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(sortLabels[sort])}
              </option>
            ))}
          </select>
        </div>
        <label className="flex cursor-pointer items-center gap-2 md:h-10">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={!!view.ended}
            onChange={(event) => onChange({ ended: event.target.checked ? 'hide' : undefined })}
          />
          <span>
            <Trans>Hide ended classes</Trans>
          </span>
        </label>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-sm self-start md:hidden"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen(!open)}
      >
        {open ? <Trans>Hide filters</Trans> : <Trans>More filters</Trans>}
        {active > 0 && <span className="badge badge-primary badge-sm">{active}</span>}
      </button>
      <div
        id={`${id}-more`}
        className={`${open ? 'grid' : 'hidden'} grid-cols-1 gap-4 sm:grid-cols-2 md:grid md:grid-cols-4`}
      >
        <Field
          label={t`Language`}
          control={choice(t`Any language`, view.language, languageOptions, (language) =>
            onChange({ language }),
          )}
        />
        <Field
          label={t`Level`}
          control={choice(
            t`Any level`,
            view.level,
            classLevels.map((level) => ({
              value: level,
              label: withCount(i18n, classLevelLabels[level], count('level', level)),
            })),
            (level) => onChange({ level }),
          )}
        />
        <Field
          label={t`Time of day`}
          control={choice(
            t`Any time`,
            view.time,
            timesOfDay.map((time) => ({
              value: time,
              label: withCount(i18n, i18n._(timeLabels[time](city)), count('time', time)),
            })),
            (time) => onChange({ time }),
          )}
        />
        <Field
          label={t`Lowest price ($)`}
          control={price(view.minPrice, (minPrice) => onChange({ minPrice }))}
        />
        <Field
          label={t`Highest price ($)`}
          control={price(view.maxPrice, (maxPrice) => onChange({ maxPrice }))}
        />
        <Field
          label={t`Starts on or after`}
          control={(id) => (
            <input
              id={id}
              type="date"
              className="input w-full"
              value={view.startsFrom ?? ''}
              onChange={(event) => onChange({ startsFrom: event.target.value || undefined })}
            />
          )}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-semibold">
            {city ? <Trans>Days ({city} time)</Trans> : <Trans>Days</Trans>}
          </legend>
          <div className="flex flex-wrap gap-2">
            {weekdays.map((day) => (
              <label
                key={day}
                className="btn btn-sm has-checked:btn-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={view.days.includes(day)}
                  onChange={(event) =>
                    onChange({
                      days: weekdays.filter((d) =>
                        d === day ? event.target.checked : view.days.includes(d),
                      ),
                    })
                  }
                />
                {withCount(i18n, i18n._(dayLabels[day]), count('day', day))}
              </label>
            ))}
            {shortcuts.map(([label, days]) => (
              <button
                key={`${days}`}
                type="button"
                className="btn btn-outline btn-sm"
                aria-pressed={`${view.days}` === `${days}`}
                onClick={() => onChange({ days: `${view.days}` === `${days}` ? [] : days })}
              >
                {i18n._(label)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </form>
  );
}
