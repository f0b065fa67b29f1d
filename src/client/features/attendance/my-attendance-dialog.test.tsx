// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { MyAttendanceAnswer } from '#contract/attendance';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { MyAttendanceDialog } from './my-attendance-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (
  id: string,
  startsAt: string,
  extra: Partial<MyAttendanceAnswer['sessions'][number]> = {},
) => ({
  _id: id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
  status: 'scheduled' as const,
  reason: null,
  attendance: null,
  ...extra,
});

function serve(answer: MyAttendanceAnswer) {
  const api = fakeFetch(() => [200, answer]);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe("the student's attendance in a class", () => {
  it('shows each session that has taken place as present, late, absent, not recorded or cancelled, with totals', async () => {
    const api = serve({
      classId: 'c1',
      className: 'Spanish B1',
      timeZone: 'Europe/Madrid',
      sessions: [
        session('s1', '2026-10-12T16:00:00.000Z', { attendance: 'present' }),
        session('s2', '2026-10-14T16:00:00.000Z', { attendance: 'late' }),
        session('s3', '2026-10-19T16:00:00.000Z', { attendance: 'absent' }),
        session('s4', '2026-10-21T16:00:00.000Z'),
        session('s5', '2026-10-26T17:00:00.000Z', { status: 'cancelled', reason: 'Holiday.' }),
      ],
    });
    renderWithProviders(
      <MyAttendanceDialog
        classId="c1"
        className="Spanish B1"
        timeZone="America/New_York"
        onClose={() => {}}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Sessions that have taken place' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/Oct 12, 2026, 12:00 EDTPresent$/),
      expect.stringMatching(/Oct 14, 2026, 12:00 EDTLate$/),
      expect.stringMatching(/Oct 19, 2026, 12:00 EDTAbsent$/),
      expect.stringMatching(/Oct 21, 2026, 12:00 EDTNot recorded$/),
      expect.stringMatching(/Oct 26, 2026, 13:00 EDTCancelled$/),
    ]);
    expect(screen.getByText('Present: 1 · Late: 1 · Absent: 1 · Not recorded: 1')).toBeTruthy();
    expect(api.calls[0]!.path).toBe('/api/me/classes/c1/attendance');
  });

  it('says so when no session has taken place yet', async () => {
    serve({ classId: 'c1', className: 'Spanish B1', timeZone: 'Europe/Madrid', sessions: [] });
    renderWithProviders(
      <MyAttendanceDialog classId="c1" className="Spanish B1" timeZone="Europe/Madrid" onClose={() => {}} />,
    );
    expect(await screen.findByText('No session of this class has taken place yet.')).toBeTruthy();
  });
});
