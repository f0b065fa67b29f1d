import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { ApiError } from '#client/api-client.ts';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { ClassSessions } from './class-sessions';
import { usePageTitle } from '#client/hooks/use-document-title.ts';
import { ClassAction } from './class-action';
import { classQuery } from '#client/features/classes/api.ts';
import { ClassDetails, ClassDetailsSkeleton } from '#client/features/classes/class-details.tsx';
import { paths } from '#client/paths.ts';
import { useAuth } from '#client/session/session.ts';
import { Trans, useLingui } from '@lingui/react/macro';

// Only a signed-in student can have a clash: a visitor's first load does not carry the code.
const ClassClashNote = lazy(async () => ({
  default: (await import('#client/features/enrolments/clash-warnings.tsx')).ClassClashNote,
}));

/**
 * /classes/:id. Its first render does not depend on the id (the skeleton), so one prerendered page serves
 * every class; the server gives an approved class's copy its own title and description.
 */
export function ClassPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const page = useQuery(classQuery(id));
  const { user } = useAuth();
  const isStudent = user?.role === 'user';
  usePageTitle(page.data?.name);
  // A malformed id is refused (400) before the store is asked: to the visitor, no such class either.
  const refundTerms = page.data?.refundTerms?.text;
  const notFound = page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <Link to={paths.classes()} className="btn btn-ghost btn-sm mb-4 gap-1">
        <ArrowLeft size={16} className="rtl:-scale-x-100" aria-hidden /> <Trans>All classes</Trans>
      </Link>
      {page.isPending ? (
        <LoadingState label={t`Loading the class`}>
          <ClassDetailsSkeleton />
        </LoadingState>
      ) : notFound ? (
        <div className="mx-auto max-w-xl py-12 text-center">
          <h1 className="text-3xl font-extrabold">
            <Trans>Class not found</Trans>
          </h1>
          <p className="mt-3 text-base-content/80">
            <Trans>We could not find this class. It may have been removed, or it is not open yet.</Trans>
          </p>
          <Link to={paths.classes()} className="btn btn-primary mt-6">
            <Trans>See all classes</Trans>
          </Link>
        </div>
      ) : page.isError ? (
        <ErrorState message={t`We could not load this class.`} onRetry={() => void page.refetch()} />
      ) : (
        <ClassDetails
          item={page.data}
          action={
            // A class not approved yet cannot be selected: its page shows who may see it instead.
            page.data.status === 'approved' && (
              <div className="flex flex-col items-start gap-3">
                <ClassAction item={page.data} place="page" />
                {/* The server's sentences: joining late, and the refund policy with its dates (not for
                    sale, Select says why instead). */}
                {page.data.sale?.forSale && (
                  <p className="text-sm">
                    <b className="block">{page.data.sale.note}</b>
                    <Trans>Refund policy: {refundTerms}</Trans>
                  </p>
                )}
                {isStudent && (
                  <Suspense fallback={null}>
                    <ClassClashNote classId={page.data._id} name={page.data.name} />
                  </Suspense>
                )}
              </div>
            )
          }
          sessions={<ClassSessions classId={page.data._id} />}
        />
      )}
    </section>
  );
}
