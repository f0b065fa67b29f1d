import { describe, expect, it } from 'vitest';
import { formatClassPrice, formatCountdown, formatUsd } from './format';
import { formatCalendarDate, formatDateTime, formatSessionTime } from './format-time';

describe('formatting for people', () => {
  it('writes prices as US dollars with cents', () => {
    expect(formatUsd(49.99)).toBe('$49.99');
    expect(formatUsd(79)).toBe('$79.00');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('writes dollars as the en-US currency format does, thousands, rounding and minus sign included', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [
      0.004, 0.005, 0.1, 1.005, 9.999, 999.99, 1000, 1234.5, 99999.99, 1234567.89, -5, -0.001, -1234.5,
    ]) {
      expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('calls a class that costs nothing Free, and prices every other one in dollars', () => {
    expect(formatClassPrice(0)).toBe('Free');
    expect(formatClassPrice(0.5)).toBe('$0.50');
    expect(formatClassPrice(89)).toBe('$89.00');
  });

  it("writes a moment in the viewer's zone with the zone named, and leaves an unreadable one as it came", () => {
    const iso = '2026-03-05T14:32:00.000Z';
    expect(formatDateTime(iso, 'en', 'America/New_York')).toBe('Mar 5, 2026, 9:32 AM EST');
    expect(formatDateTime(iso, 'en', 'America/Los_Angeles')).toBe('Mar 5, 2026, 6:32 AM PST');
    expect(formatDateTime(iso, 'de-DE', 'UTC')).toMatch(/5\. März 2026/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it("writes dates in the page's language, not the browser's", () => {
    expect(formatDateTime('2026-03-05T14:32:00.000Z', undefined, 'Asia/Tokyo')).toBe(
      'Mar 5, 2026, 11:32 PM GMT+9',
    );
    expect(formatCalendarDate('2026-03-05')).toBe('Mar 5, 2026');
  });

  it('counts a seat hold down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(545_000)).toBe('9:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it("shows a session's day and 24-hour time in the zone asked for, across the zone's clock change", () => {
    expect(formatSessionTime('2026-10-21T16:00:00.000Z', 'Europe/Madrid', 'en-US')).toBe(
      'Wed, Oct 21, 2026, 18:00 GMT+2',
    );
    expect(formatSessionTime('2026-11-09T17:00:00.000Z', 'Europe/Madrid', 'en-US')).toBe(
      'Mon, Nov 9, 2026, 18:00 GMT+1',
    );
    expect(formatSessionTime('2026-11-09T17:00:00.000Z', 'America/New_York', 'en-US')).toBe(
      'Mon, Nov 9, 2026, 12:00 EST',
    );
  });
});
