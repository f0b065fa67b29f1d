// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { MySession } from '#contract/sessions';
import { fakeFetch, renderWithProviders } from '#client/testing/render.tsx';
import { ClashWarnings, clashesOf } from './clash-warnings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const enrolled = (startsAt: string, endsAt: string, extra: Partial<MySession> = {}): MySession => ({
  _id: `e-${startsAt}`,
  classId: 'french',
  className: 'French A2',
  startsAt,
  endsAt,
  status: 'scheduled',
  sequence: 0,
  reason: null,
  timeZone: 'Europe/Paris',
  format: 'online',
  meetingLink: 'https://meet.example.com/fr',
  address: null,
  ...extra,
});
const planned = (startsAt: string, endsAt: string) => ({ startsAt, endsAt, status: 'scheduled' });

describe('clashes between a class in the cart and the classes a student is enrolled in', () => {
  it('names the enrolled class and the first shared session', () => {
    const clashes = clashesOf(
      [
        {
          classId: 'spanish',
          name: 'Spanish B1',
          sessions: [
            planned('2026-10-12T16:00:00Z', '2026-10-12T17:00:00Z'),
            planned('2026-10-14T16:00:00Z', '2026-10-14T17:00:00Z'),
          ],
        },
      ],
      [enrolled('2026-10-14T16:30:00Z', '2026-10-14T18:00:00Z')],
    );
    expect(clashes).toEqual([
      { className: 'Spanish B1', enrolledClassName: 'French A2', startsAt: '2026-10-14T16:00:00Z' },
    ]);
  });

  it('does not count a session ending as the other starts, nor a cancelled one', () => {
    const cart = [
      {
        classId: 'spanish',
        name: 'Spanish B1',
        sessions: [planned('2026-10-12T16:00:00Z', '2026-10-12T17:00:00Z')],
      },
    ];
    expect(clashesOf(cart, [enrolled('2026-10-12T17:00:00Z', '2026-10-12T18:00:00Z')])).toEqual([]);
    expect(
      clashesOf(cart, [enrolled('2026-10-12T16:00:00Z', '2026-10-12T17:00:00Z', { status: 'cancelled' })]),
    ).toEqual([]);
  });

  it('shows a warning above the cart, and none when nothing clashes', async () => {
    const api = fakeFetch((_method, path) => {
      if (path === '/api/me/sessions')
        return [200, [enrolled('2026-10-12T16:30:00Z', '2026-10-12T18:00:00Z')]];
      const clash = path.includes('spanish');
      return [
        200,
        {
          classId: clash ? 'spanish' : 'german',
          timeZone: 'Europe/Madrid',
          format: 'online',
          address: null,
          meetingLink: null,
          sessions: [
            {
              _id: 's1',
              startsAt: clash ? '2026-10-12T16:00:00Z' : '2026-10-13T16:00:00Z',
              endsAt: clash ? '2026-10-12T17:00:00Z' : '2026-10-13T17:00:00Z',
              status: 'scheduled',
              sequence: 0,
              reason: null,
            },
          ],
        },
      ];
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(
      <ClashWarnings
        classes={[
          { classId: 'spanish', name: 'Spanish B1' },
          { classId: 'german', name: 'German A1' },
        ]}
      />,
    );
    const note = await screen.findByRole('note', { name: 'Timetable clashes' });
    expect(note.textContent).toMatch(/^Spanish B1 meets while French A2, which you are enrolled in, does/);
    expect(note.textContent).not.toMatch(/German/);
  });
});
