import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList, X } from 'lucide-react';
import { DECLINE_MESSAGE_MAX, type TeachingApplication } from '#contract/teaching-applications';
import { errorMessage } from '#client/errors.ts';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { useToast } from '#client/components/toast.tsx';
import { formatDateTime } from '#client/format.ts';
import { applicationsQuery, useDecideApplication } from './api';

const statusText = { open: 'Open', accepted: 'Accepted', declined: 'Declined' } as const;
const statusBadge = { open: 'badge-warning', accepted: 'badge-success', declined: 'badge-error' } as const;

function Decision({ item }: { item: TeachingApplication }) {
  const dialog = useDialog();
  const toast = useToast();
  const decide = useDecideApplication();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `decline-${item._id}`;

  const run = async (decision: { accept: true } | { decline: string }, done: string) => {
    try {
      await decide.mutateAsync({ id: item._id, decision });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, 'The application could not be updated.'));
    }
  };

  const accept = async () => {
    const ok = await dialog.confirm({
      icon: 'info',
      title: `Make ${item.name} an instructor?`,
      text: 'Their account becomes an instructor account at once, with the bio of this application.',
      confirmText: 'Accept',
    });
    if (ok) await run({ accept: true }, `${item.name} is now an instructor`);
  };

  const decline = async () => {
    const text = message.trim();
    if (!text) {
      setProblem('Tell the applicant why: they read this on the Teach with us page.');
      return;
    }
    setProblem(null);
    await run({ decline: text }, 'Application declined');
  };

  if (!declining) {
    return (
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-success"
          aria-label={`Accept ${item.name}`}
          disabled={decide.isPending}
          onClick={() => void accept()}
        >
          <Check size={16} aria-hidden /> Accept
        </button>
        <button
          type="button"
          className="btn btn-sm btn-warning"
          aria-label={`Decline ${item.name}`}
          disabled={decide.isPending}
          onClick={() => setDeclining(true)}
        >
          <X size={16} aria-hidden /> Decline
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4 border-t border-base-300 pt-4">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        Message to {item.name}
      </label>
      <textarea
        id={fieldId}
        autoFocus
        rows={3}
        maxLength={DECLINE_MESSAGE_MAX}
        className={`textarea mt-1 w-full ${problem ? 'textarea-error' : ''}`}
        value={message}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${fieldId}-error` : `${fieldId}-hint`}
        onChange={(event) => setMessage(event.target.value)}
      />
      {problem ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm font-semibold text-error">
          {problem}
        </p>
      ) : (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-base-content/70">
          The applicant reads this on the Teach with us page.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-warning"
          disabled={decide.isPending}
          onClick={() => void decline()}
        >
          Decline with this message
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setDeclining(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function ApplicationCard({ item }: { item: TeachingApplication }) {
  const titleId = `application-${item._id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-box bg-base-100 p-4 shadow sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold break-words">
            {item.name}
          </h2>
          <p className="text-sm break-words text-base-content/80">
            <a className="link" href={`mailto:${item.email}`}>
              {item.email}
            </a>{' '}
            · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </p>
        </div>
        <span className={`badge font-semibold ${statusBadge[item.status]}`}>{statusText[item.status]}</span>
      </header>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Languages">
        {item.languages.map((language) => (
          <li key={language} className="badge badge-outline max-w-full truncate">
            {language}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="text-sm font-semibold">Experience</dt>
          <dd className="break-words whitespace-pre-wrap">{item.experience}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Bio</dt>
          <dd className="break-words whitespace-pre-wrap">{item.bio}</dd>
        </div>
        {item.message && (
          <div>
            <dt className="text-sm font-semibold">Message sent with the decline</dt>
            <dd className="break-words whitespace-pre-wrap">{item.message}</dd>
          </div>
        )}
      </dl>
      {item.status === 'open' ? (
        <Decision item={item} />
      ) : (
        item.decidedAt && (
          <p className="mt-3 text-sm text-base-content/75">
            {statusText[item.status]} <time dateTime={item.decidedAt}>{formatDateTime(item.decidedAt)}</time>
          </p>
        )
      )}
    </article>
  );
}

/** Applications to teach, open ones first: accept (the account becomes an instructor) or decline. */
export function ApplicationsList() {
  const applications = useQuery(applicationsQuery);
  if (applications.isPending) {
    return (
      <LoadingState label="Loading the applications">
        <div className="space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton h-48 w-full rounded-box" />
          ))}
        </div>
      </LoadingState>
    );
  }
  if (applications.isError) {
    return (
      <ErrorState message="We could not load the applications." onRetry={() => void applications.refetch()} />
    );
  }
  if (applications.data.length === 0) {
    return <EmptyCard icon={<ClipboardList size={40} aria-hidden />}>No applications yet.</EmptyCard>;
  }
  const open = applications.data.filter((a) => a.status === 'open').length;
  return (
    <>
      <p className="mb-4 text-base-content/80">
        {open === 0 ? 'Every application is decided.' : `${open} open application${open === 1 ? '' : 's'}.`}
      </p>
      <ul className="space-y-4">
        {applications.data.map((item) => (
          <li key={item._id}>
            <ApplicationCard item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}
