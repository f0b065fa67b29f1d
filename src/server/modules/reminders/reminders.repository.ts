import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { classes, classSessions, enrolments, outgoingMails, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

/** A student to remind of their class's first session. */
export interface DueReminder {
  classId: string;
  className: string;
  timeZone: string;
  startsAt: Date;
  address: string | null;
  online: boolean;
  student: { id: string; name: string; email: string };
}

export function createRemindersRepository(db: Db) {
  return {
    /**
     * Enrolled students of the classes whose first scheduled session starts in (from, until], who have no
     * reminder queued yet (its mail's key is the record), at most `limit`.
     */
    async due(from: Date, until: Date, limit: number, tx: Tx = db): Promise<DueReminder[]> {
      type Row = {
        class_id: string;
        class_name: string;
        time_zone: string | null;
        starts_at: string | Date;
        address: string | null;
        format: string | null;
        user_id: string;
        user_name: string;
        email: string;
      };
      // PGlite and node-postgres both answer raw statements with their rows under `rows`.
      const result = (await tx.execute(sql`
        select ${classes.id} as class_id, ${classes.name} as class_name, ${classes.timeZone} as time_zone,
          first.starts_at, ${classes.address} as address, ${classes.format} as format,
          ${users.id} as user_id, ${users.name} as user_name, ${users.email} as email
        from (
          select ${classSessions.classId} as class_id, min(${classSessions.startsAt}) as starts_at
          from ${classSessions} where ${classSessions.status} = 'scheduled'
          group by ${classSessions.classId}
        ) first
        join ${classes} on ${classes.id} = first.class_id
        join ${enrolments} on ${enrolments.classId} = first.class_id
        join ${users} on ${users.id} = ${enrolments.userId}
        where first.starts_at > ${from.toISOString()}::timestamptz
          and first.starts_at <= ${until.toISOString()}::timestamptz
          and not exists (
            select 1 from ${outgoingMails}
            where ${outgoingMails.key} = 'first-session-reminder:' || ${classes.id} || ':' || ${users.id}
          )
        order by first.starts_at, ${classes.id}, ${users.id}
        limit ${limit}`)) as unknown as { rows: Row[] };
      return result.rows.map((row) => ({
        classId: row.class_id,
        className: row.class_name,
        timeZone: row.time_zone ?? 'UTC',
        startsAt: new Date(row.starts_at),
        address: row.address,
        online: row.format === 'online',
        student: { id: row.user_id, name: row.user_name, email: row.email },
      }));
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
