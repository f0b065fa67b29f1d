import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { simulatedPaymentIntents } from '#server/db/schema';

export type SimulatedIntentRow = typeof simulatedPaymentIntents.$inferSelect;

export function createSimulatedIntentsRepository(db: Db) {
  const setStatus = async (id: string, from: string[], to: string) => {
    const rows = await db
      .update(simulatedPaymentIntents)
      .set({ status: to, lastErrorCode: null, updatedAt: new Date() })
      .where(and(eq(simulatedPaymentIntents.id, id), inArray(simulatedPaymentIntents.status, from)))
      .returning({ id: simulatedPaymentIntents.id });
    return rows.length > 0;
  };

  return {
    async insert(row: {
      id: string;
      clientSecret: string;
      amount: number;
      currency: string;
      metadata: Record<string, string>;
    }): Promise<void> {
      await db.insert(simulatedPaymentIntents).values(row);
    },
    async findById(id: string): Promise<SimulatedIntentRow | null> {
      const [row] = await db.select().from(simulatedPaymentIntents).where(eq(simulatedPaymentIntents.id, id));
      return row ?? null;
    },
    async findByClientSecret(clientSecret: string): Promise<SimulatedIntentRow | null> {
      const [row] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.clientSecret, clientSecret));
      return row ?? null;
    },
    markSucceeded: (id: string) => setStatus(id, ['requires_payment_method'], 'succeeded'),
    markRefunded: (id: string) => setStatus(id, ['succeeded'], 'refunded'),
    markCanceled: (id: string) => setStatus(id, ['requires_payment_method'], 'canceled'),
    async recordDecline(id: string, code: string): Promise<void> {
      await db
        .update(simulatedPaymentIntents)
        .set({ lastErrorCode: code, updatedAt: new Date() })
        .where(eq(simulatedPaymentIntents.id, id));
    },
  };
}
