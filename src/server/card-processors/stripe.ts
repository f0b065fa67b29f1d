import Stripe from 'stripe';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { asCents } from '#server/money';
import type { IntentInfo, IntentStatus, StripeProcessor } from './processor.js';

export interface StripeProcessorOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests pass a fetch that answers like Stripe's API, so no request leaves the machine. */
  fetch?: typeof fetch;
}

const cancellable = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string })?.code;
}

/** Stripe PaymentIntents through the official SDK; webhooks checked with the signing secret. */
export function createStripeProcessor(options: StripeProcessorOptions): StripeProcessor {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'speak-the-world' },
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });

  async function retrieve(id: string): Promise<IntentInfo | null> {
    if (!/^pi_\w{1,200}$/.test(id)) return null;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (error) {
      if (errorCode(error) === 'resource_missing') return null;
      throw error;
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      status: intent.status as IntentStatus,
      amount: asCents(intent.amount),
      currency: intent.currency,
      metadata: intent.metadata,
      refunded: !!charge && (charge.refunded || charge.amount_refunded > 0),
      card: charge?.payment_method_details?.card
        ? {
            brand: charge.payment_method_details.card.brand ?? 'unknown',
            last4: charge.payment_method_details.card.last4 ?? '',
          }
        : null,
    };
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    async createIntent({ amount, currency, metadata }) {
      const intent = await stripe.paymentIntents.create({
        amount,
        currency,
        allowed_payment_method_types: ['card'],
        metadata: { ...metadata },
      });
      if (!intent.client_secret) throw new Error('Stripe answered a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    retrieve,

    async refund(id, options = {}) {
      const { amountCents, idempotencyKey } = options;
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: id, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey: idempotencyKey ?? `refund-${id}` },
        );
        return { id: refund.id, amount: asCents(refund.amount) };
      } catch (error) {
        if (amountCents === undefined && errorCode(error) === 'charge_already_refunded') return null;
        throw error;
      }
    },

    async listRefunds(id) {
      if (!/^pi_\w{1,200}$/.test(id)) return [];
      const list = await stripe.refunds.list({ payment_intent: id, limit: 100 });
      return list.data
        .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
        .map((refund) => ({ id: refund.id, amount: asCents(refund.amount) }))
        .reverse();
    },

    async cancel(id) {
      const intent = await retrieve(id);
      if (intent && cancellable.has(intent.status)) await stripe.paymentIntents.cancel(id);
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw AppError.badRequest(serverText('bad_request.stripe_signature_missing'));
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw AppError.badRequest(serverText('bad_request.stripe_signature_wrong'));
      }
      // Signed is not well formed: a body that is not an event object is refused, not a crash.
      const parsed = event as unknown as { id?: unknown; type?: unknown; data?: unknown } | null;
      if (!parsed || typeof parsed !== 'object' || typeof parsed.type !== 'string') {
        throw AppError.badRequest(serverText('bad_request.not_a_stripe_event'));
      }
      const data = (typeof parsed.data === 'object' ? parsed.data : null) as { object?: unknown } | null;
      const object = (typeof data?.object === 'object' ? data.object : null) as {
        object?: unknown;
        id?: unknown;
        payment_intent?: unknown;
      } | null;
      const isIntent = object?.object === 'payment_intent' && typeof object.id === 'string' && object.id;
      const chargeIntent =
        object?.object === 'charge' && typeof object.payment_intent === 'string' && object.payment_intent;
      return {
        id: typeof parsed.id === 'string' ? parsed.id : '',
        type: parsed.type,
        intentId: isIntent ? (object.id as string) : null,
        chargeIntentId: chargeIntent ? (object.payment_intent as string) : null,
      };
    },
  };
}
