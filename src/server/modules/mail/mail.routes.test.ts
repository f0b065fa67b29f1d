import { describe, expect, it } from 'vitest';
import { outboxMailDetail, outboxPage, type OutboxMail } from '#contract/mail';
import { outgoingMails } from '#server/db/schema';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '#server/testing/test-app';
import type { MailTransport, OutgoingMessage } from './mail-transport.js';

const ctx = useTestApp({ publicUrl: 'https://school.example' });

async function outbox(headers: Record<string, string>, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers });
  expect(res.statusCode).toBe(200);
  return outboxPage.parse(res.json());
}

describe('the outbox', () => {
  it('holds a welcome mail for each new account, addressed to it and linking to the classes', async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user', { name: 'Ana Lopez' });
    const { mails } = await outbox(admin.headers);
    const welcome = mails.find((m) => m.to === student.email && m.kind === 'welcome');
    expect(welcome).toMatchObject({
      kind: 'welcome',
      subject: 'Welcome to Speak the World',
      status: 'queued',
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/outbox/${welcome!.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const detail = outboxMailDetail.parse(res.json());
    // Sent before the address is proven: the name typed at sign-up may be a stranger's, so it is left out.
    expect(detail.html).toContain('Welcome!');
    expect(detail.html).not.toContain('Ana Lopez');
    expect(detail.html).toContain('href="https://school.example/classes"');
    expect(detail.text).toContain('Welcome!');
    expect(detail.text).toContain('https://school.example/classes');

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/outbox/${welcome!.id}/html`,
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(detail.html);
    // Framed by our own page only, sandboxed, and scripts and outside requests refused.
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('queues no second welcome when the address already has an account', async () => {
    const admin = await ctx.createUser('admin');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Copy', email: admin.email, password: TEST_PASSWORD },
    });
    // The same answer as a new address (docs/decisions/email-verification.md); its owner is told instead.
    expect(again.statusCode).toBe(200);
    const { mails } = await outbox(admin.headers);
    expect(mails.filter((m) => m.to === admin.email && m.kind === 'welcome')).toHaveLength(1);
    expect(mails.filter((m) => m.to === admin.email && m.kind === 'sign-up-attempt')).toHaveLength(1);
  });

  it('lists the newest mails first, fifty a page', async () => {
    const admin = await ctx.createUser('admin');
    const base = Date.parse('2026-11-01T10:00:00Z');
    await ctx.store.db.insert(outgoingMails).values(
      Array.from({ length: 55 }, (_, n) => ({
        to: `s${n}@example.com`,
        kind: 'test',
        subject: `Mail ${n}`,
        html: '<p>x</p>',
        text: 'x',
        createdAt: new Date(base + n * 60_000),
      })),
    );
    const first = await outbox(admin.headers);
    expect(first.mails).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    // The admin's own sign-up queued two: its welcome and its verification link.
    expect(first.mails[0]!.to).toBe(admin.email);
    expect(first.mails[1]!.to).toBe(admin.email);
    expect(first.mails[2]!.subject).toBe('Mail 54');
    const second = await outbox(admin.headers, '?page=2');
    expect(second.hasMore).toBe(false);
    const all = [...first.mails, ...second.mails].map((m: OutboxMail) => m.id);
    expect(new Set(all).size).toBe(57);
  });

  it('answers 404 for an unknown mail and 400 for what is not a mail id or page', async () => {
    const admin = await ctx.createUser('admin');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/outbox/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/outbox/nope', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/outbox?page=0', headers: admin.headers });
    expect(page.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const instructor = await ctx.createUser('instructor');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers: instructor.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('the server sending its mail', () => {
  it('sends the welcome of a sign-up through the transport, from the school, and marks it sent', async () => {
    const received: OutgoingMessage[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (message) => void received.push(message),
      close: () => {},
    };
    const app = await createTestApp({
      mail: { transport, from: 'School <hello@school.example>', send: true, sender: { pollMs: 20 } },
    });
    try {
      const student = await app.createUser('user', { name: 'Ben' });
      // The welcome and the verification link.
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
      expect(received.find((m) => m.subject === 'Welcome to Speak the World')).toMatchObject({
        from: 'School <hello@school.example>',
        to: student.email,
        subject: 'Welcome to Speak the World',
      });
      await expect
        .poll(async () => (await app.store.db.select().from(outgoingMails)).map((m) => m.status))
        .toEqual(['sent', 'sent']);
    } finally {
      await app.close();
    }
  });
});
