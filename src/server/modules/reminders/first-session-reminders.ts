import type { FastifyBaseLogger } from 'fastify';
import type { Transactions, Tx } from '#server/db/transaction';
import type { DueReminder, RemindersRepository } from './reminders.repository.js';
import { createRepeatingJob } from '#server/jobs/repeating-job';

const REMINDER_LEAD_MS = 24 * 60 * 60_000;

export interface FirstSessionReminders {
  /** Queues every reminder due now; answers how many it queued. Safe to run at once in several processes. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The periodic job of each server process: every `pollMs` it queues a reminder to each student enrolled in a
 * class whose first session starts within 24 hours. Each reminder is a mail with its own key, so however many
 * processes run the job, however often, a student is reminded once per class.
 */
export function createFirstSessionReminders(deps: {
  repository: RemindersRepository;
  transactions: Transactions;
  queue: (tx: Tx, due: DueReminder) => Promise<void>;
  now: () => Date;
  pollMs?: number;
  log?: FastifyBaseLogger;
}): FirstSessionReminders {
  const { repository, transactions, queue, now } = deps;
  const pollMs = deps.pollMs ?? 60_000;
  const batch = 50;

  async function runOnce(): Promise<number> {
    let queued = 0;
    for (;;) {
      const at = now();
      const due = await repository.due(at, new Date(at.getTime() + REMINDER_LEAD_MS), batch);
      // Each in its own transaction: a reminder another process queued first is dropped by its key.
      for (const reminder of due) await transactions.run((tx) => queue(tx, reminder));
      queued += due.length;
      if (due.length < batch) return queued;
    }
  }

  const job = createRepeatingJob({
    run: runOnce,
    pollMs,
    onError: (error) =>
      deps.log?.error({ err: error }, 'the first-session reminders could not be queued; will try again'),
  });

  return { runOnce, start: job.start, stop: job.stop };
}
