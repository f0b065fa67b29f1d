import { useQuery } from '@tanstack/react-query';
import { GraduationCap, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { foldText } from '#contract/search-fold';
import type { Role, User } from '#contract/users';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { useDialog } from '#client/components/dialog.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { Email } from '#client/components/email.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { PictureRowHeader, Row } from '#client/components/table/row.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { useToast } from '#client/components/toast.tsx';
import { DEFAULT_AVATAR } from '#client/components/user-avatar.tsx';
import { ItemAction } from '#client/components/item-action.tsx';
import { usersQuery } from '#client/queries/admin-lists.ts';
import { useChangeRole, useDeleteUser } from './api';
import { roleChangeQuestion } from './role-change';

const roleBadge: Record<Role, string> = {
  admin: 'badge-primary',
  instructor: 'badge-secondary badge-soft',
  user: 'badge-neutral badge-outline',
};

const roleActions: { role: Role; label: string; icon: ReactNode }[] = [
  { role: 'admin', label: 'Make Admin', icon: <ShieldCheck size={16} aria-hidden /> },
  { role: 'instructor', label: 'Make instructor', icon: <GraduationCap size={16} aria-hidden /> },
  { role: 'user', label: 'Make user', icon: <UserRound size={16} aria-hidden /> },
];

/** Manage users: every account; change its role or delete it. The signed-in admin's own row is locked. */
export function ManageUsersTable({ currentUserId }: { currentUserId: string }) {
  const users = useQuery(usersQuery);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const changeRole = useChangeRole();
  const remove = useDeleteUser();
  const dialog = useDialog();
  const toast = useToast();
  const busy = (id: string) =>
    (changeRole.isPending && changeRole.variables?.id === id) ||
    (remove.isPending && remove.variables?.id === id);

  const deleted = (refundedCount: number) =>
    void dialog.popup({
      icon: 'success',
      title: 'Deleted!',
      text:
        refundedCount > 0
          ? `The user has been removed and ${refundedCount} ${refundedCount === 1 ? 'payment' : 'payments'} refunded.`
          : 'The user has been removed.',
      timer: 1500,
    });

  /** Delete after confirming; a student who has paid is only deleted if the admin chooses to refund them. */
  const deleteUser = async (person: User) => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: `Delete ${person.name}?`,
      text: `${person.name} (${person.email}) will be removed and signed out everywhere. This cannot be undone.`,
      confirmText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      deleted((await remove.mutateAsync({ id: person._id, refund: false })).refundedCount);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'paid_enrolments')) {
        toast.error(errorMessage(error, 'The user could not be deleted.'));
        return;
      }
      const refund = await dialog.confirm({
        icon: 'warning',
        title: `Refund and delete ${person.name}?`,
        text: `${error.message} Their money goes back to the card they paid with and their seats are freed; the payment records stay, without their name or email.`,
        confirmText: 'Refund and delete',
        danger: true,
      });
      if (!refund) return;
    }
    try {
      deleted((await remove.mutateAsync({ id: person._id, refund: true })).refundedCount);
    } catch (error) {
      toast.error(errorMessage(error, 'The user could not be deleted.'));
    }
  };

  /** A role gives or takes away power over classes, people and money: the admin confirms it first. */
  const setRole = async (person: User, role: Role) => {
    const question = roleChangeQuestion(person, role);
    const ok = await dialog.confirm({ icon: 'warning', ...question, danger: role === 'admin' });
    if (!ok) return;
    try {
      const result = await changeRole.mutateAsync({ id: person._id, role });
      if (result.modifiedCount > 0) {
        void dialog.popup({ icon: 'success', title: 'Role Updated successfully!', timer: 1500 });
      }
    } catch (error) {
      toast.error(errorMessage(error, 'The role could not be changed.'));
    }
  };

  return (
    <ListState
      query={users}
      loading={<TableSkeleton columns={5} thumbnail="square" label="Loading the users" />}
      errorMessage="We could not load the users."
      empty="No users yet."
    >
      {(everyone) => {
        // As the API's `q` compares: case and accents ignored, so 'maria jose' finds 'María José'.
        const wanted = foldText(search.trim());
        const people = wanted
          ? everyone.filter(
              (person) => foldText(person.name).includes(wanted) || foldText(person.email).includes(wanted),
            )
          : everyone;
        return (
          <>
            <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-1">
              <label htmlFor={searchId} className="fieldset w-full max-w-sm">
                <span className="fieldset-legend pb-1 text-sm">Search by name or email</span>
                <input
                  id={searchId}
                  type="search"
                  className="input w-full"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  autoComplete="off"
                />
              </label>
              <p role="status" className="pb-2 text-sm text-base-content/80">
                {wanted ? `${people.length} of ${everyone.length} users` : `${everyone.length} users`}
              </p>
            </div>
            {people.length === 0 ? (
              <p className="rounded-box bg-base-100 p-6 text-center">No user matches “{search.trim()}”.</p>
            ) : (
              <DataTable label="All users">
                <TableHead columns={['#', 'User', 'Email', 'Role', { label: 'Actions', hidden: true }]} />
                <TableBody>
                  {people.map((person, index) => {
                    const self = person._id === currentUserId;
                    const noteId = `self-note-${person._id}`;
                    return (
                      <Row key={person._id} label={person.name}>
                        <Cell offCard>{index + 1}</Cell>
                        <PictureRowHeader
                          name={person.name}
                          src={person.photo || DEFAULT_AVATAR}
                          alt={person.photo ? `${person.name}'s photo` : 'Default avatar'}
                          picture="round"
                          className="min-w-36"
                        >
                          {self && <span className="badge badge-ghost badge-sm">you</span>}
                        </PictureRowHeader>
                        <Cell label="Email">
                          <span className="min-w-0 [overflow-wrap:anywhere] @max-4xl:text-right">
                            <Email address={person.email} />
                          </span>
                        </Cell>
                        <Cell label="Role">
                          <span className={`badge capitalize ${roleBadge[person.role]}`}>{person.role}</span>
                        </Cell>
                        <Cell actions className="@max-4xl:w-full">
                          <div className="flex flex-wrap gap-2">
                            <div
                              className="flex flex-wrap gap-1"
                              role="group"
                              aria-label={`Role of ${person.name}`}
                            >
                              {roleActions.map((action) => (
                                <button
                                  key={action.role}
                                  type="button"
                                  className="btn btn-sm btn-outline btn-primary"
                                  aria-label={`${action.label}: ${person.name}`}
                                  aria-describedby={self ? noteId : undefined}
                                  disabled={self || person.role === action.role || busy(person._id)}
                                  onClick={() => void setRole(person, action.role)}
                                >
                                  {action.icon} {action.label}
                                </button>
                              ))}
                            </div>
                            <ItemAction
                              icon={Trash2}
                              label="Delete"
                              name={person.name}
                              className="btn-error btn-soft"
                              describedBy={self ? noteId : undefined}
                              disabled={self || busy(person._id)}
                              onClick={() => void deleteUser(person)}
                            />
                          </div>
                          {self && (
                            <p id={noteId} className="mt-1 text-xs text-base-content/70">
                              This is you: another admin has to change your role or delete your account.
                            </p>
                          )}
                        </Cell>
                      </Row>
                    );
                  })}
                </TableBody>
              </DataTable>
            )}
          </>
        );
      }}
    </ListState>
  );
}
