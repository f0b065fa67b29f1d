import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { ManageUsersTable } from '#client/features/manage-users/manage-users-table.tsx';
import { useLingui } from '@lingui/react/macro';

export function ManageUsersPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl">
      <SectionTitle level={1} title={t`Manage users`} subtitle={t`Change roles, or remove accounts`} />
      <ManageUsersTable currentUserId={user._id} />
    </div>
  );
}
