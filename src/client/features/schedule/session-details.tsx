import type { ReactNode } from 'react';
import { MapPin, Video } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TimetableSession } from './timetable-session';
import { formatDayAndTime, formatTime, zoneAbbreviation } from './zoned-time';

/** Only a web address becomes a link: anything else (a `javascript:` URL) would run on our page. */
function webLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * One session: its time in the zone (with the zone's abbreviation, which changes with summer time), whether
 * it was moved or cancelled and why, and where it meets. A cancelled session offers no way to join.
 */
export function SessionDetails({
  session,
  timeZone,
  locale,
  compact = false,
  children,
}: {
  session: TimetableSession;
  timeZone: string;
  locale?: string;
  /** The week view's narrow columns. */
  compact?: boolean;
  /** What the page adds at the end (SessionExtra). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { cancelled = false, movedFrom, reason, className, number, address, instructorName } = session;
  const moved = !cancelled && (session.moved || !!movedFrom);
  const link = cancelled ? null : webLink(session.meetingLink);
  const start = formatTime(session.startsAt, timeZone, locale);
  const small = compact ? 'text-xs' : 'text-sm';
  const when = link && formatDayAndTime(session.startsAt, timeZone, locale);
  const movedAt = movedFrom && formatDayAndTime(movedFrom, timeZone, locale);
  return (
    <div
      className={`min-w-0 rounded-box border break-words ${compact ? 'p-2' : 'p-3'} ${
        cancelled
          ? 'border-dashed border-error/60 bg-base-100 text-base-content/80'
          : 'border-base-content/10 bg-base-100'
      }`}
      data-cancelled={cancelled || undefined}
    >
      <p className={`font-semibold tabular-nums ${compact ? 'text-sm' : ''}`}>
        <span className={cancelled ? 'line-through' : undefined}>
          <time dateTime={session.startsAt}>{start}</time>
          {'–'}
          <time dateTime={session.endsAt}>{formatTime(session.endsAt, timeZone, locale)}</time>
        </span>{' '}
        <span className={`${small} font-normal text-base-content/70`}>
          {zoneAbbreviation(session.startsAt, timeZone, locale)}
        </span>
      </p>
      {(className || number !== undefined) && (
        <p className={compact ? 'text-sm' : ''}>
          {className}
          {className && number !== undefined && ' · '}
          {number !== undefined && <Trans>Session {number}</Trans>}
        </p>
      )}
      {instructorName && (
        <p className={`${small} text-base-content/80`}>
          <Trans>with {instructorName}</Trans>
        </p>
      )}
      {cancelled && (
        <p className={`mt-1 ${small}`}>
          <span className="badge badge-sm badge-error me-1">
            <Trans>Cancelled</Trans>
          </span>
          {reason && (
            <span>
              <Trans>Reason: {reason}</Trans>
            </span>
          )}
        </p>
      )}
      {moved && (
        <p className={`mt-1 ${small}`}>
          <span className="badge badge-sm badge-warning me-1">
            <Trans>Moved</Trans>
          </span>
          {movedFrom && (
            <span>
              <Trans>
                from <time dateTime={movedFrom}>{movedAt}</time>
              </Trans>
            </span>
          )}
          {reason && (
            <span className="block">
              <Trans>Reason: {reason}</Trans>
            </span>
          )}
        </p>
      )}
      {link && (
        <p className={`mt-1 ${small}`}>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            // Starts with the visible words, so a person who says "Join online" to a voice control finds it.
            aria-label={className ? t`Join online: ${className}, ${when}` : t`Join online: ${when}`}
            className="link link-primary inline-flex items-center gap-1"
          >
            <Video size={14} aria-hidden />
            <Trans>Join online</Trans>
          </a>
        </p>
      )}
      {!cancelled && address && (
        <p className={`mt-1 flex items-start gap-1 ${small}`}>
          <MapPin size={14} aria-hidden className="mt-0.5 shrink-0" />
          <span className="min-w-0">
            <Trans>
              <span className="sr-only">In person at </span>
              {address}
            </Trans>
          </span>
        </p>
      )}
      {children}
    </div>
  );
}
