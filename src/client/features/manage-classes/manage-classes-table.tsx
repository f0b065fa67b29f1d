import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { ArrowLeftRight, Check, Trash2, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const count = text.length;
  const max = FEEDBACK_MAX;
  useEffect(() => {
    // After the dialog has opened and placed its own focus.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="fieldset mt-4 text-start">
      <label htmlFor="deny-feedback" className="fieldset-legend pb-1 text-sm">
        <Trans>Feedback for the instructor (optional)</Trans>
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
        <Trans>
          {count} / {max} characters. The instructor sees this in My classes.
        </Trans>
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
    <div className="fieldset mt-4 text-start">
      <label htmlFor="reassign-instructor" className="fieldset-legend pb-1 text-sm">
        <Trans>New instructor</Trans>
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
  const { t } = useLingui();
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
      toast.error(errorMessage(error, t`We could not load the instructors.`));
      return;
    }
    const choices = people.filter((p) => p.role === 'instructor' && p.email !== item.instructor);
    if (choices.length === 0) {
      toast.info(t`There is no other instructor yet. Make someone an instructor in Manage users first.`);
      return;
    }
    const answer = { id: choices[0]!._id };
    const name = item.name;
    const instructorName = item.instructorName;
    const ok = await dialog.confirm({
      icon: 'info',
      title: t`Reassign “${name}”?`,
      text: t`${instructorName} teaches it now. Its status, seats and enrolled students stay as they are.`,
      confirmText: t`Reassign`,
      body: <InstructorPicker choices={choices} onChange={(id) => (answer.id = id)} />,
    });
    if (!ok) return;
    const newInstructor = choices.find((p) => p._id === answer.id)?.name;
    try {
      const result = await reassign.mutateAsync({ id: item._id, body: { instructorId: answer.id } });
      if (result.modifiedCount > 0) {
        void dialog.popup({
          icon: 'success',
          title: t`Done!`,
          text:
            newInstructor !== undefined
              ? t`“${name}” is now taught by ${newInstructor}.`
              : t`“${name}” is now taught by the new instructor.`,
          timer: 1500,
        });
      }
    } catch (error) {
      toast.error(errorMessage(error, t`The class could not be reassigned.`));
    }
  };

  const decide = async (item: LanguageClass, status: 'approved' | 'denied') => {
    let feedback: string | null = null;
    const name = item.name;
    if (status === 'denied') {
      const answer = { text: item.feedback ?? '' };
      const ok = await dialog.confirm({
        icon: 'warning',
        title: t`Deny “${name}”?`,
        text: t`Tell the instructor what to change, if you like.`,
        confirmText: t`Deny`,
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
          title: t`Done!`,
          text: t`Class Updated successfully!`,
          timer: 1500,
        });
      } else {
        toast.info(
          status === 'approved'
            ? t`Nothing changed: “${name}” was already approved.`
            : t`Nothing changed: “${name}” was already denied.`,
        );
      }
    } catch (error) {
      toast.error(errorMessage(error, t`The class could not be updated.`));
    }
  };

  return (
    <ListState
      query={classes}
      loading={<TableSkeleton columns={8} thumbnail="square" label={t`Loading the classes`} />}
      errorMessage={t`We could not load the classes.`}
      empty={t`No classes yet.`}
    >
      {(items) => (
        <DataTable label={t`All classes`}>
          <TableHead
            columns={[
              t`Class`,
              t`Instructor`,
              t`Seats`,
              t`Price`,
              t`Status`,
              { label: t`Actions`, hidden: true },
            ]}
          />
          <TableBody>
            {inReviewOrder(items).map((item) => {
              const approved = item.status === 'approved';
              const name = item.name;
              const instructorName = item.instructorName;
              return (
                <Row key={item._id} label={item.name}>
                  <ClassRowHeader item={item} to={paths.class(item._id)} className="min-w-52" />
                  <Cell label={t`Instructor`}>
                    <div className="min-w-0 @max-4xl:text-end">
                      <div>{item.instructorName}</div>
                      <div className="text-base-content/70">
                        <Email address={item.instructor} />
                      </div>
                    </div>
                  </Cell>
                  <Cell label={t`Seats`}>
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
                  <Cell label={t`Status`} className="min-w-28">
                    <div className="flex flex-col items-start gap-1 @max-4xl:items-end">
                      <ClassStatusBadge status={item.status} />
                      {item.feedback && (
                        <p
                          className="line-clamp-3 max-w-44 text-xs wrap-anywhere text-base-content/70 @max-4xl:text-end"
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
                        label={t`Approve`}
                        name={item.name}
                        className="btn-success"
                        disabled={approved || busy(item._id)}
                        onClick={() => void decide(item, 'approved')}
                      />
                      <ItemAction
                        icon={X}
                        label={t`Deny`}
                        name={item.name}
                        className="btn-warning"
                        disabled={approved || busy(item._id)}
                        onClick={() => void decide(item, 'denied')}
                      />
                      <ItemAction
                        icon={ArrowLeftRight}
                        label={t`Reassign`}
                        name={item.name}
                        className="btn-outline btn-primary"
                        disabled={busy(item._id)}
                        onClick={() => void reassignClass(item)}
                      />
                      <ItemAction
                        icon={Trash2}
                        label={t`Delete`}
                        name={item.name}
                        className="btn-error btn-soft"
                        disabled={busy(item._id)}
                        onClick={() =>
                          void confirmDelete(item._id, {
                            name: t`“${name}”`,
                            consequence: t`${instructorName}'s class will be removed for good with its sessions, its waitlist and the carts it is in. This cannot be undone.`,
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
