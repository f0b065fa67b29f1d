import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Inbox, RotateCcw, Send } from 'lucide-react';
import { CONTACT_ANSWER_MAX, type ContactMessage } from '#contract/contact-messages';
import { errorMessage } from '#client/errors.ts';
import { AnswerableCard, AnswerableList, ReplyField } from '#client/components/answerable-list.tsx';
import { useToast } from '#client/components/toast.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { contactMessagesQuery, useAnswerContactMessage } from './api';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

function AnswerForm({ item }: { item: ContactMessage }) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useAnswerContactMessage();
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `answer-${item._id}`;
  const { name, email } = item;

  const submit = async (withAnswer: boolean) => {
    const text = answer.trim();
    if (withAnswer && !text) {
      setProblem(t`Write the answer first, or mark the message answered without one.`);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({
        id: item._id,
        body: withAnswer ? { answered: true, answer: text } : { answered: true },
      });
      toast.success(withAnswer ? t`Answer saved` : t`Marked answered`);
    } catch (error) {
      toast.error(errorMessage(error, t`The message could not be updated.`, 'answer'));
    }
  };

  return (
    <div className="mt-4 border-t border-base-300 pt-4">
      <ReplyField
        id={fieldId}
        label={t`Answer to ${name}`}
        hint={t`Saved here for the other admins and mailed to ${email}.`}
        problem={problem}
        value={answer}
        onChange={setAnswer}
        rows={4}
        maxLength={CONTACT_ANSWER_MAX}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={save.isPending}
          onClick={() => void submit(true)}
        >
          <Send size={16} className="rtl:-scale-x-100" aria-hidden /> <Trans>Save answer</Trans>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          disabled={save.isPending}
          aria-label={t`Mark answered: the message from ${name}`}
          onClick={() => void submit(false)}
        >
          <Check size={16} aria-hidden /> <Trans>Mark answered</Trans>
        </button>
      </div>
    </div>
  );
}

function Answered({ item }: { item: ContactMessage }) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useAnswerContactMessage();
  const reopen = async () => {
    try {
      await save.mutateAsync({ id: item._id, body: { answered: false } });
    } catch (error) {
      toast.error(errorMessage(error, t`The message could not be updated.`));
    }
  };
  const name = item.name;
  const answeredBy = item.answeredBy;
  const answeredAt = item.answeredAt ? formatDateTime(item.answeredAt) : null;
  return (
    <div className="mt-4 border-t border-base-300 pt-4">
      <p className="text-sm text-base-content/75">
        {answeredBy && answeredAt
          ? t`Answered by ${answeredBy}, ${answeredAt}`
          : answeredBy
            ? t`Answered by ${answeredBy}`
            : answeredAt
              ? t`Answered, ${answeredAt}`
              : t`Answered`}
      </p>
      {item.answer ? (
        <blockquote className="mt-2 rounded-box bg-base-200 p-3 break-words whitespace-pre-wrap">
          {item.answer}
        </blockquote>
      ) : (
        <p className="mt-2 text-sm italic text-base-content/75">
          <Trans>No answer was written here.</Trans>
        </p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-ghost mt-3"
        disabled={save.isPending}
        aria-label={t`Open again: the message from ${name}`}
        onClick={() => void reopen()}
      >
        <RotateCcw size={16} aria-hidden /> <Trans>Open again</Trans>
      </button>
    </div>
  );
}

function MessageCard({ item }: { item: ContactMessage }) {
  const { t } = useLingui();
  const titleId = `message-${item._id}`;
  const open = item.status === 'open';
  return (
    <AnswerableCard
      titleId={titleId}
      title={item.subject || t`No subject`}
      details={
        <>
          <p className="text-sm break-words text-base-content/80">
            {item.name} ·{' '}
            <a className="link" href={`mailto:${item.email}`}>
              {item.email}
            </a>
          </p>
          <p className="text-xs text-base-content/70">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </p>
        </>
      }
      badge={open ? t`Open` : t`Answered`}
      badgeClass={open ? 'badge-warning' : 'badge-success'}
    >
      <p className="mt-3 break-words whitespace-pre-wrap">{item.message}</p>
      {open ? <AnswerForm item={item} /> : <Answered item={item} />}
    </AnswerableCard>
  );
}

/** The Contact page's messages, open ones first; each can be answered or marked answered. */
export function ContactMessagesList() {
  const { t } = useLingui();
  const messages = useQuery(contactMessagesQuery);
  return (
    <AnswerableList
      query={messages}
      loadingLabel={t`Loading the messages`}
      skeletonHeight="h-40"
      errorMessage={t`We could not load the messages.`}
      emptyIcon={<Inbox size={40} aria-hidden />}
      empty={t`No messages yet.`}
      summary={(items) => {
        const open = items.filter((m) => m.status === 'open').length;
        return (
          <p className="mb-4 text-base-content/80" aria-live="polite">
            {open === 0
              ? t`Every message is answered.`
              : t`${plural(open, { one: '# open message.', other: '# open messages.' })}`}
          </p>
        );
      }}
    >
      {(item) => <MessageCard item={item} />}
    </AnswerableList>
  );
}
