import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECK_MAILBOX, RESET_KEPT } from '#contract/account-links';
import { mailboxMailDetail, mailboxPage, MAILBOX_PAGE_SIZE, outboxPage } from '#contract/mail';
import { outgoingMails } from '#server/db/schema';
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  useTestApp,
  type TestContext,
} from '#server/testing/test-app';
import {
  MESSAGE_SENT,
  MESSAGE_SENT_NO_MAIL,
  MESSAGE_SENT_TO_MAILBOX,
} from '#server/modules/contact-messages/contact-messages.service';
import { CHECK_INBOX_MESSAGE } from '#server/modules/newsletter/newsletter.service';

const ctx = useTestApp({ publicUrl: 'https://school.example' });

async function mailbox(headers: Record<string, string>, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/mailbox${query}`, headers });
  expect(res.statusCode).toBe(200);
  return mailboxPage.parse(res.json());
}

async function outbox(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers });
  expect(res.statusCode).toBe(200);
  return outboxPage.parse(res.json()).mails;
}

describe('the mailbox, when the school sends no mail', () => {
  it('says the school sends no mail, to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mail-delivery' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sendsMail: false });
  });

  it("shows a person their own mails, the verification link included, and not another account's", async () => {
    const ana = await ctx.createUser('user', { verified: false });
    const ben = await ctx.createUser('user');
    const mine = await mailbox(ana.headers);
    expect(mine.mails.map((m) => m.kind).sort()).toEqual(['verify-email', 'welcome']);
    expect(mine.mails.every((m) => m.to === ana.email)).toBe(true);
    expect(mine.nextCursor).toBeNull();

    const verify = mine.mails.find((m) => m.kind === 'verify-email')!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/mailbox/${verify.id}`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(mailboxMailDetail.parse(res.json()).text).toMatch(
      /https:\/\/school\.example\/verify-email#token=\S+/,
    );

    // Another account's mail is not found, as a mail that does not exist.
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/mailbox/${verify.id}`,
      headers: ben.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not_found');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/mailbox/00000000-0000-4000-8000-000000000000',
      headers: ben.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(stranger.body);
    expect((await mailbox(ben.headers)).mails.some((m) => m.to === ana.email)).toBe(false);

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/mailbox' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says where the links went: sign-up, Send again and Forgot password? name the mailbox', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'New Person', email: 'new.person@example.com', password: TEST_PASSWORD },
    });
    expect(signUp.json()).toEqual({ status: 'check-inbox', message: CHECK_MAILBOX });

    const student = await ctx.createUser('user', { verified: false });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-links/verify-email/resend',
      headers: student.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toContain('Mailbox');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-links/forgot-password',
      headers: { origin: TEST_ORIGIN },
      payload: { email: student.email },
    });
    expect(reset.json()).toEqual({ message: RESET_KEPT });
    const kinds = (await mailbox(student.headers)).mails.map((m) => m.kind);
    expect(kinds).toContain('reset-password');
    expect(kinds.filter((k) => k === 'verify-email')).toHaveLength(2);
  });

  it('gives a re-created account none of the mails of the deleted account that had its address', async () => {
    const admin = await ctx.createUser('admin');
    const first = await ctx.createUser('user', { email: 'same@example.com' });
    expect((await mailbox(first.headers)).mails).not.toHaveLength(0);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${first.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);

    const second = await ctx.createUser('user', { email: 'same@example.com' });
    const mails = (await mailbox(second.headers)).mails;
    expect(mails.map((m) => m.kind).sort()).toEqual(['verify-email', 'welcome']);
    const ownIds = new Set(mails.map((m) => m.id));
    // The first account's mails stay in the outbox, the admin's record, and belong to no one.
    const toAddress = (await outbox(admin.headers)).filter((m) => m.to === 'same@example.com');
    expect(toAddress).toHaveLength(4);
    expect(toAddress.filter((m) => !ownIds.has(m.id))).toHaveLength(2);
  });

  it('keeps mails a mail server took or refused out of the mailbox', async () => {
    const student = await ctx.createUser('user');
    await ctx.store.db.update(outgoingMails).set({ status: 'sent' }).where(eq(outgoingMails.kind, 'welcome'));
    await ctx.store.db
      .update(outgoingMails)
      .set({ status: 'failed' })
      .where(eq(outgoingMails.kind, 'verify-email'));
    expect((await mailbox(student.headers)).mails).toEqual([]);
  });

  it('pages the newest first with a cursor, and a cursor of another account gives nothing', async () => {
    const student = await ctx.createUser('user');
    const other = await ctx.createUser('user');
    await ctx.store.db.delete(outgoingMails);
    const base = Date.parse('2026-11-01T10:00:00Z');
    await ctx.store.db.insert(outgoingMails).values(
      Array.from({ length: MAILBOX_PAGE_SIZE + 5 }, (_, n) => ({
        to: student.email,
        userId: student.id,
        kind: 'test',
        subject: `Mail ${n}`,
        html: '<p>x</p>',
        text: 'x',
        status: 'outbox' as const,
        createdAt: new Date(base + n * 1000),
      })),
    );
    const first = await mailbox(student.headers);
    expect(first.mails).toHaveLength(MAILBOX_PAGE_SIZE);
    expect(first.mails[0]!.subject).toBe(`Mail ${MAILBOX_PAGE_SIZE + 4}`);
    expect(first.nextCursor).toBe(first.mails.at(-1)!.id);
    const second = await mailbox(student.headers, `?cursor=${first.nextCursor}`);
    expect(second.mails.map((m) => m.subject)).toEqual(['Mail 4', 'Mail 3', 'Mail 2', 'Mail 1', 'Mail 0']);
    expect(second.nextCursor).toBeNull();

    expect((await mailbox(other.headers, `?cursor=${first.nextCursor}`)).mails).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/mailbox?cursor=12',
      headers: student.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('answers to Contact messages', () => {
  const write = (headers: Record<string, string>, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: { name: 'Ana Lima', email, subject: 'Evening classes', message: 'Do you teach at night?' },
    });
  const answer = (headers: Record<string, string>, id: string, text: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers,
      payload: { answered: true, answer: text },
    });

  it("reach the mailbox of the account that wrote from its own address, once, in the answer's transaction", async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user');
    const sent = await write(student.headers, student.email.toUpperCase());
    expect(sent.json().message).toBe(MESSAGE_SENT_TO_MAILBOX);
    const id = sent.json()._id as string;
    expect((await answer(admin.headers, id, 'Yes, on Tuesdays at 7 PM.')).statusCode).toBe(200);
    // Saved again unchanged: not mailed again.
    expect((await answer(admin.headers, id, 'Yes, on Tuesdays at 7 PM.')).statusCode).toBe(200);

    const answers = (await mailbox(student.headers)).mails.filter((m) => m.kind === 'contact-answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.subject).toBe('Re: Evening classes');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/mailbox/${answers[0]!.id}`,
      headers: student.headers,
    });
    expect(detail.json().text).toContain('Yes, on Tuesdays at 7 PM.');
    expect(detail.json().text).toContain('Do you teach at night?');

    // A message that does not exist sends nothing and keeps nothing.
    const missing = await answer(admin.headers, '00000000-0000-4000-8000-000000000000', 'Hello');
    expect(missing.statusCode).toBe(404);
    expect((await outbox(admin.headers)).filter((m) => m.kind === 'contact-answer')).toHaveLength(1);
  });

  it('are in the language the writer’s account chose, not the admin’s, and in English to a visitor', async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user');
    for (const [who, locale] of [
      [student, 'pt-BR'],
      [admin, 'ja'],
    ] as const) {
      const chosen = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/locale',
        headers: who.headers,
        payload: { locale },
      });
      expect(chosen.statusCode).toBe(204);
    }
    const signedIn = (await write(student.headers, student.email)).json()._id as string;
    const visitor = (await write({ 'accept-language': 'de' }, 'visitor@example.com')).json()._id as string;
    await answer({ ...admin.headers, 'accept-language': 'ja' }, signedIn, 'Sim, às terças.');
    await answer({ ...admin.headers, 'accept-language': 'ja' }, visitor, 'Yes, on Tuesdays.');

    const [toStudent] = (await mailbox(student.headers)).mails.filter((m) => m.kind === 'contact-answer');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/mailbox/${toStudent!.id}`,
      headers: student.headers,
    });
    expect(detail.json().text).toContain('Olá, Ana Lima,');
    expect(detail.json().text).toContain('Você escreveu:');
    const [toVisitor] = (await outbox(admin.headers)).filter((m) => m.to === 'visitor@example.com');
    const kept = await ctx.app.inject({
      method: 'GET',
      url: `/api/outbox/${toVisitor!.id}`,
      headers: admin.headers,
    });
    expect(kept.json().text).toContain('Hello Ana Lima,');
    expect(kept.json().text).toContain('You wrote:');
  });

  it("stay in the outbox when the visitor wrote signed out, even to an account's address", async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user');
    const sent = await write({}, student.email);
    expect(sent.json().message).toBe(MESSAGE_SENT_NO_MAIL);
    expect((await answer(admin.headers, sent.json()._id, 'We do.')).statusCode).toBe(200);

    expect((await mailbox(student.headers)).mails.some((m) => m.kind === 'contact-answer')).toBe(false);
    const kept = (await outbox(admin.headers)).filter((m) => m.kind === 'contact-answer');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.to).toBe(student.email);
  });

  it('stay in the outbox when a signed-in person wrote from another address', async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user');
    const sent = await write(student.headers, 'someone.else@example.com');
    expect(sent.json().message).toBe(MESSAGE_SENT_NO_MAIL);
    expect((await answer(admin.headers, sent.json()._id, 'We do.')).statusCode).toBe(200);
    expect((await mailbox(student.headers)).mails.some((m) => m.kind === 'contact-answer')).toBe(false);
    expect((await outbox(admin.headers)).filter((m) => m.kind === 'contact-answer')).toHaveLength(1);
  });
});

describe('the mailbox, when the school sends mail', () => {
  let smtp: TestContext;
  beforeAll(async () => {
    smtp = await createTestApp({
      mail: { transport: { kind: 'smtp', send: async () => {}, close: () => {} } },
    });
  });
  afterAll(() => smtp?.close());

  it('is closed, and the texts say the link went to the inbox', async () => {
    const student = await smtp.createUser('user');
    const delivery = await smtp.app.inject({ method: 'GET', url: '/api/mail-delivery' });
    expect(delivery.json()).toEqual({ sendsMail: true });
    const list = await smtp.app.inject({ method: 'GET', url: '/api/mailbox', headers: student.headers });
    expect(list.statusCode).toBe(404);
    expect(list.json().error.code).toBe('mailbox_closed');
    const [mail] = await smtp.store.db.select({ id: outgoingMails.id }).from(outgoingMails).limit(1);
    const one = await smtp.app.inject({
      method: 'GET',
      url: `/api/mailbox/${mail!.id}`,
      headers: student.headers,
    });
    expect(one.statusCode).toBe(404);
    expect(one.json().error.code).toBe('mailbox_closed');

    const reset = await smtp.app.inject({
      method: 'POST',
      url: '/api/account-links/forgot-password',
      headers: { origin: TEST_ORIGIN },
      payload: { email: student.email },
    });
    expect(reset.json().message).toContain('we sent it a link');
    const contact = await smtp.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Ana Lima', email: 'ana@example.com', message: 'Hello!' },
    });
    expect(contact.json().message).toBe(MESSAGE_SENT);
    const newsletter = await smtp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'reader@example.com' },
    });
    expect(newsletter.json().message).toBe(CHECK_INBOX_MESSAGE);
  });
});
