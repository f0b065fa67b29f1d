import { Hourglass } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { selectOrdinal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import type { LanguageClass } from '#contract/classes';
import type { MyWaitlistEntry } from '#contract/waitlist';
import { ApiError } from '#client/api-client.ts';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { paths } from '#client/paths.ts';
import { useAuth } from '#client/session/session.ts';
import { VerifyToJoin } from './verify-to-join';
import { myWaitlistQuery, useJoinWaitlist, useLeaveWaitlist } from './api';
import { pageLocale } from '#client/page-locale.ts';
import { queryKeys } from '#client/query-keys.ts';

function offerEnd(iso: string): string {
  return new Intl.DateTimeFormat(pageLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

function useWaitlistErrors() {
  const toast = useToast();
  return (error: unknown, fallback: string) => {
    if (!(error instanceof ApiError)) toast.error(fallback);
    else if (error.status === 401 || error.status === 403) return;
    else if (error.status === 409 || error.status === 404) toast.warning(error.message);
    else toast.error(error.message);
  };
}

/**
 * A student's button on a full class, or on a class they selected (a seat offered from the waitlist is in
 * their cart): their line when they are in it, Join waitlist on a full class, `otherwise` Select as it was.
 */
export function StudentWaitlist({
  item,
  place,
  full = false,
  otherwise = null,
}: {
  item: Pick<LanguageClass, '_id' | 'name'>;
  place: 'card' | 'page';
  full?: boolean;
  otherwise?: ReactNode;
}) {
  const waitlist = useQuery(myWaitlistQuery);
  const entry = waitlist.data?.find((line) => line.classId === item._id);
  if (entry || full) return <WaitlistButton item={item} entry={entry} place={place} />;
  return otherwise;
}

/**
 * A full class's button instead of Select, for a student: Join waitlist, or, once in line, their place and
 * Leave waitlist; with a seat offered, the link to pay for it before it passes to the next student.
 */
function WaitlistButton({
  item,
  entry,
  place,
}: {
  item: Pick<LanguageClass, '_id' | 'name'>;
  entry: MyWaitlistEntry | undefined;
  place: 'card' | 'page';
}) {
  const { t } = useLingui();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const client = useQueryClient();
  const unverified = useAuth().user?.emailVerified === false;
  const limitId = useId();
  // At the cap, the server's words stay by the button (a toast would be gone before the student acts).
  const atLimit = join.error instanceof ApiError && join.error.code === 'waitlist_limit' ? join.error : null;
  const dialog = useDialog();
  const toast = useToast();
  const onError = useWaitlistErrors();
  const statusId = useId();
  const size = place === 'page' ? '' : 'btn-sm';
  const align = place === 'page' ? 'items-start text-start' : 'items-end text-end';
  const name = item.name;

  async function onJoin() {
    if (join.isPending) return;
    try {
      const { position } = await join.mutateAsync(item._id);
      toast.success(
        t`You are ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} on the waitlist for ${name}.`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'waitlist_limit') return;
      // The session thought the address verified: it learns otherwise, and the notice takes the button's place.
      if (error instanceof ApiError && error.code === 'email_unverified')
        void client.invalidateQueries({ queryKey: queryKeys.me });
      onError(error, t`Could not join the waitlist. Please try again.`);
    }
  }

  async function onLeave(offered: boolean) {
    if (leave.isPending) return;
    if (offered) {
      const sure = await dialog.confirm({
        icon: 'warning',
        title: t`Give up the seat held for you?`,
        text: t`The seat in ${name} goes to the next student in line at once.`,
        confirmText: t`Give it up`,
        cancelText: t`Keep it`,
      });
      if (!sure) return;
    }
    try {
      await leave.mutateAsync(item._id);
      toast.success(t`You left the waitlist of ${name}.`);
    } catch (error) {
      onError(error, t`Could not leave the waitlist. Please try again.`);
    }
  }

  if (!entry && unverified) {
    return (
      <span className={`inline-flex flex-col gap-1 ${align}`}>
        <VerifyToJoin place={place} />
        <span className={`font-semibold ${place === 'page' ? 'text-sm' : 'text-xs'}`}>
          <Trans>This class is full.</Trans>
        </span>
      </span>
    );
  }

  if (!entry) {
    return (
      <span className={`inline-flex flex-col gap-1 ${align}`}>
        <button
          type="button"
          className={`btn ${size} btn-secondary`}
          aria-busy={join.isPending || undefined}
          aria-describedby={atLimit ? limitId : undefined}
          onClick={() => void onJoin()}
        >
          {join.isPending ? (
            <span className="loading loading-spinner loading-xs" aria-hidden />
          ) : (
            <Hourglass size={16} aria-hidden />
          )}
          <Trans>
            Join waitlist<span className="sr-only"> of {name}</span>
          </Trans>
        </button>
        <span className={`font-semibold ${place === 'page' ? 'text-sm' : 'text-xs'}`}>
          <Trans>This class is full.</Trans>
        </span>
        <span
          id={limitId}
          role="alert"
          className={`max-w-xs font-semibold ${place === 'page' ? 'text-sm' : 'text-xs'}`}
        >
          {atLimit?.message ?? ''}
        </span>
      </span>
    );
  }

  const offered = entry.status === 'offered';
  const position = entry.position ?? 1;
  const until = entry.offerExpiresAt ? offerEnd(entry.offerExpiresAt) : '';
  return (
    <span className={`inline-flex flex-col gap-2 ${align}`}>
      <span id={statusId} role="status" className={`font-semibold ${place === 'page' ? '' : 'text-sm'}`}>
        {offered && entry.offerExpiresAt
          ? t`A seat is held for you until ${until}.`
          : t`You are ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} on the waitlist`}
      </span>
      <span className="flex flex-wrap gap-2">
        {offered && entry.cartItemId && (
          <Link to={paths.payment(entry.cartItemId)} className={`btn ${size} btn-primary`}>
            <Trans>
              Pay for your seat<span className="sr-only"> in {name}</span>
            </Trans>
          </Link>
        )}
        <button
          type="button"
          className={`btn ${size} btn-outline`}
          aria-describedby={statusId}
          aria-busy={leave.isPending || undefined}
          onClick={() => void onLeave(offered)}
        >
          <Trans>
            Leave waitlist<span className="sr-only"> of {name}</span>
          </Trans>
        </button>
      </span>
      {!offered && unverified && <VerifyToJoin place={place} waiting />}
    </span>
  );
}
