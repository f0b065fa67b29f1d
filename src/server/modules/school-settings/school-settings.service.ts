import type { LateJoiningBody, RefundPolicyBody, SchoolSettingsAnswer } from '#contract/school-settings';
import type { Transactions } from '#server/db/transaction';
import type { Viewer } from '#server/viewer';
import { changedFields, recordAudit } from '#server/modules/audit/audit.service';
import type { SchoolSettingsRepository, StoredSettings } from './school-settings.repository.js';

const answer = (settings: StoredSettings): SchoolSettingsAnswer => ({
  refundPolicy: settings.refundPolicy,
  lateJoining: settings.lateJoining,
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

    /** Whether classes that have started still sell seats; audited like the refund policy. */
    updateLateJoining(viewer: Viewer, body: LateJoiningBody): Promise<SchoolSettingsAnswer> {
      return transactions.run(async (tx) => {
        const before = { lateJoining: (await repository.get(tx)).lateJoining };
        await repository.saveLateJoining(tx, body.lateJoining, viewer.id, now());
        const saved = await repository.get(tx);
        const changed = changedFields(before, { lateJoining: saved.lateJoining });
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
