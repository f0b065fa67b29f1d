/**
 * RFC 5545 iCalendar text for a published calendar: a class's `.ics` download and a student's feed.
 * Pure: the same description and stamp give the same text. Times are written in UTC
 * (docs/decisions/icalendar-in-utc.md).
 */

export const ICALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

const PRODUCT_ID = '-//Speak the World//Class timetable//EN';

type CalendarEventStatus = 'confirmed' | 'cancelled';

export interface CalendarEvent {
  /** Stays the same for the life of the event, whatever changes, so clients update it in place. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Raised each time the event's time changes or it is cancelled (RFC 5545 3.8.7.4). */
  sequence: number;
  status: CalendarEventStatus;
  lastModified: Date;
}

export interface Calendar {
  name: string;
  description?: string;
  /** How often subscribers should fetch the calendar again, in minutes; a download leaves it out. */
  refreshMinutes?: number;
  events: readonly CalendarEvent[];
}

const MAX_LINE_OCTETS = 75;

/** The calendar as iCalendar text: CRLF line endings, long lines folded, ready to serve as `text/calendar`. */
export function writeICalendar(calendar: Calendar, { generatedAt }: { generatedAt: Date }): string {
  const stamp = utcDateTime(generatedAt, 'generatedAt');
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  if (calendar.description) {
    lines.push(`DESCRIPTION:${escapeText(calendar.description)}`);
    lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  }
  if (calendar.refreshMinutes !== undefined) {
    const interval = refreshDuration(calendar.refreshMinutes);
    // RFC 7986's property for Google and Apple; Outlook reads only the older X-PUBLISHED-TTL.
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${interval}`, `X-PUBLISHED-TTL:${interval}`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  if (!event.uid.trim()) throw new RangeError('Every calendar event needs a UID');
  const start = utcDateTime(event.start, `start of ${event.uid}`);
  const end = utcDateTime(event.end, `end of ${event.uid}`);
  if (event.end.getTime() <= event.start.getTime()) {
    throw new RangeError(`The event ${event.uid} must end after it starts`);
  }
  if (!Number.isSafeInteger(event.sequence) || event.sequence < 0) {
    throw new RangeError(`The SEQUENCE of ${event.uid} must be a whole number from 0`);
  }
  const cancelled = event.status === 'cancelled';
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified, `lastModified of ${event.uid}`)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${uri(event.url)}`);
  // A cancelled session no longer makes its student busy in free/busy lookups.
  lines.push(`TRANSP:${cancelled ? 'TRANSPARENT' : 'OPAQUE'}`, 'END:VEVENT');
  return lines;
}

/** A DATE-TIME in UTC, RFC 5545 form 2 (`20261026T170000Z`); seconds are the finest it holds. */
function utcDateTime(date: Date, what = 'date'): string {
  if (Number.isNaN(date.getTime())) throw new RangeError(`The ${what} is not a valid date`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. Control
 * characters other than tab cannot appear in TEXT at all, so they are dropped.
 */
function escapeText(text: string): string {
  const escaped = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
  return Array.from(escaped, (char) => (isControl(char.charCodeAt(0)) ? '' : char)).join('');
}

const isControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;

function uri(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RangeError(`Not an absolute URL: ${value}`);
  }
  return url.href;
}

function refreshDuration(minutes: number): string {
  if (!Number.isSafeInteger(minutes) || minutes < 1) {
    throw new RangeError('The refresh interval is a whole number of minutes from 1');
  }
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

/**
 * One content line, folded (RFC 5545 3.1): no physical line is longer than 75 octets of UTF-8, each
 * continuation starts with a space, and a character is never split across lines. Ends with CRLF.
 */
function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += '\r\n ';
      // The space that starts a continuation line counts towards its 75 octets.
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return `${folded}\r\n`;
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}
