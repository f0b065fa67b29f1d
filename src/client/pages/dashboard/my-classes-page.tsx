import { Link } from '#client/components/link.tsx';
import { PlusCircle } from 'lucide-react';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { MyClassesTable } from '#client/features/instructor-classes/my-classes-table.tsx';
import { paths } from '#client/paths.ts';

export function MyClassesPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl">
      <SectionTitle
        level={1}
        title="My classes"
        subtitle="Their status, the admins' feedback, and your changes"
      />
      <div className="mb-4 flex justify-end">
        <Link to={paths.addClass} className="btn btn-primary btn-sm">
          <PlusCircle size={16} aria-hidden /> Add a class
        </Link>
      </div>
      <MyClassesTable email={user.email} />
    </div>
  );
}
