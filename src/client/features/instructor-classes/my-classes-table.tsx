import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
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
  const classes = useQuery(instructorClassesQuery(email));
  const remove = useDeleteClass();
  const confirmDelete = useConfirmedDelete('class', remove.mutateAsync);
  const [editing, setEditing] = useState<LanguageClass | null>(null);
  const [viewing, setViewing] = useState<LanguageClass | null>(null);

  return (
    <ListState
      query={classes}
      loading={<TableSkeleton columns={9} thumbnail="square" label="Loading your classes" />}
      errorMessage="We could not load your classes."
      empty="You have no classes yet. Add one and an admin will review it."
    >
      {(items) => (
        <>
          <DataTable label="My classes">
            <TableHead
              columns={[
                'Course',
                'Students',
                'Available seats',
                'Price',
                'Status',
                'Feedback',
                'Sessions',
                'Update',
                'Delete',
              ]}
            />
            <TableBody>
              {items.map((item) => (
                <Row key={item._id} label={item.name}>
                  <ClassRowHeader item={item} to={paths.class(item._id)} className="min-w-52" />
                  <Cell label="Students">{item.students}</Cell>
                  <Cell label="Available seats">
                    {item.availableSeats}
                    <Link to={classWaitlistPath(item._id)} className="link ml-2 whitespace-nowrap text-sm">
                      Waitlist<span className="sr-only"> of {item.name}</span>
                    </Link>
                  </Cell>
                  <Cell label="Price" className="whitespace-nowrap">
                    {formatUsd(item.price)}
                  </Cell>
                  <Cell label="Status">
                    <ClassStatusBadge status={item.status} />
                  </Cell>
                  <Cell label="Feedback" className="min-w-28 text-sm">
                    {item.feedback ? (
                      <span className="whitespace-pre-line wrap-anywhere @max-4xl:text-right">
                        {item.feedback}
                      </span>
                    ) : (
                      <span className="text-base-content/60">No feedback</span>
                    )}
                  </Cell>
                  <Cell actions>
                    <ItemAction
                      icon={CalendarDays}
                      label="Sessions"
                      name={item.name}
                      className="btn-outline"
                      compact
                      onClick={() => setViewing(item)}
                    />
                  </Cell>
                  <Cell actions>
                    <ItemAction
                      icon={Pencil}
                      label="Update"
                      name={item.name}
                      className="btn-outline btn-primary"
                      compact
                      onClick={() => setEditing(item)}
                    />
                  </Cell>
                  <Cell actions>
                    <ItemAction
                      icon={Trash2}
                      label="Delete"
                      name={item.name}
                      className="btn-error btn-soft"
                      compact
                      disabled={remove.isPending && remove.variables === item._id}
                      onClick={() =>
                        void confirmDelete(item._id, {
                          name: `“${item.name}”`,
                          consequence:
                            'It will be removed for good with its sessions, its waitlist and the carts it is in. This cannot be undone.',
                        })
                      }
                    />
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </DataTable>
          {viewing && <SessionsDialog key={viewing._id} item={viewing} onClose={() => setViewing(null)} />}
          {editing && <EditClassDialog key={editing._id} item={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ListState>
  );
}
