import type { CommissionSetting } from '#contract/earnings';
import type { Transactions } from '#server/db/transaction';
import type { Viewer } from '#server/viewer';
import type { CommissionRepository } from './commission.repository.js';

/** The platform's commission: read by everyone who shows earnings, changed by admins. */
export function createCommissionService(deps: {
  repository: CommissionRepository;
  transactions: Transactions;
  now: () => Date;
}) {
  const { repository, transactions, now } = deps;
  return {
    async read(): Promise<CommissionSetting> {
      return { commissionPercent: await repository.read() };
    },

    /**
     * Applies to sales from now on; every sale made before keeps the rate it was made at. `_admin` is who
     * changed it, for the audit log (issue 16, item 6), which records it here with the rate before and after.
     */
    set(_admin: Viewer, commissionPercent: number): Promise<CommissionSetting> {
      return transactions.run(async (tx) => {
        const before = await repository.lock(tx);
        if (before !== commissionPercent) await repository.write(tx, commissionPercent, now());
        return { commissionPercent };
      });
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
