import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { classesQuery } from './api';
import { ClassGrid, ClassGridSkeleton } from './class-grid';

const POPULAR_CLASSES_LIMIT = 6;

/** The home page's six classes with the most students. */
export function PopularClasses() {
  const { t } = useLingui();
  const popular = useQuery(classesQuery({ sort: 'popular', limit: POPULAR_CLASSES_LIMIT }));
  return (
    <section aria-labelledby="popular-classes-title" className="mx-auto max-w-7xl px-4 py-16">
      <SectionTitle
        id="popular-classes-title"
        title={t`Popular Classes`}
        subtitle={t`Highest number of students enrolled`}
      />
      <ListState
        query={popular}
        loading={<ClassGridSkeleton count={POPULAR_CLASSES_LIMIT} />}
        errorMessage={t`We could not load the popular classes.`}
        empty={t`No classes to show yet.`}
      >
        {(items) => <ClassGrid items={items} />}
      </ListState>
      <div className="mt-10 text-center">
        <Link to="classes" className="btn btn-outline btn-primary">
          <Trans>Show all classes</Trans>
        </Link>
      </div>
    </section>
  );
}
