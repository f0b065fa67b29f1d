import { describe, expect, it } from 'vitest';
import { formatClassPrice, formatCountdown, formatDateTime, formatUsd } from './format';

describe('formatting for people', () => {
  it('writes prices as US dollars with cents', () => {
    expect(formatUsd(49.99)).toBe('$49.99');
    expect(formatUsd(79)).toBe('$79.00');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('calls a class that costs nothing Free, and prices every other one in dollars', () => {
    expect(formatClassPrice(0)).toBe('Free');
    expect(formatClassPrice(0.5)).toBe('$0.50');
    expect(formatClassPrice(89)).toBe('$89.00');
  });

  it('writes a date in the given locale, and leaves an unreadable one as it came', () => {
    const iso = '2026-03-05T14:32:00.000Z';
    expect(formatDateTime(iso, 'en-US')).toMatch(/Mar 5, 2026/);
    expect(formatDateTime(iso, 'de-DE')).toMatch(/05\.03\.2026/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('counts a seat hold down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(545_000)).toBe('9:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
