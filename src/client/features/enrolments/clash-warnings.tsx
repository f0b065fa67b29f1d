import { useQueries, useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { findOverlaps } from '#contract/schedule';
import type { MySession } from '#contract/sessions';
import { classSessionsQuery } from '#client/queries/class-sessions.ts';
import { mySessionsQuery } from './api';
import { pageLocale } from '#client/page-locale.ts';

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
  new Intl.DateTimeFormat(pageLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));

/**
 * A warning, not a refusal, when a class the student is about to buy meets while a class
 * they are enrolled in does. Says nothing until both timetables have loaded, and nothing when they do not clash.
 */
export function ClashWarnings({ classes }: { classes: readonly { classId: string; name: string }[] }) {
  const enrolled = useQuery(mySessionsQuery);
  const sessions = useQueries({
    queries: classes.map((item) => classSessionsQuery(item.classId)),
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
      className="alert alert-warning alert-soft mb-4 items-start text-base-content"
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

/**
 * The clash warning on a class's own page: the same warning for the one class, for a signed-in student. The
 * first shared session is said in the browser's zone, as the cart says it; Select stays as it is.
 */
export function ClassClashNote({ classId, name }: { classId: string; name: string }) {
  const enrolled = useQuery(mySessionsQuery);
  const sessions = useQuery(classSessionsQuery(classId));
  if (!enrolled.data || enrolled.data.length === 0 || !sessions.data) return null;
  const [clash] = clashesOf([{ classId, name, sessions: sessions.data.sessions }], enrolled.data);
  if (!clash) return null;
  return (
    <div
      role="note"
      aria-label="Timetable clash"
      className="alert alert-warning alert-soft items-start text-base-content"
    >
      <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0" />
      <p className="text-sm">
        This class meets while <strong>{clash.enrolledClassName}</strong>, which you are enrolled in, does
        (first on {when(clash.startsAt)}). You can still select it.
      </p>
    </div>
  );
}
