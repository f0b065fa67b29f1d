import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres } from '#server/db/client';
import { outgoingMails } from '#server/db/schema';
import { transactionsOf } from '#server/db/transaction';
import { createTestStore, type TestStore } from '#server/testing/test-store';
import { createMailRepository, type NewMail } from './mail.repository.js';
import { createMailQueue } from './mail-queue.js';
import { createMailSender, retryDelayMs } from './mail-sender.js';
import {
  createOutboxTransport,
  PermanentMailError,
  type MailTransport,
  type OutgoingMessage,
} from './mail-transport.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
beforeEach(() => store.reset());

const FROM = 'Speak the World <no-reply@example.com>';

function mail(n: number, extra: Partial<NewMail> = {}): NewMail {
  return {
    to: `student${n}@example.com`,
    kind: 'test',
    subject: `Mail ${n}`,
    html: '<p>Hi</p>',
    text: 'Hi',
    ...extra,
  };
}

async function queue(...mails: NewMail[]) {
  const enqueue = createMailQueue(createMailRepository(store.db));
  await transactionsOf(store.db).run(async (tx) => {
    for (const m of mails) await enqueue(tx, m);
  });
}

/** A mail server that records what it got and fails while `failing` says so. */
function recordingTransport(failing: () => Error | null = () => null) {
  const received: OutgoingMessage[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(message) {
      const error = failing();
      if (error) throw error;
      received.push(message);
    },
    close: () => {},
  };
  return { transport, received };
}

const rows = () => store.db.select().from(outgoingMails).orderBy(outgoingMails.subject);

describe('the mail queue', () => {
  it('keeps a mail only when the transaction that queued it commits', async () => {
    const enqueue = createMailQueue(createMailRepository(store.db));
    await expect(
      transactionsOf(store.db).run(async (tx) => {
        await enqueue(tx, mail(1));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rows()).toHaveLength(0);
    await queue(mail(2));
    expect((await rows()).map((r) => r.subject)).toEqual(['Mail 2']);
  });

  it('keeps one mail per key when a producer queues it twice', async () => {
    await queue(mail(1, { key: 'welcome:u1' }));
    await queue(mail(1, { key: 'welcome:u1' }), mail(2, { key: 'welcome:u2' }));
    expect((await rows()).map((r) => r.subject)).toEqual(['Mail 1', 'Mail 2']);
  });
});

describe('the mail sender', () => {
  it('sends each due mail from the sender address and marks it sent', async () => {
    await queue(mail(1), mail(2));
    const { transport, received } = recordingTransport();
    const sender = createMailSender({ repository: createMailRepository(store.db), transport, from: FROM });
    await sender.sendDue();
    expect(received.map((m) => [m.from, m.to, m.subject, m.html, m.text]).sort()).toEqual([
      [FROM, 'student1@example.com', 'Mail 1', '<p>Hi</p>', 'Hi'],
      [FROM, 'student2@example.com', 'Mail 2', '<p>Hi</p>', 'Hi'],
    ]);
    const after = await rows();
    expect(after.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(after.every((r) => r.sentAt instanceof Date)).toBe(true);
    expect(await sender.sendDue()).toBe(0);
    expect(received).toHaveLength(2);
  });

  it("hands a mail's extra header lines to the mail server, and none to a mail without them", async () => {
    const unsubscribe = {
      'List-Unsubscribe': '<https://school.example/api/newsletter/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await queue(mail(1, { headers: unsubscribe }), mail(2));
    const { transport, received } = recordingTransport();
    const sender = createMailSender({ repository: createMailRepository(store.db), transport, from: FROM });
    await sender.sendDue();
    const byTo = Object.fromEntries(received.map((m) => [m.to, m.headers]));
    expect(byTo).toEqual({ 'student1@example.com': unsubscribe, 'student2@example.com': undefined });
  });

  it('marks mails delivered to the outbox, never sent, when there is no mail server', async () => {
    await queue(mail(1));
    const sender = createMailSender({
      repository: createMailRepository(store.db),
      transport: createOutboxTransport(),
      from: FROM,
    });
    await sender.sendDue();
    expect((await rows()).map((r) => r.status)).toEqual(['outbox']);
  });

  it('finds a mail due in the same millisecond it was queued', async () => {
    // The look's clock has milliseconds and the database's microseconds: a mail queued moments before a look
    // once read as not yet due, and waited for the next one.
    const sender = createMailSender({
      repository: createMailRepository(store.db),
      transport: createOutboxTransport(),
      from: FROM,
    });
    for (let n = 1; n <= 30; n++) {
      await queue(mail(n));
      expect(await sender.sendDue(), `mail ${n}`).toBe(1);
    }
  });

  it('moves every due mail to the outbox in one look, counting the attempt, and leaves a later one queued', async () => {
    for (let n = 1; n <= 7; n++) await queue(mail(n));
    const at = new Date(Date.now() + 1_000);
    await store.db
      .update(outgoingMails)
      .set({ nextAttemptAt: new Date(at.getTime() + 60_000) })
      .where(eq(outgoingMails.to, 'student7@example.com'));
    const sender = createMailSender({
      repository: createMailRepository(store.db),
      transport: createOutboxTransport(),
      from: FROM,
      now: () => at,
    });

    expect(await sender.sendDue()).toBe(6);
    const all = await store.db.select().from(outgoingMails);
    const moved = all.filter((m) => m.to !== 'student7@example.com');
    expect(moved.map((m) => [m.status, m.attempts, m.sentAt?.getTime()])).toEqual(
      moved.map(() => ['outbox', 1, at.getTime()]),
    );
    expect(all.find((m) => m.to === 'student7@example.com')?.status).toBe('queued');
    expect(await sender.sendDue()).toBe(0);
  });

  it('retries a failed mail later with a growing wait, and sends it once the server is back', async () => {
    await queue(mail(1));
    // The sender's clock starts just after the store's: the queued mail (due at the store's now()) is due.
    let clock = new Date(Date.now() + 1_000);
    let down = true;
    const { transport, received } = recordingTransport(() =>
      down ? new Error('connect ECONNREFUSED') : null,
    );
    const sender = createMailSender({
      repository: createMailRepository(store.db),
      transport,
      from: FROM,
      now: () => clock,
      retryBaseMs: 10_000,
    });

    await sender.sendDue();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(10_000);

    clock = new Date(clock.getTime() + 5_000);
    expect(await sender.sendDue()).toBe(0);

    clock = new Date(clock.getTime() + 5_000);
    await sender.sendDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(20_000);

    down = false;
    clock = new Date(clock.getTime() + 20_000);
    await sender.sendDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('gives up on a mail the server refuses for good, and says why', async () => {
    await queue(mail(1), mail(2));
    const { transport, received } = recordingTransport();
    const refusing: MailTransport = {
      ...transport,
      send: async (message) => {
        if (message.to === 'student1@example.com') throw new PermanentMailError('550 no such mailbox');
        await transport.send(message);
      },
    };
    const sender = createMailSender({
      repository: createMailRepository(store.db),
      transport: refusing,
      from: FROM,
    });
    await sender.sendDue();
    expect((await rows()).map((r) => [r.subject, r.status, r.lastError])).toEqual([
      ['Mail 1', 'failed', '550 no such mailbox'],
      ['Mail 2', 'sent', null],
    ]);
    expect(received.map((m) => m.to)).toEqual(['student2@example.com']);
  });

  it('sends again a mail whose sender died before marking it, once its claim is over', async () => {
    await queue(mail(1));
    // The sender's clock starts just after the store's: the queued mail (due at the store's now()) is due.
    let clock = new Date(Date.now() + 1_000);
    const repository = createMailRepository(store.db);
    // A process claims the mail and is killed before it sends or marks it.
    await repository.claimDue(clock, new Date(clock.getTime() + 60_000), 5);
    const { transport, received } = recordingTransport();
    const sender = createMailSender({ repository, transport, from: FROM, now: () => clock });
    expect(await sender.sendDue()).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    await sender.sendDue();
    expect(received).toHaveLength(1);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
  });

  it('runs in the background once started and stops cleanly', async () => {
    const { transport, received } = recordingTransport();
    const pollMs = 20;
    const repository = createMailRepository(store.db);
    let looks = 0;
    const counted = {
      ...repository,
      claimDue: (...args: Parameters<typeof repository.claimDue>) => {
        looks++;
        return repository.claimDue(...args);
      },
    };
    const sender = createMailSender({ repository: counted, transport, from: FROM, pollMs });
    // The sender's clock is ours to move: five polls after the stop take no time, however busy the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      sender.start();
      await queue(mail(1), mail(2), mail(3));
      await expect
        .poll(
          async () => {
            await vi.advanceTimersByTimeAsync(pollMs);
            return received.length;
          },
          { timeout: 5000 },
        )
        .toBe(3);
      await sender.stop();
      const looksWhenStopped = looks;
      await queue(mail(4));
      await vi.advanceTimersByTimeAsync(5 * pollMs);
      // A look the stopped sender started would show here, before its mail could reach the transport.
      expect(looks).toBe(looksWhenStopped);
    } finally {
      vi.useRealTimers();
    }
    expect(received).toHaveLength(3);
    const [row] = await store.db.select().from(outgoingMails).where(eq(outgoingMails.subject, 'Mail 4'));
    expect(row?.status).toBe('queued');
  });

  it('waits twice as long after each failure, up to the cap', () => {
    expect([1, 2, 3, 4, 12].map((n) => retryDelayMs(n, 10_000, 3_600_000))).toEqual([
      10_000, 20_000, 40_000, 80_000, 3_600_000,
    ]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends each mail once when several processes send from one PostgreSQL database',
    async () => {
      const many = Array.from({ length: 60 }, (_, n) => mail(n));
      await queue(...many);
      const { transport, received } = recordingTransport();
      const slow: MailTransport = {
        ...transport,
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          await transport.send(message);
        },
      };
      const others = [openPostgres(store.databaseUrl!, 3), openPostgres(store.databaseUrl!, 3)];
      try {
        const senders = [store, ...others].map((s) =>
          createMailSender({ repository: createMailRepository(s.db), transport: slow, from: FROM }),
        );
        const drain = async (sender: (typeof senders)[number]) => {
          while ((await sender.sendDue()) > 0);
        };
        await Promise.all(senders.flatMap((s) => [drain(s), drain(s)]));
      } finally {
        await Promise.all(others.map((s) => s.close()));
      }
      expect(received).toHaveLength(60);
      expect(new Set(received.map((m) => m.to)).size).toBe(60);
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    },
  );
});
