import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ListState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { instructorsQuery } from './api';
import { InstructorGrid, InstructorGridSkeleton } from './instructor-grid';

const POPULAR_INSTRUCTORS_LIMIT = 6;

/** The home page's first six instructors. */
export function PopularInstructors() {
  const { t } = useLingui();
  const instructors = useQuery(instructorsQuery(POPULAR_INSTRUCTORS_LIMIT));
  return (
    <section aria-labelledby="popular-instructors-title" className="mx-auto max-w-7xl px-4 py-16">
      <SectionTitle id="popular-instructors-title" title={t`Popular Instructors`} subtitle={t`Our heroes`} />
      <ListState
        query={instructors}
        loading={<InstructorGridSkeleton count={POPULAR_INSTRUCTORS_LIMIT} />}
        errorMessage={t`We could not load the instructors.`}
        empty={t`Our instructors will be introduced here soon.`}
      >
        {(people) => <InstructorGrid people={people} />}
      </ListState>
    </section>
  );
}
