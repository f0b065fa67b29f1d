import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { Hourglass } from 'lucide-react';
import { ApiError } from '#client/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { classWaitlistQuery } from '#client/features/waitlist/api.ts';
import { ClassWaitlistTable } from '#client/features/waitlist/class-waitlist-table.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** /dashboard/classes/:id/waitlist: a class's line, for its instructor and admins (the server decides). */
export function ClassWaitlistPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const line = useQuery(classWaitlistQuery(id));
  const isAdmin = user?.role === 'admin';
  const back = isAdmin ? paths.manageClasses : paths.myClasses;
  const className = line.data?.className;

  let body;
  if (line.isPending) {
    body = (
      <LoadingState label={t`Loading the waitlist`}>
        <div className="skeleton h-40 w-full" />
      </LoadingState>
    );
  } else if (line.isError) {
    const missing =
      line.error instanceof ApiError && (line.error.status === 404 || line.error.status === 400);
    body = missing ? (
      <EmptyState>
        <Trans>There is no class at this address.</Trans>
      </EmptyState>
    ) : (
      <ErrorState message={t`We could not load the waitlist.`} onRetry={() => void line.refetch()} />
    );
  } else if (line.data.entries.length === 0) {
    body = (
      <EmptyState>
        <Hourglass className="mx-auto mb-2" aria-hidden />
        <Trans>Nobody is waiting for a seat in this class.</Trans>
      </EmptyState>
    );
  } else {
    body = <ClassWaitlistTable entries={line.data.entries} />;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <SectionTitle
        level={1}
        title={line.data ? t`Waitlist: ${className}` : t`Waitlist`}
        subtitle={t`Students waiting for a seat, first come first served. A seat that frees is held for the first of them, who is mailed a link to pay for it.`}
      />
      {body}
      <p className="mt-8 text-center">
        <Link to={back} className="btn btn-outline btn-sm">
          {isAdmin ? <Trans>Back to Manage classes</Trans> : <Trans>Back to My classes</Trans>}
        </Link>
      </p>
    </div>
  );
}
