import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountSession } from '#contract/account-security';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatCalendarDate, formatDateTime } from '#client/format-time.ts';
import { accountSessionsQuery, useEndOtherSessions, useEndSession } from './api.ts';

// The server knows when a session was last used only to the day (it is refreshed once a day of use).
const formatDay = (iso: string) => formatCalendarDate(iso);

const onPhone = (device: string) => / on (iPhone|Android)$/.test(device);

/** "Where you are signed in": the account's sessions, each with a Sign out, and one for all the others. */
export function SessionsSection() {
  const titleId = useId();
  const sessions = useQuery(accountSessionsQuery);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const dialog = useDialog();
  const toast = useToast();
  const { t } = useLingui();
  const busy = endOne.isPending || endOthers.isPending;
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const signOut = async (session: AccountSession) => {
    try {
      await endOne.mutateAsync(session._id);
      const device = session.device;
      toast.success(t`${device} was signed out.`);
    } catch (error) {
      toast.error(errorMessage(error, t`We could not sign that session out. Try again.`));
    }
  };

  const signOutOthers = async () => {
    const count = others.length;
    const ok = await dialog.confirm({
      icon: 'warning',
      title: t`Sign out everywhere else?`,
      text: t`Every other device (${count}) will have to sign in again. This one stays signed in.`,
      confirmText: t`Sign out everywhere else`,
      danger: true,
    });
    if (!ok) return;
    try {
      const { deletedCount } = await endOthers.mutateAsync();
      toast.success(
        t`${plural(deletedCount, {
          1: 'One other device was signed out.',
          other: '# other devices were signed out.',
        })}`,
      );
    } catch (error) {
      toast.error(errorMessage(error, t`We could not sign the other devices out. Try again.`));
    }
  };

  return (
    <section aria-labelledby={titleId} className="mt-10 border-t border-base-300 pt-8">
      <h2 id={titleId} className="text-xl font-bold text-primary">
        <Trans>Where you are signed in</Trans>
      </h2>
      <p className="mt-2 text-sm text-base-content/80">
        <Trans>
          Sign out a device you do not know or no longer use. If you do not recognise one, change your
          password too.
        </Trans>
      </p>
      {sessions.isPending ? (
        <p className="mt-4 text-sm" role="status">
          <Trans>Loading your sessions…</Trans>
        </p>
      ) : sessions.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" role="alert">
          <span className="text-error">
            <Trans>We could not load your sessions.</Trans>
          </span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void sessions.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-3" aria-label={t`Your sessions`}>
            {sessions.data.map((session) => {
              const Icon = onPhone(session.device) ? Smartphone : Laptop;
              const { device, ipAddress } = session;
              const signedIn = formatDateTime(session.signedInAt);
              const lastActive = formatDay(session.lastActiveAt);
              return (
                <li
                  key={session._id}
                  aria-label={session.current ? t`${device}, this device` : device}
                  className="flex flex-col gap-3 rounded-box border border-base-300 p-4 sm:flex-row sm:items-center"
                >
                  <Icon size={28} aria-hidden className="shrink-0 text-base-content/70" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-bold break-words">
                      {session.device}
                      {session.current && (
                        <span className="badge badge-primary badge-sm ms-2">
                          <Trans>This device</Trans>
                        </span>
                      )}
                    </p>
                    <p className="break-all">
                      {ipAddress === null ? (
                        <Trans>Address: unknown</Trans>
                      ) : (
                        <Trans>Address: {ipAddress}</Trans>
                      )}
                    </p>
                    <p>
                      <Trans>Signed in: {signedIn}</Trans>
                    </p>
                    <p>
                      {session.current ? (
                        <Trans>Last active: now</Trans>
                      ) : (
                        <Trans>Last active: {lastActive}</Trans>
                      )}
                    </p>
                  </div>
                  {!session.current && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm self-start sm:self-center"
                      aria-label={ipAddress ? t`Sign out ${device} at ${ipAddress}` : t`Sign out ${device}`}
                      disabled={busy}
                      onClick={() => void signOut(session)}
                    >
                      <Trans>Sign out</Trans>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm mt-4"
              disabled={busy}
              onClick={() => void signOutOthers()}
            >
              <Trans>Sign out everywhere else</Trans>
            </button>
          ) : (
            <p className="mt-4 text-sm">
              <Trans>You are not signed in anywhere else.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
