import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCard } from '#client/components/mail-card.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { mailboxMailQuery } from './api';
import { MailText } from './mail-text';

/** One of the person's mails, as text with its links: focus moves to it as it opens. */
export function MailboxMail({ id, onClose }: { id: string; onClose: () => void }) {
  const mail = useQuery(mailboxMailQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(mail.data);
  const { t } = useLingui();
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, id]);
  if (mail.isError)
    return <ErrorState message={t`We could not load this mail.`} onRetry={() => void mail.refetch()} />;
  if (!mail.data)
    return (
      <div role="status" className="skeleton h-72 w-full">
        <span className="sr-only">
          <Trans>Loading the mail</Trans>
        </span>
      </div>
    );
  const { subject, to, createdAt, text } = mail.data;
  return (
    <MailCard
      headingId="mailbox-mail-subject"
      subject={subject}
      headingRef={heading}
      onClose={onClose}
      facts={
        <>
          <dt className="font-semibold">
            <Trans>To</Trans>
          </dt>
          <dd className="break-all">{to}</dd>
          <dt className="font-semibold">
            <Trans>Written</Trans>
          </dt>
          <dd>
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          </dd>
        </>
      }
    >
      <MailText text={text} />
    </MailCard>
  );
}
