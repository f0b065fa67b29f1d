// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/testing/render.tsx';
import { Timetable } from './timetable';
import type { TimetableSession } from './timetable-session';

afterEach(cleanup);

const spanish = (id: string, startsAt: string): TimetableSession => ({
  id,
  className: 'Spanish B1',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
  meetingLink: 'https://meet.example.com/spanish-b1',
});

const sessions = [
  spanish('s6', '2026-10-28T17:00:00.000Z'),
  spanish('s7', '2026-11-02T17:00:00.000Z'),
  spanish('s8', '2026-11-04T17:00:00.000Z'),
];

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('the timetable', () => {
  it('shows an agenda first, and the current week when Week is chosen, today marked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Timetable
        sessions={sessions}
        timeZone="America/New_York"
        locale="en-US"
        now={new Date('2026-10-28T12:00:00Z')}
        title="My timetable"
      />,
    );
    expect(screen.getByRole('button', { name: 'Agenda' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'My timetable' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Join online/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Week of Monday, October 26, 2026' })).toBeTruthy();
    const today = screen.getByRole('listitem', { name: 'Wed, Oct 28 (today)' });
    expect(spaced(today.textContent)).toContain('1:00 PM–2:30 PM EDT');
    expect(within(today).getByRole('link', { name: /^Join online/ })).toBeTruthy();
  });

  it('moves week by week, and shows the week after the clock change at noon in New York', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Timetable
        sessions={sessions}
        timeZone="America/New_York"
        locale="en-US"
        now={new Date('2026-10-28T12:00:00Z')}
        initialLayout="week"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Week of Monday, November 2, 2026' })).toBeTruthy();
    expect(spaced(screen.getByRole('listitem', { name: 'Mon, Nov 2' }).textContent)).toContain(
      '12:00 PM–1:30 PM EST',
    );
    expect(spaced(screen.getByRole('listitem', { name: 'Wed, Nov 4' }).textContent)).toContain(
      '12:00 PM–1:30 PM EST',
    );
    expect(screen.queryByRole('listitem', { name: /today/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Wednesday, October 28, 2026',
      'Monday, November 2, 2026',
      'Wednesday, November 4, 2026',
    ]);
  });

  it("shows under each session, in both layouts, what the page adds, and the instructor's name when given", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Timetable
        sessions={sessions.map((s) => ({ ...s, instructorName: 'Ines Instructor' }))}
        timeZone="America/New_York"
        locale="en-US"
        now={new Date('2026-10-28T12:00:00Z')}
        extra={(session) => <button type="button">Roster {session.id}</button>}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Roster / }).map((b) => b.textContent)).toEqual([
      'Roster s6',
      'Roster s7',
      'Roster s8',
    ]);
    expect(screen.getAllByText('with Ines Instructor')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const today = screen.getByRole('listitem', { name: 'Wed, Oct 28 (today)' });
    expect(within(today).getByRole('button', { name: 'Roster s6' })).toBeTruthy();
    expect(within(today).getByText('with Ines Instructor')).toBeTruthy();
  });
});
