import { useQuery } from '@tanstack/react-query';
import { GraduationCap, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const roleActions: { role: Role; label: MessageDescriptor; icon: ReactNode }[] = [
  { role: 'admin', label: msg`Make Admin`, icon: <ShieldCheck size={16} aria-hidden /> },
  { role: 'instructor', label: msg`Make instructor`, icon: <GraduationCap size={16} aria-hidden /> },
  { role: 'user', label: msg`Make user`, icon: <UserRound size={16} aria-hidden /> },
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
  const { t, i18n } = useLingui();
  const busy = (id: string) =>
    (changeRole.isPending && changeRole.variables?.id === id) ||
    (remove.isPending && remove.variables?.id === id);

  const deleted = (refundedCount: number) =>
    void dialog.popup({
      icon: 'success',
      title: t`Deleted!`,
      text:
        refundedCount > 0
          ? t`The user has been removed and ${plural(refundedCount, { one: '# payment', other: '# payments' })} refunded.`
          : t`The user has been removed.`,
      timer: 1500,
    });

  /** Delete after confirming; a student who has paid is only deleted if the admin chooses to refund them. */
  const deleteUser = async (person: User) => {
    const { name, email } = person;
    const ok = await dialog.confirm({
      icon: 'warning',
      title: t`Delete ${name}?`,
      text: t`${name} (${email}) will be removed and signed out everywhere. This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    try {
      deleted((await remove.mutateAsync({ id: person._id, refund: false })).refundedCount);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'paid_enrolments')) {
        toast.error(errorMessage(error, t`The user could not be deleted.`));
        return;
      }
      const why = error.message;
      const refund = await dialog.confirm({
        icon: 'warning',
        title: t`Refund and delete ${name}?`,
        text: t`${why} Their money goes back to the card they paid with and their seats are freed; the payment records stay, without their name or email.`,
        confirmText: t`Refund and delete`,
        danger: true,
      });
      if (!refund) return;
    }
    try {
      deleted((await remove.mutateAsync({ id: person._id, refund: true })).refundedCount);
    } catch (error) {
      toast.error(errorMessage(error, t`The user could not be deleted.`));
    }
  };

  /** A role gives or takes away power over classes, people and money: the admin confirms it first. */
  const setRole = async (person: User, role: Role) => {
    const question = roleChangeQuestion(person, role, i18n);
    const ok = await dialog.confirm({ icon: 'warning', ...question, danger: role === 'admin' });
    if (!ok) return;
    try {
      const result = await changeRole.mutateAsync({ id: person._id, role });
      if (result.modifiedCount > 0) {
        void dialog.popup({ icon: 'success', title: t`Role Updated successfully!`, timer: 1500 });
      }
    } catch (error) {
      toast.error(errorMessage(error, t`The role could not be changed.`));
    }
  };

  return (
    <ListState
      query={users}
      loading={<TableSkeleton columns={5} thumbnail="square" label={t`Loading the users`} />}
      errorMessage={t`We could not load the users.`}
      empty={t`No users yet.`}
    >
      {(everyone) => {
        // As the API's `q` compares: case and accents ignored, so 'maria jose' finds 'María José'.
        const wanted = foldText(search.trim());
        const people = wanted
          ? everyone.filter(
              (person) => foldText(person.name).includes(wanted) || foldText(person.email).includes(wanted),
            )
          : everyone;
        const found = people.length;
        const total = everyone.length;
        const typed = search.trim();
        return (
          <>
            <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-1">
              <label htmlFor={searchId} className="fieldset w-full max-w-sm">
                <span className="fieldset-legend pb-1 text-sm">
                  <Trans>Search by name or email</Trans>
                </span>
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
                {/* The English says "users" for one too; the plural lets other languages agree. */}
                {wanted
                  ? t`${found} of ${plural(total, { one: '# users', other: '# users' })}`
                  : t`${plural(total, { one: '# users', other: '# users' })}`}
              </p>
            </div>
            {people.length === 0 ? (
              <p className="rounded-box bg-base-100 p-6 text-center">
                <Trans>No user matches “{typed}”.</Trans>
              </p>
            ) : (
              <DataTable label={t`All users`}>
                <TableHead columns={['#', t`User`, t`Email`, t`Role`, { label: t`Actions`, hidden: true }]} />
                <TableBody>
                  {people.map((person, index) => {
                    const self = person._id === currentUserId;
                    const noteId = `self-note-${person._id}`;
                    const name = person.name;
                    return (
                      <Row key={person._id} label={person.name}>
                        <Cell offCard>{index + 1}</Cell>
                        <PictureRowHeader
                          name={person.name}
                          src={person.photo || DEFAULT_AVATAR}
                          alt={person.photo ? t`${name}'s photo` : t`Default avatar`}
                          picture="round"
                          className="min-w-36"
                        >
                          {self && (
                            <span className="badge badge-ghost badge-sm">
                              <Trans>you</Trans>
                            </span>
                          )}
                        </PictureRowHeader>
                        <Cell label={t`Email`}>
                          <span className="min-w-0 [overflow-wrap:anywhere] @max-4xl:text-end">
                            <Email address={person.email} />
                          </span>
                        </Cell>
                        <Cell label={t`Role`}>
                          <span className={`badge capitalize ${roleBadge[person.role]}`}>{person.role}</span>
                        </Cell>
                        <Cell actions className="@max-4xl:w-full">
                          <div className="flex flex-wrap gap-2">
                            <div
                              className="flex flex-wrap gap-1"
                              role="group"
                              aria-label={t`Role of ${name}`}
                            >
                              {roleActions.map((action) => {
                                const label = i18n._(action.label);
                                return (
                                  <button
                                    key={action.role}
                                    type="button"
                                    className="btn btn-sm btn-outline btn-primary"
                                    aria-label={t`${label}: ${name}`}
                                    aria-describedby={self ? noteId : undefined}
                                    disabled={self || person.role === action.role || busy(person._id)}
                                    onClick={() => void setRole(person, action.role)}
                                  >
                                    {action.icon} {label}
                                  </button>
                                );
                              })}
                            </div>
                            <ItemAction
                              icon={Trash2}
                              label={t`Delete`}
                              name={person.name}
                              className="btn-error btn-soft"
                              describedBy={self ? noteId : undefined}
                              disabled={self || busy(person._id)}
                              onClick={() => void deleteUser(person)}
                            />
                          </div>
                          {self && (
                            <p id={noteId} className="mt-1 text-xs text-base-content/70">
                              <Trans>
                                This is you: another admin has to change your role or delete your account.
                              </Trans>
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
