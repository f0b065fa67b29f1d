import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LanguageClass } from '#contract/classes';
import { ListState } from '#client/components/load-state.tsx';
import { formatUsd } from '#client/format.ts';
import { paths } from '#client/paths.ts';
import { classWaitlistPath } from '#client/staff-paths.ts';
import { ClassStatusBadge } from '#client/components/class-status-badge.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { ClassRowHeader, Row } from '#client/components/table/row.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { useConfirmedDelete } from '#client/hooks/use-confirmed-delete.ts';
import { ItemAction } from '#client/components/item-action.tsx';
import { instructorClassesQuery, useDeleteClass } from './api';
import { EditClassDialog } from './edit-class-dialog';
import { SessionsDialog } from './sessions-dialog';

/** My classes: every class of the signed-in instructor, whatever its status, with the admin's feedback. */
export function MyClassesTable({ email }: { email: string }) {
  const { t } = useLingui();
  const classes = useQuery(instructorClassesQuery(email));
  const remove = useDeleteClass();
  const confirmDelete = useConfirmedDelete('class', remove.mutateAsync);
  const [editing, setEditing] = useState<LanguageClass | null>(null);
  const [viewing, setViewing] = useState<LanguageClass | null>(null);

  return (
    <ListState
      query={classes}
      loading={<TableSkeleton columns={9} thumbnail="square" label={t`Loading your classes`} />}
      errorMessage={t`We could not load your classes.`}
      empty={t`You have no classes yet. Add one and an admin will review it.`}
    >
      {(items) => (
        <>
          <DataTable label={t`My classes`}>
            <TableHead
              columns={[
                t`Course`,
                t`Students`,
                t`Available seats`,
                t`Price`,
                t`Status`,
                t`Feedback`,
                t`Sessions`,
                t`Update`,
                t`Delete`,
              ]}
            />
            <TableBody>
              {items.map((item) => {
                const name = item.name;
                return (
                  <Row key={item._id} label={item.name}>
                    <ClassRowHeader item={item} to={paths.class(item._id)} className="min-w-52" />
                    <Cell label={t`Students`}>{item.students}</Cell>
                    <Cell label={t`Available seats`}>
                      {item.availableSeats}
                      <Link to={classWaitlistPath(item._id)} className="link ms-2 whitespace-nowrap text-sm">
                        <Trans>
                          Waitlist<span className="sr-only"> of {name}</span>
                        </Trans>
                      </Link>
                    </Cell>
                    <Cell label={t`Price`} className="whitespace-nowrap">
                      {formatUsd(item.price)}
                    </Cell>
                    <Cell label={t`Status`}>
                      <ClassStatusBadge status={item.status} />
                    </Cell>
                    <Cell label={t`Feedback`} className="min-w-28 text-sm">
                      {item.feedback ? (
                        <span className="whitespace-pre-line wrap-anywhere @max-4xl:text-end">
                          {item.feedback}
                        </span>
                      ) : (
                        <span className="text-base-content/60">
                          <Trans>No feedback</Trans>
                        </span>
                      )}
                    </Cell>
                    <Cell actions>
                      <ItemAction
                        icon={CalendarDays}
                        label={t`Sessions`}
                        name={item.name}
                        className="btn-outline"
                        compact
                        onClick={() => setViewing(item)}
                      />
                    </Cell>
                    <Cell actions>
                      <ItemAction
                        icon={Pencil}
                        label={t`Update`}
                        name={item.name}
                        className="btn-outline btn-primary"
                        compact
                        onClick={() => setEditing(item)}
                      />
                    </Cell>
                    <Cell actions>
                      <ItemAction
                        icon={Trash2}
                        label={t`Delete`}
                        name={item.name}
                        className="btn-error btn-soft"
                        compact
                        disabled={remove.isPending && remove.variables === item._id}
                        onClick={() =>
                          void confirmDelete(item._id, {
                            name: t`“${name}”`,
                            consequence: t`It will be removed for good with its sessions, its waitlist and the carts it is in. This cannot be undone.`,
                          })
                        }
                      />
                    </Cell>
                  </Row>
                );
              })}
            </TableBody>
          </DataTable>
          {viewing && <SessionsDialog key={viewing._id} item={viewing} onClose={() => setViewing(null)} />}
          {editing && <EditClassDialog key={editing._id} item={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ListState>
  );
}
