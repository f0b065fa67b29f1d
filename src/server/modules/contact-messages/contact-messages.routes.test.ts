import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema';
import { useTestApp, TEST_ORIGIN, type TestUser } from '#server/testing/test-app';
import { contactMessagesPerAddress } from './contact-messages.service.js';

const ctx = useTestApp();
let admin: TestUser;
let student: TestUser;
let instructor: TestUser;
beforeEach(async () => {
  admin = await ctx.createUser('admin');
  student = await ctx.createUser('user');
  instructor = await ctx.createUser('instructor');
});

const good = { name: 'Ana Lima', email: 'Ana@Example.com', subject: 'Evening classes', message: 'Hello!' };
const send = (payload: unknown, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    headers: { origin: TEST_ORIGIN },
    remoteAddress,
    payload: payload as object,
  });

describe('POST /api/contact-messages', () => {
  it('stores the message before answering 201', async () => {
    const res = await send(good);
    expect(res.statusCode).toBe(201);
    const rows = await ctx.store.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.json()._id,
      name: 'Ana Lima',
      email: 'ana@example.com',
      subject: 'Evening classes',
      message: 'Hello!',
      status: 'open',
      answer: null,
    });
  });

  it('takes a message without a subject', async () => {
    const res = await send({ name: 'Ana', email: 'ana@example.com', message: 'Hi' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.store.db.select().from(contactMessages);
    expect(row!.subject).toBeNull();
  });

  it('refuses a missing name, a bad email, an empty message and extra fields, with the field named', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
    const extra = await send({ ...good, status: 'answered' });
    expect(extra.statusCode).toBe(400);
    const long = await send({ ...good, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.message).toBe('Message should be at most 5000 characters long');
    expect(await ctx.store.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('limits the messages of one client address, and not those of another', async () => {
    for (let i = 0; i < contactMessagesPerAddress.max; i++) expect((await send(good)).statusCode).toBe(201);
    const refused = await send(good);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(good, '198.51.100.9')).statusCode).toBe(201);
    expect(await ctx.store.db.select().from(contactMessages)).toHaveLength(contactMessagesPerAddress.max + 1);
  });
});

describe('reading and answering messages', () => {
  it('lets only admins read the messages, open ones first', async () => {
    await send({ ...good, subject: 'First' });
    const second = (await send({ ...good, subject: 'Second' })).json()._id as string;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${second}`,
      headers: admin.headers,
      payload: { answered: true },
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { subject: string }) => m.subject)).toEqual(['First', 'Second']);

    for (const who of [student, instructor]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/contact-messages', headers: who.headers });
      expect(res.statusCode).toBe(403);
    }
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/contact-messages' });
    expect(visitor.statusCode).toBe(401);
  });

  it('stores the answer with who answered and when, and can open the message again', async () => {
    const id = (await send(good)).json()._id as string;
    const answered = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: admin.headers,
      payload: { answered: true, answer: '  Yes, on Tuesdays at 6 PM.  ' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answer: 'Yes, on Tuesdays at 6 PM.',
      answeredBy: admin.name,
    });
    expect(Date.parse(answered.json().answeredAt)).not.toBeNaN();

    const reopened = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: admin.headers,
      payload: { answered: false },
    });
    expect(reopened.json()).toMatchObject({ status: 'open', answeredAt: null, answeredBy: null });
    // The answer already written is kept for the next admin to see.
    expect(reopened.json().answer).toBe('Yes, on Tuesdays at 6 PM.');
  });

  it('refuses an answer on a message opened again, an unknown id and a student', async () => {
    const id = (await send(good)).json()._id as string;
    const contradiction = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: admin.headers,
      payload: { answered: false, answer: 'Hi' },
    });
    expect(contradiction.statusCode).toBe(400);
    expect(contradiction.json().error.fields.answer).toBeDefined();
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/contact-messages/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { answered: true },
    });
    expect(unknown.statusCode).toBe(404);
    const byStudent = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: student.headers,
      payload: { answered: true, answer: 'Mine now' },
    });
    expect(byStudent.statusCode).toBe(403);
    const [row] = await ctx.store.db.select().from(contactMessages);
    expect(row).toMatchObject({ status: 'open', answer: null });
  });
});
