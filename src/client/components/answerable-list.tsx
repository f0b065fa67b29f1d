import type { ReactNode } from 'react';
import { ListState, LoadingState, type ListQuery } from './load-state';

/**
 * A dashboard list of cards an admin answers (contact messages, teaching applications): placeholders while
 * it loads, the error with a retry, an icon card when empty, else a line counting what is open and the cards.
 */
export function AnswerableList<T extends { _id: string }>({
  query,
  loadingLabel,
  skeletonHeight,
  errorMessage,
  emptyIcon,
  empty,
  summary,
  children,
}: {
  query: ListQuery<T>;
  loadingLabel: string;
  /** The placeholder cards' height class, near the real cards' (h-40). */
  skeletonHeight: string;
  errorMessage: string;
  emptyIcon: ReactNode;
  empty: ReactNode;
  /** The line over the cards, from all of them. */
  summary: (items: T[]) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      loading={
        <LoadingState label={loadingLabel}>
          <div className="space-y-4">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`skeleton ${skeletonHeight} w-full rounded-box`} />
            ))}
          </div>
        </LoadingState>
      }
      errorMessage={errorMessage}
      emptyIcon={emptyIcon}
      empty={empty}
    >
      {(items) => (
        <>
          {summary(items)}
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item._id}>{children(item)}</li>
            ))}
          </ul>
        </>
      )}
    </ListState>
  );
}

/** One card of an AnswerableList: its title and the lines under it, the status badge beside them. */
export function AnswerableCard({
  titleId,
  title,
  details,
  badge,
  badgeClass,
  children,
}: {
  titleId: string;
  title: string;
  details: ReactNode;
  badge: string;
  badgeClass: string;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={titleId} className="rounded-box bg-base-100 p-4 shadow sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold break-words">
            {title}
          </h2>
          {details}
        </div>
        <span className={`badge font-semibold ${badgeClass}`}>{badge}</span>
      </header>
      {children}
    </article>
  );
}

/** The admin's written reply under a card: the message is told in place of the hint when it is missing. */
export function ReplyField({
  id,
  label,
  hint,
  problem,
  value,
  onChange,
  rows,
  maxLength,
  autoFocus,
}: {
  id: string;
  label: string;
  hint: string;
  problem: string | null;
  value: string;
  onChange: (text: string) => void;
  rows: number;
  maxLength: number;
  autoFocus?: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        autoFocus={autoFocus}
        rows={rows}
        maxLength={maxLength}
        className={`textarea mt-1 w-full ${problem ? 'textarea-error' : ''}`}
        value={value}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-error">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-base-content/70">
          {hint}
        </p>
      )}
    </>
  );
}
