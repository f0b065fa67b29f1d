import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Receipt } from '#contract/receipts';
import { SCHOOL_ADDRESS, SCHOOL_NAME } from '#contract/school';
import { outgoingMails, payments } from '#server/db/schema';
import { createClass, testApi, type TestApi } from '#server/testing/fixtures';
import { createTestApp, type TestContext, type TestUser } from '#server/testing/test-app';

let ctx: TestContext;
let api: TestApi;
const clock = { at: new Date('2026-03-01T07:30:00Z') };
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock.at, publicUrl: 'https://school.example' });
  api = testApi(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.at = new Date('2026-03-01T07:30:00Z');
  await ctx.store.reset();
});

async function pay(student: TestUser, classId: string, card?: object) {
  const selected = await api.select(student, classId);
  const cartItemId = selected.json().insertedId as string;
  const { clientSecret } = (await api.intent(student, cartItemId)).json();
  const transactionId = (await api.confirm(student, clientSecret, card)).json().id as string;
  const recorded = await api.record(student, transactionId, cartItemId);
  expect(recorded.statusCode).toBe(200);
  return { paymentId: recorded.json().result.insertedId as string, transactionId, cartItemId };
}

const receiptMails = () => ctx.store.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'receipt'));

describe('the receipt of a payment', () => {
  it('is queued once, to the student, with the number, class, amount, card, date and school', async () => {
    const cls = await createClass(ctx, { name: 'Portuguese for Travellers', price: 149.5 });
    const student = await ctx.createUser('user', { name: 'Ana Souza' });
    const { paymentId, transactionId, cartItemId } = await pay(student, cls.id, {
      number: '5555 5555 5555 4444',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    // Recording the same payment again (the browser's retry) queues no second receipt.
    expect((await api.record(student, transactionId, cartItemId)).statusCode).toBe(200);

    const mails = await receiptMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const [row] = await ctx.store.db.select().from(payments).where(eq(payments.id, paymentId));
    const number = `STW-2026-${String(row!.receiptNumber).padStart(6, '0')}`;
    expect(mail!.to).toBe(student.email);
    expect(mail!.subject).toBe(`Your receipt ${number}`);
    for (const text of [mail!.text, mail!.html]) {
      expect(text).toContain(number);
      expect(text).toContain('Portuguese for Travellers');
      expect(text).toContain('$149.50');
      expect(text).toContain('Mastercard ending in 4444');
      // 07:30 UTC is 11:30 PM the day before in San Francisco, the school's zone.
      expect(text).toContain('February 28, 2026 at 11:30');
      expect(text).toContain('PST');
      expect(text).toContain(SCHOOL_NAME);
      expect(text).toContain(SCHOOL_ADDRESS);
      expect(text).toContain(`https://school.example/dashboard/receipts/${paymentId}`);
    }
  });

  it('is written in Spanish for a student who chose Spanish: subject, words, date and dollars', async () => {
    const cls = await createClass(ctx, { name: 'Portuguese for Travellers', price: 149.5 });
    const student = await ctx.createUser('user', { name: 'Ana Souza' });
    expect((await api.send('PUT', '/api/me/locale', student, { locale: 'es' })).statusCode).toBe(204);
    const { paymentId } = await pay(student, cls.id, {
      number: '5555 5555 5555 4444',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });

    const [mail] = await receiptMails();
    const [row] = await ctx.store.db.select().from(payments).where(eq(payments.id, paymentId));
    const number = `STW-2026-${String(row!.receiptNumber).padStart(6, '0')}`;
    expect(mail!.subject).toBe(`Tu recibo ${number}`);
    expect(mail!.html).toMatch(/<html dir="ltr" lang="es">/);
    for (const text of [mail!.text, mail!.html]) {
      expect(text).toContain('Gracias por tu pago');
      expect(text).toContain('Ana Souza, tu pago se ha completado y la plaza es tuya.');
      expect(text).toContain('Clase: Portuguese for Travellers');
      expect(text).toContain('149,50\u00a0US$');
      expect(text).toContain('Mastercard terminada en 4444');
      // 07:30 UTC is 11:30 PM the day before in San Francisco, the school's zone.
      expect(text).toContain('28 de febrero de 2026 a las 23:30');
      expect(text).toContain(`https://school.example/dashboard/receipts/${paymentId}`);
    }
    expect(mail!.text).not.toContain('Thank you for your payment');
  });

  it('shows on its page the same figures as the mail', async () => {
    const cls = await createClass(ctx, { name: 'Italian Evenings', price: 80 });
    const student = await ctx.createUser();
    const { paymentId } = await pay(student, cls.id);
    const res = await api.send('GET', `/api/receipts/${paymentId}`, student);
    expect(res.statusCode).toBe(200);
    const receipt = res.json() as Receipt;
    expect(receipt).toMatchObject({
      id: paymentId,
      status: 'paid',
      student: { name: student.name, email: student.email },
      items: [{ classId: cls.id, name: 'Italian Evenings', amount: 80, amountText: '$80.00' }],
      total: 80,
      totalText: '$80.00',
      card: { brand: 'visa', last4: '4242' },
      cardText: 'Visa ending in 4242',
      timeZone: 'America/Los_Angeles',
      school: { name: SCHOOL_NAME, address: SCHOOL_ADDRESS },
    });
    expect(receipt.number).toMatch(/^STW-2026-\d{6}$/);
    const [mail] = await receiptMails();
    for (const figure of [receipt.number, receipt.totalText, receipt.cardText, receipt.paidAtText]) {
      expect(mail!.text).toContain(figure);
    }
  });

  it('numbers receipts in the order of payment', async () => {
    const cls = await createClass(ctx);
    const first = await pay(await ctx.createUser(), cls.id);
    const second = await pay(await ctx.createUser(), cls.id);
    const number = async (who: string) => {
      const [row] = await ctx.store.db.select().from(payments).where(eq(payments.id, who));
      return row!.receiptNumber;
    };
    expect(await number(second.paymentId)).toBeGreaterThan(await number(first.paymentId));
  });

  it('is not mailed for a payment refunded because the class was full', async () => {
    const cls = await createClass(ctx, { availableSeats: 1 });
    const late = await ctx.createUser();
    const early = await ctx.createUser();
    const lateItem = (await api.select(late, cls.id)).json().insertedId as string;
    const { clientSecret } = (await api.intent(late, lateItem)).json();
    const lateTransaction = (await api.confirm(late, clientSecret)).json().id as string;
    clock.at = new Date(clock.at.getTime() + 30 * 60_000);
    await pay(early, cls.id);
    const refused = await api.record(late, lateTransaction, lateItem);
    expect(refused.statusCode).toBe(409);
    const mails = await receiptMails();
    expect(mails.map((m) => m.to)).toEqual([early.email]);
  });
});

describe('GET /api/receipts/:id', () => {
  it('answers its student and any admin, and 404 to everybody else', async () => {
    const cls = await createClass(ctx);
    const student = await ctx.createUser();
    const { paymentId } = await pay(student, cls.id);
    const other = await ctx.createUser();
    const admin = await ctx.createUser('admin');
    const instructor = await ctx.createUser('instructor');
    expect((await api.send('GET', `/api/receipts/${paymentId}`, student)).statusCode).toBe(200);
    expect((await api.send('GET', `/api/receipts/${paymentId}`, admin)).statusCode).toBe(200);
    for (const who of [other, instructor]) {
      const res = await api.send('GET', `/api/receipts/${paymentId}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No receipt with that id.');
    }
    expect((await api.send('GET', `/api/receipts/${paymentId}`)).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not one, and 404 for an unknown one', async () => {
    const student = await ctx.createUser();
    expect((await api.send('GET', '/api/receipts/nope', student)).statusCode).toBe(400);
    const unknown = await api.send('GET', '/api/receipts/7d1e1c1a-2b3c-4d5e-8f90-123456789abc', student);
    expect(unknown.statusCode).toBe(404);
  });
});
