import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { AppError } from '#server/errors';
import { serverText } from '#server/i18n/server-messages';
import { minusCents, NO_CENTS } from '#server/money';
import type { IntentInfo, IntentStatus, SimulatedProcessor } from './processor.js';
import { createSimulatedIntentsRepository, type SimulatedIntentRow } from './simulated-intents.repository.js';
import { cardErrorField, cardOutcome, paidCard } from './test-cards.js';

function toIntentInfo(row: SimulatedIntentRow): IntentInfo {
  const refunded = row.status === 'refunded' || row.amountRefunded > 0;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    // Like Stripe, a refunded intent still reads succeeded; the refund is a separate fact.
    status: (row.status === 'refunded' ? 'succeeded' : row.status) as IntentStatus,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    refunded,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}

/** The built-in card processor with Stripe's test-card behaviour; its intents live in the database. */
export function createSimulatedProcessor(db: Db, options: { now?: () => Date } = {}): SimulatedProcessor {
  const intents = createSimulatedIntentsRepository(db);
  const now = options.now ?? (() => new Date());

  return {
    kind: 'simulated',

    async createIntent({ amount, currency, metadata }) {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await intents.insert({ id, clientSecret, amount, currency, metadata: { ...metadata } });
      return { id, clientSecret };
    },

    async retrieve(id) {
      const row = await intents.findById(id);
      return row ? toIntentInfo(row) : null;
    },

    // Like Stripe: an unknown or unpaid intent cannot be refunded, nor more than is left; a full refund of
    // a refunded one is left as it is.
    async refund(id, options = {}) {
      // In the caller's transaction, or its own: the intent's lock makes two refunds of it queue.
      const inTransaction = <T>(work: (tx: Tx) => Promise<T>) =>
        options.tx ? work(options.tx) : db.transaction(work);
      return inTransaction(async (tx) => {
        if (options.idempotencyKey) {
          const earlier = await intents.findRefundByKey(tx, options.idempotencyKey);
          if (earlier) return earlier;
        }
        const row = await intents.lockForRefund(tx, id);
        if (!row) throw new Error(`No such payment intent: ${id}`);
        if (row.status !== 'succeeded' && row.status !== 'refunded') {
          throw new Error(`Payment intent ${id} was not paid`);
        }
        const left = row.status === 'refunded' ? NO_CENTS : minusCents(row.amount, row.amountRefunded);
        if (options.amountCents === undefined && left === 0) return null;
        const amount = options.amountCents ?? left;
        if (amount <= 0 || amount > left) {
          throw new Error(`Refund of ${amount} cents is more than the ${left} cents left on ${id}`);
        }
        const refundId = `re_sim_${randomBytes(12).toString('hex')}`;
        await intents.recordRefund(tx, {
          id: refundId,
          intentId: id,
          amount,
          idempotencyKey: options.idempotencyKey ?? null,
          fully: amount === left,
        });
        return { id: refundId, amount };
      });
    },

    listRefunds: (id) => intents.refundsOf(id),

    async cancel(id) {
      await intents.markCanceled(id);
    },

    async confirm({ clientSecret, card, userId }) {
      // The card is checked before the store is asked; a good card for an intent of this account that awaits
      // its card is confirmed in one statement. Anything else takes the long way, which answers why.
      if (!cardOutcome(card, now())) {
        const id = await intents.confirmOwned(clientSecret, userId, paidCard(card.number));
        if (id) return { id };
      }
      const row = await intents.findByClientSecret(clientSecret);
      if (!row) throw AppError.notFound(serverText('not_found.payment'));
      if (row.metadata.userId !== userId)
        throw AppError.forbidden(serverText('forbidden.payment_of_another_account'));
      if (row.status === 'succeeded') return { id: row.id };
      if (row.status === 'canceled') throw AppError.conflict(serverText('conflict.payment_cancelled'));
      if (row.status === 'refunded') throw AppError.conflict(serverText('conflict.payment_was_refunded'));
      const failure = cardOutcome(card, now());
      if (failure) {
        await intents.recordDecline(row.id, failure);
        throw new AppError(402, failure, serverText(failure), {
          [cardErrorField[failure]]: serverText(failure),
        });
      }
      await intents.markSucceeded(row.id, paidCard(card.number));
      const after = await intents.findById(row.id);
      if (after?.status !== 'succeeded')
        throw AppError.conflict(serverText('conflict.payment_not_confirmable'));
      return { id: row.id };
    },
  };
}
