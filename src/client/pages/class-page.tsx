import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '#client/api-client.ts';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { usePageTitle } from '#client/hooks/use-document-title.ts';
import { SelectClassButton } from '#client/features/cart/select-class-button.tsx';
import { classQuery, classSessionsQuery } from '#client/features/classes/api.ts';
import { ClassDetails, ClassDetailsSkeleton } from '#client/features/classes/class-details.tsx';
import { SessionAgenda } from '#client/features/schedule/session-agenda.tsx';
import { TimeZoneSwitcher, useTimeZoneChoice } from '#client/features/schedule/time-zone-switcher.tsx';
import type { TimetableSession } from '#client/features/schedule/timetable-session.ts';
import type { ClassSessionsAnswer } from '#contract/sessions';
import { paths } from '#client/paths.ts';

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
        When it meets
      </h2>
      {children}
    </section>
  );
}

/**
 * The class's sessions in the visitor's time zone (the browser's, switchable), the class's own named beside
 * it. Only ever rendered in the browser: the prerendered page is the skeleton, so the zone cannot mismatch.
 */
function ClassSessions({ classId }: { classId: string }) {
  const answer = useQuery(classSessionsQuery(classId));
  const [timeZone, setTimeZone] = useTimeZoneChoice();
  // When the page opened: a session ending while it is open stays listed.
  const [now] = useState(Date.now);
  if (answer.isPending) return null;
  if (answer.isError)
    return (
      <SessionsSection>
        <ErrorState message="We could not load the sessions." onRetry={() => void answer.refetch()} />
      </SessionsSection>
    );
  const all = answer.data.sessions;
  if (all.length === 0)
    return (
      <SessionsSection>
        <p className="rounded-box bg-base-200 p-4">Schedule to be announced.</p>
      </SessionsSection>
    );
  const upcoming = upcomingSessions(answer.data, now);
  const held = all.length - upcoming.length;
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
            ? 'Every session of this class has taken place.'
            : `${held} of ${all.length} sessions have taken place; the rest are below.`}
        </p>
      )}
      {upcoming.length > 0 && (
        <SessionAgenda sessions={upcoming} timeZone={timeZone} title="Upcoming sessions" headingLevel={3} />
      )}
    </SessionsSection>
  );
}

/**
 * /classes/:id. Its first render does not depend on the id (the skeleton), so one prerendered page serves
 * every class; the server gives an approved class's copy its own title and description.
 */
export function ClassPage() {
  const { id = '' } = useParams();
  const page = useQuery(classQuery(id));
  usePageTitle(page.data?.name);
  // A malformed id is refused (400) before the store is asked: to the visitor, no such class either.
  const notFound = page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <Link to={paths.classes()} className="btn btn-ghost btn-sm mb-4 gap-1">
        <ArrowLeft size={16} aria-hidden /> All classes
      </Link>
      {page.isPending ? (
        <LoadingState label="Loading the class">
          <ClassDetailsSkeleton />
        </LoadingState>
      ) : notFound ? (
        <div className="mx-auto max-w-xl py-12 text-center">
          <h1 className="text-3xl font-extrabold">Class not found</h1>
          <p className="mt-3 text-base-content/80">
            We could not find this class. It may have been removed, or it is not open yet.
          </p>
          <Link to={paths.classes()} className="btn btn-primary mt-6">
            See all classes
          </Link>
        </div>
      ) : page.isError ? (
        <ErrorState message="We could not load this class." onRetry={() => void page.refetch()} />
      ) : (
        <ClassDetails
          item={page.data}
          action={<SelectClassButton item={page.data} place="page" />}
          sessions={<ClassSessions classId={page.data._id} />}
        />
      )}
    </section>
  );
}
