import { describe, expect, it } from 'vitest';
import { SCHOOL_PHONE } from '#contract/school';
import { createClass } from '#server/testing/fixtures';
import { TEST_ORIGIN, useTestApp, type TestUser } from '#server/testing/test-app';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as a browser on our page sends it, in English (no Accept-Language) or in `language`. */
function send(
  method: Method,
  url: string,
  options: { who?: TestUser; payload?: unknown; language?: string; type?: string } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(options.who ? options.who.headers : { origin: TEST_ORIGIN }),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.type ? { 'content-type': options.type } : {}),
    },
    payload: options.payload as object,
  });
}

/** The same request in English and in `language`: both refused alike, each in its own words. */
async function refusedInBoth(
  method: Method,
  url: string,
  options: { who?: TestUser; payload?: unknown; type?: string },
  language: string,
) {
  const english = await send(method, url, options);
  const other = await send(method, url, { ...options, language });
  expect(other.statusCode, other.body).toBe(english.statusCode);
  expect(other.json().error.code).toBe(english.json().error.code);
  expect(String(other.headers.vary)).toMatch(/accept-language/i);
  return { status: english.statusCode, english: english.json().error, other: other.json().error };
}

describe('the same refusal in English and in German', () => {
  it('says an unknown class in German, with the same 404 and code', async () => {
    const url = '/api/classes/00000000-0000-4000-8000-000000000000';
    const { status, english, other } = await refusedInBoth('GET', url, {}, 'de-DE,de;q=0.9');
    expect(status).toBe(404);
    expect(english).toEqual({ code: 'not_found', message: 'No class with that id.' });
    expect(other).toEqual({ code: 'not_found', message: 'Es gibt keinen Kurs mit dieser ID.' });
  });

  it("refuses an admin's deleting their own account in German", async () => {
    const admin = await ctx.createUser('admin');
    const { status, english, other } = await refusedInBoth(
      'DELETE',
      `/api/users/${admin.id}`,
      { who: admin },
      'de',
    );
    expect(status).toBe(403);
    expect(english.message).toBe('You cannot delete your own account here.');
    expect(other.message).toBe('Dein eigenes Konto kannst du hier nicht löschen.');
  });

  it("names a coupon's missing languages in German, under the same field", async () => {
    const admin = await ctx.createUser('admin');
    const payload = { code: 'NOLANG', kind: 'percent', percentOff: 10, appliesTo: 'languages' };
    const { status, english, other } = await refusedInBoth(
      'POST',
      '/api/coupons',
      { who: admin, payload },
      'de',
    );
    expect(status).toBe(400);
    expect(english).toEqual({
      code: 'bad_request',
      message: 'Choose at least one language',
      fields: { languages: 'Choose at least one language' },
    });
    expect(other).toEqual({
      code: 'bad_request',
      message: 'Wähle mindestens eine Sprache',
      fields: { languages: 'Wähle mindestens eine Sprache' },
    });
  });

  it('asks for the image as multipart/form-data in German', async () => {
    const student = await ctx.createUser();
    const { status, english, other } = await refusedInBoth(
      'POST',
      '/api/images',
      { who: student, payload: { image: 'not a file' } },
      'de',
    );
    expect(status).toBe(415);
    expect(english.message).toBe('Send the image as multipart/form-data in the field "image".');
    expect(other.message).toBe('Schick das Bild als multipart/form-data im Feld „image“.');
  });

  it('says an unknown newsletter confirmation link in German', async () => {
    const payload = { token: 'a'.repeat(43) };
    const { status, english, other } = await refusedInBoth(
      'POST',
      '/api/newsletter/confirm',
      { payload },
      'de',
    );
    expect(status).toBe(404);
    expect(english.message).toBe(
      'We do not know this confirmation link. Open it again from the mail, or subscribe again.',
    );
    expect(other.message).toBe(
      'Diesen Bestätigungslink kennen wir nicht. Öffne ihn noch einmal aus der E-Mail oder melde dich erneut an.',
    );
  });

  it("says what is wrong with sign-up's fields in German, and in the schema's own words in English", async () => {
    const payload = { name: ' ', email: 'not an address', password: 'Secret#123' };
    const { status, english, other } = await refusedInBoth(
      'POST',
      '/api/auth/sign-up/email',
      { payload },
      'de',
    );
    expect(status).toBe(400);
    expect(english).toEqual({
      code: 'bad_request',
      message: 'Invalid name: Username is required',
      fields: { name: 'Username is required', email: 'Enter a valid email address' },
    });
    expect(other).toEqual({
      code: 'bad_request',
      message: 'Ungültiges Feld name: Bitte fülle dieses Feld aus',
      fields: { name: 'Bitte fülle dieses Feld aus', email: 'Gib eine gültige E-Mail-Adresse ein' },
    });
  });

  it('says a missing field, a limit and a choice in German', async () => {
    const admin = await ctx.createUser('admin');
    const payload = { code: 'SPRING', kind: 'percent', percentOff: 10, appliesTo: 'everything', maxUses: 0 };
    const { other } = await refusedInBoth('POST', '/api/coupons', { who: admin, payload }, 'de');
    expect(other.fields.appliesTo).toMatch(/^Wähle eines davon: /);
    expect(other.fields.maxUses).toBe('Muss mindestens 1 sein');
    const { other: missing } = await refusedInBoth('POST', '/api/contact-messages', { payload: {} }, 'de');
    expect(missing.fields).toMatchObject({
      name: 'Bitte fülle dieses Feld aus',
      email: 'Bitte fülle dieses Feld aus',
      message: 'Bitte fülle dieses Feld aus',
    });
  });

  it('refuses a NUL character in German, naming the field', async () => {
    const payload = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'a\u0000b' };
    const { status, english, other } = await refusedInBoth(
      'POST',
      '/api/contact-messages',
      { payload },
      'de',
    );
    expect(status).toBe(400);
    expect(english).toEqual({
      code: 'bad_request',
      message: 'Invalid message: must not contain a NUL character',
      fields: { message: 'must not contain a NUL character' },
    });
    expect(other).toEqual({
      code: 'bad_request',
      message: 'Ungültiges Feld message: darf kein NUL-Zeichen enthalten',
      fields: { message: 'darf kein NUL-Zeichen enthalten' },
    });
  });

  it("answers a body that is not JSON in German, and in Fastify's words in English", async () => {
    const options = { payload: '{"name":', type: 'application/json' };
    const { status, english, other } = await refusedInBoth('POST', '/api/contact-messages', options, 'de');
    expect(status).toBe(400);
    expect(english.message).toMatch(/JSON/);
    expect(other.message).toBe('Die Anfrage ist ungültig.');
  });
});

describe('the same refusal in English and in Arabic', () => {
  it('asks an unverified student to verify the address before joining a waitlist, in Arabic', async () => {
    const student = await ctx.createUser('user', { verified: false });
    const cls = await createClass(ctx, { availableSeats: 0 });
    const { status, english, other } = await refusedInBoth(
      'POST',
      `/api/classes/${cls.id}/waitlist`,
      { who: student },
      'ar',
    );
    expect(status).toBe(409);
    expect(english).toEqual({
      code: 'email_unverified',
      message:
        'Please verify your email address before joining a waitlist: open the link we mailed you, or send it again from your dashboard.',
    });
    expect(other).toEqual({
      code: 'email_unverified',
      message:
        'يُرجى تأكيد بريدك الإلكتروني قبل الانضمام إلى قائمة انتظار: عبر فتح الرابط الذي أرسلناه إليك، أو طلب رابط جديد من لوحة التحكم.',
    });
  });

  it('refuses a second teaching application in Arabic', async () => {
    const student = await ctx.createUser();
    const payload = { languages: ['Korean'], experience: 'Five years.', bio: 'Games.' };
    expect((await send('POST', '/api/teaching-applications', { who: student, payload })).statusCode).toBe(
      201,
    );
    const { status, english, other } = await refusedInBoth(
      'POST',
      '/api/teaching-applications',
      { who: student, payload },
      'ar',
    );
    expect(status).toBe(409);
    expect(english.message).toBe('You already have an application waiting for an answer.');
    expect(other.message).toBe('لديك طلب ينتظر الرد بالفعل.');
  });

  it('thanks for a message to the school in Arabic, and says it varies with the language', async () => {
    const payload = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello!' };
    const english = await send('POST', '/api/contact-messages', { payload });
    const arabic = await send('POST', '/api/contact-messages', { payload, language: 'ar' });
    expect(arabic.statusCode).toBe(201);
    expect(english.json().message).toMatch(/^Thank you! Your message has reached the school\./);
    expect(arabic.json().message).toMatch(/^شكرًا لك! وصلت رسالتك إلى المدرسة\./);
    if (english.json().message.includes(SCHOOL_PHONE)) expect(arabic.json().message).toContain(SCHOOL_PHONE);
    expect(String(arabic.headers.vary)).toMatch(/accept-language/i);
  });
});
