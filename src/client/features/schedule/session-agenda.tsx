import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SessionDetails } from './session-details';
import { groupByDay, type SessionExtra, type TimetableSession } from './timetable-session';
import { describeTimeZone, formatDay } from './zoned-time';

/** Sessions as a list of days, each day under its own heading, times in the given zone (which it names). */
export function SessionAgenda({
  sessions,
  timeZone,
  locale,
  title,
  headingLevel = 2,
  emptyText,
  extra,
}: {
  sessions: readonly TimetableSession[];
  timeZone: string;
  /** The browser's own locale when left out. */
  locale?: string;
  title?: string;
  /** The title's level; each day's heading is one below. */
  headingLevel?: 2 | 3;
  emptyText?: string;
  extra?: SessionExtra;
}) {
  const { t } = useLingui();
  const id = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const DayHeading = headingLevel === 2 ? 'h3' : 'h4';
  const days = groupByDay(sessions, timeZone);
  const zone = describeTimeZone(timeZone, locale);
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <header className="mb-4">
        <Title id={`${id}-title`} className="text-xl font-bold">
          {title ?? t`Sessions`}
        </Title>
        <p className="text-sm text-base-content/75">
          <Trans>Times in {zone}</Trans>
        </p>
      </header>
      {days.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-base-content/80">
          {emptyText ?? t`No sessions to show.`}
        </p>
      ) : (
        <ol className="flex flex-col gap-5">
          {days.map(({ day, sessions: daySessions }) => (
            <li key={day} aria-labelledby={`${id}-${day}`}>
              <DayHeading id={`${id}-${day}`} className="mb-2 font-semibold text-primary">
                <time dateTime={day}>{formatDay(day, locale)}</time>
              </DayHeading>
              <ul className="flex flex-col gap-2">
                {daySessions.map((session) => (
                  <li key={session.id}>
                    <SessionDetails session={session} timeZone={timeZone} locale={locale}>
                      {extra?.(session)}
                    </SessionDetails>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
