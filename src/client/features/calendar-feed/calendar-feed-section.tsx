import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
  const since = feed && formatDateTime(feed.createdAt);
  const lastUsed = feed?.lastUsedAt && formatDateTime(feed.lastUsedAt);

  const make = async (again: boolean) => {
    if (again) {
      const ok = await dialog.confirm({
        icon: 'warning',
        title: t`Renew the calendar feed link?`,
        text: t`The current link stops working at once: calendars subscribed to it stop updating until you add the new link.`,
        confirmText: t`Renew link`,
      });
      if (!ok) return;
    }
    try {
      setFresh(await renew.mutateAsync());
    } catch (error) {
      toast.error(errorMessage(error, t`We could not make a calendar feed link. Try again.`));
    }
  };

  const turnOff = async () => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: t`Turn off the calendar feed?`,
      text: t`Its link stops working at once, and calendars subscribed to it stop showing new changes.`,
      confirmText: t`Turn off`,
      danger: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync();
      setFresh(null);
      toast.success(t`Calendar feed turned off.`);
    } catch (error) {
      toast.error(errorMessage(error, t`We could not turn the calendar feed off. Try again.`));
    }
  };

  return (
    <section aria-labelledby={titleId} className="mt-10 border-t border-base-300 pt-8">
      <h2 id={titleId} className="text-xl font-bold text-primary">
        <Trans>Calendar feed</Trans>
      </h2>
      <p className="mt-2 text-sm text-base-content/80">
        <Trans>
          Subscribe to your classes in Google Calendar, Apple Calendar or Outlook. Sessions that are moved or
          cancelled update there by themselves.
        </Trans>
      </p>

      {status.isPending ? (
        <p className="mt-4 text-sm" role="status">
          <Trans>Checking your calendar feed…</Trans>
        </p>
      ) : status.isError ? (
        <p className="mt-4 text-sm text-error" role="alert">
          <Trans>We could not check your calendar feed.</Trans>
        </p>
      ) : (
        <>
          {fresh ? (
            <FreshLink created={fresh} />
          ) : feed ? (
            <p className="mt-4 text-sm">
              <Trans>Your calendar feed is on since {since}.</Trans>{' '}
              {lastUsed ? (
                <Trans>A calendar last fetched it on {lastUsed}.</Trans>
              ) : (
                <Trans>No calendar has fetched it yet.</Trans>
              )}{' '}
              <Trans>For your safety its link is shown only once: renew it to get a new one.</Trans>
            </p>
          ) : (
            <p className="mt-4 text-sm">
              <Trans>You have no calendar feed.</Trans>
            </p>
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
                  <Trans>Renew link</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-sm"
                  disabled={busy}
                  onClick={() => void turnOff()}
                >
                  <Trans>Turn off feed</Trans>
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
                <Trans>Create calendar feed</Trans>
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
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success(t`Link copied. Paste it into your calendar app.`);
    } catch {
      input.current?.select();
      toast.info(t`Select the link and copy it yourself.`);
    }
  };
  return (
    <div className="mt-4 rounded-box border-2 border-warning bg-base-100 p-4">
      <label htmlFor={inputId} className="text-sm font-semibold">
        <Trans>Your calendar feed link</Trans>
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
          <Trans>Copy link</Trans>
        </button>
      </div>
      <p className="mt-2 text-sm">
        <Trans>
          Copy it now: it is shown only this once. Anyone with this link can see your class times and meeting
          links, so keep it to yourself; renew it if it was shared by mistake.
        </Trans>
      </p>
      <p className="mt-2 text-sm">
        <Trans>
          <a className="link font-semibold" href={created.webcalUrl}>
            Open in your calendar app
          </a>{' '}
          (Apple Calendar, Outlook). In Google Calendar, choose “Other calendars”, then “From URL”, and paste
          the link.
        </Trans>
      </p>
    </div>
  );
}
