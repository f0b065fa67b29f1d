import { eq, sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_PERCENT } from '#contract/earnings';
import type { Db } from '#server/db/client';
import { schoolSettings } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

/** The commission in force, as SQL: the settings row's, or the default while no admin has set one. */
export const currentCommissionPercent = sql`coalesce((select ${schoolSettings.commissionPercent} from ${schoolSettings}
  where ${schoolSettings.id} = 1), ${sql.raw(String(DEFAULT_COMMISSION_PERCENT))})`;

/** The commission part of the one-row school_settings table. */
export function createCommissionRepository(db: Db) {
  return {
    async read(tx: Tx = db): Promise<number> {
      const [row] = await tx
        .select({ percent: sql<number>`${currentCommissionPercent}`.mapWith(Number) })
        .from(sql`(select 1) as one`);
      return row?.percent ?? DEFAULT_COMMISSION_PERCENT;
    },

    /** The settings row, locked (made first if missing), so two admins' changes are recorded one after the other. */
    async lock(tx: Tx): Promise<number> {
      await tx.insert(schoolSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx
        .select({ percent: schoolSettings.commissionPercent })
        .from(schoolSettings)
        .where(eq(schoolSettings.id, 1))
        .for('update');
      if (!row) throw new Error('the school settings row is missing after it was made');
      return row.percent;
    },

    async write(tx: Tx, percent: number, at: Date): Promise<void> {
      await tx
        .update(schoolSettings)
        .set({ commissionPercent: percent, updatedAt: at })
        .where(eq(schoolSettings.id, 1));
    },
  };
}

export type CommissionRepository = ReturnType<typeof createCommissionRepository>;
