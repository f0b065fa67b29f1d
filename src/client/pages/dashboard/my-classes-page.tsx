import { Link } from '#client/components/link.tsx';
import { PlusCircle } from 'lucide-react';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { MyClassesTable } from '#client/features/instructor-classes/my-classes-table.tsx';
import { paths } from '#client/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function MyClassesPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl">
      <SectionTitle
        level={1}
        title={t`My classes`}
        subtitle={t`Their status, the admins' feedback, and your changes`}
      />
      <div className="mb-4 flex justify-end">
        <Link to={paths.addClass} className="btn btn-primary btn-sm">
          <PlusCircle size={16} aria-hidden /> <Trans>Add a class</Trans>
        </Link>
      </div>
      <MyClassesTable email={user.email} />
    </div>
  );
}
