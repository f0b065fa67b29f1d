import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { writeICalendar, type Calendar, type CalendarEvent } from './icalendar.js';

const generatedAt = new Date('2026-10-01T09:30:00Z');

/**
 * "Spanish B1", Mondays and Wednesdays 18:00 Europe/Madrid for 90 minutes, ten sessions from 12 October
 * 2026: Europe leaves summer time on 25 October (18:00 is 16:00 UTC before, 17:00 UTC after) and the United
 * States on 1 November.
 */
const madridStarts = [
  '2026-10-12T16:00:00Z',
  '2026-10-14T16:00:00Z',
  '2026-10-19T16:00:00Z',
  '2026-10-21T16:00:00Z',
  '2026-10-26T17:00:00Z',
  '2026-10-28T17:00:00Z',
  '2026-11-02T17:00:00Z',
  '2026-11-04T17:00:00Z',
  '2026-11-09T17:00:00Z',
  '2026-11-11T17:00:00Z',
];

function session(start: string, index: number, overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  const startsAt = new Date(start);
  return {
    uid: `session-${index + 1}@speak-the-world.test`,
    start: startsAt,
    end: new Date(startsAt.getTime() + 90 * 60_000),
    summary: 'Spanish B1',
    description: `Session ${index + 1} of 10`,
    location: 'Calle de Alcalá 12, Madrid',
    url: 'https://speak-the-world.test/classes/spanish-b1',
    sequence: 0,
    status: 'confirmed',
    lastModified: new Date('2026-09-20T08:00:00Z'),
    ...overrides,
  };
}

const spanishB1: Calendar = {
  name: 'Spanish B1',
  refreshMinutes: 60,
  events: madridStarts.map((start, index) => session(start, index)),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      vevent,
      event: new ICAL.Event(vevent),
    })),
  };
}

/** Calendar apps read an X- property as TEXT (RFC 5545 3.8.8.2); ical.js leaves it raw, so it is decoded here. */
const xText = (component: ICAL.Component, name: string) =>
  ICAL.design.icalendar.value.text!.fromICAL!(String(component.getFirstPropertyValue(name)));

const clock = (timeZone: string, date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(date);

describe('the iCalendar writer', () => {
  it('writes every session at its UTC instant, 18:00 in Madrid on both sides of the clock change', () => {
    const { events } = parse(writeICalendar(spanishB1, { generatedAt }));

    expect(events).toHaveLength(10);
    const starts = events.map(({ event }) => event.startDate.toJSDate());
    expect(starts.map((start) => start.toISOString())).toEqual(
      madridStarts.map((start) => new Date(start).toISOString()),
    );
    expect(starts.map((start) => clock('Europe/Madrid', start))).toEqual(Array(10).fill('18:00'));
    expect(starts.map((start) => clock('America/New_York', start))).toEqual([
      ...Array(4).fill('12:00'),
      '13:00',
      '13:00',
      ...Array(4).fill('12:00'),
    ]);
    for (const { event } of events) {
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    }
  });

  it('names the calendar and tells subscribers how often to look again', () => {
    const { calendar } = parse(
      writeICalendar({ ...spanishB1, name: 'Mi horario · Speak the World' }, { generatedAt }),
    );

    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Speak the World//Class timetable//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(xText(calendar, 'x-wr-calname')).toBe('Mi horario · Speak the World');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
  });

  it('leaves the refresh hint out of a one-off download', () => {
    const text = writeICalendar({ ...spanishB1, refreshMinutes: undefined }, { generatedAt });
    expect(text).not.toMatch(/REFRESH-INTERVAL|X-PUBLISHED-TTL/);
  });

  it('keeps each session’s UID, stamp, summary, place and link', () => {
    const { events } = parse(writeICalendar(spanishB1, { generatedAt }));
    const { event, vevent } = events[2]!;

    expect(event.uid).toBe('session-3@speak-the-world.test');
    expect(event.summary).toBe('Spanish B1');
    expect(event.description).toBe('Session 3 of 10');
    expect(event.location).toBe('Calle de Alcalá 12, Madrid');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://speak-the-world.test/classes/spanish-b1');
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe('2026-10-01T09:30:00.000Z');
    const modified = vevent.getFirstPropertyValue('last-modified') as ICAL.Time;
    expect(modified.toJSDate().toISOString()).toBe('2026-09-20T08:00:00.000Z');
  });

  it('carries a moved session’s raised SEQUENCE and a cancelled one’s STATUS:CANCELLED', () => {
    const moved = session('2026-10-20T16:00:00Z', 2, {
      sequence: 1,
      lastModified: new Date('2026-10-05T10:00:00Z'),
    });
    const cancelled = session(madridStarts[3]!, 3, { sequence: 1, status: 'cancelled' });
    const events = [...spanishB1.events];
    events[2] = moved;
    events[3] = cancelled;
    const parsed = parse(writeICalendar({ ...spanishB1, events }, { generatedAt })).events;

    const status = (index: number) => parsed[index]!.vevent.getFirstPropertyValue('status');
    expect(parsed.map(({ event }) => event.sequence)).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(parsed[2]!.event.startDate.toJSDate().toISOString()).toBe('2026-10-20T16:00:00.000Z');
    expect(status(2)).toBe('CONFIRMED');
    expect(status(3)).toBe('CANCELLED');
    expect(parsed[3]!.vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(parsed[2]!.vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
  });

  it('folds a long summary in any script and a parser unfolds it to exactly the same text', () => {
    const summary =
      'Conversación avanzada: «¿Qué harías?» — 日本語の会話クラスと한국어 발음 연습, Ελληνικά και Русский язык 🇪🇸🇯🇵👩🏽‍🏫 '.repeat(
        3,
      );
    const text = writeICalendar(
      { name: 'Ünïcödé', events: [session(madridStarts[0]!, 0, { summary })] },
      {
        generatedAt,
      },
    );

    expect(text).toMatch(/\r\n /);
    expect(parse(text).events[0]!.event.summary).toBe(summary);
  });

  it('escapes backslashes, semicolons, commas and line breaks so they come back as written', () => {
    const description =
      'Bring: a pen, a notebook; and C:\\Spanish\\notes.\nLine two\r\nLine three\rLine four';
    const location = 'Aula 3; 2º piso, Gran Vía 1\\B';
    const text = writeICalendar(
      { name: 'A; B, C\\D', events: [session(madridStarts[0]!, 0, { description, location })] },
      { generatedAt },
    );
    const { calendar, events } = parse(text);

    expect(events[0]!.event.description).toBe(
      'Bring: a pen, a notebook; and C:\\Spanish\\notes.\nLine two\nLine three\nLine four',
    );
    expect(events[0]!.event.location).toBe(location);
    expect(xText(calendar, 'x-wr-calname')).toBe('A; B, C\\D');
    expect(text).toContain('LOCATION:Aula 3\\; 2º piso\\, Gran Vía 1\\\\B\r\n');
  });

  it('ends every line with CRLF and keeps every line within 75 octets without splitting a character', () => {
    const summary = `${'x'.repeat(66)}${'é'.repeat(3)}${'語'.repeat(40)}${'🇪🇸'.repeat(20)}`;
    const calendar: Calendar = {
      ...spanishB1,
      description: 'Ä'.repeat(200),
      events: spanishB1.events.map((event) => ({ ...event, summary, description: 'ñ; ,\n'.repeat(50) })),
    };
    const bytes = Buffer.from(writeICalendar(calendar, { generatedAt }), 'utf8');
    const crlf = Buffer.from('\r\n');

    expect(bytes.subarray(-2).equals(crlf)).toBe(true);
    const strict = new TextDecoder('utf-8', { fatal: true });
    let from = 0;
    let lines = 0;
    while (from < bytes.length) {
      const end = bytes.indexOf(crlf, from);
      expect(end).toBeGreaterThanOrEqual(from);
      const line = bytes.subarray(from, end);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(line.includes(0x0a) || line.includes(0x0d)).toBe(false);
      expect(() => strict.decode(line)).not.toThrow();
      from = end + 2;
      lines += 1;
    }
    expect(lines).toBeGreaterThan(100);
    expect(parse(bytes.toString('utf8')).events[0]!.event.summary).toBe(summary);
  });

  it('writes a calendar with no sessions that still parses, for a student not enrolled in anything yet', () => {
    const { calendar, events } = parse(writeICalendar({ name: 'My classes', events: [] }, { generatedAt }));
    expect(events).toHaveLength(0);
    expect(xText(calendar, 'x-wr-calname')).toBe('My classes');
  });

  it('refuses an event that ends before it starts, or without a UID, rather than writing a broken calendar', () => {
    const backwards = session(madridStarts[0]!, 0, { end: new Date('2026-10-12T15:00:00Z') });
    expect(() => writeICalendar({ name: 'x', events: [backwards] }, { generatedAt })).toThrow(RangeError);
    const nameless = session(madridStarts[0]!, 0, { uid: ' ' });
    expect(() => writeICalendar({ name: 'x', events: [nameless] }, { generatedAt })).toThrow(RangeError);
  });
});
