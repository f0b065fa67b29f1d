import type { RefundPolicyBody, SchoolSettingsAnswer } from '#contract/school-settings';
import type { Transactions } from '#server/db/transaction';
import type { Viewer } from '#server/viewer';
import { changedFields, recordAudit } from '#server/modules/audit/audit.service';
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

    /** One transaction with its audit entry, which keeps the fields that changed, before and after. */
    updateRefundPolicy(viewer: Viewer, policy: RefundPolicyBody): Promise<SchoolSettingsAnswer> {
      return transactions.run(async (tx) => {
        const before = (await repository.get(tx)).refundPolicy;
        await repository.saveRefundPolicy(tx, policy, viewer.id, now());
        const saved = await repository.get(tx);
        const changed = changedFields(before, saved.refundPolicy);
        if (changed) {
          await recordAudit(tx, {
            actorId: viewer.id,
            action: 'settings.changed',
            subjectType: 'settings',
            subjectId: '1',
            subjectLabel: 'School settings',
            ...changed,
          });
        }
        return answer(saved);
      });
    },
  };
}

export type SchoolSettingsService = ReturnType<typeof createSchoolSettingsService>;
