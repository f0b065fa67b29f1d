import { useEffect, useState } from 'react';
import { Clock, RotateCw, TimerReset } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCountdown } from '#client/format.ts';
import { formatClockTime } from '#client/format-time.ts';

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** True once `iso` has passed; one timer per hold rather than a re-render every second. */
export function useHasPassed(iso: string | undefined): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!iso) return;
    const timer = setTimeout(() => setPassed(iso), Math.max(0, new Date(iso).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [iso]);
  return !!iso && passed === iso;
}

/** The time left on a hold; a seat offered from a waitlist is held for hours: 23:59:59 rather than 1439:59. */
export function formatHoldLeft(ms: number): string {
  if (ms < 3_600_000) return formatCountdown(ms);
  const seconds = Math.ceil(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

// The English of two messages below, as the tests look for them.
export const RELEASED_TITLE = 'Time is up: your seat was released.';
export const AT_ZERO =
  'When the timer reaches 0:00 the seat is released to other students; you can then ask to hold it again while a seat is free.';

/** Minutes left at which screen readers hear how long remains; the visible timer ticks every second. */
const MILESTONES = [1, 2, 5];

function announcement(i18n: I18n, expiresAt: string, left: number, expired: boolean) {
  // Worded apart from the visible text, so a search for that text finds one element.
  if (expired) return i18n._(msg`Seat released: your hold ran out. To pay, hold your seat again.`);
  const minutes = MILESTONES.find((m) => left <= m * 60_000);
  if (minutes) {
    return i18n._(
      msg`${plural(minutes, {
        one: '# minute left to pay before your seat is released.',
        other: '# minutes left to pay before your seat is released.',
      })}`,
    );
  }
  const time = formatClockTime(expiresAt);
  return i18n._(msg`Seat held for you until ${time}.`);
}

/**
 * The seat this student holds while paying, counting down. At zero the seat goes back to other students
 * and paying waits until the student holds it again (asking again is also how a running hold is extended,
 * once).
 */
export function HoldNotice({
  expiresAt,
  expired,
  renewable,
  holdMinutes,
  onRenew,
  renewing,
}: {
  expiresAt: string;
  expired: boolean;
  /** The server extends this hold once more when asked. */
  renewable: boolean;
  holdMinutes: number | undefined;
  onRenew: () => void;
  renewing: boolean;
}) {
  const { i18n } = useLingui();
  const now = useNow(1000);
  const left = Math.max(0, new Date(expiresAt).getTime() - now);
  const until = formatClockTime(expiresAt);
  const remaining = formatHoldLeft(left);

  return (
    <div data-testid="seat-hold">
      {/* Changes only at the milestones, a renewal and the end, so it is announced then and not each second. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="seat-hold-announcement">
        {announcement(i18n, expiresAt, left, expired)}
      </p>
      {expired ? (
        <div className="space-y-2 rounded-box bg-warning p-3 text-sm text-warning-content">
          <p className="flex items-start gap-2">
            <Clock size={18} aria-hidden className="mt-0.5 shrink-0" />
            <span>
              <strong className="block">
                <Trans>Time is up: your seat was released.</Trans>
              </strong>
              <Trans>
                Other students can take it now. To pay, hold your seat again (if one is still free).
              </Trans>
            </span>
          </p>
          <button type="button" className="btn btn-sm" onClick={onRenew} disabled={renewing}>
            <RotateCw size={14} aria-hidden /> <Trans>Hold my seat again</Trans>
          </button>
        </div>
      ) : (
        <div className="space-y-2 rounded-box bg-base-200 p-3 text-sm">
          <p className="flex items-start gap-2">
            <Clock size={18} className="mt-0.5 shrink-0 text-primary" aria-hidden />
            <span>
              <Trans>
                Your seat is held until <strong>{until}</strong>{' '}
                <span className="text-base-content/75">
                  (
                  <span role="timer" className="font-semibold tabular-nums" data-testid="hold-countdown">
                    {remaining}
                  </span>{' '}
                  left)
                </span>
              </Trans>
            </span>
          </p>
          <p className="text-base-content/75">
            <Trans>
              When the timer reaches 0:00 the seat is released to other students; you can then ask to hold it
              again while a seat is free.
            </Trans>
          </p>
          {renewable ? (
            <button type="button" className="btn btn-outline btn-xs" onClick={onRenew} disabled={renewing}>
              <TimerReset size={14} aria-hidden />
              {holdMinutes ? (
                <Trans>Reset the timer to {holdMinutes}:00 (once)</Trans>
              ) : (
                <Trans>Reset the timer (once)</Trans>
              )}
            </button>
          ) : (
            <p className="text-base-content/75">
              {left > 2 * (holdMinutes ?? 10) * 60_000 ? (
                // Longer than any hold asking to pay gives: a seat offered from the waitlist.
                <Trans>This seat was offered to you from the waitlist; the hold cannot be extended.</Trans>
              ) : (
                <Trans>This hold was already extended once; it cannot be extended again.</Trans>
              )}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
