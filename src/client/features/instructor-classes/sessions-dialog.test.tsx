// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageClass } from '#contract/classes';
import type { ClassSession } from '#contract/sessions';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { SessionsDialog } from './sessions-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item: LanguageClass = {
  _id: 'c1',
  name: 'Spanish B1',
  price: 120,
  img: '/images/classes/spanish.svg',
  instructor: 'instructor@example.com',
  instructorName: 'Ana',
  availableSeats: 12,
  students: 3,
  status: 'approved',
  feedback: null,
  timeZone: 'Europe/Madrid',
};

const session = (id: string, startsAt: string, extra: Partial<ClassSession> = {}): ClassSession => ({
  _id: id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
  status: 'scheduled',
  sequence: 0,
  reason: null,
  ...extra,
});

const answer = (sessions: ClassSession[]) => ({
  classId: 'c1',
  timeZone: 'Europe/Madrid',
  format: 'online',
  address: null,
  meetingLink: 'https://meet.example.com/b1',
  sessions,
});

describe('the sessions dialog of My classes', () => {
  it('lists the sessions and marks the cancelled one with its reason', async () => {
    const api = fakeFetch(() => [
      200,
      answer([
        session('s1', '2099-10-12T16:00:00.000Z'),
        session('s2', '2099-10-14T16:00:00.000Z', { status: 'cancelled', sequence: 1, reason: 'Holiday.' }),
      ]),
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<SessionsDialog item={item} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Move session 1' })).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Holiday.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move session 2' })).toBeNull();
  });

  it('asks for a reason before cancelling, then cancels and says so', async () => {
    const api = fakeFetch((method) =>
      method === 'GET'
        ? [200, answer([session('s1', '2099-10-12T16:00:00.000Z')])]
        : [
            200,
            session('s1', '2099-10-12T16:00:00.000Z', { status: 'cancelled', sequence: 1, reason: 'Ill.' }),
          ],
    );
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SessionsDialog item={item} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel session 1' }));
    const form = screen.getByRole('form', { name: 'Cancel session 1' });
    await user.click(within(form).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Say why the session is cancelled: the students read it')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Reason/), 'Ill.');
    await user.click(within(form).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session 1 cancelled. Its students see why.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/classes/c1/sessions/s1/cancel',
      body: { reason: 'Ill.' },
    });
  });

  it("moves a session to a day and time in the class's zone and shows the server's refusal", async () => {
    let refuse = true;
    const api = fakeFetch((method) => {
      if (method === 'GET') return [200, answer([session('s1', '2099-10-12T16:00:00.000Z')])];
      if (refuse) {
        refuse = false;
        return [
          409,
          { error: { code: 'conflict', message: 'A session on 2099-10-13 overlaps "French A1".' } },
        ];
      }
      return [200, session('s1', '2099-10-13T17:00:00.000Z', { sequence: 1 })];
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SessionsDialog item={item} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Move session 1' }));
    const form = screen.getByRole('form', { name: 'Move session 1' });
    expect(within(form).getByLabelText<HTMLInputElement>('New date').value).toBe('2099-10-12');
    expect(within(form).getByLabelText<HTMLInputElement>(/New start time/).value).toBe('18:00');
    const date = within(form).getByLabelText('New date');
    await user.clear(date);
    await user.type(date, '2099-10-13');
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await screen.findByText('A session on 2099-10-13 overlaps "French A1".')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await screen.findByText(/^Session 1 moved to /)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/api/classes/c1/sessions/s1/move',
      body: { date: '2099-10-13', startTime: '18:00' },
    });
  });
});
