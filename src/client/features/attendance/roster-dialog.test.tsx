// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceStatus, SessionRoster } from '#contract/attendance';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { RosterDialog } from './roster-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = {
  classId: 'c1',
  sessionId: 's1',
  className: 'Spanish B1',
  startsAt: '2026-10-12T16:00:00.000Z',
  endsAt: '2026-10-12T17:30:00.000Z',
};

/** A server holding the roster: GET answers it, PUT changes one student's status (or refuses). */
function school(roster: Partial<SessionRoster> = {}, refuse?: [number, string]) {
  const state: SessionRoster = {
    sessionId: 's1',
    classId: 'c1',
    className: 'Spanish B1',
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    status: 'scheduled',
    timeZone: 'Europe/Madrid',
    takesAttendance: true,
    attendanceClosed: null,
    students: [
      { _id: 'u1', name: 'Ana Alumna', email: 'ana@example.com', status: null },
      { _id: 'u2', name: 'Bruno Bello', email: 'bruno@example.com', status: 'present' },
    ],
    ...roster,
  };
  const api = fakeFetch((method, path, body) => {
    if (method === 'GET') return [200, state];
    if (refuse) return [refuse[0], { error: { code: 'conflict', message: refuse[1] } }];
    const studentId = path.split('/').pop()!;
    const status = (body as { status: AttendanceStatus | null }).status;
    state.students = state.students.map((s) => (s._id === studentId ? { ...s, status } : s));
    return [200, { sessionId: 's1', studentId, status }];
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('the roster of a session', () => {
  it('lists the enrolled students with their attendance, and records a choice as soon as it is made', async () => {
    const api = school();
    const user = userEvent.setup();
    renderWithProviders(<RosterDialog session={session} timeZone="Europe/Madrid" onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Roster of Spanish B1' })).toBeTruthy();
    await screen.findByText('2 students enrolled; attendance recorded for 1.');
    expect(within(group('Ana Alumna')).getByRole('radio', { name: 'Not recorded' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group('Bruno Bello')).getByRole('radio', { name: 'Present' })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(within(group('Ana Alumna')).getByRole('radio', { name: 'Late' }));
    expect(await screen.findByText('Ana Alumna: Late.')).toBeTruthy();
    expect(api.calls.at(-2)).toMatchObject({
      method: 'PUT',
      path: '/api/classes/c1/sessions/s1/attendance/u1',
      body: { status: 'late' },
    });
    await screen.findByText('2 students enrolled; attendance recorded for 2.');
    expect(within(group('Ana Alumna')).getByRole('radio', { name: 'Late' })).toHaveProperty('checked', true);

    await user.click(within(group('Bruno Bello')).getByRole('radio', { name: 'Not recorded' }));
    expect(await screen.findByText('Bruno Bello: Not recorded.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/u2'))?.body).toEqual({
      status: null,
    });
  });

  it('shows a session that has not started with its choices disabled, saying why', async () => {
    const api = school({
      takesAttendance: false,
      attendanceClosed: 'This session has not started yet: attendance can be taken once it starts.',
    });
    renderWithProviders(<RosterDialog session={session} timeZone="Europe/Madrid" onClose={() => {}} />);
    expect(
      await screen.findByText('This session has not started yet: attendance can be taken once it starts.'),
    ).toBeTruthy();
    for (const radio of within(group('Ana Alumna')).getAllByRole('radio')) {
      expect(radio).toHaveProperty('disabled', true);
    }
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it("says what the server refused, and keeps the student's attendance as it was", async () => {
    school({}, [409, 'This session was cancelled: it takes no attendance.']);
    const user = userEvent.setup();
    renderWithProviders(<RosterDialog session={session} timeZone="Europe/Madrid" onClose={() => {}} />);
    await user.click(
      within(await screen.findByRole('group', { name: /^Ana Alumna/ })).getByRole('radio', {
        name: 'Absent',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This session was cancelled: it takes no attendance.',
    );
    expect(within(group('Ana Alumna')).getByRole('radio', { name: 'Not recorded' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('says so when nobody is enrolled yet', async () => {
    school({ students: [] });
    renderWithProviders(<RosterDialog session={session} timeZone="Europe/Madrid" onClose={() => {}} />);
    expect(await screen.findByText('No student is enrolled in this class yet.')).toBeTruthy();
  });
});
