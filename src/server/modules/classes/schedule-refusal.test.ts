import { describe, expect, it } from 'vitest';
import { generateSessions, type ScheduleInput } from '#contract/schedule';
import { translate } from '#server/i18n/translate';
import { scheduleRefusal } from './schedule-refusal.js';

const schedule: ScheduleInput = {
  firstDate: '2027-03-22',
  days: ['mon', 'sun'],
  startTime: '10:00',
  durationMinutes: 60,
  sessionCount: 3,
  timeZone: 'Europe/Madrid',
  skipDates: [],
};

describe("a schedule's refusal in the catalogue's words", () => {
  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }],
    ['too many sessions', { sessionCount: 201 }],
    ['no meeting day', { days: [] }],
    ['a start time the clocks skip', { startTime: '02:30' }],
  ] as const)('says %s in English word for word as generateSessions does', (_, change) => {
    const written = { ...schedule, ...change } as ScheduleInput;
    const generated = generateSessions(written);
    if (generated.ok) throw new Error('the schedule was not refused');
    expect(translate('en', scheduleRefusal(generated, written))).toBe(generated.message);
  });

  it('says a skipped start time in German, naming the date', () => {
    const written = { ...schedule, startTime: '02:30' };
    const generated = generateSessions(written);
    if (generated.ok) throw new Error('the schedule was not refused');
    expect(translate('de', scheduleRefusal(generated, written))).toBe(
      'Am 2027-03-28 gibt es 02:30 in Europe/Madrid nicht: In dieser Nacht wird die Uhr vorgestellt. Wähle eine andere Anfangszeit oder lass den 2027-03-28 aus.',
    );
  });
});
