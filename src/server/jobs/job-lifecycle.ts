import type { FastifyInstance } from 'fastify';

/** A loop a server process runs in the background (the mail sender, reminders, waitlist offers). */
export interface Job {
  start(): void;
  /** Waits for the run in hand: the mails being sent are marked sent before the store closes. */
  stop(): Promise<void>;
}

/** Each job starts when the app is ready and stops when it closes, before the store does. */
export function runJobsWithApp(app: FastifyInstance, jobs: readonly Job[]) {
  for (const job of jobs) {
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', () => job.stop());
  }
}
