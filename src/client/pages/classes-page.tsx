import { useDeferredValue, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { EmptyState, ErrorState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { classesQuery, classFacetsQuery } from '#client/features/classes/api.ts';
import { ClassFilters } from '#client/features/classes/class-filters.tsx';
import { ClassGrid, ClassGridSkeleton } from '#client/features/classes/class-grid.tsx';
import {
  classFacetsRequest,
  classListQuery,
  filterClasses,
  apiFilterCount,
  hasListFilters,
  noFilters,
} from '#client/features/classes/class-list-view.ts';
import { visitorZone } from '#client/features/classes/schedule-summary.ts';
import { useClassListView } from '#client/features/classes/use-class-list-view.ts';
import { instructorsQuery } from '#client/features/instructors/api.ts';
import { ClassAction } from './class-action';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

const noSubscription = () => () => {};

export function ClassesPage() {
  const { t } = useLingui();
  const { view, update, typeSearch } = useClassListView();
  // Empty while the prerendered page hydrates (it was drawn in no visitor's zone), then the browser's.
  const zone = useSyncExternalStore(noSubscription, visitorZone, () => '');
  const filtering = apiFilterCount(view) > 0;
  const classes = useQuery(classesQuery(classListQuery(view, visitorZone)));
  // The counts beside the choices, counted by the server beside every filter, the search and seats too;
  // the last ones stay while the next arrive.
  const facets = useQuery({
    ...classFacetsQuery(classFacetsRequest(view, zone)),
    placeholderData: keepPreviousData,
    enabled: !!zone,
  });
  // The instructor's name for the filter chip; the public list is small and usually cached from /ins.
  const instructors = useQuery({ ...instructorsQuery(), enabled: !!view.instructor });

  // The list is drawn as a transition, a few cards per task, so a phone can answer a tap while it draws:
  // the answer's arrival is otherwise one long task (Lighthouse's total blocking time on /classes).
  const listed = useDeferredValue(classes.data);
  const drawing = classes.data !== undefined && listed === undefined;
  const shown = listed ? filterClasses(listed, view) : [];
  const count = shown.length;

  const instructorName = view.instructor
    ? (instructors.data?.find((person) => person.email.toLowerCase() === view.instructor?.toLowerCase())
        ?.name ??
      classes.data?.[0]?.instructorName ??
      view.instructor)
    : undefined;

  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <SectionTitle level={1} title={t`All Classes`} />
      <ClassFilters view={view} facets={facets.data} zone={zone} onSearch={typeSearch} onChange={update} />

      <div className="mb-6 flex min-h-8 flex-wrap items-center justify-between gap-3">
        {instructorName ? (
          <p className="flex flex-wrap items-center gap-2">
            <Trans>
              <span>Classes by</span>
              <span className="badge badge-primary badge-lg gap-1 pe-1" data-testid="instructor-filter">
                {instructorName}
                <button
                  type="button"
                  className="btn btn-circle btn-ghost btn-xs"
                  aria-label={t`Clear the instructor filter`}
                  title={t`Show every instructor's classes`}
                  onClick={() => update({ instructor: undefined })}
                >
                  <X size={14} aria-hidden />
                </button>
              </span>
            </Trans>
          </p>
        ) : (
          <span />
        )}
        <p role="status" className="text-sm text-base-content/80">
          {classes.isSuccess && !drawing && <Plural value={count} one="# class" other="# classes" />}
        </p>
      </div>

      {classes.isPending || drawing ? (
        <ClassGridSkeleton />
      ) : classes.isError ? (
        <ErrorState message={t`We could not load the classes.`} onRetry={() => void classes.refetch()} />
      ) : shown.length > 0 ? (
        <ClassGrid
          items={shown}
          eagerCount={3}
          headingLevel={2}
          renderAction={(item) => <ClassAction item={item} />}
        />
      ) : (filtering || (listed?.length ?? 0) > 0) && hasListFilters(view) ? (
        <EmptyState>
          <Trans>
            No classes match your search.{' '}
            <button type="button" className="link link-primary" onClick={() => update(noFilters)}>
              Clear filters
            </button>
          </Trans>
        </EmptyState>
      ) : instructorName ? (
        <EmptyState>
          <Trans>{instructorName} has no open classes right now.</Trans>
        </EmptyState>
      ) : (
        <EmptyState>
          <Trans>No classes to show yet.</Trans>
        </EmptyState>
      )}
    </section>
  );
}
