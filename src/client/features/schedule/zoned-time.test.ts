import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKey,
  describeTimeZone,
  formatTime,
  isTimeZone,
  timeZoneChoices,
  weekDays,
  weekStartOf,
  zoneAbbreviation,
} from './zoned-time';

const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('times in a chosen zone', () => {
  it('shows 18:00 in Madrid as noon in New York, then 13:00 in the week between the two clock changes', () => {
    const madrid = ['2026-10-21T16:00:00Z', '2026-10-28T17:00:00Z', '2026-11-04T17:00:00Z'];
    expect(madrid.map((at) => formatTime(at, 'Europe/Madrid', 'en-GB'))).toEqual(['18:00', '18:00', '18:00']);
    expect(madrid.map((at) => spaced(formatTime(at, 'America/New_York', 'en-US')))).toEqual([
      '12:00 PM',
      '1:00 PM',
      '12:00 PM',
    ]);
    expect(madrid.map((at) => zoneAbbreviation(at, 'America/New_York', 'en-US'))).toEqual([
      'EDT',
      'EDT',
      'EST',
    ]);
  });

  it('puts a late evening under the date it falls on in each zone', () => {
    expect(dayKey('2026-10-28T23:30:00Z', 'Europe/Madrid')).toBe('2026-10-29');
    expect(dayKey('2026-10-28T23:30:00Z', 'America/New_York')).toBe('2026-10-28');
    expect(dayKey('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('2027-01-01');
  });

  it('starts the week on the Monday of the zone’s own date', () => {
    expect(weekStartOf('2026-10-28T17:00:00Z', 'Europe/Madrid')).toBe('2026-10-26');
    // Sunday night in New York is already Monday morning in Madrid.
    expect(weekStartOf('2026-11-02T03:30:00Z', 'America/New_York')).toBe('2026-10-26');
    expect(weekStartOf('2026-11-02T03:30:00Z', 'Europe/Madrid')).toBe('2026-11-02');
    expect(weekStartOf('2026-11-01T12:00:00Z', 'UTC', 0)).toBe('2026-11-01');
  });

  it('counts days across months, years and clock changes', () => {
    expect(addDays('2026-10-26', 7)).toBe('2026-11-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(weekDays('2026-10-26')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
  });

  it('names a zone by its common name and its IANA name, or the IANA name alone', () => {
    expect(describeTimeZone('America/New_York', 'en-US')).toBe('Eastern Time (America/New_York)');
    expect(describeTimeZone('Europe/Madrid', 'en-GB')).toBe('Central European Time (Europe/Madrid)');
    expect(describeTimeZone('UTC', 'en-GB')).toBe('UTC');
  });

  it('offers every zone the browser knows, UTC and the given zones once each, in order', () => {
    const zones = timeZoneChoices('Europe/Madrid', 'Etc/GMT+5', undefined);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('Etc/GMT+5');
    expect(zones.filter((zone) => zone === 'Europe/Madrid')).toHaveLength(1);
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
