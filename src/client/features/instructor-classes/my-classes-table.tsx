import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import type { LanguageClass } from '../../../contract/classes';
import { ApiError } from '../../api-client';
import { useDialog } from '../../components/dialog';
import { EmptyState, ErrorState } from '../../components/load-state';
import {
  Cell,
  ClassStatusBadge,
  DataTable,
  Row,
  RowHeader,
  TableBody,
  TableHead,
  TableSkeleton,
} from '../../components/data-table';
import { useToast } from '../../components/toast';
import { instructorClassesQuery, useDeleteClass } from './api';
import { EditClassDialog } from './edit-class-dialog';

const price = (value: number) => `$${value.toFixed(2)}`;

/** My classes: every class of the signed-in instructor, whatever its status, with the admin's feedback. */
export function MyClassesTable({ email }: { email: string }) {
  const classes = useQuery(instructorClassesQuery(email));
  const remove = useDeleteClass();
  const dialog = useDialog();
  const toast = useToast();
  const [editing, setEditing] = useState<LanguageClass | null>(null);

  const confirmDelete = async (item: LanguageClass) => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: 'Delete this class?',
      text: `“${item.name}” will be removed for good. This cannot be undone.`,
      confirmText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(item._id);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The class could not be deleted.');
      return;
    }
    void dialog.popup({
      icon: 'success',
      title: 'Deleted!',
      text: 'The class has been removed.',
      timer: 1500,
    });
  };

  if (classes.isPending) return <TableSkeleton columns={8} thumbnail="square" label="Loading your classes" />;
  if (classes.isError) {
    return <ErrorState message="We could not load your classes." onRetry={() => void classes.refetch()} />;
  }
  if (classes.data.length === 0) {
    return <EmptyState>You have no classes yet. Add one and an admin will review it.</EmptyState>;
  }
  return (
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
            'Update',
            'Delete',
          ]}
        />
        <TableBody>
          {classes.data.map((item) => (
            <Row key={item._id} label={item.name}>
              <RowHeader className="min-w-40">
                <div className="flex items-center gap-3">
                  <img
                    src={item.img}
                    alt={`${item.name} class`}
                    width={64}
                    height={40}
                    loading="lazy"
                    className="h-10 w-16 shrink-0 rounded-md object-cover"
                  />
                  <span className="font-semibold">{item.name}</span>
                </div>
              </RowHeader>
              <Cell label="Students">{item.students}</Cell>
              <Cell label="Available seats">{item.availableSeats}</Cell>
              <Cell label="Price" className="whitespace-nowrap">
                {price(item.price)}
              </Cell>
              <Cell label="Status">
                <ClassStatusBadge status={item.status} />
              </Cell>
              <Cell label="Feedback" className="min-w-36 text-sm">
                {item.feedback ? (
                  <span className="whitespace-pre-line @max-4xl:text-right">{item.feedback}</span>
                ) : (
                  <span className="text-base-content/60">No feedback</span>
                )}
              </Cell>
              <Cell actions>
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-primary"
                  aria-label={`Update ${item.name}`}
                  onClick={() => setEditing(item)}
                >
                  <Pencil size={16} aria-hidden /> Update
                </button>
              </Cell>
              <Cell actions>
                <button
                  type="button"
                  className="btn btn-sm btn-error btn-soft"
                  aria-label={`Delete ${item.name}`}
                  disabled={remove.isPending && remove.variables === item._id}
                  onClick={() => void confirmDelete(item)}
                >
                  <Trash2 size={16} aria-hidden /> Delete
                </button>
              </Cell>
            </Row>
          ))}
        </TableBody>
      </DataTable>
      {editing && <EditClassDialog key={editing._id} item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
