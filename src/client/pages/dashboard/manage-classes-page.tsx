import { SectionTitle } from '../../components/section-title';
import { ManageClassesTable } from '../../features/manage-classes/manage-classes-table';

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
