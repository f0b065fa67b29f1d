import { SectionTitle } from '../../components/section-title';
import { useAuth } from '../../features/auth/api';
import { ManageUsersTable } from '../../features/manage-users/manage-users-table';

export function ManageUsersPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl">
      <SectionTitle level={1} title="Manage users" subtitle="Change roles, or remove accounts" />
      <ManageUsersTable currentUserId={user._id} />
    </div>
  );
}
