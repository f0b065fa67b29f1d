import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { ArrowLeftRight, Check, Trash2, X } from 'lucide-react';
import { FEEDBACK_MAX, type ClassStatus, type LanguageClass } from '#contract/classes';
import type { User } from '#contract/users';
import { errorMessage } from '#client/errors.ts';
import { useDialog } from '#client/components/dialog.tsx';
import { ListState } from '#client/components/load-state.tsx';
import { formatUsd } from '#client/format.ts';
import { paths } from '#client/paths.ts';
import { classWaitlistPath } from '#client/staff-paths.ts';
import { ClassStatusBadge } from '#client/components/class-status-badge.tsx';
import { Email } from '#client/components/email.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { ClassRowHeader, Row } from '#client/components/table/row.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { useConfirmedDelete } from '#client/hooks/use-confirmed-delete.ts';
import { useToast } from '#client/components/toast.tsx';
import { ItemAction } from '#client/components/item-action.tsx';
import { allClassesQuery, usersQuery } from '#client/queries/admin-lists.ts';
import { useDeleteAnyClass, useReassignClass, useReviewClass } from './api';

const reviewOrder: Record<ClassStatus, number> = { pending: 0, denied: 1, approved: 2 };

/** Classes waiting for a decision first; the server's order within each status. */
export function inReviewOrder(classes: LanguageClass[]): LanguageClass[] {
  return [...classes].sort((a, b) => reviewOrder[a.status] - reviewOrder[b.status]);
}

/** The Deny dialog's optional feedback; the dialog only renders it, so the text is handed out on change. */
function FeedbackField({ initial, onChange }: { initial: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // After the dialog has opened and placed its own focus.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="fieldset mt-4 text-left">
      <label htmlFor="deny-feedback" className="fieldset-legend pb-1 text-sm">
        Feedback for the instructor (optional)
      </label>
      <textarea
        ref={ref}
        id="deny-feedback"
        className="textarea h-28 w-full"
        maxLength={FEEDBACK_MAX}
        value={text}
        aria-describedby="deny-feedback-count"
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
      <p id="deny-feedback-count" className="label text-xs whitespace-normal">
        {text.length} / {FEEDBACK_MAX} characters. The instructor sees this in My classes.
      </p>
    </div>
  );
}

/** The Reassign dialog's choice of instructor; handed out on change, like the feedback field. */
function InstructorPicker({ choices, onChange }: { choices: User[]; onChange: (id: string) => void }) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="fieldset mt-4 text-left">
      <label htmlFor="reassign-instructor" className="fieldset-legend pb-1 text-sm">
        New instructor
      </label>
      <select
        ref={ref}
        id="reassign-instructor"
        className="select w-full"
        defaultValue={choices[0]?._id}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((person) => (
          <option key={person._id} value={person._id}>
            {person.name} ({person.email})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Manage classes: every class of every status; approve, deny with feedback, reassign, or delete. */
export function ManageClassesTable() {
  const classes = useQuery(allClassesQuery);
  const review = useReviewClass();
  const remove = useDeleteAnyClass();
  const dialog = useDialog();
  const toast = useToast();
  const reassign = useReassignClass();
  const client = useQueryClient();
  const confirmDelete = useConfirmedDelete('class', remove.mutateAsync);
  const busy = (id: string) =>
    (review.isPending && review.variables?.id === id) ||
    (remove.isPending && remove.variables === id) ||
    (reassign.isPending && reassign.variables?.id === id);

  /** Gives the class to another instructor, so its old one can be made a user or deleted. */
  const reassignClass = async (item: LanguageClass) => {
    let people: User[];
    try {
      people = await client.fetchQuery(usersQuery);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not load the instructors.'));
      return;
    }
    const choices = people.filter((p) => p.role === 'instructor' && p.email !== item.instructor);
    if (choices.length === 0) {
      toast.info('There is no other instructor yet. Make someone an instructor in Manage users first.');
      return;
    }
    const answer = { id: choices[0]!._id };
    const ok = await dialog.confirm({
      icon: 'info',
      title: `Reassign “${item.name}”?`,
      text: `${item.instructorName} teaches it now. Its status, seats and enrolled students stay as they are.`,
      confirmText: 'Reassign',
      body: <InstructorPicker choices={choices} onChange={(id) => (answer.id = id)} />,
    });
    if (!ok) return;
    const to = choices.find((p) => p._id === answer.id);
    try {
      const result = await reassign.mutateAsync({ id: item._id, body: { instructorId: answer.id } });
      if (result.modifiedCount > 0) {
        void dialog.popup({
          icon: 'success',
          title: 'Done!',
          text: `“${item.name}” is now taught by ${to?.name ?? 'the new instructor'}.`,
          timer: 1500,
        });
      }
    } catch (error) {
      toast.error(errorMessage(error, 'The class could not be reassigned.'));
    }
  };

  const decide = async (item: LanguageClass, status: 'approved' | 'denied') => {
    let feedback: string | null = null;
    if (status === 'denied') {
      const answer = { text: item.feedback ?? '' };
      const ok = await dialog.confirm({
        icon: 'warning',
        title: `Deny “${item.name}”?`,
        text: 'Tell the instructor what to change, if you like.',
        confirmText: 'Deny',
        danger: true,
        body: <FeedbackField initial={answer.text} onChange={(text) => (answer.text = text)} />,
      });
      if (!ok) return;
      feedback = answer.text.trim() || null;
    }
    try {
      const result = await review.mutateAsync({ id: item._id, body: { status, feedback } });
      if (result.modifiedCount > 0) {
        void dialog.popup({
          icon: 'success',
          title: 'Done!',
          text: 'Class Updated successfully!',
          timer: 1500,
        });
      } else {
        toast.info(`Nothing changed: “${item.name}” was already ${status}.`);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'The class could not be updated.'));
    }
  };

  return (
    <ListState
      query={classes}
      loading={<TableSkeleton columns={8} thumbnail="square" label="Loading the classes" />}
      errorMessage="We could not load the classes."
      empty="No classes yet."
    >
      {(items) => (
        <DataTable label="All classes">
          <TableHead
            columns={['Class', 'Instructor', 'Seats', 'Price', 'Status', { label: 'Actions', hidden: true }]}
          />
          <TableBody>
            {inReviewOrder(items).map((item) => {
              const approved = item.status === 'approved';
              return (
                <Row key={item._id} label={item.name}>
                  <ClassRowHeader item={item} to={paths.class(item._id)} className="min-w-52" />
                  <Cell label="Instructor">
                    <div className="min-w-0 @max-4xl:text-right">
                      <div>{item.instructorName}</div>
                      <div className="text-base-content/70">
                        <Email address={item.instructor} />
                      </div>
                    </div>
                  </Cell>
                  <Cell label="Seats">
                    {item.availableSeats}
                    <Link to={classWaitlistPath(item._id)} className="link ml-2 whitespace-nowrap text-sm">
                      Waitlist<span className="sr-only"> of {item.name}</span>
                    </Link>
                  </Cell>
                  <Cell label="Price" className="whitespace-nowrap">
                    {formatUsd(item.price)}
                  </Cell>
                  <Cell label="Status" className="min-w-28">
                    <div className="flex flex-col items-start gap-1 @max-4xl:items-end">
                      <ClassStatusBadge status={item.status} />
                      {item.feedback && (
                        <p
                          className="line-clamp-3 max-w-44 text-xs wrap-anywhere text-base-content/70 @max-4xl:text-right"
                          title={item.feedback}
                        >
                          {item.feedback}
                        </p>
                      )}
                    </div>
                  </Cell>
                  <Cell actions>
                    <div className="flex flex-wrap gap-2 @4xl:grid @4xl:grid-cols-[auto_auto] @7xl:flex @7xl:flex-nowrap">
                      <ItemAction
                        icon={Check}
                        label="Approve"
                        name={item.name}
                        className="btn-success"
                        disabled={approved || busy(item._id)}
                        onClick={() => void decide(item, 'approved')}
                      />
                      <ItemAction
                        icon={X}
                        label="Deny"
                        name={item.name}
                        className="btn-warning"
                        disabled={approved || busy(item._id)}
                        onClick={() => void decide(item, 'denied')}
                      />
                      <ItemAction
                        icon={ArrowLeftRight}
                        label="Reassign"
                        name={item.name}
                        className="btn-outline btn-primary"
                        disabled={busy(item._id)}
                        onClick={() => void reassignClass(item)}
                      />
                      <ItemAction
                        icon={Trash2}
                        label="Delete"
                        name={item.name}
                        className="btn-error btn-soft"
                        disabled={busy(item._id)}
                        onClick={() =>
                          void confirmDelete(item._id, {
                            name: `“${item.name}”`,
                            consequence: `${item.instructorName}'s class will be removed for good with its sessions, its waitlist and the carts it is in. This cannot be undone.`,
                          })
                        }
                      />
                    </div>
                  </Cell>
                </Row>
              );
            })}
          </TableBody>
        </DataTable>
      )}
    </ListState>
  );
}
