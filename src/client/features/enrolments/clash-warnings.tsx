import { useQueries, useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { findOverlaps } from '#contract/schedule';
import { classSessionsAnswer, type MySession } from '#contract/sessions';
import { api } from '#client/api-client.ts';
import { mySessionsQuery } from './api';

export interface ClassClash {
  className: string;
  enrolledClassName: string;
  /** The first shared session of the class, ISO. */
  startsAt: string;
}

/** For each class, the first of its sessions that overlaps a session of a class the student is enrolled in. */
export function clashesOf(
  classes: readonly {
    classId: string;
    name: string;
    sessions: readonly { startsAt: string; endsAt: string; status: string }[];
  }[],
  enrolled: readonly MySession[],
): ClassClash[] {
  const busy = enrolled.filter((session) => session.status === 'scheduled');
  const clashes: ClassClash[] = [];
  for (const item of classes) {
    const mine = busy.filter((session) => session.classId !== item.classId);
    const planned = item.sessions.filter((session) => session.status === 'scheduled');
    const [first] = findOverlaps(planned, mine);
    if (first)
      clashes.push({
        className: item.name,
        enrolledClassName: first.b.className,
        startsAt: first.a.startsAt,
      });
  }
  return clashes;
}

const when = (instant: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));

/**
 * Issue 14, item 7: a warning, not a refusal, when a class the student is about to buy meets while a class
 * they are enrolled in does. Says nothing until both timetables have loaded, and nothing when they do not clash.
 */
export function ClashWarnings({ classes }: { classes: readonly { classId: string; name: string }[] }) {
  const enrolled = useQuery(mySessionsQuery);
  const sessions = useQueries({
    queries: classes.map((item) => ({
      queryKey: ['classes', 'sessions', item.classId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(`/classes/${encodeURIComponent(item.classId)}/sessions`, { schema: classSessionsAnswer, signal }),
    })),
  });
  if (!enrolled.data || enrolled.data.length === 0) return null;
  const loaded = classes.flatMap((item, index) => {
    const data = sessions[index]?.data;
    return data ? [{ ...item, sessions: data.sessions }] : [];
  });
  const clashes = clashesOf(loaded, enrolled.data);
  if (clashes.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Timetable clashes"
      className="alert alert-warning alert-soft mb-4 items-start"
    >
      <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0" />
      <ul className="space-y-1 text-sm">
        {clashes.map((clash) => (
          <li key={clash.className}>
            <strong>{clash.className}</strong> meets while {clash.enrolledClassName}, which you are enrolled
            in, does (first on {when(clash.startsAt)}). You can still buy it.
          </li>
        ))}
      </ul>
    </div>
  );
}
