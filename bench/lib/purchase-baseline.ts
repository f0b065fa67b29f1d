// The fair baseline of the purchase path: bare routes sending the store the SAME statements as the app's four
// purchase requests (the same transactions, row locks, reads and writes, in the same order; counted and
// compared with the app's by tests/load/purchase-baseline.test.ts), after reading the session the cheapest
// honest way (the cookie's signature, then one query for the session and its user). No framework hooks, no
// schemas, no validation beyond what decides the next statement. It really holds seats, records payments
// and enrols, in the app's store (PostgreSQL) or in the bench's copy of it (PGlite).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { signedSessionToken } from '#server/identity/session-cookie';
import type { BaselineQueries, BaselineDb, SessionReader, SessionUser } from './session-reader.js';

/** Where the routes are mounted on the baseline server: the app's paths under this prefix. */
export const SAME_SQL_PREFIX = '/same-sql';

const HOLD_MINUTES = 10;
const MAX_HELD_SEATS = 3;

const sql = {
  classToSelect:
    'select status, available_seats, instructor_id, ' +
    'exists (select 1 from enrolments e where e.user_id = $1 and e.class_id = classes.id) as enrolled ' +
    'from classes where id = $2',
  addItem:
    'insert into cart_items (user_id, class_id) values ($1, $2) ' +
    'on conflict (user_id, class_id) do nothing returning id',
  itemForPayment:
    'select ci.id, ci.user_id, u.email, ci.class_id, c.name, c.price_cents, c.status, c.instructor_id, ci.payment_intent_id, ' +
    'exists (select 1 from enrolments e where e.user_id = ci.user_id and e.class_id = ci.class_id) as enrolled ' +
    'from cart_items ci join classes c on c.id = ci.class_id join users u on u.id = ci.user_id ' +
    'where ci.id = $1 and ci.user_id = $2',
  lockStudentAndClass:
    'select c.id, c.name, c.price_cents, c.status, c.available_seats, c.instructor_id from users u, classes c ' +
    'where u.id = $1 and c.id = $2 for no key update of u for update of c',
  holdFacts:
    'select (select count(*)::int from cart_items where user_id = $1 and hold_expires_at > $2) as held_by_student, ' +
    '(select count(*)::int from cart_items h where h.class_id = $3 and h.user_id <> $1 and h.hold_expires_at > $2) ' +
    "as held_by_others, exists (select 1 from waitlist_entries where class_id = $3 and status = 'waiting') " +
    'as anyone_waiting, ci.id, ci.class_id, coalesce(ci.hold_expires_at > $2, false) as holding, ci.hold_expires_at, ' +
    'ci.hold_renewals ' +
    'from (select 1) as one left join cart_items ci on ci.id = $4 and ci.user_id = $1',
  setHold: 'update cart_items set hold_expires_at = $1, hold_renewals = $2 where id = $3',
  insertIntent:
    'insert into simulated_payment_intents (id, client_secret, amount, currency, metadata) ' +
    'values ($1, $2, $3, $4, $5::jsonb)',
  setIntent:
    'update cart_items set payment_intent_id = $1 where id = $2 ' +
    'and payment_intent_id is not distinct from $3::text returning id',
  confirm:
    "update simulated_payment_intents set status = 'succeeded', last_error_code = null, updated_at = $1 " +
    "where client_secret = $2 and status = 'requires_payment_method' and metadata ->> 'userId' = $3 returning id",
  paymentByTransaction: 'select id, user_id, status, refund_reason from payments where transaction_id = $1',
  intentById:
    'select id, client_secret, amount, currency, status, metadata, last_error_code, created_at, updated_at ' +
    'from simulated_payment_intents where id = $1',
  lockClass:
    'select id, name, price_cents, status, available_seats, instructor_id from classes where id = $1 for update',
  paymentFacts:
    'select p.id as payment_id, p.user_id, p.status, p.refund_reason, u.email, ' +
    'exists (select 1 from enrolments e where e.user_id = $2 and e.class_id = $4) as enrolled, ' +
    '(select count(*)::int from cart_items h where h.class_id = $4 and h.user_id <> $2 and h.hold_expires_at > $5) ' +
    'as held_by_others, exists (select 1 from waitlist_entries w where w.class_id = $4 and w.user_id = $2 ' +
    "and w.status in ('waiting', 'offered')) as in_line, " +
    'ci.id as item_id, ci.class_id, coalesce(ci.hold_expires_at > $5, false) as holding, ' +
    'ci.hold_expires_at, ci.hold_renewals ' +
    'from (select 1) as one left join payments p on p.transaction_id = $1 left join users u on u.id = $2 ' +
    'left join cart_items ci on ci.id = $3 and ci.user_id = $2',
  enrolWithPayment:
    'with seat as (update classes set available_seats = available_seats - 1, students = students + 1, ' +
    'updated_at = $1 where id = $2 and available_seats > 0 returning id), ' +
    'payment as (insert into payments (user_id, email, transaction_id, price_cents, class_id, class_name, date, status, ' +
    'card_brand, card_last4) ' +
    "select $3::text, $4::text, $5::text, $6::int, seat.id, $7::text, $8::timestamptz, 'paid', $10::text, $11::text " +
    'from seat returning id, user_id, receipt_number), ' +
    'enrolment as (insert into enrolments (user_id, class_id, payment_id, created_at) ' +
    'select $3::text, $2::uuid, payment.id, $8::timestamptz from payment), ' +
    'item as (delete from cart_items where id = $9 and exists (select 1 from payment)) ' +
    'select payment.id, payment.receipt_number, (select name from users where id = payment.user_id) as student_name ' +
    'from payment',
  // The sale's earnings at the commission in force, in the payment's transaction as the app records them.
  saleEarnings:
    'insert into sale_earnings (payment_id, instructor_id, gross_cents, commission_percent, commission_cents, net_cents) ' +
    'select sale.payment_id, sale.instructor_id, sale.gross, sale.percent, sale.commission, sale.gross - sale.commission ' +
    'from (select $1::uuid as payment_id, classes.instructor_id, $2::int as gross, rate.percent, ' +
    'round($2::int::numeric * rate.percent / 100)::int as commission ' +
    'from classes, (select coalesce((select commission_percent from school_settings where id = 1), 20) as percent) rate ' +
    'where classes.id = $3::uuid) sale',
  // The student's place in the class's waitlist, if any, closed as accepted once enrolled.
  acceptWaitlist:
    "update waitlist_entries set status = 'accepted', ended_at = $1 where class_id = $2 and user_id = $3 " +
    "and status in ('waiting', 'offered') and exists (select 1 from enrolments " +
    'where enrolments.user_id = waitlist_entries.user_id and enrolments.class_id = waitlist_entries.class_id)',
  // The receipt mail, queued in the payment's transaction as the app queues it (rendered before, as there).
  receiptMail:
    'insert into outgoing_mails ("to", kind, key, subject, html, text) ' +
    "values ($1, 'receipt', $2, $3, $4, $5) on conflict (key) do nothing",
};

type Body = Record<string, unknown>;
const one = async <R>(q: BaselineQueries, name: string, values: unknown[]) =>
  (await q.query<R>(`baseline_${name}`, sql[name as keyof typeof sql], values))[0];

export function registerPurchaseBaseline(
  app: FastifyInstance,
  options: { store: BaselineDb; sessions: SessionReader; secret: string; cookieName: string },
) {
  const { store, sessions, secret, cookieName } = options;
  const refuse = (reply: FastifyReply, status: number) =>
    reply.code(status).send({ error: { code: String(status), message: 'refused' } });

  /** The student asking, or null (the route answers 401 or 403). */
  async function student(request: FastifyRequest): Promise<SessionUser | null> {
    const token = signedSessionToken(request.headers.cookie, cookieName, secret);
    const user = token ? await sessions.userOf(token) : null;
    return user?.role === 'user' ? user : null;
  }

  app.post(`${SAME_SQL_PREFIX}/api/carts`, async (request, reply) => {
    const user = await student(request);
    if (!user) return refuse(reply, 401);
    const { classId } = request.body as Body;
    const cls = await one<{
      status: string;
      available_seats: number;
      instructor_id: string;
      enrolled: boolean;
    }>(store, 'classToSelect', [user.id, classId]);
    if (!cls || cls.status !== 'approved') return refuse(reply, 404);
    if (cls.instructor_id === user.id || cls.enrolled || cls.available_seats <= 0) return refuse(reply, 409);
    const item = await one<{ id: string }>(store, 'addItem', [user.id, classId]);
    if (!item) return refuse(reply, 409);
    return { insertedId: item.id };
  });

  app.post(`${SAME_SQL_PREFIX}/api/create-payment-intent`, async (request, reply) => {
    const user = await student(request);
    if (!user) return refuse(reply, 401);
    const { cartItemId } = request.body as Body;
    const item = await one<{
      id: string;
      email: string;
      class_id: string;
      name: string;
      price_cents: number;
      status: string;
      instructor_id: string;
      payment_intent_id: string | null;
      enrolled: boolean;
    }>(store, 'itemForPayment', [cartItemId, user.id]);
    if (!item) return refuse(reply, 404);
    if (
      item.status !== 'approved' ||
      item.instructor_id === user.id ||
      item.price_cents <= 0 ||
      item.enrolled
    ) {
      return refuse(reply, 409);
    }
    const now = new Date();
    const until = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const held = await store.transaction(async (tx) => {
      const cls = await one<{ available_seats: number }>(tx, 'lockStudentAndClass', [user.id, item.class_id]);
      if (!cls) return false;
      const facts = await one<{
        held_by_student: number;
        held_by_others: number;
        id: string | null;
        holding: boolean;
        hold_renewals: number;
        anyone_waiting: boolean;
      }>(tx, 'holdFacts', [user.id, now.toISOString(), item.class_id, item.id]);
      if (!facts?.id || facts.holding) return false;
      if (cls.available_seats - facts.held_by_others <= 0 || facts.held_by_student >= MAX_HELD_SEATS)
        return false;
      // Students in line come first: the app offers them the seat instead.
      if (facts.anyone_waiting) return false;
      await tx.query('baseline_setHold', sql.setHold, [until.toISOString(), 0, item.id]);
      return true;
    });
    if (!held) return refuse(reply, 409);
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    const metadata = {
      userId: user.id,
      email: item.email,
      classId: item.class_id,
      className: item.name,
      cartItemId: item.id,
    };
    await store.query('baseline_insertIntent', sql.insertIntent, [
      id,
      clientSecret,
      item.price_cents,
      'usd',
      JSON.stringify(metadata),
    ]);
    if (!(await one(store, 'setIntent', [id, item.id, item.payment_intent_id]))) return refuse(reply, 409);
    return {
      clientSecret,
      amount: item.price_cents / 100,
      currency: 'usd',
      holdExpiresAt: until.toISOString(),
      holdRenewable: true,
    };
  });

  app.post(`${SAME_SQL_PREFIX}/api/payments/simulated/confirm`, async (request, reply) => {
    const user = await student(request);
    if (!user) return refuse(reply, 401);
    const { clientSecret } = request.body as Body;
    const confirmed = await one<{ id: string }>(store, 'confirm', [
      new Date().toISOString(),
      clientSecret,
      user.id,
    ]);
    if (!confirmed) return refuse(reply, 402);
    return { status: 'succeeded', id: confirmed.id };
  });

  app.post(`${SAME_SQL_PREFIX}/api/payments`, async (request, reply) => {
    const user = await student(request);
    if (!user) return refuse(reply, 401);
    const { transactionId, cartItemId } = request.body as Body;
    const existing = await one<{ id: string; user_id: string | null }>(store, 'paymentByTransaction', [
      transactionId,
    ]);
    if (existing)
      return existing.user_id === user.id ? { result: { insertedId: existing.id } } : refuse(reply, 403);
    const intent = await one<{
      id: string;
      amount: number;
      status: string;
      metadata: Record<string, string>;
    }>(store, 'intentById', [transactionId]);
    if (!intent || intent.metadata.userId !== user.id || intent.metadata.cartItemId !== cartItemId) {
      return refuse(reply, 403);
    }
    if (intent.status !== 'succeeded') return refuse(reply, 402);
    const classId = intent.metadata.classId;
    const at = new Date();
    const paymentId = await store.transaction(async (tx) => {
      const cls = await one<{ name: string; price_cents: number; status: string; available_seats: number }>(
        tx,
        'lockClass',
        [classId],
      );
      const facts = await one<{
        payment_id: string | null;
        email: string | null;
        enrolled: boolean;
        held_by_others: number;
        item_id: string | null;
        holding: boolean;
        in_line: boolean;
      }>(tx, 'paymentFacts', [transactionId, user.id, cartItemId, classId, at.toISOString()]);
      if (!cls || !facts || facts.payment_id || facts.email === null || facts.enrolled) return null;
      if (cls.status !== 'approved' || cls.price_cents !== intent.amount) return null;
      if (cls.available_seats - (facts.holding ? 0 : facts.held_by_others) <= 0) return null;
      const paid = await one<{ id: string }>(tx, 'enrolWithPayment', [
        new Date().toISOString(),
        classId,
        user.id,
        facts.email,
        transactionId,
        intent.amount,
        cls.name,
        at.toISOString(),
        facts.item_id,
        null,
        null,
      ]);
      if (!paid) return null;
      await tx.query(`baseline_saleEarnings`, sql.saleEarnings, [paid.id, intent.amount, classId]);
      await tx.query(`baseline_receiptMail`, sql.receiptMail, [
        facts.email,
        `receipt:${paid.id}`,
        'Your receipt',
        '<p>Receipt</p>',
        'Receipt',
      ]);
      if (facts.in_line) {
        await tx.query('baseline_acceptWaitlist', sql.acceptWaitlist, [at.toISOString(), classId, user.id]);
      }
      return paid.id;
    });
    if (!paymentId) return refuse(reply, 409);
    return { result: { insertedId: paymentId } };
  });
}
