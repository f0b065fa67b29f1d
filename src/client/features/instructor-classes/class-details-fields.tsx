import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { teachingLanguages } from '#contract/languages';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  MEETING_LINK_MAX,
  SESSIONS_MAX,
  classLevelLabels,
  classLevels,
  weekdayNames,
  weekdays,
} from '#contract/schedule';
import type { LanguageClass } from '#contract/classes';
import type { ScheduleInput } from '#contract/schedule';
import { FormField, InputField, RequiredMark, TextAreaField } from '#client/components/form-field.tsx';
import { formatSessionTime } from '#client/format-time.ts';
import { scheduleCheckQuery } from './api';
import {
  browserTimeZone,
  previewOf,
  scheduleOf,
  type ClassFormInput,
  type ClassFormValues,
} from './class-form';
import { ReviewNote } from './review-note';
import { SkippedDatesField } from './skipped-dates-field';
import { TimeZoneCombobox } from './time-zone-combobox';

type ScheduleAnswer = NonNullable<LanguageClass['schedule']>;
type ClassForm = UseFormReturn<ClassFormInput, unknown, ClassFormValues>;

const PREVIEW_SHOWN = 12;
// Long enough not to ask on every keystroke, short enough to answer while the instructor looks.
const CHECK_DELAY_MS = 400;

/** The value as it was `delay` ms after its last change. */
function useSettled<T>(value: T, key: string, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // The key says when the value changed (a new object of the same schedule is no change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);
  return settled;
}

/**
 * A clash of the schedule being written with another of the instructor's classes, asked of the server once
 * the typing settles, and gone as soon as the schedule no longer clashes.
 */
function ClashNotice({
  schedule,
  classId,
  idPrefix,
  serverMessage,
}: {
  schedule: ScheduleInput | null;
  classId?: string;
  idPrefix: string;
  /** The 409 of the last submit, shown until the schedule changes. */
  serverMessage?: string;
}) {
  const key = JSON.stringify(schedule);
  const settled = useSettled(schedule, key, CHECK_DELAY_MS);
  const current = JSON.stringify(settled) === key;
  const check = useQuery(scheduleCheckQuery(current ? settled : null, classId));
  const clash = current ? check.data?.clash : undefined;
  const message = clash?.message ?? serverMessage;
  return (
    <div id={`${idPrefix}-clash`} role="alert" className="empty:hidden">
      {message && (
        <p id={`${idPrefix}-schedule-error`} className="alert alert-error alert-soft text-sm">
          {message}
        </p>
      )}
    </div>
  );
}

/** The sessions the schedule makes, in the class's zone and the instructor's, or why there are none. */
function SchedulePreview({ form, idPrefix }: { form: ClassForm; idPrefix: string }) {
  const values = useWatch({ control: form.control });
  const preview = useMemo(() => previewOf(values as ClassFormInput), [values]);
  const ownZone = browserTimeZone();
  const classZone = values.timeZone ?? '';
  if (!preview) {
    return (
      <p id={`${idPrefix}-preview`} className="text-sm text-base-content/70">
        The sessions appear here once the schedule is complete.
      </p>
    );
  }
  if (!preview.ok) {
    // Once the form has placed the same message beside its field, it is not said twice.
    const placed = (form.formState.errors as Record<string, { message?: string } | undefined>)[preview.field];
    if (placed?.message === preview.message) return null;
    return (
      <p id={`${idPrefix}-preview`} role="alert" className="alert alert-error alert-soft text-sm">
        {preview.message}
      </p>
    );
  }
  const { sessions } = preview;
  const sameZone = ownZone === classZone;
  return (
    <section
      id={`${idPrefix}-preview`}
      aria-labelledby={`${idPrefix}-preview-title`}
      className="min-w-0 space-y-2"
    >
      <h3 id={`${idPrefix}-preview-title`} className="font-semibold">
        {sessions.length === 1 ? '1 session' : `${sessions.length} sessions`}
      </h3>
      {/* Focusable, so a keyboard can scroll it where a phone is too narrow for both columns. */}
      <div
        className="overflow-x-auto"
        role="region"
        aria-labelledby={`${idPrefix}-preview-title`}
        tabIndex={0}
      >
        <table className="table-sm table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">In the class's zone ({classZone})</th>
              {!sameZone && <th scope="col">Your time ({ownZone})</th>}
            </tr>
          </thead>
          <tbody>
            {sessions.slice(0, PREVIEW_SHOWN).map((session, index) => (
              <tr key={session.startsAt}>
                <td>{index + 1}</td>
                <td>
                  <time dateTime={session.startsAt}>{formatSessionTime(session.startsAt, classZone)}</time>
                </td>
                {!sameZone && <td>{formatSessionTime(session.startsAt, ownZone)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sessions.length > PREVIEW_SHOWN && (
        <p className="text-sm text-base-content/70">
          … and {sessions.length - PREVIEW_SHOWN} more, the last on{' '}
          {formatSessionTime(sessions[sessions.length - 1]!.startsAt, classZone)}.
        </p>
      )}
    </section>
  );
}

/** The schedule of a class with enrolled students, shown but not changed: sessions move one by one. */
function LockedSchedule({ schedule, idPrefix }: { schedule: ScheduleAnswer | null; idPrefix: string }) {
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

/**
 * Language, level, description, format and schedule, with a live preview of the sessions.
 * `lockedSchedule` (students are enrolled): the schedule is shown, not changed.
 */
export function ClassDetailsFields({
  form,
  idPrefix,
  lockedSchedule,
  reviewNotes = false,
  classId,
}: {
  form: ClassForm;
  idPrefix: string;
  lockedSchedule?: ScheduleAnswer | null;
  /** The class being edited: its own sessions are no clash. */
  classId?: string;
  /** An approved class's edit: language and level say that changing them sends it back for approval. */
  reviewNotes?: boolean;
}) {
  const scheduleLocked = lockedSchedule !== undefined;
  const { register, formState, control } = form;
  const errors = formState.errors as Partial<Record<string, { message?: string }>> & {
    root?: Record<string, { message?: string }>;
  };
  const [description, format, hasSchedule] = useWatch({
    control,
    name: ['description', 'format', 'hasSchedule'],
  });
  const id = (field: string) => `${idPrefix}-${field}`;
  const serverClash = errors.root?.schedule?.message;
  const length = description?.length ?? 0;
  const values = useWatch({ control }) as ClassFormInput;
  // The schedule as it would be sent, when it is complete and makes sessions: the one to check for clashes.
  const checked = useMemo(() => {
    if (!values.hasSchedule || scheduleLocked) return null;
    const parsed = scheduleOf(values);
    return parsed.ok && previewOf(values)?.ok ? parsed.schedule : null;
  }, [values, scheduleLocked]);
  const scheduleKey = JSON.stringify(checked);
  const lastKey = useRef(scheduleKey);
  const { clearErrors } = form;
  useEffect(() => {
    if (lastKey.current === scheduleKey) return;
    lastKey.current = scheduleKey;
    // The refusal of the last submit was about the schedule as it was then.
    clearErrors('root.schedule');
  }, [scheduleKey, clearErrors]);

  return (
    <>
      <div className="grid gap-x-6 md:grid-cols-2">
        <FormField id={id('language')} label="Language" error={errors.language?.message}>
          <select
            id={id('language')}
            className="select w-full"
            aria-describedby={reviewNotes ? id('language-review') : undefined}
            {...register('language')}
          >
            <option value="">Not said</option>
            {teachingLanguages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          {reviewNotes && <ReviewNote id={id('language-review')} />}
        </FormField>
        <FormField id={id('level')} label="Level" error={errors.level?.message}>
          <select
            id={id('level')}
            className="select w-full"
            aria-describedby={reviewNotes ? id('level-review') : undefined}
            {...register('level')}
          >
            <option value="">Not said</option>
            {classLevels.map((level) => (
              <option key={level} value={level}>
                {classLevelLabels[level]}
              </option>
            ))}
          </select>
          {reviewNotes && <ReviewNote id={id('level-review')} />}
        </FormField>
      </div>
      <TextAreaField
        id={id('description')}
        label="Description"
        hint="Plain text; line breaks are kept."
        error={errors.description?.message}
        describedBy={id('description-count')}
        rows={5}
        {...register('description')}
      >
        <p
          id={id('description-count')}
          className={`text-right text-xs ${length > DESCRIPTION_MAX ? 'font-semibold text-error' : 'text-base-content/70'}`}
        >
          {length} / {DESCRIPTION_MAX} characters
        </p>
      </TextAreaField>
      <fieldset className="fieldset">
        <legend className="fieldset-legend pb-1 text-sm">Format</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {[
            ['', 'Not said'],
            ['online', 'Online'],
            ['in-person', 'In person'],
          ].map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                value={value}
                {...register('format')}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {format === 'online' && (
        <InputField
          id={id('meetingLink')}
          label="Meeting link"
          required
          type="url"
          placeholder="https://meet.example.com/spanish-b1"
          hint="Shown only to enrolled students."
          maxLength={MEETING_LINK_MAX}
          error={errors.meetingLink?.message}
          {...register('meetingLink')}
        />
      )}
      {format === 'in-person' && (
        <InputField
          id={id('address')}
          label="Address"
          required
          maxLength={ADDRESS_MAX}
          error={errors.address?.message}
          {...register('address')}
        />
      )}
      <fieldset className="fieldset mt-2 min-w-0 rounded-box border border-base-300 p-3">
        <legend className="fieldset-legend px-1 text-base">Schedule</legend>
        {scheduleLocked ? (
          <LockedSchedule schedule={lockedSchedule} idPrefix={idPrefix} />
        ) : (
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-primary checkbox-sm"
              {...register('hasSchedule')}
            />
            Set the schedule now (otherwise it is "to be announced")
          </label>
        )}
        {hasSchedule && !scheduleLocked && (
          <div className="min-w-0 space-y-1">
            <div className="grid gap-x-6 sm:grid-cols-2">
              <InputField
                id={id('firstDate')}
                label="First date"
                type="date"
                required
                error={errors.firstDate?.message}
                {...register('firstDate')}
              />
              <InputField
                id={id('startTime')}
                label="Start time"
                type="time"
                required
                error={errors.startTime?.message}
                {...register('startTime')}
              />
            </div>
            <fieldset className="fieldset" aria-describedby={errors.days ? id('days-error') : undefined}>
              <legend className="fieldset-legend pb-1 text-sm">
                <span>
                  Meeting days
                  <RequiredMark />
                  <span className="sr-only"> (required: at least one)</span>
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
                    {weekdayNames[day]}
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
                label="Duration (minutes)"
                inputMode="numeric"
                required
                error={errors.durationMinutes?.message}
                {...register('durationMinutes')}
              />
              <InputField
                id={id('sessionCount')}
                label="Number of sessions"
                inputMode="numeric"
                required
                hint={`Sessions held, at most ${SESSIONS_MAX}: a skipped date moves the last one later.`}
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
                  label="Time zone"
                  required
                  hint="Where the class meets: type a city or region, such as Madrid, then choose with Down and Enter. Yours to start with."
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
            <ClashNotice
              schedule={checked}
              classId={classId}
              idPrefix={idPrefix}
              serverMessage={serverClash}
            />
            <SchedulePreview form={form} idPrefix={idPrefix} />
          </div>
        )}
        {serverClash && (scheduleLocked || !hasSchedule) && (
          <p id={id('schedule-error')} role="alert" className="alert alert-error alert-soft mt-2 text-sm">
            {serverClash}
          </p>
        )}
      </fieldset>
    </>
  );
}
