import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { i18n as sharedI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const problemOf = (error: unknown, i18n: I18n) =>
  error instanceof ApiError
    ? (Object.values(error.fields ?? {})[0] ?? error.message)
    : i18n._(msg`Something went wrong. Please try again.`);

type Action = { kind: 'move' | 'cancel'; session: ClassSession; number: number };

const moveForm = z.object({ date: z.string(), time: z.string(), reason: z.string() });
const cancelForm = z.object({
  date: z.string(),
  time: z.string(),
  reason: z.string().check(
    z.trim(),
    // Looked up when the reason is checked, in the interface's language then.
    z.minLength(1, {
      error: () => sharedI18n._(msg`Say why the session is cancelled: the students read it`),
    }),
  ),
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
  const { t, i18n } = useLingui();
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

  const number = action.number;
  const submit = handleSubmit(async ({ date, time, reason }) => {
    try {
      if (isMove) {
        const moved = await move.mutateAsync({
          sessionId: action.session._id,
          body: { date, startTime: time, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        });
        const when = formatSessionTime(moved.startsAt, timeZone);
        onDone(t`Session ${number} moved to ${when}.`);
      } else {
        await cancel.mutateAsync({ sessionId: action.session._id, body: { reason: reason.trim() } });
        onDone(t`Session ${number} cancelled. Its students see why.`);
      }
    } catch (error) {
      setError('root', { message: problemOf(error, i18n) });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={isMove ? t`Move session ${number}` : t`Cancel session ${number}`}
      className="mt-2 space-y-2 rounded-box bg-base-200 p-3"
    >
      {isMove && (
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            <Trans>New date</Trans>
            <input type="date" className="input w-full" required {...register('date')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <Trans>New start time ({timeZone})</Trans>
            <input type="time" className="input w-full" required {...register('time')} />
          </label>
        </div>
      )}
      <label className="flex flex-col gap-1 text-sm">
        {isMove ? t`Reason (optional)` : t`Reason (the students read it)`}
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
          {pending ? t`Saving…` : isMove ? t`Move session` : t`Cancel session`}
        </button>
        <button type="button" className="btn btn-sm" onClick={onClose} disabled={pending}>
          <Trans>Keep it as it is</Trans>
        </button>
      </div>
    </form>
  );
}

/** The sessions of one class, each with Move and Cancel, in a modal dialog; Esc or Close closes it. */
export function SessionsDialog({ item, onClose }: { item: LanguageClass; onClose: () => void }) {
  const { t } = useLingui();
  const sessions = useQuery(classSessionsQuery(item._id));
  const [action, setAction] = useState<Action | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const timeZone = sessions.data?.timeZone ?? item.timeZone ?? 'UTC';
  const [now] = useState(() => Date.now());

  const list = sessions.data?.sessions ?? [];
  const name = item.name;
  return (
    <ModalDialog labelledBy="sessions-title" closeButton onClose={onClose}>
      <h2 id="sessions-title" className="text-2xl font-bold">
        <Trans>Sessions of {name}</Trans>
      </h2>
      {sessions.data?.timeZone && (
        <p className="mt-1 text-sm text-base-content/75">
          <Trans>Times in the class's zone, {timeZone}.</Trans>
        </p>
      )}
      <p role="status" className={result ? 'alert alert-success alert-soft mt-3 text-sm' : 'sr-only'}>
        {result}
      </p>
      {sessions.isPending ? (
        <LoadingIndicator label={t`Loading the sessions`} className="mt-4" />
      ) : sessions.isError ? (
        <p role="alert" className="alert alert-error alert-soft mt-4">
          <Trans>We could not load the sessions.</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4">
          <Trans>This class has no sessions: its schedule is to be announced. Update it to set one.</Trans>
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
                  {cancelled && (
                    <span className="badge badge-error badge-soft">
                      <Trans>Cancelled</Trans>
                    </span>
                  )}
                  {!cancelled && session.sequence > 0 && (
                    <span className="badge badge-warning badge-soft">
                      <Trans>Moved</Trans>
                    </span>
                  )}
                  {over && !cancelled && (
                    <span className="badge badge-ghost">
                      <Trans>Taken place</Trans>
                    </span>
                  )}
                  {!cancelled && !over && !open && (
                    <span className="ms-auto flex gap-2">
                      <button
                        type="button"
                        className="btn btn-outline btn-primary btn-xs"
                        aria-label={t`Move session ${number}`}
                        onClick={() => setAction({ kind: 'move', session, number })}
                      >
                        <Trans>Move</Trans>
                      </button>
                      <button
                        type="button"
                        className="btn btn-soft btn-error btn-xs"
                        aria-label={t`Cancel session ${number}`}
                        onClick={() => setAction({ kind: 'cancel', session, number })}
                      >
                        <Trans>Cancel</Trans>
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
