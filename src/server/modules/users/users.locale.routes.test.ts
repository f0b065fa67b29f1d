import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext, type TestUser } from '#server/testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.store.reset());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  who?: TestUser,
  options: { payload?: object; language?: string } = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...(who ? who.headers : { origin: TEST_ORIGIN }),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: options.payload,
  });

describe('PUT /api/me/locale', () => {
  it('refuses a visitor with a 401', async () => {
    expect((await call('PUT', '/api/me/locale', undefined, { payload: { locale: 'es' } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a language not in the list with a 400 and keeps none', async () => {
    const user = await ctx.createUser();
    const res = await call('PUT', '/api/me/locale', user, { payload: { locale: 'pt-PT' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect((await call('GET', '/api/me', user)).json().locale).toBeNull();
  });

  it('saves the choice on the account, which GET /api/me and GET /api/session then answer', async () => {
    const user = await ctx.createUser();
    expect((await call('GET', '/api/me', user)).json().locale).toBeNull();
    const res = await call('PUT', '/api/me/locale', user, { payload: { locale: 'pt-BR' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', '/api/me', user)).json().locale).toBe('pt-BR');
    expect((await call('GET', '/api/session', user)).json().user.locale).toBe('pt-BR');
  });
});

describe("error messages in the request's language", () => {
  it('answers a Spanish message to Accept-Language: es, with the same code, and says it varies', async () => {
    const res = await call('GET', '/api/me', undefined, { language: 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthorized', message: 'Primero inicia sesión, por favor.' });
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it("answers in the account's language (ja) whatever the browser asks for (de)", async () => {
    const user = await ctx.createUser();
    await call('PUT', '/api/me/locale', user, { payload: { locale: 'ja' } });
    const res = await call('GET', '/api/users', user, { language: 'de' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: '管理者アカウント専用です。' });
  });

  it('answers the English messages as before without Accept-Language', async () => {
    const user = await ctx.createUser();
    expect((await call('GET', '/api/me')).json().error).toEqual({
      code: 'unauthorized',
      message: 'Please log in first.',
    });
    expect((await call('GET', '/api/users', user)).json().error).toEqual({
      code: 'forbidden',
      message: 'This is for admin accounts only.',
    });
  });

  it("says a bad field and what is wrong with it in the request's language, the field's name as sent", async () => {
    const user = await ctx.createUser();
    const res = await call('PUT', '/api/me/locale', user, { payload: { locale: 'xx' }, language: 'fr' });
    expect(res.json().error).toEqual({
      code: 'bad_request',
      message: 'Champ locale non valide\u00a0: Choisissez parmi\u00a0: en, es, fr, de, pt-BR, ar, ja',
      fields: { locale: 'Choisissez parmi\u00a0: en, es, fr, de, pt-BR, ar, ja' },
    });
  });

  it("answers a bad field in English in the schema's own words, as before", async () => {
    const user = await ctx.createUser();
    const res = await call('PUT', '/api/me/locale', user, { payload: { locale: 'xx' } });
    expect(res.json().error).toEqual({
      code: 'bad_request',
      message: 'Invalid locale: Choose a language from the list: en, es, fr, de, pt-BR, ar, ja',
      fields: { locale: 'Choose a language from the list: en, es, fr, de, pt-BR, ar, ja' },
    });
  });
});
