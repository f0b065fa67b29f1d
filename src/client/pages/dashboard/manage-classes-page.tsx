import { SectionTitle } from '#client/components/section-title.tsx';
import { ManageClassesTable } from '#client/features/manage-classes/manage-classes-table.tsx';
import { useLingui } from '@lingui/react/macro';

export function ManageClassesPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <SectionTitle
        level={1}
        title={t`Manage classes`}
        subtitle={t`Approve classes to publish them, or deny them with feedback for the instructor`}
      />
      <ManageClassesTable />
    </div>
  );
}
