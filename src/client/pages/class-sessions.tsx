import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { classSessionsQuery } from '#client/features/classes/api.ts';
import { SessionAgenda } from '#client/features/schedule/session-agenda.tsx';
import { TimeZoneSwitcher, useTimeZoneChoice } from '#client/features/schedule/time-zone-switcher.tsx';
import type { TimetableSession } from '#client/features/schedule/timetable-session.ts';
import type { ClassSessionsAnswer } from '#contract/sessions';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The sessions still to come (a cancelled one stays listed, marked), as the timetable shows them. The
 * address is said once beside the price, not under every session.
 */
function upcomingSessions(answer: ClassSessionsAnswer, now: number): TimetableSession[] {
  return answer.sessions.flatMap((session, index) =>
    Date.parse(session.endsAt) > now
      ? [
          {
            id: session._id,
            startsAt: session.startsAt,
            endsAt: session.endsAt,
            number: index + 1,
            cancelled: session.status === 'cancelled',
            moved: session.status === 'scheduled' && session.sequence > 0,
            reason: session.reason,
            meetingLink: answer.format === 'online' ? answer.meetingLink : null,
          },
        ]
      : [],
  );
}

function SessionsSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="class-sessions-title" className="mt-10 max-w-3xl">
      <h2 id="class-sessions-title" className="mb-3 text-2xl font-extrabold">
        <Trans>When it meets</Trans>
      </h2>
      {children}
    </section>
  );
}

/**
 * The class's sessions in the visitor's time zone (the browser's, switchable), the class's own named beside
 * it. Rendered with the class, so they follow Select in the page and in the Tab order. Only ever rendered in
 * the browser: the prerendered page is the skeleton, so the zone cannot mismatch.
 */
export function ClassSessions({ classId }: { classId: string }) {
  const { t } = useLingui();
  const answer = useQuery(classSessionsQuery(classId));
  const [timeZone, setTimeZone] = useTimeZoneChoice();
  // When the page opened: a session ending while it is open stays listed.
  const [now] = useState(Date.now);
  if (answer.isPending)
    return (
      <SessionsSection>
        <LoadingState label={t`Loading the sessions`}>
          <div className="skeleton h-24 w-full" />
        </LoadingState>
      </SessionsSection>
    );
  if (answer.isError)
    return (
      <SessionsSection>
        <ErrorState message={t`We could not load the sessions.`} onRetry={() => void answer.refetch()} />
      </SessionsSection>
    );
  const all = answer.data.sessions;
  if (all.length === 0)
    return (
      <SessionsSection>
        <p className="rounded-box bg-base-200 p-4">
          <Trans>Schedule to be announced.</Trans>
        </p>
      </SessionsSection>
    );
  const upcoming = upcomingSessions(answer.data, now);
  const held = all.length - upcoming.length;
  const total = all.length;
  return (
    <SessionsSection>
      <div className="mb-6">
        <TimeZoneSwitcher
          value={timeZone}
          onChange={setTimeZone}
          classTimeZone={answer.data.timeZone ?? undefined}
        />
      </div>
      {held > 0 && (
        <p className="mb-4 text-base-content/80">
          {upcoming.length === 0
            ? t`Every session of this class has taken place.`
            : t`${held} of ${total} sessions have taken place; the rest are below.`}
        </p>
      )}
      {upcoming.length > 0 && (
        <SessionAgenda
          sessions={upcoming}
          timeZone={timeZone}
          title={t`Upcoming sessions`}
          headingLevel={3}
        />
      )}
    </SessionsSection>
  );
}
