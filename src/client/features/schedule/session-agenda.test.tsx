// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '#client/testing/render.tsx';
import { SessionAgenda } from './session-agenda';
import type { TimetableSession } from './timetable-session';

afterEach(cleanup);

/** Spanish B1 meets Mondays and Wednesdays at 18:00 in Madrid, for 90 minutes. */
function spanish(id: string, startsAt: string, extra: Partial<TimetableSession> = {}): TimetableSession {
  return {
    id,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
    className: 'Spanish B1',
    ...extra,
  };
}

// Europe leaves summer time on 25 October 2026, the United States on 1 November.
const acrossTheClockChanges = [
  spanish('s4', '2026-10-21T16:00:00.000Z', { number: 4 }),
  spanish('s6', '2026-10-28T17:00:00.000Z', { number: 6 }),
  spanish('s8', '2026-11-04T17:00:00.000Z', { number: 8 }),
];

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const day = (name: string) => screen.getByRole('listitem', { name });

describe('the session agenda', () => {
  it('shows a session across the clock changes at 18:00 in Madrid and at 12:00, 13:00, 12:00 in New York', () => {
    const { rerender } = renderWithProviders(
      <SessionAgenda sessions={acrossTheClockChanges} timeZone="Europe/Madrid" locale="en-GB" />,
    );
    expect(screen.getByText('Times in Central European Time (Europe/Madrid)')).toBeTruthy();
    expect(spaced(day('Wednesday, 21 October 2026').textContent)).toContain('18:00–19:30 CEST');
    expect(spaced(day('Wednesday, 28 October 2026').textContent)).toContain('18:00–19:30 CET');
    expect(spaced(day('Wednesday, 4 November 2026').textContent)).toContain('18:00–19:30 CET');

    rerender(<SessionAgenda sessions={acrossTheClockChanges} timeZone="America/New_York" locale="en-US" />);
    expect(screen.getByText('Times in Eastern Time (America/New_York)')).toBeTruthy();
    expect(spaced(day('Wednesday, October 21, 2026').textContent)).toContain('12:00 PM–1:30 PM EDT');
    expect(spaced(day('Wednesday, October 28, 2026').textContent)).toContain('1:00 PM–2:30 PM EDT');
    expect(spaced(day('Wednesday, November 4, 2026').textContent)).toContain('12:00 PM–1:30 PM EST');
  });

  it('lists days in order under headings, with each time marked up as the instant it is', () => {
    renderWithProviders(
      <SessionAgenda
        sessions={[...acrossTheClockChanges].reverse()}
        timeZone="Europe/Madrid"
        locale="en-GB"
        title="Sessions of Spanish B1"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sessions of Spanish B1' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Wednesday, 21 October 2026',
      'Wednesday, 28 October 2026',
      'Wednesday, 4 November 2026',
    ]);
    const session = day('Wednesday, 28 October 2026');
    expect(within(session).getByText('Spanish B1 · Session 6')).toBeTruthy();
    expect(within(session).getByText('18:00').getAttribute('datetime')).toBe('2026-10-28T17:00:00.000Z');
    expect(within(session).getByText('19:30').getAttribute('datetime')).toBe('2026-10-28T18:30:00.000Z');
    expect(within(session).getByRole('heading').querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-10-28',
    );
  });

  it('puts a late session under the day it falls on in the zone shown', () => {
    const late = [spanish('late', '2026-10-28T23:30:00.000Z')];
    const { rerender } = renderWithProviders(
      <SessionAgenda sessions={late} timeZone="Europe/Madrid" locale="en-GB" />,
    );
    expect(spaced(day('Thursday, 29 October 2026').textContent)).toContain('00:30–02:00');

    rerender(<SessionAgenda sessions={late} timeZone="America/New_York" locale="en-GB" />);
    expect(spaced(day('Wednesday, 28 October 2026').textContent)).toContain('19:30–21:00');
  });

  it('marks a moved session with where it was and why, and a cancelled one with its reason and no way to join', () => {
    renderWithProviders(
      <SessionAgenda
        sessions={[
          spanish('moved', '2026-10-27T17:00:00.000Z', {
            movedFrom: '2026-10-26T17:00:00.000Z',
            reason: 'The room is booked for exams',
            meetingLink: 'https://meet.example.com/spanish-b1',
          }),
          spanish('cancelled', '2026-10-28T17:00:00.000Z', {
            cancelled: true,
            reason: 'Instructor ill',
            meetingLink: 'https://meet.example.com/spanish-b1',
          }),
        ]}
        timeZone="Europe/Madrid"
        locale="en-GB"
      />,
    );
    const moved = day('Tuesday, 27 October 2026');
    expect(within(moved).getByText('Moved')).toBeTruthy();
    expect(spaced(moved.textContent)).toContain('from Mon 26 Oct, 18:00');
    expect(within(moved).getByText('Reason: The room is booked for exams')).toBeTruthy();
    expect(
      within(moved)
        .getByRole('link', { name: /Join online/ })
        .getAttribute('href'),
    ).toBe('https://meet.example.com/spanish-b1');

    const cancelled = day('Wednesday, 28 October 2026');
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('Reason: Instructor ill')).toBeTruthy();
    expect(within(cancelled).queryByRole('link')).toBeNull();
  });

  it('marks a session as moved with its reason when only that it moved is known', () => {
    renderWithProviders(
      <SessionAgenda
        sessions={[spanish('s6', '2026-10-29T17:00:00.000Z', { moved: true, reason: 'Public holiday' })]}
        timeZone="Europe/Madrid"
        locale="en-GB"
      />,
    );
    const moved = day('Thursday, 29 October 2026');
    expect(within(moved).getByText('Moved')).toBeTruthy();
    expect(within(moved).getByText('Reason: Public holiday')).toBeTruthy();
    expect(spaced(moved.textContent)).not.toContain('from');
  });

  it('names the class and the time in each Join link, so a list of them can be told apart', () => {
    renderWithProviders(
      <SessionAgenda
        sessions={[spanish('s6', '2026-10-28T17:00:00.000Z', { meetingLink: 'https://meet.example.com/b1' })]}
        timeZone="Europe/Madrid"
        locale="en-GB"
      />,
    );
    expect(screen.getByRole('link', { name: 'Join online: Spanish B1, Wed 28 Oct, 18:00' })).toBeTruthy();
  });

  it('shows the address of a session in a room, and never links a meeting address that is not a web address', () => {
    renderWithProviders(
      <SessionAgenda
        sessions={[
          spanish('room', '2026-10-28T17:00:00.000Z', { address: 'Calle de Alcalá 12, 28014 Madrid' }),
          spanish('odd', '2026-10-29T17:00:00.000Z', { meetingLink: 'javascript:alert(1)' }),
        ]}
        timeZone="Europe/Madrid"
        locale="en-GB"
      />,
    );
    expect(
      within(day('Wednesday, 28 October 2026')).getByText('Calle de Alcalá 12, 28014 Madrid'),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    renderWithProviders(
      <SessionAgenda sessions={[]} timeZone="UTC" locale="en-GB" emptyText="No upcoming sessions." />,
    );
    expect(screen.getByText('No upcoming sessions.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
