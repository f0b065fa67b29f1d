import { eq } from 'drizzle-orm';
import { classes } from '#server/db/schema';
import { centsFromDollars } from '#server/money';
import type { TestContext, TestUser } from './test-app.js';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/** A class straight in the store (adding classes is another module's job). */
export async function createClass(
  ctx: TestContext,
  values: Partial<{
    name: string;
    price: number;
    availableSeats: number;
    students: number;
    status: 'pending' | 'approved' | 'denied';
    instructorId: string;
  }> = {},
) {
  const instructorId = values.instructorId ?? (await ctx.createUser('instructor')).id;
  const { price = 49.99, ...rest } = values;
  const [row] = await ctx.store.db
    .insert(classes)
    .values({
      name: 'Spanish for Testers',
      priceCents: centsFromDollars(price),
      img: '/images/classes/spanish.svg',
      availableSeats: 5,
      status: 'approved',
      ...rest,
      instructorId,
    })
    .returning();
  // Tests speak the API's dollars.
  return { ...row!, price };
}

export async function classRow(ctx: TestContext, id: string) {
  const [row] = await ctx.store.db.select().from(classes).where(eq(classes.id, id));
  return row!;
}

type Inject = TestContext['app']['inject'];

export function purchaseApi(inject: Inject) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    inject({ method, url, headers: who?.headers ?? { origin: 'http://localhost' }, payload });
  return {
    send,
    select: (who: TestUser, classId: string) => send('POST', '/api/carts', who, { classId }),
    cart: (who: TestUser) => send('GET', '/api/carts', who),
    intent: (who: TestUser, cartItemId: string) =>
      send('POST', '/api/create-payment-intent', who, { cartItemId }),
    confirm: (who: TestUser, clientSecret: string, card: object = GOOD_CARD) =>
      send('POST', '/api/payments/simulated/confirm', who, { clientSecret, card }),
    record: (who: TestUser, transactionId: string, cartItemId: string) =>
      send('POST', '/api/payments', who, { transactionId, cartItemId }),
    /** Select, ask to pay, confirm with a good card: answers what the browser would record. */
    async payUpToRecord(who: TestUser, classId: string) {
      const selected = await send('POST', '/api/carts', who, { classId });
      const cartItemId = selected.json().insertedId as string;
      const intent = await send('POST', '/api/create-payment-intent', who, { cartItemId });
      const clientSecret = intent.json().clientSecret as string;
      const confirmed = await send('POST', '/api/payments/simulated/confirm', who, {
        clientSecret,
        card: GOOD_CARD,
      });
      return { cartItemId, clientSecret, transactionId: confirmed.json().id as string };
    },
  };
}
