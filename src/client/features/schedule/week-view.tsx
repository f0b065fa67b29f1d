import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SessionDetails } from './session-details';
import { groupByDay, type SessionExtra, type TimetableSession } from './timetable-session';
import { addDays, describeTimeZone, formatDay, weekDays } from './zoned-time';

/**
 * One week of sessions in the given zone: seven columns where there is room (the container, not the
 * screen, decides: the dashboard's side menu takes a third of a laptop), days one under another on phones.
 * Sessions outside the week are not shown.
 */
export function WeekView({
  sessions,
  timeZone,
  weekStart,
  locale,
  today,
  onWeekChange,
  headingLevel = 2,
  extra,
}: {
  sessions: readonly TimetableSession[];
  timeZone: string;
  /** The week's first day, 'YYYY-MM-DD' (weekStartOf gives it for an instant). */
  weekStart: string;
  locale?: string;
  /** Today's date in the zone, marked as the current day. */
  today?: string;
  /** Shows Previous and Next week buttons, which ask for the week starting on the given day. */
  onWeekChange?: (weekStart: string) => void;
  headingLevel?: 2 | 3;
  extra?: SessionExtra;
}) {
  const { t } = useLingui();
  const id = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const DayHeading = headingLevel === 2 ? 'h3' : 'h4';
  const days = weekDays(weekStart);
  const byDay = new Map(groupByDay(sessions, timeZone).map(({ day, sessions: list }) => [day, list]));
  const lastDay = days[6] ?? weekStart;
  const firstDay = formatDay(weekStart, locale);
  const zone = describeTimeZone(timeZone, locale);
  const from = formatDay(weekStart, locale, 'short');
  const to = formatDay(lastDay, locale, 'short');
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Title id={`${id}-title`} className="text-xl font-bold">
            <Trans>
              Week of <time dateTime={weekStart}>{firstDay}</time>
            </Trans>
          </Title>
          <p className="text-sm text-base-content/75">
            <Trans>Times in {zone}</Trans>
          </p>
        </div>
        {onWeekChange && (
          <div className="join">
            <button
              type="button"
              className="btn join-item btn-sm"
              onClick={() => onWeekChange(addDays(weekStart, -7))}
            >
              <ChevronLeft size={16} className="rtl:-scale-x-100" aria-hidden />
              <Trans>Previous week</Trans>
            </button>
            <button
              type="button"
              className="btn join-item btn-sm"
              onClick={() => onWeekChange(addDays(weekStart, 7))}
            >
              <Trans>Next week</Trans>
              <ChevronRight size={16} className="rtl:-scale-x-100" aria-hidden />
            </button>
          </div>
        )}
      </header>
      <div className="@container">
        <ol className="grid gap-3 @4xl:grid-cols-7 @4xl:gap-2" aria-label={t`${from} to ${to}`}>
          {days.map((day) => {
            const daySessions = byDay.get(day) ?? [];
            const current = day === today;
            return (
              <li
                key={day}
                aria-labelledby={`${id}-${day}`}
                aria-current={current ? 'date' : undefined}
                className={`min-w-0 rounded-box p-2 ${current ? 'bg-primary/10 ring-2 ring-primary' : 'bg-base-200'}`}
              >
                <DayHeading id={`${id}-${day}`} className="mb-2 text-sm font-semibold">
                  <time dateTime={day}>{formatDay(day, locale, 'short')}</time>
                  {current && (
                    <span className="sr-only">
                      {' '}
                      <Trans>(today)</Trans>
                    </span>
                  )}
                </DayHeading>
                {daySessions.length === 0 ? (
                  <p className="text-xs text-base-content/70">
                    <Trans>No sessions</Trans>
                  </p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {daySessions.map((session) => (
                      <li key={session.id}>
                        <SessionDetails session={session} timeZone={timeZone} locale={locale} compact>
                          {extra?.(session)}
                        </SessionDetails>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
