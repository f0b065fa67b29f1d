import type { CommissionSetting } from '#contract/earnings';
import type { Transactions } from '#server/db/transaction';
import type { Viewer } from '#server/viewer';
import { recordAudit } from '#server/modules/audit/audit.service';
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
     * Applies to sales from now on; every sale made before keeps the rate it was made at. The audit log
     * records who changed it, with the rate before and after, in the same transaction.
     */
    set(admin: Viewer, commissionPercent: number): Promise<CommissionSetting> {
      return transactions.run(async (tx) => {
        const before = await repository.lock(tx);
        if (before !== commissionPercent) {
          await repository.write(tx, commissionPercent, now());
          await recordAudit(tx, {
            actorId: admin.id,
            action: 'settings.changed',
            subjectType: 'settings',
            subjectId: '1',
            subjectLabel: 'School settings',
            before: { commissionPercent: before },
            after: { commissionPercent },
          });
        }
        return { commissionPercent };
      });
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
