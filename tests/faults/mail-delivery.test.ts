import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openPglite } from '../../src/server/db/client.js';
import { outgoingMails } from '../../src/server/db/schema.js';
import { welcomeSubject } from '../../src/server/modules/mail/templates/welcome-mail.js';
import { verifyEmailSubject } from '../../src/server/modules/mail/templates/verify-email-mail.js';
import { createClient, signUp } from '../support/http-client.js';
import { ensureBuilt, freePort, killAllServers, startServer, type ServerProcess } from '../support/server.js';

/**
 * The mail queue against a real SMTP server (nodemailer's smtp-server, in this process) and the built
 * server in a process of its own: every welcome mail of 50 sign-ups arrives exactly once; while the mail
 * server refuses (4xx) for 10 s, sign-ups answer as fast as without and every mail arrives afterwards; a
 * SIGKILL while sending loses none, and sends again at most the batch that was in hand.
 */
const MAILS = 50;
/** The mails each sign-up queues: the welcome and the link that verifies the address. */
const SIGN_UP_SUBJECTS = [welcomeSubject, verifyEmailSubject];

interface MailServer {
  url: string;
  /** How many times each recipient received each mail, by `address subject`. */
  received: Map<string, number>;
  refused: number;
  /** While true, every MAIL FROM is answered 451 (try again later). */
  refusing: boolean;
  /** How long each mail's DATA takes to be accepted. */
  delayMs: number;
  /** Emits `change` each time a mail arrives or is refused. */
  events: EventEmitter;
  close(): Promise<void>;
}

async function startMailServer(): Promise<MailServer> {
  const port = await freePort();
  const state: MailServer = {
    url: `smtp://127.0.0.1:${port}`,
    received: new Map(),
    refused: 0,
    refusing: false,
    delayMs: 0,
    events: new EventEmitter(),
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      state.events.emit('change');
      const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split('\r\n\r\n')[0]!
          .replace(/\r\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
        setTimeout(() => {
          for (const to of session.envelope.rcptTo) {
            const key = `${to.address} ${subject}`;
            state.received.set(key, (state.received.get(key) ?? 0) + 1);
          }
          callback();
          state.events.emit('change');
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Settles once `check` holds, looking again each time the mail server hears from the sender. */
async function until(check: () => boolean, timeoutMs: number, what: string) {
  if (check()) return;
  await new Promise<void>((resolve, reject) => {
    const look = () => {
      if (!check()) return;
      clearTimeout(timer);
      mail.events.off('change', look);
      resolve();
    };
    const timer = setTimeout(() => {
      mail.events.off('change', look);
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    mail.events.on('change', look);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let mail: MailServer;
let dataDir: string;
let server: ServerProcess | undefined;

function env() {
  return {
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Speak the World <school@example.com>',
    MAIL_RETRY_BASE_MS: '500',
    MAIL_SEND_TIMEOUT_MS: '1000',
    // Fifty sign-ups from one address in a few seconds: the per-address limit is not under test here.
    AUTH_RATE_LIMIT: 'off',
  };
}

/** Signs up `count` new students; answers their addresses and how long each sign-up took (ms). */
async function signUps(prefix: string, count: number, concurrency = 5) {
  const emails = Array.from({ length: count }, (_, n) => `${prefix}-${n}@example.com`);
  const times: number[] = [];
  const queue = [...emails];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let email = queue.shift(); email; email = queue.shift()) {
        const started = performance.now();
        await signUp(createClient(server!.url), email);
        times.push(performance.now() - started);
      }
    }),
  );
  return { emails, times };
}

/** How many times each sign-up mail of these addresses arrived, two entries per address. */
const arrivals = (emails: string[]) =>
  emails.flatMap((email) => SIGN_UP_SUBJECTS.map((subject) => mail.received.get(`${email} ${subject}`) ?? 0));
const eachOnce = (emails: string[]) => emails.flatMap(() => SIGN_UP_SUBJECTS.map(() => 1));

/** The sign-ups senderCaughtUp made, whose mails are in the store too. */
let markerSignUps = 0;

/**
 * The sender takes the oldest due mail first: once the mails of a sign-up made now have arrived, every mail
 * due before them has been through the sender again, and one it sent twice would have arrived too. A
 * marker of progress, not a pause that a busy machine could make too short.
 */
async function senderCaughtUp(label: string) {
  markerSignUps++;
  const { emails } = await signUps(`caught-up-${label}`, 1);
  await until(() => arrivals(emails).every((n) => n >= 1), 60_000, 'the sender to catch up');
}

beforeAll(async () => {
  ensureBuilt();
  mail = await startMailServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'stw-mail-'));
  server = await startServer(env());
}, 300_000);

afterAll(async () => {
  await killAllServers();
  await mail?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('mail delivery through a real SMTP server', () => {
  test('the welcome and verification mails of 50 sign-ups each arrive once, from the school', async () => {
    const { emails } = await signUps('first', MAILS);
    await until(() => arrivals(emails).every((n) => n >= 1), 60_000, "the 50 sign-ups' mails");
    // A mail sent twice would show by the time the sender has caught up.
    await senderCaughtUp('first');
    expect(arrivals(emails)).toEqual(eachOnce(emails));
  });

  test('while the server refuses for 10 s, sign-ups answer as fast, and all 50 mails arrive once afterwards', async () => {
    const before = await signUps('before', 20);
    mail.refusing = true;
    const outageStarted = Date.now();
    const during = await signUps('outage', MAILS);
    const outageLeft = 10_000 - (Date.now() - outageStarted);
    if (outageLeft > 0) await new Promise((resolve) => setTimeout(resolve, outageLeft));
    expect(mail.refused).toBeGreaterThan(0);
    expect(arrivals(during.emails).every((n) => n === 0)).toBe(true);
    mail.refusing = false;

    await until(() => arrivals(during.emails).every((n) => n >= 1), 90_000, 'the mails queued in the outage');
    await senderCaughtUp('outage');
    expect(arrivals(during.emails)).toEqual(eachOnce(during.emails));
    // No timing budget: only that the outage did not make the requests slower by any real margin.
    const [normal, outage] = [median(before.times), median(during.times)];
    console.log(`sign-up median: ${normal.toFixed(1)} ms before, ${outage.toFixed(1)} ms during the outage`);
    expect(outage).toBeLessThan(Math.max(normal * 3, normal + 100));
  });

  test('a SIGKILL while sending loses no mail, and sends again at most the batch in hand', async () => {
    // Each mail takes a while to be accepted, so the kill lands in the middle of the queue.
    mail.delayMs = 150;
    const { emails } = await signUps('killed', MAILS);
    await until(() => arrivals(emails).filter((n) => n > 0).length >= 10, 60_000, 'the first mails');
    await server!.kill('SIGKILL');
    const killedAt = Date.now();
    const sentBeforeKill = arrivals(emails).filter((n) => n > 0).length;
    expect(sentBeforeKill).toBeLessThan(MAILS * SIGN_UP_SUBJECTS.length);

    server = await startServer(env());
    // Mails claimed by the killed process wait for their claim to run out (4 x 1 s each, 5 a batch).
    await until(() => arrivals(emails).every((n) => n >= 1), 120_000, 'every mail after the restart');
    // A mail the mail server accepted just before the kill has arrived already, but its row is still the
    // killed process's claim: it is sent again once that claim runs out (the batch's 5 x 4 s from when it
    // was claimed), and only then marked sent.
    // That is a time the server's clock decides, so the test waits for it; then for the sender to catch up.
    const claimsOver = killedAt + 5 * 4 * 1000 + 3000 - Date.now();
    if (claimsOver > 0) await new Promise((resolve) => setTimeout(resolve, claimsOver));
    await senderCaughtUp('killed');
    const counts = arrivals(emails);
    const twice = counts.filter((n) => n > 1).length;
    console.log(`${sentBeforeKill} sent before the kill; ${twice} sent twice`);
    expect(counts.every((n) => n === 1 || n === 2)).toBe(true);
    expect(twice).toBeLessThanOrEqual(5);
    mail.delayMs = 0;

    await server.kill('SIGTERM');
    const store = openPglite(path.join(dataDir, 'pglite'));
    try {
      const rows = await store.db
        .select({ status: outgoingMails.status, kind: outgoingMails.kind, to: outgoingMails.to })
        .from(outgoingMails);
      expect(rows.length).toBe((MAILS * 3 + 20 + markerSignUps) * SIGN_UP_SUBJECTS.length);
      // Named when one is not sent, so a failure says which mail and in what state.
      expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
