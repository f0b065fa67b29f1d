// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/testing/render.tsx';
import { SessionAgenda } from './session-agenda';
import { TimeZoneSwitcher, useTimeZoneChoice } from './time-zone-switcher';

afterEach(cleanup);

const wednesday = {
  id: 's6',
  className: 'Spanish B1',
  startsAt: '2026-10-28T17:00:00.000Z',
  endsAt: '2026-10-28T18:30:00.000Z',
};

function ClassTimetable({ ownTimeZone }: { ownTimeZone?: string }) {
  const [timeZone, setTimeZone] = useTimeZoneChoice(ownTimeZone);
  return (
    <>
      <TimeZoneSwitcher
        value={timeZone}
        onChange={setTimeZone}
        classTimeZone="Europe/Madrid"
        ownTimeZone={ownTimeZone}
        locale="en-GB"
      />
      <SessionAgenda sessions={[wednesday]} timeZone={timeZone} locale="en-GB" />
    </>
  );
}

const zoneSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show times in' });
const chosen = () => {
  const select = zoneSelect();
  return select.options[select.selectedIndex]?.textContent;
};
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('the time zone switcher', () => {
  it('starts in the browser’s own zone', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderWithProviders(<ClassTimetable />);
    expect(zoneSelect().value).toBe(own);
    expect(chosen()).toBe(`Your time zone (${own})`);
  });

  it('names the class’s zone beside the choice and offers it, with every zone the browser knows', () => {
    renderWithProviders(<ClassTimetable ownTimeZone="America/New_York" />);
    expect(screen.getByText('The class meets in Central European Time (Europe/Madrid).')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'The class’s time zone (Europe/Madrid)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Asia/Tokyo' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'UTC' })).toBeTruthy();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(300);
  });

  it('shows the sessions again in the zone picked: the class’s, then Tokyo’s, where the evening is the next morning', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClassTimetable ownTimeZone="America/New_York" />);
    expect(chosen()).toBe('Your time zone (America/New_York)');
    expect(
      spaced(screen.getByRole('listitem', { name: 'Wednesday, 28 October 2026' }).textContent),
    ).toContain('13:00–14:30');

    await user.selectOptions(
      zoneSelect(),
      screen.getByRole('option', { name: 'The class’s time zone (Europe/Madrid)' }),
    );
    expect(zoneSelect().value).toBe('Europe/Madrid');
    expect(screen.getByText('Times in Central European Time (Europe/Madrid)')).toBeTruthy();
    expect(
      spaced(screen.getByRole('listitem', { name: 'Wednesday, 28 October 2026' }).textContent),
    ).toContain('18:00–19:30');

    await user.selectOptions(zoneSelect(), screen.getByRole('option', { name: 'Asia/Tokyo' }));
    expect(screen.getByText('Times in Japan Standard Time (Asia/Tokyo)')).toBeTruthy();
    expect(spaced(screen.getByRole('listitem', { name: 'Thursday, 29 October 2026' }).textContent)).toContain(
      '02:00–03:30',
    );
  });
});
