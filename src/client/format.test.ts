import { describe, expect, it } from 'vitest';
import {
  centsOf,
  dollarsInputText,
  dollarsLeft,
  formatCents,
  formatClassPrice,
  formatCountdown,
  formatUsd,
  formatUsdShort,
} from './format';
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

  it('turns dollars into whole cents from the decimal they are written as', () => {
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(1.005)).toBe(101);
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(-5.5)).toBe(-550);
    for (const cents of [0, 1, 29, 435, 1999, 123457, 9999999]) expect(centsOf(cents / 100)).toBe(cents);
  });

  it('writes an amount the store keeps in cents as dollars', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(125000)).toBe('$1,250.00');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes dollars short for an axis, tenths of thousands rounded half up', () => {
    expect(formatUsdShort(950)).toBe('$950');
    expect(formatUsdShort(1000)).toBe('$1k');
    expect(formatUsdShort(1200)).toBe('$1.2k');
    expect(formatUsdShort(1250)).toBe('$1.3k');
    expect(formatUsdShort(12345)).toBe('$12.3k');
    expect(formatUsdShort(-40)).toBe('-$40');
    expect(formatUsdShort(-1500)).toBe('-$1.5k');
    expect(formatUsdShort(0)).toBe('$0');
  });

  it('fills a form field with dollars and two decimals, without a thousands separator', () => {
    expect(dollarsInputText(69)).toBe('69.00');
    expect(dollarsInputText(1250.5)).toBe('1250.50');
    expect(dollarsInputText(0.1)).toBe('0.10');
    expect(dollarsInputText(0)).toBe('0.00');
    expect(dollarsInputText(4.35)).toBe('4.35');
    expect(dollarsInputText(99999.99)).toBe('99999.99');
  });

  it('subtracts dollars exactly to the cent', () => {
    expect(dollarsLeft(0.3, 0.1)).toBe(0.2);
    expect(dollarsLeft(49.99, 20)).toBe(29.99);
    expect(dollarsLeft(10, 10)).toBe(0);
    expect(dollarsLeft(5, 7.5)).toBe(-2.5);
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
