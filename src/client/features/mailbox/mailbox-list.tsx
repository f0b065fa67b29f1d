import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { MailboxMail } from '#contract/mail';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { mailboxQuery } from './api';

/** The person's own mails, newest first, older ones on demand; `onShow` opens one. */
export function MailboxList({ open, onShow }: { open: string | null; onShow: (mail: MailboxMail) => void }) {
  const mailbox = useInfiniteQuery(mailboxQuery());
  const { fetchNextPage } = mailbox;
  if (mailbox.isPending) {
    return (
      <LoadingState label="Loading your mails">
        <ul className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="skeleton h-20 rounded-box" />
          ))}
        </ul>
      </LoadingState>
    );
  }
  if (mailbox.isError) {
    return <ErrorState message="We could not load your mails." onRetry={() => void mailbox.refetch()} />;
  }
  const mails = mailbox.data.pages.flatMap((page) => page.mails);
  if (mails.length === 0) {
    return (
      <EmptyCard icon={<Inbox size={40} aria-hidden />}>
        No mails yet: the mails the school writes to you appear here.
      </EmptyCard>
    );
  }
  return (
    <>
      <ul aria-label="Your mails" className="space-y-3">
        {mails.map((mail) => (
          <li
            key={mail.id}
            className={`flex flex-wrap items-center gap-3 rounded-box bg-base-100 p-4 shadow ${
              mail.id === open ? 'outline-2 outline-primary' : ''
            }`}
          >
            <div className="min-w-0 flex-1 basis-52">
              <p className="font-semibold break-words">{mail.subject}</p>
              <p className="text-sm text-base-content/80">
                <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                <span className="break-all">{` · to ${mail.to}`}</span>
              </p>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              aria-label={`Read the mail "${mail.subject}"`}
              aria-current={mail.id === open ? 'true' : undefined}
              onClick={() => onShow(mail)}
            >
              Read
            </button>
          </li>
        ))}
      </ul>
      {mailbox.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className="btn"
            disabled={mailbox.isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {mailbox.isFetchingNextPage ? 'Loading…' : 'Show older mails'}
          </button>
        </div>
      )}
      {mailbox.isFetchNextPageError && (
        <div className="mt-4">
          <ErrorState message="We could not load the older mails." onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </>
  );
}
