import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { browserTimeZone, describeTimeZone, timeZoneChoices } from './zoned-time';

/** The zone a timetable is shown in: the browser's own until the person picks another. */
export function useTimeZoneChoice(initial?: string) {
  return useState(() => initial ?? browserTimeZone());
}

/**
 * Picks the zone times are shown in: the person's own (the browser's), the class's, or any zone the browser
 * knows. The first two are offered at the top and again in their place in the full list.
 */
export function TimeZoneSwitcher({
  value,
  onChange,
  classTimeZone,
  ownTimeZone,
  locale,
}: {
  value: string;
  onChange: (timeZone: string) => void;
  /** The zone the class meets in, offered and named beside the choice. */
  classTimeZone?: string;
  /** The browser's zone when left out. */
  ownTimeZone?: string;
  locale?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const own = ownTimeZone ?? browserTimeZone();
  const classZone = classTimeZone && describeTimeZone(classTimeZone, locale);
  const zones = useMemo(() => timeZoneChoices(own, classTimeZone, value), [own, classTimeZone, value]);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-zone`} className="text-sm font-semibold">
        <Trans>Show times in</Trans>
      </label>
      <select
        id={`${id}-zone`}
        className="select w-full sm:w-80"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={classTimeZone ? `${id}-class-zone` : undefined}
      >
        <optgroup label={t`Suggested`}>
          <option value={own}>{t`Your time zone (${own})`}</option>
          {classTimeZone && classTimeZone !== own && (
            <option value={classTimeZone}>{t`The class’s time zone (${classTimeZone})`}</option>
          )}
        </optgroup>
        <optgroup label={t`All time zones`}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </optgroup>
      </select>
      {classTimeZone && (
        <p id={`${id}-class-zone`} className="text-sm text-base-content/75">
          <Trans>The class meets in {classZone}.</Trans>
        </p>
      )}
    </div>
  );
}
