import { randomBytes } from 'node:crypto';
import { asCents, usdText } from '#server/money';

/**
 * Stripe's API as far as we use it, in memory, answering in Stripe's own JSON shapes (as recorded from
 * the test-mode API). Pass `fake.fetch` to createStripeProcessor: the real SDK runs, no request leaves.
 */
export function createFakeStripe() {
  interface Charge {
    id: string;
    object: 'charge';
    amount: number;
    amount_refunded: number;
    currency: string;
    paid: boolean;
    payment_intent: string;
    refunded: boolean;
    status: 'succeeded';
    payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  }
  interface Intent {
    id: string;
    object: 'payment_intent';
    amount: number;
    amount_received: number;
    currency: string;
    client_secret: string;
    created: number;
    livemode: false;
    metadata: Record<string, string>;
    payment_method_types: string[];
    status: string;
    latest_charge: string | null;
  }
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const requests: { method: string; path: string; body: string; idempotencyKey: string | null }[] = [];
  interface Refund {
    id: string;
    object: 'refund';
    amount: number;
    charge: string;
    currency: string;
    payment_intent: string;
    status: string;
  }
  const refunds: Refund[] = [];
  const idempotent = new Map<string, Refund>();
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  /** A refund moves its charge's refunded amount on, whether the app or Stripe's dashboard asked for it. */
  const recordRefund = (intent: Intent, charge: Charge, amount: number): Refund => {
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    refunds.push(refund);
    return refund;
  };

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': id('req') },
    });
  const missing = (kind: string, value: string) =>
    json(404, {
      error: {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such ${kind}: '${value}'`,
        param: 'intent',
        type: 'invalid_request_error',
      },
    });

  function view(intent: Intent, expandCharge: boolean) {
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    return { ...intent, latest_charge: expandCharge && charge ? charge : intent.latest_charge };
  }

  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : '';
    requests.push({
      method,
      path: url.pathname,
      body,
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    });
    const form = new URLSearchParams(body);
    const expand = url.searchParams.getAll('expand[0]').includes('latest_charge');

    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'usd',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        metadata,
        payment_method_types: [form.get('allowed_payment_method_types[0]') ?? 'card'],
        status: 'requires_payment_method',
        latest_charge: null,
      };
      intents.set(intentId, intent);
      return json(200, view(intent, false));
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing('payment_intent', intentPath[1]!);
      if (intentPath[2] && method === 'POST') {
        if (intent.status === 'succeeded') {
          return json(400, {
            error: {
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              type: 'invalid_request_error',
            },
          });
        }
        intent.status = 'canceled';
      }
      return json(200, view(intent, expand));
    }
    if (method === 'GET' && url.pathname === '/v1/refunds') {
      const intentId = url.searchParams.get('payment_intent') ?? '';
      const data = refunds.filter((r) => r.payment_intent === intentId);
      return json(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const key = new Headers(init?.headers).get('idempotency-key');
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) return json(200, earlier);
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return missing('payment_intent', form.get('payment_intent') ?? '');
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge) {
        return json(400, {
          error: { code: 'charge_not_refundable', message: 'No charge.', type: 'invalid_request_error' },
        });
      }
      if (charge.refunded) {
        return json(400, {
          error: {
            code: 'charge_already_refunded',
            message: `Charge ${charge.id} has already been refunded.`,
            type: 'invalid_request_error',
          },
        });
      }
      const left = charge.amount - charge.amount_refunded;
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (amount > left) {
        return json(400, {
          error: {
            code: 'amount_too_large',
            message: `Refund amount (${usdText(asCents(amount))}) is greater than unrefunded amount on charge (${usdText(asCents(left))})`,
            type: 'invalid_request_error',
          },
        });
      }
      const refund = recordRefund(intent, charge, amount);
      if (key) idempotent.set(key, refund);
      return json(200, refund);
    }
    return json(404, {
      error: {
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        type: 'invalid_request_error',
      },
    });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    intents,
    /** What Stripe.js confirming a card with Stripe would do. */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const charge: Charge = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        currency: intent.currency,
        paid: true,
        payment_intent: intent.id,
        refunded: false,
        status: 'succeeded',
        // Stripe's test card 4242 4242 4242 4242, as Stripe reports it on the charge.
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
      };
      charges.set(charge.id, charge);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = charge.id;
      return intent;
    },
    refunds,
    /** A refund made outside the app (Stripe's dashboard): the charge's refunded amount moves on. */
    refundInDashboard(intentId: string, amount: number) {
      const intent = intents.get(intentId);
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || !charge) throw new Error(`no charge for ${intentId}`);
      return recordRefund(intent, charge, amount);
    },
    /** A charge.* webhook event body, as Stripe sends it (the charge, not the intent). */
    chargeEvent(type: string, intentId: string) {
      const intent = intents.get(intentId);
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object: charge ?? { id: 'ch_missing', object: 'charge', payment_intent: intentId } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
    isRefunded(intentId: string) {
      const intent = intents.get(intentId);
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      return !!charge?.refunded;
    },
    /** A webhook event body as Stripe sends it. */
    event(type: string, intentId: string) {
      const intent = intents.get(intentId);
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object: intent ? view(intent, false) : { id: intentId, object: 'payment_intent' } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
