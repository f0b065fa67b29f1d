import { useDeferredValue, type ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { EmptyCard } from './table/empty-card';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          <RotateCw size={16} aria-hidden /> <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-box bg-base-200 p-8 text-center text-base-content/80">{children}</p>;
}

/** Placeholders shaped like the content, so nothing jumps when it arrives; announced once as loading. */
export function LoadingState({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden>{children}</div>
    </div>
  );
}

export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch: () => unknown;
}

/** The loading, error-with-retry, empty and loaded states of a list, in that order. */
export function ListState<T>({
  query,
  loading,
  errorMessage,
  empty,
  emptyIcon,
  children,
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  errorMessage: string;
  empty: ReactNode;
  /** With an icon, the empty state is a card on the dashboard's tinted background. */
  emptyIcon?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  // A list that arrives is drawn as a transition, in slices between which the browser can answer a tap:
  // React Query's update alone would render all of it in one task.
  const data = useDeferredValue(query.data);
  const pending = useDeferredValue(query.isPending);
  if (pending) return loading;
  if (query.isError || !data)
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (data.length === 0)
    return emptyIcon ? <EmptyCard icon={emptyIcon}>{empty}</EmptyCard> : <EmptyState>{empty}</EmptyState>;
  return children(data);
}
