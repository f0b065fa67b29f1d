import type { RefundPolicyBody, SchoolSettingsAnswer } from '#contract/school-settings';
import type { Transactions } from '#server/db/transaction';
import type { Viewer } from '#server/viewer';
import type { SchoolSettingsRepository, StoredSettings } from './school-settings.repository.js';

const answer = (settings: StoredSettings): SchoolSettingsAnswer => ({
  refundPolicy: settings.refundPolicy,
  updatedAt: settings.updatedAt?.toISOString() ?? null,
});

/** The school's settings, changed by admins; the refund policy is read by the refunds module. */
export function createSchoolSettingsService(deps: {
  repository: SchoolSettingsRepository;
  transactions: Transactions;
  now: () => Date;
}) {
  const { repository, transactions, now } = deps;
  return {
    async getSettings(): Promise<SchoolSettingsAnswer> {
      return answer(await repository.get());
    },

    /** One transaction: the place for the audit entry (before: the old policy, after: the new one). */
    updateRefundPolicy(viewer: Viewer, policy: RefundPolicyBody): Promise<SchoolSettingsAnswer> {
      return transactions.run(async (tx) => {
        await repository.saveRefundPolicy(tx, policy, viewer.id, now());
        return answer(await repository.get(tx));
      });
    },
  };
}

export type SchoolSettingsService = ReturnType<typeof createSchoolSettingsService>;
