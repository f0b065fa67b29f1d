import { useMemo, type ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '#client/components/page-heading.tsx';
import { ListState, type ListQuery } from '#client/components/load-state.tsx';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { Timetable, type TimetableLayout } from './timetable';
import { toTimetableSessions, type AnsweredSession } from './timetable-session';
import { TimeZoneSwitcher, useTimeZoneChoice } from './time-zone-switcher';

interface TimetableOptions<S> {
  /** The timetable's own heading, under the page's. */
  timetableTitle: string;
  initialLayout?: TimetableLayout;
  /** What the page adds under each of its sessions, in the zone chosen. */
  extra?: (session: S, timeZone: string) => ReactNode;
  /** What the page adds under the timetable (a dialog), in the zone chosen. */
  children?: (timeZone: string) => ReactNode;
}

/**
 * A person's own timetable page (a student's, an instructor's): their sessions loaded, then shown as an
 * agenda or week by week in the zone they choose; or why there are none.
 */
export function TimetablePage<S extends AnsweredSession>({
  title,
  query,
  empty,
  ...options
}: TimetableOptions<S> & { title: string; query: ListQuery<S>; empty: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeading title={title} />
      <ListState
        query={query}
        loading={<LoadingIndicator label={t`Loading your timetable`} />}
        errorMessage={t`We could not load your timetable.`}
        emptyIcon={<CalendarDays size={40} aria-hidden />}
        empty={empty}
      >
        {(items) => <TimetableCard sessions={items} {...options} />}
      </ListState>
    </section>
  );
}

function TimetableCard<S extends AnsweredSession>({
  sessions,
  timetableTitle,
  initialLayout,
  extra,
  children,
}: TimetableOptions<S> & { sessions: readonly S[] }) {
  const [timeZone, setTimeZone] = useTimeZoneChoice();
  const shown = useMemo(() => toTimetableSessions(sessions), [sessions]);
  const byId = useMemo(() => new Map(sessions.map((s) => [s._id, s])), [sessions]);
  return (
    // On a card: the dashboard's tinted background leaves the agenda's coloured day headings too faint.
    <div className="space-y-6 rounded-box bg-base-100 p-3 shadow-sm sm:p-4">
      <TimeZoneSwitcher value={timeZone} onChange={setTimeZone} />
      <Timetable
        sessions={shown}
        timeZone={timeZone}
        title={timetableTitle}
        initialLayout={initialLayout}
        extra={
          extra &&
          ((shownSession) => {
            const session = byId.get(shownSession.id);
            return session ? extra(session, timeZone) : null;
          })
        }
      />
      {children?.(timeZone)}
    </div>
  );
}
