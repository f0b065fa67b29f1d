import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import type { OpenApiDocument } from '#server/modules/api-docs/openapi';
import { checkAnswer, checkAnswers } from './openapi-check.js';
import { createClass } from './fixtures.js';
import { useTestApp } from './test-app.js';

const ctx = useTestApp();
const MISSING_CLASS = '/api/classes/00000000-0000-4000-8000-000000000000';

let real: OpenApiDocument;
beforeAll(() => {
  real = ctx.app.swagger() as never;
});

/** The app's document with one thing changed, as a route that drifted from its declaration would leave it. */
function changed(change: (classById: Record<string, Record<string, unknown>>) => void): OpenApiDocument {
  const copy = structuredClone(real);
  change(copy.paths['/api/classes/{id}']!.get!.responses as never);
  return copy;
}

describe('the check of every answer against /api/openapi.json', () => {
  let original: App['inject'] | undefined;
  afterEach(() => {
    if (original) ctx.app.inject = original;
    original = undefined;
  });

  it('passes an answer the document lists, and skips pages and unknown API addresses', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: MISSING_CLASS });
    expect(missing.statusCode).toBe(404);
    expect(checkAnswer(real, missing)).toEqual([]);
    const page = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(checkAnswer(real, page)).toEqual([]);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(checkAnswer(real, unknown)).toEqual([]);
  });

  it('names the method, path, status and code of a status the document does not list', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: MISSING_CLASS });
    const without404 = changed((responses) => delete responses['404']);
    expect(checkAnswer(without404, missing)).toEqual([
      expect.stringMatching(
        /^GET \/api\/classes\/\{id\} answered 404 \(not_found\), a status the document does not list/,
      ),
    ]);
  });

  it('names an error code the document does not list for that status', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: MISSING_CLASS });
    const otherCode = changed((responses) => {
      const schema = {
        allOf: [
          { $ref: '#/components/schemas/Error' },
          { properties: { error: { properties: { code: { enum: ['conflict'] } } } } },
        ],
      };
      responses['404'] = { ...responses['404'], content: { 'application/json': { schema } } };
    });
    expect(checkAnswer(otherCode, missing)).toEqual([
      'GET /api/classes/{id} answered 404 (not_found): error.code not_found is not one the document lists (conflict)',
    ]);
  });

  it('names a body that does not match the schema documented for its status', async () => {
    const cls = await createClass(ctx);
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/classes/${cls.id}` });
    expect(answer.statusCode).toBe(200);
    const stricter = changed((responses) => {
      const ok = responses['200'] as { content: { 'application/json': { schema: Record<string, unknown> } } };
      const schema = ok.content['application/json'].schema;
      schema.required = [...((schema.required as string[]) ?? []), 'notAField'];
    });
    expect(checkAnswer(stricter, answer)).toEqual([
      expect.stringMatching(/^GET \/api\/classes\/\{id\} answered 200: the body does not match .*notAField/),
    ]);
  });

  // Fails on purpose: the inject of every test app checks, and an undocumented answer fails the test it came in.
  it.fails('fails the test in which an answer the document does not list came', async () => {
    original = ctx.app.inject;
    checkAnswers(ctx.app, () => changed((responses) => delete responses['404']));
    const missing = await ctx.app.inject({ method: 'GET', url: MISSING_CLASS });
    expect(missing.statusCode).toBe(404);
  });
});
