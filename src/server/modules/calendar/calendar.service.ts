import { createHash, randomBytes } from 'node:crypto';
import { webcalUrlOf, type CalendarFeedCreated, type CalendarFeedStatus } from '#contract/calendar';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import type { Viewer } from '#server/viewer';
import type { CalendarClass, CalendarRepository, CalendarSession } from './calendar.repository.js';
import { writeICalendar, type CalendarEvent } from './icalendar.js';

export interface CalendarServiceDeps {
  now: () => Date;
}

/** How often subscribed calendar apps are asked to fetch the feed again (most take it as a hint). */
const FEED_REFRESH_MINUTES = 60;
/** A feed's last use is noted at most this often, so a busy feed does not write at every fetch. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** The SHA-256 of a feed's secret: all the store keeps, and what a fetch is looked up by. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A file name for Content-Disposition: the class's name in safe ASCII, and in full as RFC 6266's filename*. */
export function icsDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'class';
  // RFC 5987 lets fewer characters through than encodeURIComponent does: ' ( ) * must be escaped too.
  const encoded = encodeURIComponent(`${name}.ics`).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}.ics"; filename*=UTF-8''${encoded}`;
}

/** `site` is where the app is reached (PUBLIC_URL, or the address it was started on): links and UIDs use it. */
function eventsOf(klass: CalendarClass, sessions: CalendarSession[], site: URL): CalendarEvent[] {
  const page = new URL(`/classes/${klass.id}`, site).href;
  const location =
    klass.format === 'in-person'
      ? (klass.address ?? undefined)
      : klass.format === 'online'
        ? (klass.meetingLink ?? undefined)
        : undefined;
  return sessions.map((session) => {
    const cancelled = session.status === 'cancelled';
    const notes = [
      cancelled && session.reason ? `Cancelled: ${session.reason}` : null,
      !cancelled && session.sequence > 0 && session.reason ? `Moved: ${session.reason}` : null,
      klass.timeZone ? `The class keeps the time of ${klass.timeZone}.` : null,
      klass.format === 'online' && klass.meetingLink ? `Join: ${klass.meetingLink}` : null,
      `Class page: ${page}`,
    ].filter((line): line is string => line !== null);
    return {
      uid: `${session.id}@${site.hostname}`,
      start: session.startsAt,
      end: session.endsAt,
      summary: klass.name,
      description: notes.join('\n'),
      location,
      url: page,
      sequence: session.sequence,
      status: cancelled ? 'cancelled' : 'confirmed',
      lastModified: session.updatedAt,
    };
  });
}

export function createCalendarService(repository: CalendarRepository, { now }: CalendarServiceDeps) {
  return {
    /**
     * One class's sessions as a download, for a student enrolled in it, its instructor and admins. Who
     * cannot see the class at all (one not approved, and not theirs) gets 404 as from its sessions list;
     * who can see it but does not take or teach it, 403.
     */
    async classCalendar(viewer: Viewer | null, classId: string, site: URL) {
      const klass = await repository.findClass(classId);
      if (!klass) throw AppError.notFound(serverText('not_found.class_id'));
      const teaches = viewer !== null && (viewer.role === 'admin' || viewer.id === klass.instructorId);
      const enrolled = viewer !== null && !teaches && (await repository.isEnrolled(viewer.id, classId));
      if (klass.status !== 'approved' && !teaches && !enrolled) {
        throw AppError.notFound(serverText('not_found.class_id'));
      }
      if (!viewer) throw AppError.unauthorized();
      if (!teaches && !enrolled) {
        throw AppError.forbidden(serverText('forbidden.calendar_students_only'));
      }
      const sessions = await repository.sessionsOfClass(classId);
      const text = writeICalendar(
        { name: klass.name, events: eventsOf(klass, sessions, site) },
        { generatedAt: now() },
      );
      return { text, disposition: icsDisposition(klass.name) };
    },

    async feedStatus(viewer: Viewer): Promise<CalendarFeedStatus> {
      const feed = await repository.findFeed(viewer.id);
      return {
        feed: feed
          ? { createdAt: feed.createdAt.toISOString(), lastUsedAt: feed.lastUsedAt?.toISOString() ?? null }
          : null,
      };
    },

    /** A new secret for the account's feed; the URL is answered this once, and an older URL stops working. */
    async renewFeed(viewer: Viewer, site: URL): Promise<CalendarFeedCreated> {
      const token = randomBytes(32).toString('base64url');
      const feed = await repository.replaceFeed(viewer.id, feedTokenHash(token), now());
      const url = new URL(`/api/calendar/feed/${token}.ics`, site).href;
      return { url, webcalUrl: webcalUrlOf(url), createdAt: feed.createdAt.toISOString() };
    },

    async revokeFeed(viewer: Viewer): Promise<{ deletedCount: number }> {
      return { deletedCount: await repository.deleteFeed(viewer.id) };
    },

    /**
     * The feed at `<token>.ics`: every session of the classes its account is enrolled in or teaches. The
     * token is looked up by its hash, so nothing compares secrets byte by byte; an unknown, renewed or
     * revoked token, or one whose account was deleted (its feed goes with it), is 404.
     */
    async feedCalendar(file: string, site: URL): Promise<string> {
      const token = file.slice(0, -'.ics'.length);
      const feed = await repository.findFeedByHash(feedTokenHash(token));
      if (!feed) throw AppError.notFound(serverText('not_found.calendar_feed'));
      const at = now();
      await repository.touchFeed(feed.userId, at, TOUCH_EVERY_MS);
      const classes = await repository.classesOfAccount(feed.userId);
      const sessions = await repository.sessionsOfClasses(classes.map((c) => c.id));
      const byClass = new Map(classes.map((c) => [c.id, [] as CalendarSession[]]));
      for (const session of sessions) byClass.get(session.classId)?.push(session);
      const events = classes
        .flatMap((c) => eventsOf(c, byClass.get(c.id) ?? [], site))
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      return writeICalendar(
        {
          name: 'Speak the World classes',
          description: 'The sessions of your classes at Speak the World.',
          refreshMinutes: FEED_REFRESH_MINUTES,
          events,
        },
        { generatedAt: at },
      );
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
