import { Trans, useLingui } from '@lingui/react/macro';
import type { LanguageClass } from '#contract/classes';
import { FormField } from '#client/components/form-field.tsx';
import { weekdayLabels } from './weekday-labels';

export type ScheduleAnswer = NonNullable<LanguageClass['schedule']>;

/** The schedule of a class with enrolled students, shown but not changed: sessions move one by one. */
export function LockedSchedule({
  schedule,
  idPrefix,
}: {
  schedule: ScheduleAnswer | null;
  idPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const shown = (id: string, label: string, value: string) => (
    <FormField id={`${idPrefix}-${id}`} label={label}>
      <input
        id={`${idPrefix}-${id}`}
        className="input w-full cursor-default bg-base-200 text-base-content/80"
        readOnly
        value={value}
      />
    </FormField>
  );
  return (
    <div className="min-w-0 space-y-1">
      <p className="alert alert-info alert-soft text-sm">
        <Trans>
          Students are enrolled in this class, so its schedule cannot be changed here: its sessions are moved
          or cancelled one by one, from Sessions on My classes.
        </Trans>
      </p>
      {schedule ? (
        <div className="grid gap-x-6 sm:grid-cols-2">
          {shown('firstDate', t`First date`, schedule.firstDate)}
          {shown('startTime', t`Start time`, schedule.startTime)}
          {shown('days', t`Meeting days`, schedule.days.map((day) => i18n._(weekdayLabels[day])).join(', '))}
          {shown('durationMinutes', t`Duration (minutes)`, String(schedule.durationMinutes))}
          {shown('sessionCount', t`Number of sessions`, String(schedule.sessionCount))}
          {shown('timeZone', t`Time zone`, schedule.timeZone)}
          {shown('skipDates', t`Skipped dates`, schedule.skipDates.join(', ') || t`None`)}
        </div>
      ) : (
        <p className="text-sm">
          <Trans>Schedule to be announced.</Trans>
        </p>
      )}
    </div>
  );
}
