import { describe, expect, it } from 'vitest';
import { utcWeekMinutes, WEEK_MINUTES, zoneOffsets, type MinuteRange } from './utc-week-minutes';

const inside = (ranges: readonly MinuteRange[], minute: number) =>
  ranges.some(([from, to]) => minute >= from && minute < to);

/** The minute of the week, from Monday 00:00, of an instant shifted by `offset` minutes. */
function weekMinute(epochSeconds: number, offset: number): number {
  const minutes = Math.floor(epochSeconds / 60 + offset);
  // 1970-01-01 was a Thursday: three days after a Monday.
  return (((minutes + 3 * 1440) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
}

describe('minutes of the UTC week of a local day and time of day', () => {
  it('holds every start inside the local window, and calls sure only starts inside it under every offset', () => {
    // Whole, half-hour, 45-minute and local-mean-time offsets (New York's was -4:56:02).
    const offsetSets = [
      [0],
      [-300, -240],
      [330],
      [630, 660],
      [765, 825],
      [-(4 * 60 + 56 + 2 / 60)],
      [-660, 840],
    ];
    const windows: MinuteRange[][] = [
      [[17 * 60, 24 * 60]],
      [[6 * 1440, 7 * 1440]],
      [[6 * 1440 + 17 * 60, 7 * 1440]],
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d * 1440 + 5 * 60, d * 1440 + 12 * 60] as const),
    ];
    // Monday 5 January 1970, 00:00 UTC.
    const monday = 4 * 86_400;
    for (const offsets of offsetSets) {
      for (const local of windows) {
        const { sure, maybe } = utcWeekMinutes(local, offsets);
        const wrong: string[] = [];
        // Every minute of the UTC week, at its first, second, middle and last seconds.
        for (let utc = 0; utc < WEEK_MINUTES; utc++) {
          let reached = false;
          for (const second of [0, 1, 2, 30, 58, 59]) {
            for (const offset of offsets) {
              const inWindow = inside(local, weekMinute(monday + utc * 60 + second, offset));
              reached ||= inWindow;
              if (inWindow && !inside(sure, utc) && !inside(maybe, utc))
                wrong.push(`${utc}:${second} left out`);
              if (!inWindow && inside(sure, utc))
                wrong.push(`${utc}:${second} sure but outside at ${offset}`);
            }
          }
          if (!reached && (inside(sure, utc) || inside(maybe, utc))) wrong.push(`${utc} never inside`);
        }
        expect(wrong, `offsets ${offsets.join(', ')}`).toEqual([]);
        expect(sure.some((s) => maybe.some((m) => s[0] < m[1] && m[0] < s[1]))).toBe(false);
        // One whole-minute offset: nothing is left to convert.
        if (offsets.length === 1 && Number.isInteger(offsets[0])) expect(maybe).toEqual([]);
      }
    }
  });

  it("reads a zone's offsets from 1999 on: both of New York's, Kolkata's one, Lord Howe's half-hour change", () => {
    expect(zoneOffsets('America/New_York')).toEqual([-300, -240]);
    expect(zoneOffsets('Asia/Kolkata')).toEqual([330]);
    expect(zoneOffsets('Australia/Lord_Howe')).toEqual([630, 660]);
    expect(zoneOffsets('Mars/Olympus_Mons')).toBeNull();
  });
});
