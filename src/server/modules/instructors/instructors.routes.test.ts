import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instructorPage } from '#contract/instructors';
import { users } from '#server/db/schema';
import { seedDemoData } from '#server/seed/seed';
import { useTestApp, TEST_ORIGIN, type TestUser } from '#server/testing/test-app';

const ctx = useTestApp();
beforeEach(async () => {
  await seedDemoData(ctx.store.db);
});

const call = (method: 'GET' | 'PATCH', url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? who.headers : { origin: TEST_ORIGIN }, payload });

async function idOf(email: string) {
  const [row] = await ctx.store.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('GET /api/instructors/:id', () => {
  it("answers an instructor's public fields, bio, languages and approved classes only", async () => {
    const res = await call('GET', `/api/instructors/${await idOf('kenji.sato@example.com')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      '_id',
      'bio',
      'classes',
      'email',
      'languages',
      'name',
      'photo',
    ]);
    const page = instructorPage.parse(body);
    expect(page).toMatchObject({
      name: 'Kenji Sato',
      email: 'kenji.sato@example.com',
      photo: '/images/instructors/kenji.webp',
      languages: ['ja', 'ko', 'en'],
    });
    expect(page.bio).toMatch(/Osaka/);
    // The pending Korean class is not public.
    expect(page.classes.map((c) => c.name)).toEqual(['Japanese Hiragana & Katakana', 'Business Japanese']);
    expect(page.classes.every((c) => c.status === 'approved' && c.instructor === page.email)).toBe(true);
  });

  it('answers 404 for an unknown id, a student, an admin and a former instructor', async () => {
    for (const id of ['no-such-user', await idOf('student@example.com'), await idOf('admin@example.com')]) {
      const res = await call('GET', `/api/instructors/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: 'No instructor with that id.' });
    }
    const marco = await idOf('marco.rossi@example.com');
    await ctx.store.db.update(users).set({ role: 'user' }).where(eq(users.id, marco));
    expect((await call('GET', `/api/instructors/${marco}`)).statusCode).toBe(404);
  });

  it('refuses an id longer than 64 characters with a 400 naming it', async () => {
    const res = await call('GET', `/api/instructors/${'a'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('id');
  });

  it('shows a new instructor with no bio, no languages and no classes', async () => {
    const fresh = await ctx.createUser('instructor', { name: 'Nora New' });
    const res = await call('GET', `/api/instructors/${fresh.id}`, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nora New', bio: null, languages: [], classes: [] });
  });
});

describe('GET /api/instructors', () => {
  it('lists the languages each instructor teaches', async () => {
    const res = await call('GET', '/api/instructors');
    const ana = (res.json() as { email: string; languages: string[] }[]).find(
      (i) => i.email === 'instructor@example.com',
    );
    expect(ana?.languages).toEqual(['es', 'en']);
  });
});

describe('PATCH /api/me: an instructor’s bio and languages', () => {
  it('lets an instructor set them, and shows them in the profile and on the public page', async () => {
    const teacher = await ctx.createUser('instructor');
    const res = await call('PATCH', '/api/me', teacher, {
      bio: '  I teach Czech and German.\nSmall groups.  ',
      languages: ['cs', 'de'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bio: 'I teach Czech and German.\nSmall groups.',
      languages: ['cs', 'de'],
    });
    expect((await call('GET', '/api/me', teacher)).json()).toMatchObject({
      bio: 'I teach Czech and German.\nSmall groups.',
      languages: ['cs', 'de'],
    });
    expect((await call('GET', '/api/session', teacher)).json().user).toMatchObject({
      languages: ['cs', 'de'],
    });
    expect((await call('GET', `/api/instructors/${teacher.id}`)).json()).toMatchObject({
      bio: 'I teach Czech and German.\nSmall groups.',
      languages: ['cs', 'de'],
    });
  });

  it('clears the bio with an empty text or null, and the languages with an empty list', async () => {
    const teacher = await ctx.createUser('instructor');
    await call('PATCH', '/api/me', teacher, { bio: 'Hello', languages: ['fr'] });
    expect((await call('PATCH', '/api/me', teacher, { bio: '   ', languages: [] })).json()).toMatchObject({
      bio: null,
      languages: [],
    });
    await call('PATCH', '/api/me', teacher, { bio: 'Hello again' });
    expect((await call('PATCH', '/api/me', teacher, { bio: null })).json().bio).toBeNull();
  });

  it('takes a bio of 1,000 characters and refuses 1,001 with a 400 naming bio', async () => {
    const teacher = await ctx.createUser('instructor');
    expect((await call('PATCH', '/api/me', teacher, { bio: 'b'.repeat(1000) })).statusCode).toBe(200);
    const res = await call('PATCH', '/api/me', teacher, { bio: 'c'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.bio).toBe('Bio should be at most 1000 characters long');
    expect((await call('GET', '/api/me', teacher)).json().bio).toBe('b'.repeat(1000));
  });

  it('refuses a language outside the list, a repeated one and a wrong type with a 400 naming languages', async () => {
    const teacher = await ctx.createUser('instructor');
    for (const languages of [['xx'], ['fr', 'fr'], 'fr', [1], ['FR']]) {
      const res = await call('PATCH', '/api/me', teacher, { languages });
      expect(res.statusCode, JSON.stringify(languages)).toBe(400);
      expect(Object.keys(res.json().error.fields).some((f) => f.startsWith('languages'))).toBe(true);
    }
    expect((await call('GET', '/api/me', teacher)).json().languages).toEqual([]);
  });

  it('refuses a bio or languages from students and admins with a 403, writing nothing', async () => {
    for (const role of ['user', 'admin'] as const) {
      const person = await ctx.createUser(role, { name: 'Kept Name' });
      for (const payload of [{ bio: 'Hi' }, { languages: ['es'] }, { name: 'Changed', bio: 'Hi' }]) {
        const res = await call('PATCH', '/api/me', person, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Only instructors have a bio and languages.');
      }
      const [row] = await ctx.store.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ name: 'Kept Name', bio: null, languages: [] });
      const me = (await call('GET', '/api/me', person)).json();
      expect(me).not.toHaveProperty('bio');
      expect(me).not.toHaveProperty('languages');
    }
  });

  it('needs a session', async () => {
    expect((await call('PATCH', '/api/me', undefined, { bio: 'Hi' })).statusCode).toBe(401);
  });
});
