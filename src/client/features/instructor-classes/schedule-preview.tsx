import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Plural, Trans } from '@lingui/react/macro';
import { formatSessionTime } from '#client/format-time.ts';
import {
  browserTimeZone,
  classFormErrors,
  previewOf,
  type ClassForm,
  type ClassFormInput,
} from './class-form';

const PREVIEW_SHOWN = 12;

/** The sessions the schedule makes, in the class's zone and the instructor's, or why there are none. */
export function SchedulePreview({ form, idPrefix }: { form: ClassForm; idPrefix: string }) {
  const values = useWatch({ control: form.control });
  const preview = useMemo(() => previewOf(values as ClassFormInput), [values]);
  const ownZone = browserTimeZone();
  const classZone = values.timeZone ?? '';
  if (!preview) {
    return (
      <p id={`${idPrefix}-preview`} className="text-sm text-base-content/70">
        <Trans>The sessions appear here once the schedule is complete.</Trans>
      </p>
    );
  }
  if (!preview.ok) {
    // Once the form has placed the same message beside its field, it is not said twice.
    const placed = classFormErrors(form)[preview.field];
    if (placed?.message === preview.message) return null;
    return (
      <p id={`${idPrefix}-preview`} role="alert" className="alert alert-error alert-soft text-sm">
        {preview.message}
      </p>
    );
  }
  const { sessions } = preview;
  const sameZone = ownZone === classZone;
  const count = sessions.length;
  const more = count - PREVIEW_SHOWN;
  const last = more > 0 ? formatSessionTime(sessions[count - 1]!.startsAt, classZone) : '';
  return (
    <section
      id={`${idPrefix}-preview`}
      aria-labelledby={`${idPrefix}-preview-title`}
      className="min-w-0 space-y-2"
    >
      <h3 id={`${idPrefix}-preview-title`} className="font-semibold">
        <Plural value={count} one="# session" other="# sessions" />
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
              <th scope="col">
                <Trans>In the class's zone ({classZone})</Trans>
              </th>
              {!sameZone && (
                <th scope="col">
                  <Trans>Your time ({ownZone})</Trans>
                </th>
              )}
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
      {more > 0 && (
        <p className="text-sm text-base-content/70">
          <Trans>
            … and {more} more, the last on {last}.
          </Trans>
        </p>
      )}
    </section>
  );
}
