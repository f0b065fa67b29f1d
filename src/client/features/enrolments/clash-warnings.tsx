import { useQueries, useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
      aria-label={t`Timetable clashes`}
      className="alert alert-warning alert-soft mb-4 items-start text-base-content"
    >
      <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0" />
      <ul className="space-y-1 text-sm">
        {clashes.map(({ className, enrolledClassName, startsAt }) => {
          const first = when(startsAt);
          return (
            <li key={className}>
              <Trans>
                <strong>{className}</strong> meets while {enrolledClassName}, which you are enrolled in, does
                (first on {first}). You can still buy it.
              </Trans>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The clash warning on a class's own page: the same warning for the one class, for a signed-in student. The
 * first shared session is said in the browser's zone, as the cart says it; Select stays as it is.
 */
export function ClassClashNote({ classId, name }: { classId: string; name: string }) {
  const { t } = useLingui();
  const enrolled = useQuery(mySessionsQuery);
  const sessions = useQuery(classSessionsQuery(classId));
  if (!enrolled.data || enrolled.data.length === 0 || !sessions.data) return null;
  const [clash] = clashesOf([{ classId, name, sessions: sessions.data.sessions }], enrolled.data);
  if (!clash) return null;
  const enrolledClassName = clash.enrolledClassName;
  const first = when(clash.startsAt);
  return (
    <div
      role="note"
      aria-label={t`Timetable clash`}
      className="alert alert-warning alert-soft items-start text-base-content"
    >
      <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0" />
      <p className="text-sm">
        <Trans>
          This class meets while <strong>{enrolledClassName}</strong>, which you are enrolled in, does (first
          on {first}). You can still select it.
        </Trans>
      </p>
    </div>
  );
}
