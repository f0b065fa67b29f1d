import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes, outgoingMails } from '#server/db/schema';
import { createClass } from '#server/testing/fixtures';
import { useTestApp, type TestUser } from '#server/testing/test-app';

const ctx = useTestApp({ publicUrl: 'https://school.example' });

const mailsOf = (kind: string) =>
  ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, kind));

const send = (method: 'PATCH' | 'PUT', url: string, who: TestUser, payload: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload });

const chooseLanguage = async (who: TestUser, locale: string) =>
  expect((await send('PUT', '/api/me/locale', who, { locale })).statusCode).toBe(204);

describe("an admin's decision on a class", () => {
  it('mails the instructor a denial with the feedback and a link to their classes', async () => {
    const instructor = await ctx.createUser('instructor', { name: 'Lucía Fernández' });
    const admin = await ctx.createUser('admin');
    const cls = await createClass(ctx, {
      name: 'Spanish at Dusk',
      status: 'pending',
      instructorId: instructor.id,
    });
    const feedback = 'Please say which level this class is for,\nand add a second session a week.';
    const res = await send('PATCH', `/api/classes/update/${cls.id}`, admin, { status: 'denied', feedback });
    expect(res.statusCode).toBe(200);

    const mails = await mailsOf('class-review');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(instructor.email);
    expect(mail!.subject).toBe('Your class “Spanish at Dusk” was not approved');
    expect(mail!.text).toContain('Please say which level this class is for,');
    expect(mail!.text).toContain('and add a second session a week.');
    expect(mail!.text).toContain('Lucía Fernández');
    expect(mail!.text).toContain('https://school.example/dashboard/myclasses');
    expect(mail!.html).toContain('https://school.example/dashboard/myclasses');
  });

  it('mails an approval with a link to the class page, and nothing for a decision that changes nothing', async () => {
    const instructor = await ctx.createUser('instructor');
    const admin = await ctx.createUser('admin');
    const cls = await createClass(ctx, {
      name: 'French Café',
      status: 'pending',
      instructorId: instructor.id,
    });
    expect(
      (await send('PATCH', `/api/classes/update/${cls.id}`, admin, { status: 'approved' })).statusCode,
    ).toBe(200);
    // Approving again changes nothing, and denying an approved class is refused: no more mails.
    expect(
      (await send('PATCH', `/api/classes/update/${cls.id}`, admin, { status: 'approved' })).json(),
    ).toEqual({
      modifiedCount: 0,
    });
    const denied = await send('PATCH', `/api/classes/update/${cls.id}`, admin, {
      status: 'denied',
      feedback: 'x',
    });
    expect(denied.statusCode).toBe(409);

    const mails = await mailsOf('class-review');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(instructor.email);
    expect(mails[0]!.subject).toBe('Your class “French Café” is approved');
    expect(mails[0]!.text).toContain(`https://school.example/classes/${cls.id}`);
  });

  it('writes the decision in the language the instructor chose, not the admin’s', async () => {
    const instructor = await ctx.createUser('instructor', { name: 'Jonas' });
    const admin = await ctx.createUser('admin');
    await chooseLanguage(instructor, 'de');
    await chooseLanguage(admin, 'fr');
    const cls = await createClass(ctx, {
      name: 'French Café',
      status: 'pending',
      instructorId: instructor.id,
    });
    const feedback = 'Bitte nenne das Niveau.';
    await send('PATCH', `/api/classes/update/${cls.id}`, admin, { status: 'denied', feedback });
    const [mail] = await mailsOf('class-review');
    expect(mail!.subject).toBe('Dein Kurs „French Café“ wurde nicht freigegeben');
    expect(mail!.text).toContain(
      'Jonas, ein Admin hat „French Café“ geprüft und in dieser Form nicht freigegeben.',
    );
    expect(mail!.text).toContain('Die Rückmeldung des Admins');
    expect(mail!.text).toContain(feedback);
    expect(mail!.html).toMatch(/<html dir="ltr" lang="de">/);
  });

  it('mails nothing when the class does not exist, and no mail outlives a refused review', async () => {
    const admin = await ctx.createUser('admin');
    const res = await send('PATCH', '/api/classes/update/7d1e1c1a-2b3c-4d5e-8f90-123456789abc', admin, {
      status: 'denied',
      feedback: 'no',
    });
    expect(res.statusCode).toBe(404);
    expect(await mailsOf('class-review')).toHaveLength(0);
  });

  it('keeps the decision and its mail together: a second denial with new feedback mails the new feedback', async () => {
    const instructor = await ctx.createUser('instructor');
    const admin = await ctx.createUser('admin');
    const cls = await createClass(ctx, { status: 'pending', instructorId: instructor.id });
    await send('PATCH', `/api/classes/update/${cls.id}`, admin, {
      status: 'denied',
      feedback: 'First thoughts',
    });
    await send('PATCH', `/api/classes/update/${cls.id}`, admin, {
      status: 'denied',
      feedback: 'First thoughts',
    });
    await send('PATCH', `/api/classes/update/${cls.id}`, admin, {
      status: 'denied',
      feedback: 'Second thoughts',
    });
    const mails = await mailsOf('class-review');
    expect(mails.map((m) => m.text.includes('Second thoughts'))).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(mails).toHaveLength(2);
    const [row] = await ctx.store.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row!.feedback).toBe('Second thoughts');
  });
});

describe("an admin's change of a role", () => {
  it('mails the account its new role, once, with a link to the dashboard', async () => {
    const student = await ctx.createUser('user', { name: 'Kenji Watanabe' });
    const admin = await ctx.createUser('admin');
    const res = await send('PATCH', `/api/users/update/${student.id}`, admin, { role: 'instructor' });
    expect(res.statusCode).toBe(200);
    expect(
      (await send('PATCH', `/api/users/update/${student.id}`, admin, { role: 'instructor' })).json(),
    ).toEqual({
      modifiedCount: 0,
    });
    const mails = await mailsOf('role-change');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(student.email);
    expect(mails[0]!.subject).toBe('Your account is now an instructor account');
    expect(mails[0]!.text).toContain('from student to instructor');
    expect(mails[0]!.text).toContain('Kenji Watanabe');
    expect(mails[0]!.text).toContain('https://school.example/dashboard');
  });

  it('writes the new role in the language the account chose, right to left in Arabic', async () => {
    const student = await ctx.createUser('user', { name: 'Layla' });
    const admin = await ctx.createUser('admin');
    await chooseLanguage(student, 'ar');
    await send('PATCH', `/api/users/update/${student.id}`, admin, { role: 'instructor' });
    const [mail] = await mailsOf('role-change');
    expect(mail!.subject).toBe('أصبح حسابك حساب مدرّس');
    expect(mail!.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(mail!.html).toMatch(/<body lang="ar" dir="rtl"/);
    expect(mail!.text).toContain('Layla، تغيّر دورك');
    expect(mail!.text).toContain('من «طالب» إلى «مدرّس»');
  });

  it('mails nothing when the change is refused', async () => {
    const admin = await ctx.createUser('admin');
    const other = await ctx.createUser('user');
    expect((await send('PATCH', `/api/users/update/${admin.id}`, admin, { role: 'user' })).statusCode).toBe(
      403,
    );
    const instructor = await ctx.createUser('instructor');
    await createClass(ctx, { instructorId: instructor.id });
    expect(
      (await send('PATCH', `/api/users/update/${instructor.id}`, admin, { role: 'user' })).statusCode,
    ).toBe(409);
    expect((await send('PATCH', `/api/users/update/${other.id}`, other, { role: 'admin' })).statusCode).toBe(
      403,
    );
    expect(await mailsOf('role-change')).toHaveLength(0);
  });
});
