import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleInput } from '#contract/schedule';
import { scheduleCheckQuery } from './api';

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
export function ClashNotice({
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
