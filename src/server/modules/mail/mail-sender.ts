import type { MailRepository } from './mail.repository.js';
import { PermanentMailError, type MailTransport } from './mail-transport.js';
import { createRepeatingJob } from '#server/jobs/repeating-job';

export interface MailSenderOptions {
  repository: MailRepository;
  transport: MailTransport;
  from: string;
  now?: () => Date;
  /** How often to look for due mails when the last look found none. */
  pollMs?: number;
  /** The first retry's wait; each further failure doubles it, up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /**
   * How long one claimed mail is this process's to send (a batch holds its mails for this times their
   * number, as it sends them one after another); a process killed mid-send leaves them to be claimed again
   * after that. Longer than one send can take (the transport's timeouts), or a slow send is sent twice.
   */
  claimMs?: number;
  batchSize?: number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export interface MailSender {
  start(): void;
  /** Stops looking and waits for the mails being sent now. */
  stop(): Promise<void>;
  /** Claims and sends one batch of due mails; answers how many it handled. */
  sendDue(): Promise<number>;
}

/** The wait before attempt `attempts + 1`, after `attempts` failures: base, 2x base, 4x base… up to the cap. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
}

/** Mails moved to the outbox by one statement. */
const OUTBOX_BATCH = 100;

export function createMailSender(options: MailSenderOptions): MailSender {
  const { repository, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
  const claimMs = options.claimMs ?? 2 * 60_000;
  const batchSize = options.batchSize ?? 5;

  async function sendDue(): Promise<number> {
    // The outbox keeps the mails where they are: one statement delivers a batch, and under a stream of
    // payments the sender no longer reads every receipt back or writes each one apart.
    if (transport.kind === 'outbox') return repository.moveDueToOutbox(now(), OUTBOX_BATCH);
    const claimUntil = new Date(now().getTime() + claimMs * batchSize);
    const claimed = await repository.claimDue(now(), claimUntil, batchSize);
    for (const mail of claimed) {
      try {
        await transport.send({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof PermanentMailError) {
          options.log?.error({ mailId: mail.id, reason }, 'the mail server refused a mail for good');
          await repository.markRefused(mail.id, reason);
        } else {
          const wait = retryDelayMs(mail.attempts, retryBaseMs, maxRetryMs);
          options.log?.warn({ mailId: mail.id, reason, retryInMs: wait }, 'a mail was not sent; will retry');
          await repository.markRetry(mail.id, reason, new Date(now().getTime() + wait));
        }
        continue;
      }
      await repository.markSent(mail.id, now());
    }
    return claimed.length;
  }

  const job = createRepeatingJob({
    run: sendDue,
    pollMs,
    // Mails left in the queue are sent at once; an empty look waits for the next poll.
    next: (handled) => (handled > 0 ? 0 : pollMs),
    // The store is out of reach for now: the mails wait in it, and the next look tries again.
    onError: (error) => options.log?.error({ err: error }, 'the mail sender could not read the queue'),
  });

  return {
    sendDue,
    start: job.start,
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
