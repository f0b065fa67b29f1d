import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { ApiError } from '#client/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { usePageTitle } from '#client/hooks/use-document-title.ts';
import { ClassAction } from './class-action';
import { ClassGrid, ClassGridSkeleton } from '#client/features/classes/class-grid.tsx';
import { instructorPageQuery } from '#client/features/instructors/api.ts';
import {
  InstructorProfile,
  InstructorProfileSkeleton,
} from '#client/features/instructors/instructor-profile.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /ins/:id. Its first render does not depend on the id (the skeleton), so one prerendered page serves
 * every instructor until the data arrives.
 */
export function InstructorPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const page = useQuery(instructorPageQuery(id));
  const name = page.data?.name;
  usePageTitle(name);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <Link to={paths.instructors} className="btn btn-ghost btn-sm mb-4 gap-1">
        <ArrowLeft size={16} className="rtl:-scale-x-100" aria-hidden /> <Trans>All instructors</Trans>
      </Link>
      {page.isPending ? (
        <LoadingState label={t`Loading the instructor`}>
          <InstructorProfileSkeleton />
          <div className="mt-12">
            <ClassGridSkeleton count={3} withAction />
          </div>
        </LoadingState>
      ) : page.isError ? (
        page.error instanceof ApiError && page.error.status === 404 ? (
          <div className="mx-auto max-w-xl py-12 text-center">
            <h1 className="text-3xl font-extrabold">
              <Trans>Instructor not found</Trans>
            </h1>
            <p className="mt-3 text-base-content/80">
              <Trans>We could not find this instructor. They may no longer teach here.</Trans>
            </p>
            <Link to={paths.instructors} className="btn btn-primary mt-6">
              <Trans>See all instructors</Trans>
            </Link>
          </div>
        ) : (
          <ErrorState message={t`We could not load this instructor.`} onRetry={() => void page.refetch()} />
        )
      ) : (
        <>
          <InstructorProfile person={page.data} />
          <section aria-labelledby="instructor-classes-title" className="mt-12">
            <h2 id="instructor-classes-title" className="mb-6 text-2xl font-extrabold">
              <Trans>Classes by {name}</Trans>
            </h2>
            {page.data.classes.length > 0 ? (
              <ClassGrid
                items={page.data.classes}
                headingLevel={3}
                renderAction={(item) => <ClassAction item={item} />}
              />
            ) : (
              <EmptyState>
                <Trans>{name} has no open classes right now.</Trans>
              </EmptyState>
            )}
          </section>
        </>
      )}
    </section>
  );
}
