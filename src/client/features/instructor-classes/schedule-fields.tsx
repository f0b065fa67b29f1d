import { useEffect, useMemo, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { SESSIONS_MAX, weekdays, type ScheduleInput } from '#contract/schedule';
import { FormField, InputField, RequiredMark } from '#client/components/form-field.tsx';
import { ClashNotice } from './clash-notice';
import { classFormErrors, previewOf, scheduleOf, type ClassForm, type ClassFormInput } from './class-form';
import { LockedSchedule, type ScheduleAnswer } from './locked-schedule';
import { SchedulePreview } from './schedule-preview';
import { SkippedDatesField } from './skipped-dates-field';
import { TimeZoneCombobox } from './time-zone-combobox';
import { weekdayLabels } from './weekday-labels';

/**
 * The Schedule box: "to be announced", or the schedule being written with its clash check and a preview of
 * its sessions. `lockedSchedule` (students are enrolled): the schedule is shown, not changed.
 */
export function ScheduleSection({
  form,
  idPrefix,
  lockedSchedule,
  classId,
}: {
  form: ClassForm;
  idPrefix: string;
  lockedSchedule?: ScheduleAnswer | null;
  classId?: string;
}) {
  const scheduleLocked = lockedSchedule !== undefined;
  const { register, control, clearErrors } = form;
  const serverClash = classFormErrors(form).root?.schedule?.message;
  const values = useWatch({ control }) as ClassFormInput;
  const hasSchedule = values.hasSchedule;
  // The schedule as it would be sent, when it is complete and makes sessions: the one to check for clashes.
  const checked = useMemo(() => {
    if (!values.hasSchedule || scheduleLocked) return null;
    const parsed = scheduleOf(values);
    return parsed.ok && previewOf(values)?.ok ? parsed.schedule : null;
  }, [values, scheduleLocked]);
  const scheduleKey = JSON.stringify(checked);
  const lastKey = useRef(scheduleKey);
  useEffect(() => {
    if (lastKey.current === scheduleKey) return;
    lastKey.current = scheduleKey;
    // The refusal of the last submit was about the schedule as it was then.
    clearErrors('root.schedule');
  }, [scheduleKey, clearErrors]);

  return (
    <fieldset className="fieldset mt-2 min-w-0 rounded-box border border-base-300 p-3">
      <legend className="fieldset-legend px-1 text-base">
        <Trans>Schedule</Trans>
      </legend>
      {scheduleLocked ? (
        <LockedSchedule schedule={lockedSchedule} idPrefix={idPrefix} />
      ) : (
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-primary checkbox-sm"
            {...register('hasSchedule')}
          />
          <Trans>Set the schedule now (otherwise it is "to be announced")</Trans>
        </label>
      )}
      {hasSchedule && !scheduleLocked && (
        <ScheduleInputs
          form={form}
          idPrefix={idPrefix}
          checked={checked}
          classId={classId}
          serverClash={serverClash}
        />
      )}
      {serverClash && (scheduleLocked || !hasSchedule) && (
        <p
          id={`${idPrefix}-schedule-error`}
          role="alert"
          className="alert alert-error alert-soft mt-2 text-sm"
        >
          {serverClash}
        </p>
      )}
    </fieldset>
  );
}

/** The schedule's own fields: first date, time, days, length, count, zone and skipped dates. */
function ScheduleInputs({
  form,
  idPrefix,
  checked,
  classId,
  serverClash,
}: {
  form: ClassForm;
  idPrefix: string;
  /** The complete schedule to check for clashes, or null. */
  checked: ScheduleInput | null;
  classId?: string;
  serverClash?: string;
}) {
  const { t, i18n } = useLingui();
  const { register, control } = form;
  const errors = classFormErrors(form);
  const id = (field: string) => `${idPrefix}-${field}`;
  const max = SESSIONS_MAX;
  return (
    <div className="min-w-0 space-y-1">
      <div className="grid gap-x-6 sm:grid-cols-2">
        <InputField
          id={id('firstDate')}
          label={t`First date`}
          type="date"
          required
          error={errors.firstDate?.message}
          {...register('firstDate')}
        />
        <InputField
          id={id('startTime')}
          label={t`Start time`}
          type="time"
          required
          error={errors.startTime?.message}
          {...register('startTime')}
        />
      </div>
      <fieldset className="fieldset" aria-describedby={errors.days ? id('days-error') : undefined}>
        <legend className="fieldset-legend pb-1 text-sm">
          <span>
            <Trans>Meeting days</Trans>
            <RequiredMark />
            <span className="sr-only">
              {' '}
              <Trans>(required: at least one)</Trans>
            </span>
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          {weekdays.map((day) => (
            <label key={day} className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm"
                value={day}
                {...register('days')}
              />
              {i18n._(weekdayLabels[day])}
            </label>
          ))}
        </div>
        {errors.days?.message && (
          <p id={id('days-error')} role="alert" className="mt-1 text-sm font-semibold text-error">
            {errors.days.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-x-6 sm:grid-cols-2">
        <InputField
          id={id('durationMinutes')}
          label={t`Duration (minutes)`}
          inputMode="numeric"
          required
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <InputField
          id={id('sessionCount')}
          label={t`Number of sessions`}
          inputMode="numeric"
          required
          hint={t`Sessions held, at most ${max}: a skipped date moves the last one later.`}
          error={errors.sessionCount?.message}
          {...register('sessionCount')}
        />
      </div>
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <FormField
            id={id('timeZone')}
            label={t`Time zone`}
            required
            hint={t`Where the class meets: type a city or region, such as Madrid, then choose with Down and Enter. Yours to start with.`}
            error={errors.timeZone?.message}
          >
            <TimeZoneCombobox
              id={id('timeZone')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              invalid={!!errors.timeZone}
              describedBy={errors.timeZone ? id('timeZone-error') : undefined}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="skipDates"
        render={({ field }) => (
          <SkippedDatesField
            id={id('skipDates')}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.skipDates?.message}
          />
        )}
      />
      <ClashNotice schedule={checked} classId={classId} idPrefix={idPrefix} serverMessage={serverClash} />
      <SchedulePreview form={form} idPrefix={idPrefix} />
    </div>
  );
}
