import { eq } from 'drizzle-orm';
import { DEFAULT_REFUND_POLICY, type RefundPolicy } from '#contract/school-settings';
import type { Db } from '#server/db/client';
import { schoolSettings } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

export interface StoredSettings {
  refundPolicy: RefundPolicy;
  /** Whether a class that has started still sells seats (at the price of the sessions left). */
  lateJoining: boolean;
  /** Null while no admin has saved them: the defaults stand. */
  updatedAt: Date | null;
}

/** The one row of school settings (id 1); no row reads as the defaults. */
export function createSchoolSettingsRepository(db: Db) {
  return {
    async get(tx: Tx = db): Promise<StoredSettings> {
      const [row] = await tx.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
      if (!row) return { refundPolicy: DEFAULT_REFUND_POLICY, lateJoining: false, updatedAt: null };
      return {
        refundPolicy: {
          fullRefundDays: row.fullRefundDays,
          partialRefundHours: row.partialRefundHours,
          partialRefundPercent: row.partialRefundPercent,
          unscheduledRefund: row.unscheduledRefund,
        },
        lateJoining: row.lateJoining,
        updatedAt: row.updatedAt,
      };
    },

    async saveLateJoining(tx: Tx, lateJoining: boolean, by: string, at: Date): Promise<void> {
      await tx
        .insert(schoolSettings)
        .values({ id: 1, lateJoining, updatedBy: by, updatedAt: at })
        .onConflictDoUpdate({
          target: schoolSettings.id,
          set: { lateJoining, updatedBy: by, updatedAt: at },
        });
    },

    async saveRefundPolicy(tx: Tx, policy: RefundPolicy, by: string, at: Date): Promise<void> {
      await tx
        .insert(schoolSettings)
        .values({ id: 1, ...policy, updatedBy: by, updatedAt: at })
        .onConflictDoUpdate({ target: schoolSettings.id, set: { ...policy, updatedBy: by, updatedAt: at } });
    },
  };
}

export type SchoolSettingsRepository = ReturnType<typeof createSchoolSettingsRepository>;
