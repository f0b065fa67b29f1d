import { useLingui } from '@lingui/react/macro';
import type { Instructor } from '#contract/users';
import { LoadingState } from '#client/components/load-state.tsx';
import { InstructorCard, InstructorCardSkeleton } from './instructor-card';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function InstructorGrid({
  people,
  eagerCount = 0,
  headingLevel,
}: {
  people: Instructor[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={gridClass}>
      {people.map((person, index) => (
        <li key={person._id}>
          <InstructorCard person={person} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function InstructorGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading instructors`}>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          <InstructorCardSkeleton key={i} />
        ))}
      </div>
    </LoadingState>
  );
}
