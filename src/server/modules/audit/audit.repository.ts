import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { containsFolded } from '#server/db/search-fold';
import type { AuditAction, AuditEvent, AuditSubjectType, AuditValues } from '#contract/audit';
import type { Db } from '#server/db/client';
import { auditEvents, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

export interface NewAuditEvent {
  /** The account acting; null for the system itself. */
  actorId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  subjectLabel?: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

export interface AuditFilter {
  action?: AuditAction;
  actor?: string;
  subjectType?: AuditSubjectType;
  /** Part of the subject's label, or its id exactly. */
  subject?: string;
  subjectId?: string;
  from?: Date;
  to?: Date;
  /** Only entries older than this id. */
  beforeId?: number;
  limit: number;
}

/**
 * Only insert and select: the log is never changed through the app (and the database refuses UPDATE and
 * DELETE on it anyway).
 */
export const auditRepository = {
  /** Writes the entry in the transaction it is given, copying the actor's name and email as they are now. */
  async insert(tx: Tx, event: NewAuditEvent): Promise<void> {
    const actor = event.actorId;
    await tx.insert(auditEvents).values({
      actorId: actor,
      actorName: actor ? sql`(select ${users.name} from ${users} where ${users.id} = ${actor})` : null,
      actorEmail: actor ? sql`(select ${users.email} from ${users} where ${users.id} = ${actor})` : null,
      action: event.action,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      subjectLabel: event.subjectLabel ?? null,
      before: event.before,
      after: event.after,
    });
  },

  /** Newest first. */
  async list(db: Db, filter: AuditFilter): Promise<AuditEvent[]> {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
    if (filter.actor) {
      conditions.push(containsFolded([auditEvents.actorName, auditEvents.actorEmail], filter.actor));
    }
    if (filter.subjectType) conditions.push(eq(auditEvents.subjectType, filter.subjectType));
    if (filter.subject) {
      conditions.push(
        or(
          containsFolded([auditEvents.subjectLabel], filter.subject),
          eq(auditEvents.subjectId, filter.subject),
        )!,
      );
    }
    if (filter.subjectId) conditions.push(eq(auditEvents.subjectId, filter.subjectId));
    if (filter.from) conditions.push(gte(auditEvents.at, filter.from));
    if (filter.to) conditions.push(lt(auditEvents.at, filter.to));
    if (filter.beforeId !== undefined) conditions.push(lt(auditEvents.id, filter.beforeId));
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(...conditions))
      .orderBy(desc(auditEvents.id))
      .limit(filter.limit);
    return rows.map((row) => ({
      _id: String(row.id),
      at: row.at.toISOString(),
      actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      subjectLabel: row.subjectLabel,
      before: row.before,
      after: row.after,
    }));
  },
};
