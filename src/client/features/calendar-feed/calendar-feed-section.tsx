import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy } from 'lucide-react';
import type { CalendarFeedCreated } from '#contract/calendar';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatDateTime } from '#client/format-time.ts';
import { calendarFeedQuery, useRenewCalendarFeed, useRevokeCalendarFeed } from './api.ts';

/**
 * The personal calendar feed on the profile: make it, see its secret URL once (copy it, or open it as
 * webcal:// in a calendar app), renew it when it may have leaked, or turn it off.
 */
export function CalendarFeedSection() {
  const titleId = useId();
  const status = useQuery(calendarFeedQuery);
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const dialog = useDialog();
  const toast = useToast();
  // The URL exists only in this answer: the server keeps a hash of its secret.
  const [fresh, setFresh] = useState<CalendarFeedCreated | null>(null);
  const busy = renew.isPending || revoke.isPending;
  const feed = status.data?.feed ?? null;

  const make = async (again: boolean) => {
    if (again) {
      const ok = await dialog.confirm({
        icon: 'warning',
        title: 'Renew the calendar feed link?',
        text: 'The current link stops working at once: calendars subscribed to it stop updating until you add the new link.',
        confirmText: 'Renew link',
      });
      if (!ok) return;
    }
    try {
      setFresh(await renew.mutateAsync());
    } catch (error) {
      toast.error(errorMessage(error, 'We could not make a calendar feed link. Try again.'));
    }
  };

  const turnOff = async () => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: 'Turn off the calendar feed?',
      text: 'Its link stops working at once, and calendars subscribed to it stop showing new changes.',
      confirmText: 'Turn off',
      danger: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync();
      setFresh(null);
      toast.success('Calendar feed turned off.');
    } catch (error) {
      toast.error(errorMessage(error, 'We could not turn the calendar feed off. Try again.'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="mt-10 border-t border-base-300 pt-8">
      <h2 id={titleId} className="text-xl font-bold text-primary">
        Calendar feed
      </h2>
      <p className="mt-2 text-sm text-base-content/80">
        Subscribe to your classes in Google Calendar, Apple Calendar or Outlook. Sessions that are moved or
        cancelled update there by themselves.
      </p>

      {status.isPending ? (
        <p className="mt-4 text-sm" role="status">
          Checking your calendar feed…
        </p>
      ) : status.isError ? (
        <p className="mt-4 text-sm text-error" role="alert">
          We could not check your calendar feed.
        </p>
      ) : (
        <>
          {fresh ? (
            <FreshLink created={fresh} />
          ) : feed ? (
            <p className="mt-4 text-sm">
              Your calendar feed is on since {formatDateTime(feed.createdAt)}.{' '}
              {feed.lastUsedAt
                ? `A calendar last fetched it on ${formatDateTime(feed.lastUsedAt)}.`
                : 'No calendar has fetched it yet.'}{' '}
              For your safety its link is shown only once: renew it to get a new one.
            </p>
          ) : (
            <p className="mt-4 text-sm">You have no calendar feed.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {feed ? (
              <>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy}
                  onClick={() => void make(true)}
                >
                  Renew link
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-sm"
                  disabled={busy}
                  onClick={() => void turnOff()}
                >
                  Turn off feed
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() => void make(false)}
              >
                <CalendarPlus size={16} aria-hidden />
                Create calendar feed
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function FreshLink({ created }: { created: CalendarFeedCreated }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success('Link copied. Paste it into your calendar app.');
    } catch {
      input.current?.select();
      toast.info('Select the link and copy it yourself.');
    }
  };
  return (
    <div className="mt-4 rounded-box border-2 border-warning bg-base-100 p-4">
      <label htmlFor={inputId} className="text-sm font-semibold">
        Your calendar feed link
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          className="input input-sm w-full font-mono"
          readOnly
          value={created.url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-sm" onClick={() => void copy()}>
          <Copy size={16} aria-hidden />
          Copy link
        </button>
      </div>
      <p className="mt-2 text-sm">
        Copy it now: it is shown only this once. Anyone with this link can see your class times and meeting
        links, so keep it to yourself; renew it if it was shared by mistake.
      </p>
      <p className="mt-2 text-sm">
        <a className="link font-semibold" href={created.webcalUrl}>
          Open in your calendar app
        </a>{' '}
        (Apple Calendar, Outlook). In Google Calendar, choose “Other calendars”, then “From URL”, and paste
        the link.
      </p>
    </div>
  );
}
