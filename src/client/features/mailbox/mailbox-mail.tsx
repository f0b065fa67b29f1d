import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { ErrorState } from '#client/components/load-state.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { mailboxMailQuery } from './api';
import { MailText } from './mail-text';

/** One of the person's mails, as text with its links: focus moves to it as it opens. */
export function MailboxMail({ id, onClose }: { id: string; onClose: () => void }) {
  const mail = useQuery(mailboxMailQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(mail.data);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, id]);
  if (mail.isError)
    return <ErrorState message="We could not load this mail." onRetry={() => void mail.refetch()} />;
  if (!mail.data)
    return (
      <div role="status" className="skeleton h-72 w-full">
        <span className="sr-only">Loading the mail</span>
      </div>
    );
  const { subject, to, createdAt, text } = mail.data;
  return (
    <section aria-labelledby="mailbox-mail-subject" className="rounded-box bg-base-100 p-4 shadow">
      <div className="flex items-start justify-between gap-2">
        <h2
          id="mailbox-mail-subject"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold break-words outline-none"
        >
          {subject}
        </h2>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
          <X size={16} aria-hidden /> Close
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{to}</dd>
        <dt className="font-semibold">Written</dt>
        <dd>
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </dd>
      </dl>
      <MailText text={text} />
    </section>
  );
}
