import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEvent } from '#contract/audit';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { auditQuery, type AuditFilters } from './api';
import { AuditChanges } from './audit-changes';
import { actionLabels, subjectLabels } from './audit-labels';

/** Who did it: "By the system", or by a person named with their address. */
function ByActor({ actor }: { actor: AuditEvent['actor'] }) {
  if (!actor.id) return <Trans>By the system</Trans>;
  if (!actor.name && !actor.email) return <Trans>By an account since deleted</Trans>;
  const { name, email } = actor;
  return (
    <Trans>
      By <span className="font-medium">{name}</span>{' '}
      <span className="break-all text-base-content/75">({email})</span>
    </Trans>
  );
}

function AuditEntry({ event }: { event: AuditEvent }) {
  const { i18n } = useLingui();
  const what = i18n._(actionLabels[event.action]);
  return (
    <li className="rounded-box bg-base-100 p-4 shadow">
      <article aria-labelledby={`audit-${event._id}`}>
        <header className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`audit-${event._id}`} className="text-base font-bold">
            {what}
            <span className="font-normal text-base-content/75">
              {' · '}
              {i18n._(subjectLabels[event.subjectType])}{' '}
              <span className="break-all">{event.subjectLabel ?? event.subjectId}</span>
            </span>
          </h2>
          <time dateTime={event.at} className="text-sm text-base-content/75">
            {formatDateTime(event.at)}
          </time>
        </header>
        <p className="mb-2 text-sm">
          <ByActor actor={event.actor} />
        </p>
        <AuditChanges before={event.before} after={event.after} />
      </article>
    </li>
  );
}

/** The entries matching the filters, newest first; older ones are added below on request. */
export function AuditLog({ filters }: { filters: AuditFilters }) {
  const log = useInfiniteQuery(auditQuery(filters));
  const { fetchNextPage, isFetchNextPageError } = log;
  const { t } = useLingui();
  if (log.isPending) {
    return (
      <LoadingState label={t`Loading the audit log`}>
        <ul className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="skeleton h-24 rounded-box" />
          ))}
        </ul>
      </LoadingState>
    );
  }
  if (log.isError) {
    return <ErrorState message={t`We could not load the audit log.`} onRetry={() => void log.refetch()} />;
  }
  const events = log.data.pages.flatMap((page) => page.events);
  if (events.length === 0) {
    const filtered = Object.values(filters).some(Boolean);
    return (
      <EmptyCard icon={<ScrollText size={40} aria-hidden />}>
        {filtered
          ? t`No entries match these filters.`
          : t`Nothing recorded yet: admin actions and refunds appear here as they happen.`}
      </EmptyCard>
    );
  }
  const shown = events.length;
  return (
    <>
      <p className="sr-only" role="status">
        {t`${plural(shown, { one: '# entry shown', other: '# entries shown' })}`}
      </p>
      <ol aria-label={t`Audit log entries, newest first`} className="space-y-3">
        {events.map((event) => (
          <AuditEntry key={event._id} event={event} />
        ))}
      </ol>
      {log.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className="btn"
            disabled={log.isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {log.isFetchingNextPage ? t`Loading…` : t`Show older entries`}
          </button>
        </div>
      )}
      {isFetchNextPageError && (
        <div className="mt-4">
          <ErrorState
            message={t`We could not load the older entries.`}
            onRetry={() => void fetchNextPage()}
          />
        </div>
      )}
    </>
  );
}
