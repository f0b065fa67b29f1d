import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teachingApplications, users } from '#server/db/schema';
import { useTestApp, type TestUser } from '#server/testing/test-app';

const ctx = useTestApp();
let admin: TestUser;
let student: TestUser;
beforeEach(async () => {
  admin = await ctx.createUser('admin');
  student = await ctx.createUser('user', { name: 'Mina Park' });
});

const application = {
  languages: ['Korean', ' Japanese '],
  experience: 'Five years at a language school in Seoul.',
  bio: 'I make grammar feel like a game.',
};
const apply = (who: TestUser, payload: unknown = application) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/teaching-applications',
    headers: who.headers,
    payload: payload as object,
  });
const mine = (who: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/teaching-applications/mine', headers: who.headers });
const decide = (id: string, action: 'accept' | 'decline', payload?: object, who: TestUser = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/teaching-applications/${id}/${action}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

describe('POST /api/teaching-applications', () => {
  it('stores the application of a signed-in student, which they then see as open', async () => {
    const res = await apply(student);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Mina Park',
      email: student.email,
      languages: ['Korean', 'Japanese'],
      status: 'open',
      message: null,
    });
    expect((await mine(student)).json().application._id).toBe(res.json()._id);
  });

  it('refuses bad input with the field named, and visitors', async () => {
    const res = await apply(student, { languages: [], experience: '', bio: 'x'.repeat(1001), role: 'admin' });
    expect(res.statusCode).toBe(400);
    const fields = (await apply(student, { languages: [], experience: '', bio: 'x'.repeat(1001) })).json()
      .error.fields;
    expect(fields).toMatchObject({
      languages: 'Name at least one language you teach',
      experience: 'Experience is required',
      bio: 'Short bio should be at most 1000 characters long',
    });
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/teaching-applications',
      headers: { origin: student.headers.origin },
      payload: application,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await ctx.store.db.select().from(teachingApplications)).toHaveLength(0);
  });

  it('keeps one open application per user, also when two arrive at once', async () => {
    const [a, b] = await Promise.all([apply(student), apply(student)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await apply(student);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already have an application waiting for an answer.');
    expect(await ctx.store.db.select().from(teachingApplications)).toHaveLength(1);
  });

  it('refuses accounts that already teach', async () => {
    const instructor = await ctx.createUser('instructor');
    expect((await apply(instructor)).statusCode).toBe(409);
    expect((await apply(admin)).statusCode).toBe(409);
  });
});

describe('deciding on applications', () => {
  it('lets only admins list them', async () => {
    await apply(student);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/teaching-applications',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    const byStudent = await ctx.app.inject({
      method: 'GET',
      url: '/api/teaching-applications',
      headers: student.headers,
    });
    expect(byStudent.statusCode).toBe(403);
  });

  it('accepting makes the applicant an instructor with the bio of the application', async () => {
    const id = (await apply(student)).json()._id as string;
    const res = await decide(id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted' });
    const [row] = await ctx.store.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ role: 'instructor', bio: 'I make grammar feel like a game.' });
    // The same session now acts as an instructor.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: student.headers });
    expect(me.json().role).toBe('instructor');
    expect((await decide(id, 'accept')).statusCode).toBe(409);
    expect((await decide(id, 'decline', { message: 'Too late' })).statusCode).toBe(409);
  });

  it('declining keeps the role, and the applicant sees the message and may apply again', async () => {
    const id = (await apply(student)).json()._id as string;
    const missing = await decide(id, 'decline', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.message).toBe('Message to the applicant is required');
    const res = await decide(id, 'decline', { message: 'We have enough Korean teachers this term.' });
    expect(res.statusCode).toBe(200);
    const seen = (await mine(student)).json().application;
    expect(seen).toMatchObject({
      _id: id,
      status: 'declined',
      message: 'We have enough Korean teachers this term.',
    });
    const [row] = await ctx.store.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ role: 'user', bio: null });
    expect((await apply(student)).statusCode).toBe(201);
  });

  it('refuses decisions by non-admins and on unknown applications', async () => {
    const id = (await apply(student)).json()._id as string;
    expect((await decide(id, 'accept', undefined, student)).statusCode).toBe(403);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    const [row] = await ctx.store.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.role).toBe('user');
  });
});
