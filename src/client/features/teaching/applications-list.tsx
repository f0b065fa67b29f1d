import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList, X } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DECLINE_MESSAGE_MAX, type TeachingApplication } from '#contract/teaching-applications';
import { errorMessage } from '#client/errors.ts';
import { AnswerableCard, AnswerableList, ReplyField } from '#client/components/answerable-list.tsx';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { ItemAction } from '#client/components/item-action.tsx';
import { applicationsQuery, useDecideApplication } from './api';

const statusText = { open: msg`Open`, accepted: msg`Accepted`, declined: msg`Declined` } as const;
const statusBadge = { open: 'badge-warning', accepted: 'badge-success', declined: 'badge-error' } as const;

function Decision({ item }: { item: TeachingApplication }) {
  const { t } = useLingui();
  const dialog = useDialog();
  const toast = useToast();
  const decide = useDecideApplication();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `decline-${item._id}`;
  const name = item.name;

  const run = async (decision: { accept: true } | { decline: string }, done: string) => {
    try {
      await decide.mutateAsync({ id: item._id, decision });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, t`The application could not be updated.`));
    }
  };

  const accept = async () => {
    const ok = await dialog.confirm({
      icon: 'info',
      title: t`Make ${name} an instructor?`,
      text: t`Their account becomes an instructor account at once, with the bio of this application.`,
      confirmText: t`Accept`,
    });
    if (ok) await run({ accept: true }, t`${name} is now an instructor`);
  };

  const decline = async () => {
    const text = message.trim();
    if (!text) {
      setProblem(t`Tell the applicant why: they read this on the Teach with us page.`);
      return;
    }
    setProblem(null);
    await run({ decline: text }, t`Application declined`);
  };

  if (!declining) {
    return (
      <div className="mt-4 flex flex-wrap gap-2">
        <ItemAction
          icon={Check}
          label={t`Accept`}
          name={item.name}
          className="btn-success"
          disabled={decide.isPending}
          onClick={() => void accept()}
        />
        <ItemAction
          icon={X}
          label={t`Decline`}
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
        label={t`Message to ${name}`}
        hint={t`The applicant reads this on the Teach with us page.`}
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
          <Trans>Decline with this message</Trans>
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setDeclining(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

function ApplicationCard({ item }: { item: TeachingApplication }) {
  const { t, i18n } = useLingui();
  const titleId = `application-${item._id}`;
  const decided = item.decidedAt ? formatDateTime(item.decidedAt) : '';
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
      badge={i18n._(statusText[item.status])}
      badgeClass={statusBadge[item.status]}
    >
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Languages`}>
        {item.languages.map((language) => (
          <li key={language} className="badge badge-outline max-w-full truncate">
            {language}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="text-sm font-semibold">
            <Trans>Experience</Trans>
          </dt>
          <dd className="break-words whitespace-pre-wrap">{item.experience}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">
            <Trans>Bio</Trans>
          </dt>
          <dd className="break-words whitespace-pre-wrap">{item.bio}</dd>
        </div>
        {item.message && (
          <div>
            <dt className="text-sm font-semibold">
              <Trans>Message sent with the decline</Trans>
            </dt>
            <dd className="break-words whitespace-pre-wrap">{item.message}</dd>
          </div>
        )}
      </dl>
      {item.status === 'open' ? (
        <Decision item={item} />
      ) : (
        item.decidedAt && (
          <p className="mt-3 text-sm text-base-content/75">
            {item.status === 'accepted' ? (
              <Trans>
                Accepted <time dateTime={item.decidedAt}>{decided}</time>
              </Trans>
            ) : (
              <Trans>
                Declined <time dateTime={item.decidedAt}>{decided}</time>
              </Trans>
            )}
          </p>
        )
      )}
    </AnswerableCard>
  );
}

/** Applications to teach, open ones first: accept (the account becomes an instructor) or decline. */
export function ApplicationsList() {
  const { t } = useLingui();
  const applications = useQuery(applicationsQuery);
  return (
    <AnswerableList
      query={applications}
      loadingLabel={t`Loading the applications`}
      skeletonHeight="h-48"
      errorMessage={t`We could not load the applications.`}
      emptyIcon={<ClipboardList size={40} aria-hidden />}
      empty={t`No applications yet.`}
      summary={(items) => {
        const open = items.filter((a) => a.status === 'open').length;
        return (
          <p className="mb-4 text-base-content/80">
            {open === 0 ? (
              <Trans>Every application is decided.</Trans>
            ) : (
              <Plural value={open} one="# open application." other="# open applications." />
            )}
          </p>
        );
      }}
    >
      {(item) => <ApplicationCard item={item} />}
    </AnswerableList>
  );
}
