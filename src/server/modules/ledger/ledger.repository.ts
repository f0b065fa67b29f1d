import { sql, type SQL } from 'drizzle-orm';
import type { LedgerKind } from '#contract/ledger';
import type { PaymentStatus } from '#contract/payments';
import { SCHOOL_TIME_ZONE } from '#contract/school';
import type { Db } from '#server/db/client';
import { containsFolded } from '#server/db/search-fold';
import { classes, payments, payouts, refunds, saleEarnings, users } from '#server/db/schema';
import { asCents, type Cents } from '#server/money';
import { netAfterRefunds } from '#server/modules/earnings/refund-share';

export interface LedgerFilter {
  /** Days in the school's zone, both included. */
  from?: string;
  to?: string;
  kind?: LedgerKind;
  status?: PaymentStatus;
  className?: string;
  instructor?: string;
  student?: string;
}

/** Where the page before ended: the row's instant in microseconds since the epoch, and its key. */
export interface LedgerCursor {
  atMicros: string;
  key: string;
}

export interface LedgerRow {
  key: string;
  kind: LedgerKind;
  at: Date;
  /** The row's instant in microseconds since the epoch (the cursor's precision: the store's own). */
  atMicros: string;
  /** YYYY-MM-DD HH:MM in the school's zone. */
  localTime: string;
  status: PaymentStatus | null;
  className: string | null;
  /** Null when the row has no instructor (a payment of a class without one recorded). */
  instructorId: string | null;
  instructorName: string | null;
  instructorEmail: string | null;
  hasStudent: boolean;
  studentName: string | null;
  studentEmail: string | null;
  couponCode: string | null;
  discountCents: Cents;
  amountCents: Cents;
  commissionCents: Cents;
  reference: string;
  /** A refund's recorded reason, or the code of a payment refunded instead of enrolling. */
  reason: string | null;
  creditNoteNumber: number | null;
}

export interface LedgerSums {
  payments: number;
  refunds: number;
  payouts: number;
  grossCents: Cents;
  discountCents: Cents;
  refundedCents: Cents;
  commissionCents: Cents;
  commissionReturnedCents: Cents;
  paidOutCents: Cents;
}

const zone = sql.raw(`'${SCHOOL_TIME_ZONE}'`);

/** The share of a sale's net that `refunded` cents of its gross take back (0 without a sale). */
const netTakenBack = (refunded: SQL): SQL =>
  sql`coalesce(${saleEarnings.netCents} - ${netAfterRefunds(saleEarnings.netCents, saleEarnings.grossCents, sql`(${refunded})`)}, 0)`;

/**
 * What a refund of `amount` cents, after `before` cents were refunded, gives back of the sale's commission: the
 * part of the refund its net share does not take back. Nothing without a sale.
 */
const commissionGivenBack = (amount: SQL, before: SQL): SQL =>
  sql`case when ${saleEarnings.paymentId} is null then 0 else (${amount}) - (${netTakenBack(sql`(${before}) + (${amount})`)} - ${netTakenBack(before)}) end`;

/** The instructor of a payment: the one its sale recorded, or, with no sale, the class's now. */
const paymentInstructor = sql`case when ${saleEarnings.paymentId} is not null then ${saleEarnings.instructorId} else ${classes.instructorId} end`;

/**
 * Every movement of money as rows of one shape. A refund's commission given back is what the earnings module
 * reverses for it: the difference the refund makes to the sale's proportional reversal, so a payment's refunds
 * give back exactly what its earnings lose. Money refunded with no row in `refunds` (a payment refunded instead
 * of enrolling) is a refund row of its own, at the payment's moment.
 */
const movements = sql`
  select 'payment-' || ${payments.id} as key, 'payment' as kind, ${payments.date} as at,
    ${payments.status} as status, ${payments.className} as class_name, ${paymentInstructor} as instructor_id,
    ${payments.userId} as student_id, ${payments.email} as student_email, true as has_student,
    ${payments.couponCode} as coupon_code, ${payments.discountCents} as discount_cents,
    ${payments.priceCents} as amount_cents, coalesce(${saleEarnings.commissionCents}, 0) as commission_cents,
    ${payments.transactionId} as reference, null::text as reason, null::integer as credit_note_number
  from ${payments}
  left join ${saleEarnings} on ${saleEarnings.paymentId} = ${payments.id}
  left join ${classes} on ${classes.id} = ${payments.classId}

  union all
  select 'refund-' || r.id, 'refund', r.created_at, ${payments.status}, ${payments.className}, ${paymentInstructor},
    ${payments.userId}, ${payments.email}, true, ${payments.couponCode}, 0, r.amount_cents,
    ${commissionGivenBack(sql`r.amount_cents`, sql`r.refunded_after - r.amount_cents`)},
    '', r.reason, r.credit_note_number
  from (
    select ${refunds.id} as id, ${refunds.paymentId} as payment_id, ${refunds.createdAt} as created_at,
      ${refunds.amountCents} as amount_cents, ${refunds.reason} as reason,
      ${refunds.creditNoteNumber} as credit_note_number,
      sum(${refunds.amountCents}) over (
        partition by ${refunds.paymentId} order by ${refunds.createdAt}, ${refunds.creditNoteNumber}
      ) as refunded_after
    from ${refunds}
  ) r
  join ${payments} on ${payments.id} = r.payment_id
  left join ${saleEarnings} on ${saleEarnings.paymentId} = ${payments.id}
  left join ${classes} on ${classes.id} = ${payments.classId}

  union all
  select 'refund-' || ${payments.id} || '-at-once', 'refund', ${payments.date}, ${payments.status},
    ${payments.className}, ${paymentInstructor}, ${payments.userId}, ${payments.email}, true,
    ${payments.couponCode}, 0, ${payments.amountRefundedCents} - coalesce(recorded.cents, 0),
    ${commissionGivenBack(sql`${payments.amountRefundedCents} - coalesce(recorded.cents, 0)`, sql`coalesce(recorded.cents, 0)`)},
    ${payments.transactionId}, ${payments.refundReason}, null
  from ${payments}
  left join (
    select ${refunds.paymentId} as payment_id, sum(${refunds.amountCents}) as cents
    from ${refunds} group by ${refunds.paymentId}
  ) recorded on recorded.payment_id = ${payments.id}
  left join ${saleEarnings} on ${saleEarnings.paymentId} = ${payments.id}
  left join ${classes} on ${classes.id} = ${payments.classId}
  where ${payments.amountRefundedCents} > coalesce(recorded.cents, 0)

  union all
  select 'payout-' || ${payouts.id}, 'payout',
    case when (${payouts.createdAt} at time zone ${zone})::date = ${payouts.paidOn} then ${payouts.createdAt}
      else ${payouts.paidOn}::timestamp at time zone ${zone} end,
    null, null, ${payouts.instructorId}, null, null, false, null, 0, ${payouts.amountCents}, 0,
    ${payouts.reference}, null, null
  from ${payouts}`;

function conditions(filter: LedgerFilter, cursor?: LedgerCursor): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.from) where.push(sql`m.at >= (${filter.from}::date)::timestamp at time zone ${zone}`);
  if (filter.to) where.push(sql`m.at < (${filter.to}::date + 1)::timestamp at time zone ${zone}`);
  if (filter.kind) where.push(sql`m.kind = ${filter.kind}`);
  if (filter.status) where.push(sql`m.status = ${filter.status}`);
  if (filter.className) where.push(containsFolded([sql`m.class_name`], filter.className));
  if (filter.instructor) where.push(containsFolded([sql`i.name`, sql`i.email`], filter.instructor));
  if (filter.student) {
    const student = containsFolded([sql`s.name`, sql`coalesce(s.email, m.student_email)`], filter.student);
    where.push(sql`m.has_student and ${student}`);
  }
  if (cursor) {
    where.push(sql`(${atMicros}, m.key) < (${cursor.atMicros}::bigint, ${cursor.key})`);
  }
  return sql.join(where, sql` and `);
}

const atMicros = sql`(extract(epoch from m.at) * 1000000)::bigint`;

const from = sql`(${movements}) m
  left join ${users} i on i.id = m.instructor_id
  left join ${users} s on s.id = m.student_id`;

interface RawRow {
  key: string;
  kind: LedgerKind;
  at: string | Date;
  at_micros: string | number;
  local_time: string;
  status: PaymentStatus | null;
  class_name: string | null;
  instructor_id: string | null;
  instructor_name: string | null;
  instructor_email: string | null;
  has_student: boolean;
  student_name: string | null;
  student_email: string | null;
  coupon_code: string | null;
  discount_cents: number | string;
  amount_cents: number | string;
  commission_cents: number | string;
  reference: string;
  reason: string | null;
  credit_note_number: number | string | null;
}

interface RawSums {
  payments: number | string;
  refunds: number | string;
  payouts: number | string;
  gross_cents: number | string;
  discount_cents: number | string;
  refunded_cents: number | string;
  commission_cents: number | string;
  commission_returned_cents: number | string;
  paid_out_cents: number | string;
}

// PGlite and node-postgres both answer raw statements with their rows under `rows`; bigints come as text.
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ledger's reads: plain selects over payments, refunds and payouts; the service shapes them. */
export function createLedgerRepository(db: Db) {
  return {
    /** Newest first (the key breaks ties); `limit` rows after the cursor, all of them without a limit. */
    async list(filter: LedgerFilter, page: { cursor?: LedgerCursor; limit?: number }): Promise<LedgerRow[]> {
      const rows = await rowsOf<RawRow>(
        db,
        sql`select m.key, m.kind, m.at, ${atMicros}::text as at_micros,
            to_char(m.at at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as local_time,
            m.status, m.class_name, m.instructor_id, i.name as instructor_name, i.email as instructor_email,
            m.has_student, s.name as student_name, coalesce(s.email, m.student_email) as student_email,
            m.coupon_code, m.discount_cents, m.amount_cents, m.commission_cents, m.reference, m.reason,
            m.credit_note_number
          from ${from}
          where ${conditions(filter, page.cursor)}
          order by m.at desc, m.key desc
          ${page.limit === undefined ? sql`` : sql`limit ${page.limit}`}`,
      );
      return rows.map((row) => ({
        key: row.key,
        kind: row.kind,
        at: new Date(row.at),
        atMicros: String(row.at_micros),
        localTime: row.local_time,
        status: row.status,
        className: row.class_name,
        instructorId: row.instructor_id,
        instructorName: row.instructor_name,
        instructorEmail: row.instructor_email,
        hasStudent: row.has_student,
        studentName: row.student_name,
        studentEmail: row.student_email,
        couponCode: row.coupon_code,
        discountCents: asCents(row.discount_cents),
        amountCents: asCents(row.amount_cents),
        commissionCents: asCents(row.commission_cents),
        reference: row.reference,
        reason: row.reason,
        creditNoteNumber: row.credit_note_number === null ? null : Number(row.credit_note_number),
      }));
    },

    /** Sums of every row the filters match. */
    async sums(filter: LedgerFilter): Promise<LedgerSums> {
      const cents = (kind: LedgerKind, column: SQL) =>
        sql`coalesce(sum(${column}) filter (where m.kind = ${kind}), 0)::bigint::text`;
      const [row] = await rowsOf<RawSums>(
        db,
        sql`select
            count(*) filter (where m.kind = 'payment') as payments,
            count(*) filter (where m.kind = 'refund') as refunds,
            count(*) filter (where m.kind = 'payout') as payouts,
            ${cents('payment', sql`m.amount_cents`)} as gross_cents,
            ${cents('payment', sql`m.discount_cents`)} as discount_cents,
            ${cents('refund', sql`m.amount_cents`)} as refunded_cents,
            ${cents('payment', sql`m.commission_cents`)} as commission_cents,
            ${cents('refund', sql`m.commission_cents`)} as commission_returned_cents,
            ${cents('payout', sql`m.amount_cents`)} as paid_out_cents
          from ${from}
          where ${conditions(filter)}`,
      );
      if (!row) throw new Error('the ledger sums returned no row');
      return {
        payments: Number(row.payments),
        refunds: Number(row.refunds),
        payouts: Number(row.payouts),
        grossCents: asCents(row.gross_cents),
        discountCents: asCents(row.discount_cents),
        refundedCents: asCents(row.refunded_cents),
        commissionCents: asCents(row.commission_cents),
        commissionReturnedCents: asCents(row.commission_returned_cents),
        paidOutCents: asCents(row.paid_out_cents),
      };
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
