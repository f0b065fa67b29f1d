import { useState } from 'react';
import { CalendarDays, List, type LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { SessionAgenda } from './session-agenda';
import type { SessionExtra, TimetableSession } from './timetable-session';
import { WeekView } from './week-view';
import { dayKey, weekStartOf } from './zoned-time';

export type TimetableLayout = 'agenda' | 'week';

/** Sessions as an agenda or, at the person's choice, week by week from the current week. */
export function Timetable({
  sessions,
  timeZone,
  locale,
  now: givenNow,
  title,
  emptyText,
  initialLayout = 'agenda',
  extra,
}: {
  sessions: readonly TimetableSession[];
  timeZone: string;
  locale?: string;
  /** The moment that decides the first week shown and today's mark; the time of the first render if left out. */
  now?: Date;
  title?: string;
  emptyText?: string;
  initialLayout?: TimetableLayout;
  /** What the page adds under each session. */
  extra?: SessionExtra;
}) {
  const { t } = useLingui();
  const [firstRender] = useState(() => new Date());
  const now = givenNow ?? firstRender;
  const [layout, setLayout] = useState(initialLayout);
  const [weekStart, setWeekStart] = useState<string | null>(null);
  const choice = (value: TimetableLayout, label: string, Icon: LucideIcon) => (
    <button
      type="button"
      className={`btn join-item btn-sm ${layout === value ? 'btn-primary' : ''}`}
      aria-pressed={layout === value}
      onClick={() => setLayout(value)}
    >
      <Icon size={16} aria-hidden />
      {label}
    </button>
  );
  return (
    <div className="min-w-0">
      <div role="group" aria-label={t`Show sessions as`} className="join mb-4">
        {choice('agenda', t`Agenda`, List)}
        {choice('week', t`Week`, CalendarDays)}
      </div>
      {layout === 'agenda' ? (
        <SessionAgenda
          sessions={sessions}
          timeZone={timeZone}
          locale={locale}
          title={title}
          emptyText={emptyText}
          extra={extra}
        />
      ) : (
        <WeekView
          sessions={sessions}
          timeZone={timeZone}
          // Until the person moves between weeks, the week shown follows the zone: Monday comes sooner in Tokyo.
          weekStart={weekStart ?? weekStartOf(now, timeZone)}
          locale={locale}
          today={dayKey(now, timeZone)}
          onWeekChange={setWeekStart}
          extra={extra}
        />
      )}
    </div>
  );
}
