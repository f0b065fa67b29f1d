import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { attendanceStatuses, type AttendanceStatus, type RosterEntry } from '#contract/attendance';
import { ApiError } from '#client/api-client.ts';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { sessionRosterQuery, useRecordAttendance } from './api';
import { formatSessionTime } from '#client/format-time.ts';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { attendanceText, notRecordedText } from './attendance-labels';

/** The session a roster is opened for, as the timetable knows it. */
export interface RosterSession {
  classId: string;
  sessionId: string;
  className: string;
  startsAt: string;
  endsAt: string;
}

const choices: (AttendanceStatus | null)[] = [...attendanceStatuses, null];

const labelOf = (status: AttendanceStatus | null) => (status ? attendanceText[status] : notRecordedText);

const problemOf = (error: unknown, i18n: I18n) =>
  error instanceof ApiError ? error.message : i18n._(msg`Something went wrong. Please try again.`);

/** One student and the four choices of their attendance; a choice is saved as soon as it is made. */
function StudentAttendance({
  student,
  disabled,
  onChoose,
  saving,
}: {
  student: RosterEntry;
  disabled: boolean;
  onChoose: (status: AttendanceStatus | null) => void;
  saving: boolean;
}) {
  const { i18n } = useLingui();
  const name = `attendance-${student._id}`;
  return (
    <li className="py-3">
      <fieldset aria-busy={saving || undefined} className="min-w-0">
        <legend className="min-w-0 break-words">
          <span className="font-semibold">{student.name}</span>{' '}
          <span className="text-sm break-all text-base-content/75">{student.email}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {choices.map((choice) => (
            <label key={choice ?? 'none'} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                name={name}
                disabled={disabled}
                checked={student.status === choice}
                onChange={() => onChoose(choice)}
              />
              {i18n._(labelOf(choice))}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The students enrolled in a session's class, each with Present, Late, Absent and Not recorded, in a modal
 * dialog; the instructor (or an admin) takes attendance once the session has started. Esc or Close closes it.
 */
export function RosterDialog({
  session,
  timeZone,
  onClose,
}: {
  session: RosterSession;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const roster = useQuery(sessionRosterQuery(session.classId, session.sessionId));
  const record = useRecordAttendance(session.classId, session.sessionId);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [savingFor, setSavingFor] = useState<string | null>(null);

  const choose = async (student: RosterEntry, status: AttendanceStatus | null) => {
    setProblem(null);
    setSavingFor(student._id);
    try {
      await record.mutateAsync({ studentId: student._id, status });
      const name = student.name;
      const choice = i18n._(labelOf(status));
      setSaved(t`${name}: ${choice}.`);
    } catch (error) {
      setSaved(null);
      setProblem(problemOf(error, i18n));
    } finally {
      setSavingFor(null);
    }
  };

  const data = roster.data;
  const recorded = data ? data.students.filter((s) => s.status !== null).length : 0;
  const enrolled = data?.students.length ?? 0;
  const className = session.className;
  return (
    <ModalDialog labelledBy="roster-title" describedBy="roster-when" closeButton onClose={onClose}>
      <h2 id="roster-title" className="text-2xl font-bold break-words">
        <Trans>Roster of {className}</Trans>
      </h2>
      <p id="roster-when" className="mt-1 text-sm text-base-content/75">
        <time dateTime={session.startsAt}>{formatSessionTime(session.startsAt, timeZone)}</time>
      </p>
      <p role="status" className={saved ? 'alert alert-success alert-soft mt-3 text-sm' : 'sr-only'}>
        {saved}
      </p>
      {problem && (
        <p role="alert" className="alert alert-error alert-soft mt-3 text-sm">
          {problem}
        </p>
      )}
      {roster.isPending ? (
        <LoadingIndicator label={t`Loading the roster`} className="mt-4" />
      ) : roster.isError || !data ? (
        <p role="alert" className="alert alert-error alert-soft mt-4">
          <Trans>We could not load the roster.</Trans>{' '}
          <button type="button" className="btn btn-sm" onClick={() => void roster.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          {data.attendanceClosed && (
            <p className="alert alert-info alert-soft mt-4 text-sm">{data.attendanceClosed}</p>
          )}
          {data.students.length === 0 ? (
            <p className="mt-4">
              <Trans>No student is enrolled in this class yet.</Trans>
            </p>
          ) : (
            <>
              <p className="mt-4 text-sm">
                <Plural
                  value={enrolled}
                  one={`# student enrolled; attendance recorded for ${recorded}.`}
                  other={`# students enrolled; attendance recorded for ${recorded}.`}
                />
              </p>
              <ul className="mt-2 divide-y divide-base-300" aria-label={t`Enrolled students`}>
                {data.students.map((student) => (
                  <StudentAttendance
                    key={student._id}
                    student={student}
                    disabled={!data.takesAttendance}
                    saving={savingFor === student._id}
                    onChoose={(status) => void choose(student, status)}
                  />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </ModalDialog>
  );
}
