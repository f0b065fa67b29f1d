import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { simulatedPaymentIntents, simulatedRefunds } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { column, dateFrom, statement } from '#server/db/statement';
import { asCents, type Cents } from '#server/money';
import type { PaidCard } from './processor.js';

export type SimulatedIntentRow = typeof simulatedPaymentIntents.$inferSelect;

const intents = simulatedPaymentIntents;
const p = sql.placeholder;

// The purchase path's statements, prepared (see docs/decisions/purchase-round-trips.md).
const insertIntent = statement(
  'simulated_intents_insert',
  sql`insert into ${intents} (${sql.join(
    [intents.id, intents.clientSecret, intents.amount, intents.currency, intents.metadata].map(column),
    sql`, `,
  )}) values (${p('id')}, ${p('clientSecret')}, ${p('amount')}, ${p('currency')}, ${p('metadata')}::jsonb)`,
  () => null,
);

const intentById = statement(
  'simulated_intents_by_id',
  sql`select ${intents.id} as "id", ${intents.clientSecret} as "clientSecret", ${intents.amount} as "amount",
    ${intents.currency} as "currency", ${intents.status} as "status", ${intents.metadata} as "metadata",
    ${intents.lastErrorCode} as "lastErrorCode", ${intents.cardBrand} as "cardBrand",
    ${intents.amountRefunded} as "amountRefunded",
    ${intents.cardLast4} as "cardLast4", ${intents.createdAt} as "createdAt", ${intents.updatedAt} as "updatedAt"
    from ${intents} where ${eq(intents.id, p('id'))}`,
  (row): SimulatedIntentRow => ({
    id: row.id as string,
    clientSecret: row.clientSecret as string,
    amount: asCents(row.amount as number),
    currency: row.currency as string,
    status: row.status as string,
    metadata: row.metadata as Record<string, string>,
    lastErrorCode: row.lastErrorCode as string | null,
    cardBrand: row.cardBrand as string | null,
    cardLast4: row.cardLast4 as string | null,
    amountRefunded: asCents(row.amountRefunded as number),
    createdAt: dateFrom(row.createdAt)!,
    updatedAt: dateFrom(row.updatedAt)!,
  }),
);

/** Confirms an intent still awaiting its card, by its client secret, only for the account it was made for. */
const confirmOwned = statement(
  'simulated_intents_confirm_owned',
  sql`update ${intents} set ${column(intents.status)} = 'succeeded', ${column(intents.lastErrorCode)} = null,
    ${column(intents.cardBrand)} = ${p('cardBrand')}, ${column(intents.cardLast4)} = ${p('cardLast4')},
    ${column(intents.updatedAt)} = ${p('at')}
    where ${and(eq(intents.clientSecret, p('clientSecret')), eq(intents.status, 'requires_payment_method'))}
      and ${intents.metadata} ->> 'userId' = ${p('userId')}
    returning ${intents.id}`,
  (row) => row.id as string,
);

export function createSimulatedIntentsRepository(db: Db) {
  const setStatus = async (id: string, from: string[], to: string, card?: PaidCard) => {
    const rows = await db
      .update(simulatedPaymentIntents)
      .set({
        status: to,
        lastErrorCode: null,
        updatedAt: new Date(),
        ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
      })
      .where(and(eq(simulatedPaymentIntents.id, id), inArray(simulatedPaymentIntents.status, from)))
      .returning({ id: simulatedPaymentIntents.id });
    return rows.length > 0;
  };

  return {
    async insert(row: {
      id: string;
      clientSecret: string;
      amount: Cents;
      currency: string;
      metadata: Record<string, string>;
    }): Promise<void> {
      await insertIntent.run(db, { ...row, metadata: JSON.stringify(row.metadata) });
    },
    async findById(id: string): Promise<SimulatedIntentRow | null> {
      const [row] = await intentById.run(db, { id });
      return row ?? null;
    },
    /** The intent's id when it was awaiting its card and belongs to this account; now succeeded. */
    async confirmOwned(clientSecret: string, userId: string, card: PaidCard): Promise<string | null> {
      const [id] = await confirmOwned.run(db, {
        clientSecret,
        userId,
        cardBrand: card.brand,
        cardLast4: card.last4,
        at: new Date().toISOString(),
      });
      return id ?? null;
    },
    async findByClientSecret(clientSecret: string): Promise<SimulatedIntentRow | null> {
      const [row] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.clientSecret, clientSecret));
      return row ?? null;
    },
    markSucceeded: (id: string, card: PaidCard) =>
      setStatus(id, ['requires_payment_method'], 'succeeded', card),
    /** The intent, locked until the caller's transaction ends: refunds of one intent are made one at a time. */
    async lockForRefund(tx: Tx, id: string): Promise<SimulatedIntentRow | null> {
      const [row] = await tx
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, id))
        .for('update');
      return row ?? null;
    },
    async findRefundByKey(tx: Tx, key: string): Promise<{ id: string; amount: Cents } | null> {
      const [row] = await tx
        .select({ id: simulatedRefunds.id, amount: simulatedRefunds.amount })
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.idempotencyKey, key));
      return row ?? null;
    },
    async recordRefund(
      tx: Tx,
      refund: { id: string; intentId: string; amount: Cents; idempotencyKey: string | null; fully: boolean },
    ): Promise<void> {
      await tx.insert(simulatedRefunds).values({
        id: refund.id,
        intentId: refund.intentId,
        amount: refund.amount,
        idempotencyKey: refund.idempotencyKey,
      });
      await tx
        .update(simulatedPaymentIntents)
        .set({
          amountRefunded: sql`${simulatedPaymentIntents.amountRefunded} + ${refund.amount}`,
          ...(refund.fully ? { status: 'refunded' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(simulatedPaymentIntents.id, refund.intentId));
    },
    refundsOf(intentId: string): Promise<{ id: string; amount: Cents }[]> {
      return db
        .select({ id: simulatedRefunds.id, amount: simulatedRefunds.amount })
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.intentId, intentId))
        .orderBy(asc(simulatedRefunds.createdAt), asc(simulatedRefunds.id));
    },
    markCanceled: (id: string) => setStatus(id, ['requires_payment_method'], 'canceled'),
    async recordDecline(id: string, code: string): Promise<void> {
      await db
        .update(simulatedPaymentIntents)
        .set({ lastErrorCode: code, updatedAt: new Date() })
        .where(eq(simulatedPaymentIntents.id, id));
    },
  };
}
