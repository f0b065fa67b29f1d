import type { LanguageClass } from '#contract/classes';
import { weekdayNames } from '#contract/schedule';
import { FormField } from '#client/components/form-field.tsx';

export type ScheduleAnswer = NonNullable<LanguageClass['schedule']>;

/** The schedule of a class with enrolled students, shown but not changed: sessions move one by one. */
export function LockedSchedule({
  schedule,
  idPrefix,
}: {
  schedule: ScheduleAnswer | null;
  idPrefix: string;
}) {
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
        Students are enrolled in this class, so its schedule cannot be changed here: its sessions are moved or
        cancelled one by one, from Sessions on My classes.
      </p>
      {schedule ? (
        <div className="grid gap-x-6 sm:grid-cols-2">
          {shown('firstDate', 'First date', schedule.firstDate)}
          {shown('startTime', 'Start time', schedule.startTime)}
          {shown('days', 'Meeting days', schedule.days.map((day) => weekdayNames[day]).join(', '))}
          {shown('durationMinutes', 'Duration (minutes)', String(schedule.durationMinutes))}
          {shown('sessionCount', 'Number of sessions', String(schedule.sessionCount))}
          {shown('timeZone', 'Time zone', schedule.timeZone)}
          {shown('skipDates', 'Skipped dates', schedule.skipDates.join(', ') || 'None')}
        </div>
      ) : (
        <p className="text-sm">Schedule to be announced.</p>
      )}
    </div>
  );
}
