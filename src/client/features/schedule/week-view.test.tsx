// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { TimetableSession } from './timetable-session';
import { WeekView } from './week-view';

afterEach(cleanup);

function session(id: string, className: string, startsAt: string, minutes = 90): TimetableSession {
  return { id, className, startsAt, endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() };
}

// Spanish B1 at 18:00 in Madrid on Mondays and Wednesdays; Europe has left summer time on 25 October, the
// United States leaves it on 1 November.
const sessions = [
  session('mon', 'Spanish B1', '2026-10-26T17:00:00.000Z'),
  session('wed', 'Spanish B1', '2026-10-28T17:00:00.000Z'),
  session('sat', 'Japanese A1', '2026-10-31T09:00:00.000Z', 60),
  session('next-mon', 'Spanish B1', '2026-11-02T17:00:00.000Z'),
];

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const day = (name: string | RegExp) => screen.getByRole('listitem', { name });

describe('the week view', () => {
  it('shows the seven days of the week, each session under its day, and nothing from other weeks', () => {
    renderWithProviders(
      <WeekView sessions={sessions} timeZone="Europe/Madrid" weekStart="2026-10-26" locale="en-GB" />,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Week of Monday, 26 October 2026' })).toBeTruthy();
    expect(screen.getByText('Times in Central European Time (Europe/Madrid)')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Mon 26 Oct',
      'Tue 27 Oct',
      'Wed 28 Oct',
      'Thu 29 Oct',
      'Fri 30 Oct',
      'Sat 31 Oct',
      'Sun 1 Nov',
    ]);
    expect(spaced(day('Mon 26 Oct').textContent)).toContain('18:00–19:30 CET');
    expect(within(day('Wed 28 Oct')).getByText('Spanish B1')).toBeTruthy();
    expect(spaced(day('Sat 31 Oct').textContent)).toContain('10:00–11:00 CET');
    expect(within(day('Tue 27 Oct')).getByText('No sessions')).toBeTruthy();
    expect(within(day('Sun 1 Nov')).getByText('No sessions')).toBeTruthy();
    expect(screen.getAllByText('Spanish B1')).toHaveLength(2);
  });

  it('shows a New York student the Madrid class at 13:00 in the week between the clock changes and 12:00 after', () => {
    const { rerender } = renderWithProviders(
      <WeekView sessions={sessions} timeZone="America/New_York" weekStart="2026-10-26" locale="en-US" />,
    );
    expect(screen.getByText('Times in Eastern Time (America/New_York)')).toBeTruthy();
    expect(spaced(day('Mon, Oct 26').textContent)).toContain('1:00 PM–2:30 PM EDT');
    expect(spaced(day('Sat, Oct 31').textContent)).toContain('5:00 AM–6:00 AM EDT');

    rerender(
      <WeekView sessions={sessions} timeZone="America/New_York" weekStart="2026-11-02" locale="en-US" />,
    );
    expect(spaced(day('Mon, Nov 2').textContent)).toContain('12:00 PM–1:30 PM EST');
  });

  it('asks for the week before or after when its buttons are pressed', async () => {
    const onWeekChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <WeekView
        sessions={sessions}
        timeZone="Europe/Madrid"
        weekStart="2026-10-26"
        locale="en-GB"
        onWeekChange={onWeekChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onWeekChange.mock.calls).toEqual([['2026-11-02'], ['2026-10-19']]);
  });

  it('marks today, and offers no week buttons when the page does not move between weeks', () => {
    renderWithProviders(
      <WeekView
        sessions={sessions}
        timeZone="Europe/Madrid"
        weekStart="2026-10-26"
        locale="en-GB"
        today="2026-10-28"
      />,
    );
    expect(day('Wed 28 Oct (today)').getAttribute('aria-current')).toBe('date');
    expect(day('Tue 27 Oct').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
