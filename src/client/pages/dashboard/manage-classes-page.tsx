import { SectionTitle } from '#client/components/section-title.tsx';
import { ManageClassesTable } from '#client/features/manage-classes/manage-classes-table.tsx';

export function ManageClassesPage() {
  return (
    <div className="mx-auto max-w-7xl">
      <SectionTitle
        level={1}
        title="Manage classes"
        subtitle="Approve classes to publish them, or deny them with feedback for the instructor"
      />
      <ManageClassesTable />
    </div>
  );
}
