import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import type { LanguageClass } from '#contract/classes';
import { SESSION_REASON_MAX, type ClassSession } from '#contract/sessions';
import { ApiError } from '#client/api-client.ts';
import { ModalDialog } from '#client/components/modal-dialog.tsx';
import { formatSessionTime } from '#client/format-time.ts';
import { classSessionsQuery } from '#client/queries/class-sessions.ts';
import { useCancelSession, useMoveSession } from './api';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';

/** The date (YYYY-MM-DD) and time (HH:MM) of an instant in the zone, to start the move form from. */
function localParts(instant: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const problemOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fields ?? {})[0] ?? error.message)
    : 'Something went wrong. Please try again.';

type Action = { kind: 'move' | 'cancel'; session: ClassSession; number: number };

const moveForm = z.object({ date: z.string(), time: z.string(), reason: z.string() });
const cancelForm = z.object({
  date: z.string(),
  time: z.string(),
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'Say why the session is cancelled: the students read it')),
});
type SessionActionValues = z.infer<typeof moveForm>;

/** Moves a session to a new day and time in the class's zone, or cancels it with a reason. */
function SessionActionForm({
  classId,
  timeZone,
  action,
  onDone,
  onClose,
}: {
  classId: string;
  timeZone: string;
  action: Action;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const move = useMoveSession(classId);
  const cancel = useCancelSession(classId);
  const start = localParts(action.session.startsAt, timeZone);
  const isMove = action.kind === 'move';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SessionActionValues>({
    resolver: zodResolver(isMove ? moveForm : cancelForm),
    defaultValues: { date: start.date, time: start.time, reason: '' },
  });
  const problem = errors.reason?.message ?? errors.root?.message;
  const pending = move.isPending || cancel.isPending;

  const submit = handleSubmit(async ({ date, time, reason }) => {
    try {
      if (isMove) {
        const moved = await move.mutateAsync({
          sessionId: action.session._id,
          body: { date, startTime: time, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        });
        onDone(`Session ${action.number} moved to ${formatSessionTime(moved.startsAt, timeZone)}.`);
      } else {
        await cancel.mutateAsync({ sessionId: action.session._id, body: { reason: reason.trim() } });
        onDone(`Session ${action.number} cancelled. Its students see why.`);
      }
    } catch (error) {
      setError('root', { message: problemOf(error) });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={isMove ? `Move session ${action.number}` : `Cancel session ${action.number}`}
      className="mt-2 space-y-2 rounded-box bg-base-200 p-3"
    >
      {isMove && (
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            New date
            <input type="date" className="input w-full" required {...register('date')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            New start time ({timeZone})
            <input type="time" className="input w-full" required {...register('time')} />
          </label>
        </div>
      )}
      <label className="flex flex-col gap-1 text-sm">
        {isMove ? 'Reason (optional)' : 'Reason (the students read it)'}
        <textarea
          className="textarea w-full"
          rows={2}
          maxLength={SESSION_REASON_MAX}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-problem` : undefined}
          {...register('reason')}
        />
      </label>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-semibold text-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={`btn btn-sm ${isMove ? 'btn-primary' : 'btn-error'}`}
          disabled={pending}
        >
          {pending ? 'Saving…' : isMove ? 'Move session' : 'Cancel session'}
        </button>
        <button type="button" className="btn btn-sm" onClick={onClose} disabled={pending}>
          Keep it as it is
        </button>
      </div>
    </form>
  );
}

/** The sessions of one class, each with Move and Cancel, in a modal dialog; Esc or Close closes it. */
export function SessionsDialog({ item, onClose }: { item: LanguageClass; onClose: () => void }) {
  const sessions = useQuery(classSessionsQuery(item._id));
  const [action, setAction] = useState<Action | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const timeZone = sessions.data?.timeZone ?? item.timeZone ?? 'UTC';
  const [now] = useState(() => Date.now());

  const list = sessions.data?.sessions ?? [];
  return (
    <ModalDialog labelledBy="sessions-title" closeButton onClose={onClose}>
      <h2 id="sessions-title" className="text-2xl font-bold">
        Sessions of {item.name}
      </h2>
      {sessions.data?.timeZone && (
        <p className="mt-1 text-sm text-base-content/75">Times in the class's zone, {timeZone}.</p>
      )}
      <p role="status" className={result ? 'alert alert-success alert-soft mt-3 text-sm' : 'sr-only'}>
        {result}
      </p>
      {sessions.isPending ? (
        <LoadingIndicator label="Loading the sessions" className="mt-4" />
      ) : sessions.isError ? (
        <p role="alert" className="alert alert-error alert-soft mt-4">
          We could not load the sessions.
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4">
          This class has no sessions: its schedule is to be announced. Update it to set one.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-base-300">
          {list.map((session, index) => {
            const number = index + 1;
            const cancelled = session.status === 'cancelled';
            const over = Date.parse(session.endsAt) <= now;
            const open = action?.session._id === session._id;
            return (
              <li key={session._id} className="py-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold">{number}.</span>
                  <time dateTime={session.startsAt} className={cancelled ? 'line-through' : undefined}>
                    {formatSessionTime(session.startsAt, timeZone)}
                  </time>
                  {cancelled && <span className="badge badge-error badge-soft">Cancelled</span>}
                  {!cancelled && session.sequence > 0 && (
                    <span className="badge badge-warning badge-soft">Moved</span>
                  )}
                  {over && !cancelled && <span className="badge badge-ghost">Taken place</span>}
                  {!cancelled && !over && !open && (
                    <span className="ms-auto flex gap-2">
                      <button
                        type="button"
                        className="btn btn-outline btn-primary btn-xs"
                        aria-label={`Move session ${number}`}
                        onClick={() => setAction({ kind: 'move', session, number })}
                      >
                        Move
                      </button>
                      <button
                        type="button"
                        className="btn btn-soft btn-error btn-xs"
                        aria-label={`Cancel session ${number}`}
                        onClick={() => setAction({ kind: 'cancel', session, number })}
                      >
                        Cancel
                      </button>
                    </span>
                  )}
                </div>
                {session.reason && <p className="text-sm text-base-content/75">{session.reason}</p>}
                {open && action && (
                  <SessionActionForm
                    key={`${action.kind}-${session._id}`}
                    classId={item._id}
                    timeZone={timeZone}
                    action={action}
                    onClose={() => setAction(null)}
                    onDone={(message) => {
                      setAction(null);
                      setResult(message);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </ModalDialog>
  );
}
