import { defineModule, type CoreDeps } from '#server/composition/server-module';
import type { MomentMails } from '#server/modules/mail/moment-mails';
import { createFirstSessionReminders } from './first-session-reminders.js';
import { createRemindersRepository } from './reminders.repository.js';

/** The job that queues the reminders of first sessions, when this process runs it. */
export function createReminders(
  deps: CoreDeps & { momentMails: MomentMails; run?: { run: boolean; pollMs?: number } },
) {
  const { store, transactions, now, log, momentMails, run } = deps;
  const jobs = run?.run
    ? [
        createFirstSessionReminders({
          repository: createRemindersRepository(store.db),
          transactions,
          queue: momentMails.queueFirstSessionReminder,
          now,
          pollMs: run.pollMs,
          log,
        }),
      ]
    : [];
  return defineModule('reminders', { jobs });
}
