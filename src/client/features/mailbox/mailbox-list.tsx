import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailboxMail } from '#contract/mail';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { mailboxQuery } from './api';

/** The person's own mails, newest first, older ones on demand; `onShow` opens one. */
export function MailboxList({ open, onShow }: { open: string | null; onShow: (mail: MailboxMail) => void }) {
  const mailbox = useInfiniteQuery(mailboxQuery());
  const { fetchNextPage } = mailbox;
  const { t } = useLingui();
  if (mailbox.isPending) {
    return (
      <LoadingState label={t`Loading your mails`}>
        <ul className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="skeleton h-20 rounded-box" />
          ))}
        </ul>
      </LoadingState>
    );
  }
  if (mailbox.isError) {
    return <ErrorState message={t`We could not load your mails.`} onRetry={() => void mailbox.refetch()} />;
  }
  const mails = mailbox.data.pages.flatMap((page) => page.mails);
  if (mails.length === 0) {
    return (
      <EmptyCard icon={<Inbox size={40} aria-hidden />}>
        <Trans>No mails yet: the mails the school writes to you appear here.</Trans>
      </EmptyCard>
    );
  }
  return (
    <>
      <ul aria-label={t`Your mails`} className="space-y-3">
        {mails.map((mail) => {
          const { subject, to } = mail;
          const written = formatDateTime(mail.createdAt);
          return (
            <li
              key={mail.id}
              className={`flex flex-wrap items-center gap-3 rounded-box bg-base-100 p-4 shadow ${
                mail.id === open ? 'outline-2 outline-primary' : ''
              }`}
            >
              <div className="min-w-0 flex-1 basis-52">
                <p className="font-semibold break-words">{mail.subject}</p>
                <p className="text-sm text-base-content/80">
                  <Trans>
                    <time dateTime={mail.createdAt}>{written}</time>
                    <span className="break-all"> · to {to}</span>
                  </Trans>
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={t`Read the mail "${subject}"`}
                aria-current={mail.id === open ? 'true' : undefined}
                onClick={() => onShow(mail)}
              >
                <Trans>Read</Trans>
              </button>
            </li>
          );
        })}
      </ul>
      {mailbox.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className="btn"
            disabled={mailbox.isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {mailbox.isFetchingNextPage ? t`Loading…` : t`Show older mails`}
          </button>
        </div>
      )}
      {mailbox.isFetchNextPageError && (
        <div className="mt-4">
          <ErrorState message={t`We could not load the older mails.`} onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </>
  );
}
