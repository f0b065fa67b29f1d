import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCard } from '#client/components/mail-card.tsx';
import { ErrorState } from '#client/components/load-state.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { outboxMailPageUrl, outboxMailQuery } from './api';
import { MailStatusBadge } from './mail-status';

/** One mail: who it went to and how it fared, then the mail itself as HTML (sandboxed) or as text. */
export function OutboxMail({ id, onClose }: { id: string; onClose: () => void }) {
  const mail = useQuery(outboxMailQuery(id));
  const [view, setView] = useState<'html' | 'text'>('html');
  const { t } = useLingui();
  if (mail.isError)
    return <ErrorState message={t`We could not load the mail.`} onRetry={() => mail.refetch()} />;
  if (!mail.data)
    return (
      <div role="status" className="skeleton h-96 w-full">
        <span className="sr-only">
          <Trans>Loading the mail</Trans>
        </span>
      </div>
    );
  const { subject, to, status, createdAt, sentAt, attempts, lastError, text } = mail.data;
  return (
    <MailCard
      headingId="outbox-mail-subject"
      subject={subject}
      onClose={onClose}
      facts={
        <>
          <dt className="font-semibold">
            <Trans>To</Trans>
          </dt>
          <dd className="break-all">{to}</dd>
          <dt className="font-semibold">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <MailStatusBadge status={status} />
          </dd>
          <dt className="font-semibold">
            <Trans>Created</Trans>
          </dt>
          <dd>
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          </dd>
          {sentAt && (
            <>
              <dt className="font-semibold">{status === 'outbox' ? t`Kept` : t`Sent`}</dt>
              <dd>
                <time dateTime={sentAt}>{formatDateTime(sentAt)}</time>
              </dd>
            </>
          )}
          <dt className="font-semibold">
            <Trans>Attempts</Trans>
          </dt>
          <dd>{attempts}</dd>
          {lastError && (
            <>
              <dt className="font-semibold">
                <Trans>Last error</Trans>
              </dt>
              <dd className="break-words">{lastError}</dd>
            </>
          )}
        </>
      }
    >
      <div role="group" aria-label={t`Show the mail as`} className="join mt-4">
        <button
          type="button"
          className={`btn btn-sm join-item ${view === 'html' ? 'btn-primary' : ''}`}
          aria-pressed={view === 'html'}
          onClick={() => setView('html')}
        >
          {/* The format's name, the same in every language. */}
          {'HTML'}
        </button>
        <button
          type="button"
          className={`btn btn-sm join-item ${view === 'text' ? 'btn-primary' : ''}`}
          aria-pressed={view === 'text'}
          onClick={() => setView('text')}
        >
          <Trans>Text</Trans>
        </button>
      </div>
      {view === 'html' ? (
        // No allowances: no scripts, no forms, an origin of its own (the address sends its own policy too).
        <iframe
          sandbox=""
          src={outboxMailPageUrl(id)}
          title={t`The mail "${subject}" as HTML`}
          className="mt-3 h-[32rem] w-full rounded-box border border-base-300 bg-white"
        />
      ) : (
        <pre className="mt-3 max-h-[32rem] overflow-auto rounded-box bg-base-200 p-3 text-sm break-words whitespace-pre-wrap">
          {text}
        </pre>
      )}
    </MailCard>
  );
}
