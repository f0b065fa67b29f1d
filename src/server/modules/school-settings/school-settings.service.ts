import type { RefundPolicyBody, SchoolSettingsAnswer } from '#contract/school-settings';
import type { Transactions } from '#server/db/transaction';
import type { Viewer } from '#server/viewer';
import { recordAudit } from '#server/modules/audit/audit.service';
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
        const after = saved.refundPolicy;
        const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => before[k] !== after[k]);
        if (changed.length > 0) {
          await recordAudit(tx, {
            actorId: viewer.id,
            action: 'settings.changed',
            subjectType: 'settings',
            subjectId: '1',
            subjectLabel: 'School settings',
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, after[k]])),
          });
        }
        return answer(saved);
      });
    },
  };
}

export type SchoolSettingsService = ReturnType<typeof createSchoolSettingsService>;
