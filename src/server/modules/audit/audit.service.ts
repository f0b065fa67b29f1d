import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery, type AuditValues } from '#contract/audit';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { auditRepository, type NewAuditEvent } from './audit.repository.js';

export type AuditEntry = NewAuditEvent;

/**
 * Records an admin or money action in the transaction that does it: if the action commits its entry does,
 * and an entry that cannot be written rolls the action back. `before` and `after` hold the fields the
 * action touched (null for what did not exist before or does not exist after).
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await auditRepository.insert(tx, entry);
}

/**
 * The fields an edit changed, as an entry's before and after (only those fields); null when it changed
 * nothing, which the log does not record.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export function createAuditService({ db }: { db: Db }) {
  return {
    /** Newest first, a page at a time: `nextCursor` reads on from where the page ended. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const limit = query.limit ? Number(query.limit) : AUDIT_PAGE_SIZE;
      const rows = await auditRepository.list(db, {
        action: query.action,
        actor: query.actor || undefined,
        subjectType: query.subjectType,
        subject: query.subject || undefined,
        subjectId: query.subjectId || undefined,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        beforeId: query.cursor ? Number(query.cursor) : undefined,
        limit: limit + 1,
      });
      const events = rows.slice(0, limit);
      return { events, nextCursor: rows.length > limit ? events[events.length - 1]!._id : null };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
