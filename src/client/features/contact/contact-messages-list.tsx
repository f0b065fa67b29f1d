import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Inbox, RotateCcw, Send } from 'lucide-react';
import { CONTACT_ANSWER_MAX, type ContactMessage } from '#contract/contact-messages';
import { errorMessage } from '#client/errors.ts';
import { AnswerableCard, AnswerableList, ReplyField } from '#client/components/answerable-list.tsx';
import { useToast } from '#client/components/toast.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { contactMessagesQuery, useAnswerContactMessage } from './api';

function AnswerForm({ item }: { item: ContactMessage }) {
  const toast = useToast();
  const save = useAnswerContactMessage();
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `answer-${item._id}`;

  const submit = async (withAnswer: boolean) => {
    const text = answer.trim();
    if (withAnswer && !text) {
      setProblem('Write the answer first, or mark the message answered without one.');
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({
        id: item._id,
        body: withAnswer ? { answered: true, answer: text } : { answered: true },
      });
      toast.success(withAnswer ? 'Answer saved' : 'Marked answered');
    } catch (error) {
      toast.error(errorMessage(error, 'The message could not be updated.', 'answer'));
    }
  };

  return (
    <div className="mt-4 border-t border-base-300 pt-4">
      <ReplyField
        id={fieldId}
        label={`Answer to ${item.name}`}
        hint={`Saved here for the other admins and mailed to ${item.email}.`}
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
          <Send size={16} aria-hidden /> Save answer
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          disabled={save.isPending}
          aria-label={`Mark answered: the message from ${item.name}`}
          onClick={() => void submit(false)}
        >
          <Check size={16} aria-hidden /> Mark answered
        </button>
      </div>
    </div>
  );
}

function Answered({ item }: { item: ContactMessage }) {
  const toast = useToast();
  const save = useAnswerContactMessage();
  const reopen = async () => {
    try {
      await save.mutateAsync({ id: item._id, body: { answered: false } });
    } catch (error) {
      toast.error(errorMessage(error, 'The message could not be updated.'));
    }
  };
  return (
    <div className="mt-4 border-t border-base-300 pt-4">
      <p className="text-sm text-base-content/75">
        Answered{item.answeredBy ? ` by ${item.answeredBy}` : ''}
        {item.answeredAt ? `, ${formatDateTime(item.answeredAt)}` : ''}
      </p>
      {item.answer ? (
        <blockquote className="mt-2 rounded-box bg-base-200 p-3 break-words whitespace-pre-wrap">
          {item.answer}
        </blockquote>
      ) : (
        <p className="mt-2 text-sm italic text-base-content/75">No answer was written here.</p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-ghost mt-3"
        disabled={save.isPending}
        aria-label={`Open again: the message from ${item.name}`}
        onClick={() => void reopen()}
      >
        <RotateCcw size={16} aria-hidden /> Open again
      </button>
    </div>
  );
}

function MessageCard({ item }: { item: ContactMessage }) {
  const titleId = `message-${item._id}`;
  const open = item.status === 'open';
  return (
    <AnswerableCard
      titleId={titleId}
      title={item.subject || 'No subject'}
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
      badge={open ? 'Open' : 'Answered'}
      badgeClass={open ? 'badge-warning' : 'badge-success'}
    >
      <p className="mt-3 break-words whitespace-pre-wrap">{item.message}</p>
      {open ? <AnswerForm item={item} /> : <Answered item={item} />}
    </AnswerableCard>
  );
}

/** The Contact page's messages, open ones first; each can be answered or marked answered. */
export function ContactMessagesList() {
  const messages = useQuery(contactMessagesQuery);
  return (
    <AnswerableList
      query={messages}
      loadingLabel="Loading the messages"
      skeletonHeight="h-40"
      errorMessage="We could not load the messages."
      emptyIcon={<Inbox size={40} aria-hidden />}
      empty="No messages yet."
      summary={(items) => {
        const open = items.filter((m) => m.status === 'open').length;
        return (
          <p className="mb-4 text-base-content/80" aria-live="polite">
            {open === 0 ? 'Every message is answered.' : `${open} open message${open === 1 ? '' : 's'}.`}
          </p>
        );
      }}
    >
      {(item) => <MessageCard item={item} />}
    </AnswerableList>
  );
}
