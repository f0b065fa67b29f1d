import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { ManageUsersTable } from '#client/features/manage-users/manage-users-table.tsx';

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
