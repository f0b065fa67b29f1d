import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SectionTitle } from '../components/section-title';
import { classesQuery } from '../features/classes/api';
import { ClassCard, ClassCardSkeleton } from '../features/classes/class-card';

export function HomePage() {
  const popular = useQuery(classesQuery({ sort: 'popular', limit: 6 }));
  return (
    <>
      <section className="bg-base-200 px-4 py-24 text-center">
        <h1 className="text-5xl font-black text-primary">Speak the World</h1>
        <p className="mt-4 text-xl">Learn Any Language and Expand Your World!</p>
        <Link to="/classes" className="btn btn-primary mt-8">
          Get Started
        </Link>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16">
        <SectionTitle title="Popular Classes" subtitle="Highest number of students enrolled" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {popular.isPending
            ? Array.from({ length: 6 }, (_, i) => <ClassCardSkeleton key={i} />)
            : (popular.data ?? []).map((item) => <ClassCard key={item._id} item={item} />)}
        </div>
        <div className="mt-8 text-center">
          <Link to="classes" className="btn btn-outline btn-primary">
            Show all classes
          </Link>
        </div>
      </section>
    </>
  );
}
