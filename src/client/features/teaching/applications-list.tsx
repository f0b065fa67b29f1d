import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList, X } from 'lucide-react';
import { DECLINE_MESSAGE_MAX, type TeachingApplication } from '#contract/teaching-applications';
import { errorMessage } from '#client/errors.ts';
import { AnswerableCard, AnswerableList, ReplyField } from '#client/components/answerable-list.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { ItemAction } from '#client/components/item-action.tsx';
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
        <ItemAction
          icon={Check}
          label="Accept"
          name={item.name}
          className="btn-success"
          disabled={decide.isPending}
          onClick={() => void accept()}
        />
        <ItemAction
          icon={X}
          label="Decline"
          name={item.name}
          className="btn-warning"
          disabled={decide.isPending}
          onClick={() => setDeclining(true)}
        />
      </div>
    );
  }
  return (
    <div className="mt-4 border-t border-base-300 pt-4">
      <ReplyField
        id={fieldId}
        label={`Message to ${item.name}`}
        hint="The applicant reads this on the Teach with us page."
        problem={problem}
        value={message}
        onChange={setMessage}
        rows={3}
        maxLength={DECLINE_MESSAGE_MAX}
        autoFocus
      />
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
    <AnswerableCard
      titleId={titleId}
      title={item.name}
      details={
        <p className="text-sm break-words text-base-content/80">
          <a className="link" href={`mailto:${item.email}`}>
            {item.email}
          </a>{' '}
          · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      }
      badge={statusText[item.status]}
      badgeClass={statusBadge[item.status]}
    >
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
    </AnswerableCard>
  );
}

/** Applications to teach, open ones first: accept (the account becomes an instructor) or decline. */
export function ApplicationsList() {
  const applications = useQuery(applicationsQuery);
  return (
    <AnswerableList
      query={applications}
      loadingLabel="Loading the applications"
      skeletonHeight="h-48"
      errorMessage="We could not load the applications."
      emptyIcon={<ClipboardList size={40} aria-hidden />}
      empty="No applications yet."
      summary={(items) => {
        const open = items.filter((a) => a.status === 'open').length;
        return (
          <p className="mb-4 text-base-content/80">
            {open === 0
              ? 'Every application is decided.'
              : `${open} open application${open === 1 ? '' : 's'}.`}
          </p>
        );
      }}
    >
      {(item) => <ApplicationCard item={item} />}
    </AnswerableList>
  );
}
