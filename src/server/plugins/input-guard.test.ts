import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, teachingApplications } from '#server/db/schema';
import { useTestApp } from '#server/testing/test-app';
import { inputProblem } from './input-guard.js';

describe('the input guard', () => {
  it('names the first string or key with a NUL, half of a character, or too deep a nesting', () => {
    expect(inputProblem({ name: 'Ana', tags: ['ok', 'a\u0000b'] })).toEqual({
      path: 'tags.1',
      problem: 'must not contain a NUL character',
    });
    expect(inputProblem({ message: 'fine \ud800' })?.path).toBe('message');
    expect(inputProblem({ ['\udfffkey']: 1 })?.path).toBe('\udfffkey');
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(inputProblem(deep)?.problem).toBe('is nested too deeply');
  });

  it('lets every whole character through, emoji and other pairs of surrogates included', () => {
    expect(inputProblem({ message: 'Merci 😀 你好 𝄞 مرحبا', list: ['é', { key: 'ß' }] })).toBeNull();
  });
});

describe('a request with half of a character in its text', () => {
  const ctx = useTestApp();

  it("is refused with 400 before anything is written, not a 500 from the audit log's JSON", async () => {
    const admin = await ctx.createUser('admin');
    const student = await ctx.createUser('user');
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/teaching-applications',
      headers: student.headers,
      payload: { languages: ['Korean'], experience: 'Five years.', bio: 'Games.' },
    });
    const id = applied.json()._id as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/teaching-applications/${id}/decline`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      // JSON's own escape: the parsed message holds a lone high surrogate.
      payload: '{"message":"Sorry \\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      message: 'must be valid Unicode text (it has half of a character)',
    });
    const [row] = await ctx.store.db
      .select({ status: teachingApplications.status })
      .from(teachingApplications)
      .where(eq(teachingApplications.id, id));
    expect(row?.status).toBe('open');
    expect(await ctx.store.db.select().from(auditEvents)).toEqual([]);
  });
});
