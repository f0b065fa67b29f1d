import { describe, expect, it } from 'vitest';
import { toTimetableSessions, type AnsweredSession } from './timetable-session';

const answered: AnsweredSession = {
  _id: 's1',
  startsAt: '2026-10-12T16:00:00.000Z',
  endsAt: '2026-10-12T17:30:00.000Z',
  className: 'Spanish B1',
  status: 'scheduled',
  sequence: 0,
  reason: null,
  meetingLink: 'https://meet.example.com/spanish-b1',
  address: null,
};

describe('sessions from the API on a timetable', () => {
  it('marks a cancelled session cancelled, and a session answered with a raised sequence moved', () => {
    const [planned, moved, cancelled] = toTimetableSessions([
      answered,
      { ...answered, _id: 's2', sequence: 1, reason: 'Room change.' },
      { ...answered, _id: 's3', status: 'cancelled', sequence: 1, reason: 'Holiday.' },
    ]);
    expect(planned).toEqual({
      id: 's1',
      startsAt: '2026-10-12T16:00:00.000Z',
      endsAt: '2026-10-12T17:30:00.000Z',
      className: 'Spanish B1',
      cancelled: false,
      moved: false,
      reason: null,
      meetingLink: 'https://meet.example.com/spanish-b1',
      address: null,
    });
    expect(moved).toMatchObject({ id: 's2', cancelled: false, moved: true, reason: 'Room change.' });
    expect(cancelled).toMatchObject({ id: 's3', cancelled: true, moved: false, reason: 'Holiday.' });
  });

  it("names the instructor where the API does (the admins' week), and gives no meeting link where it gives none", () => {
    const { meetingLink: _left, ...week } = answered;
    const [session] = toTimetableSessions([
      { ...week, instructorName: 'Ana García', address: 'Calle Mayor 1' },
    ]);
    expect(session).toHaveProperty('instructorName', 'Ana García');
    expect(session).toHaveProperty('address', 'Calle Mayor 1');
    expect(session).not.toHaveProperty('meetingLink');
  });
});
