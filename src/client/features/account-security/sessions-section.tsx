import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
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
  const busy = endOne.isPending || endOthers.isPending;
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const signOut = async (session: AccountSession) => {
    try {
      await endOne.mutateAsync(session._id);
      toast.success(`${session.device} was signed out.`);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not sign that session out. Try again.'));
    }
  };

  const signOutOthers = async () => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: 'Sign out everywhere else?',
      text: `Every other device (${others.length}) will have to sign in again. This one stays signed in.`,
      confirmText: 'Sign out everywhere else',
      danger: true,
    });
    if (!ok) return;
    try {
      const { deletedCount } = await endOthers.mutateAsync();
      toast.success(
        deletedCount === 1
          ? 'One other device was signed out.'
          : `${deletedCount} other devices were signed out.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'We could not sign the other devices out. Try again.'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="mt-10 border-t border-base-300 pt-8">
      <h2 id={titleId} className="text-xl font-bold text-primary">
        Where you are signed in
      </h2>
      <p className="mt-2 text-sm text-base-content/80">
        Sign out a device you do not know or no longer use. If you do not recognise one, change your password
        too.
      </p>
      {sessions.isPending ? (
        <p className="mt-4 text-sm" role="status">
          Loading your sessions…
        </p>
      ) : sessions.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" role="alert">
          <span className="text-error">We could not load your sessions.</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void sessions.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-3" aria-label="Your sessions">
            {sessions.data.map((session) => {
              const Icon = onPhone(session.device) ? Smartphone : Laptop;
              return (
                <li
                  key={session._id}
                  aria-label={session.current ? `${session.device}, this device` : session.device}
                  className="flex flex-col gap-3 rounded-box border border-base-300 p-4 sm:flex-row sm:items-center"
                >
                  <Icon size={28} aria-hidden className="shrink-0 text-base-content/70" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-bold break-words">
                      {session.device}
                      {session.current && (
                        <span className="badge badge-primary badge-sm ml-2">This device</span>
                      )}
                    </p>
                    <p className="break-all">Address: {session.ipAddress ?? 'unknown'}</p>
                    <p>Signed in: {formatDateTime(session.signedInAt)}</p>
                    <p>Last active: {session.current ? 'now' : formatDay(session.lastActiveAt)}</p>
                  </div>
                  {!session.current && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm self-start sm:self-center"
                      aria-label={`Sign out ${session.device}${session.ipAddress ? ` at ${session.ipAddress}` : ''}`}
                      disabled={busy}
                      onClick={() => void signOut(session)}
                    >
                      Sign out
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
              Sign out everywhere else
            </button>
          ) : (
            <p className="mt-4 text-sm">You are not signed in anywhere else.</p>
          )}
        </>
      )}
    </section>
  );
}
