import { sql } from 'drizzle-orm';
import type { Store } from '#server/db/client';

// Each table's columns that a request could change; updated_at, session expiry and the simulated
// processor's last decline code are left out (a declined card is recorded on its intent, as Stripe does).
const digestTables: [table: string, columns: string][] = [
  ['users', 'id, name, email, email_verified, image, gender, role, bio, languages'],
  ['sessions', 'id, token, user_id'],
  ['accounts', 'id, account_id, provider_id, user_id, password'],
  ['verifications', 'id, identifier, value'],
  ['rate_limits', 'id, key, count'],
  [
    'classes',
    'id, name, price_cents, img, instructor_id, available_seats, students, status, feedback, language, level, description, format, meeting_link, address, time_zone, schedule',
  ],
  ['class_sessions', 'id, class_id, starts_at, ends_at, status, sequence, reason'],
  ['attendance', 'session_id, user_id, status, recorded_by'],
  // last_used_at is left out: fetching a feed notes when, and reads nothing else.
  ['calendar_feeds', 'user_id, token_hash'],
  ['cart_items', 'id, user_id, class_id, hold_expires_at, payment_intent_id, coupon_id'],
  [
    'payments',
    'id, user_id, email, transaction_id, price_cents, class_id, class_name, status, refund_reason, coupon_code, discount_cents, amount_refunded_cents',
  ],
  [
    'coupons',
    'id, code, kind, percent_off, amount_off_cents, valid_from, valid_until, max_uses, max_uses_per_student, applies_to, class_ids, languages, min_price_cents, active, uses',
  ],
  ['coupon_redemptions', 'id, coupon_id, user_id, payment_id, discount_cents'],
  ['enrolments', 'id, user_id, class_id, payment_id'],
  [
    'sale_earnings',
    'payment_id, instructor_id, gross_cents, commission_percent, commission_cents, net_cents',
  ],
  ['payouts', 'id, instructor_id, amount_cents, paid_on, reference, recorded_by'],
  ['refunds', 'id, payment_id, amount_cents, reason, kind, created_by, processor_refund_id'],
  ['cancelled_enrolments', 'id, user_id, class_id, payment_id, refund_id, cancelled_by'],
  [
    'school_settings',
    'id, commission_percent, full_refund_days, partial_refund_hours, partial_refund_percent, unscheduled_refund, updated_by',
  ],
  ['simulated_payment_intents', 'id, client_secret, amount, currency, status, metadata, amount_refunded'],
  ['simulated_refunds', 'id, intent_id, amount, idempotency_key'],
  // Not position: each restore draws new ones from the sequence, in the same order.
  ['waitlist_entries', 'id, class_id, user_id, status, offer_expires_at'],
  ['newsletter_subscriptions', 'email, status, confirmed_at'],
  ['newsletter_tokens', 'token_hash, email, purpose, expires_at, used_at'],
  ['images', 'id, content_type, hash, width, height, owner_id, size'],
  ['image_variants', 'image_id, width, height, hash'],
  ['contact_messages', 'id, name, email, subject, message, status, answer, answered_at, answered_by'],
  ['outgoing_mails', 'id, key, "to", subject, status, attempts'],
  [
    'teaching_applications',
    'id, user_id, languages, experience, bio, status, message, decided_by, decided_at',
  ],
];

const digestQuery = sql.raw(
  digestTables
    .map(
      ([table, columns]) =>
        `select '${table}:' || count(*) || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as d from (select ${columns} from ${table}) r`,
    )
    .join(' union all '),
);

/**
 * Every statement that writes a table of the digest moves the sequence `world_writes` on (a sequence
 * moves even when its transaction rolls back, so a write is never missed). While it stands still the digest
 * cannot have changed: the fuzz suite's thousands of checks, most after a refused request, then skip
 * reading every table. The test store drops these again before it hands the store to another file.
 */
async function countWrites(db: Store['db']): Promise<() => Promise<string>> {
  await db.execute(sql.raw('create sequence if not exists world_writes'));
  await db.execute(
    sql.raw(
      "create or replace function world_wrote() returns trigger language plpgsql as $$ begin perform nextval('world_writes'); return null; end $$",
    ),
  );
  for (const [table] of digestTables) {
    await db.execute(
      sql.raw(
        `create or replace trigger world_wrote after insert or update or delete or truncate on ${table} for each statement execute function world_wrote()`,
      ),
    );
  }
  return async () => {
    const result = (await db.execute(
      sql.raw('select last_value::text as n, is_called from world_writes'),
    )) as unknown as {
      rows: { n: string; is_called: boolean }[];
    };
    return `${result.rows[0]!.n}:${result.rows[0]!.is_called}`;
  };
}

/**
 * A digest of every table's rows (volatile timestamps left out): equal digests, nothing written. Read
 * again only after a write moved the counter.
 */
export async function storeDigest(db: Store['db']): Promise<() => Promise<string>> {
  const writes = await countWrites(db);
  let digested: { writes: string; digest: string } | undefined;
  return async () => {
    const before = await writes();
    if (digested?.writes === before) return digested.digest;
    const result = (await db.execute(digestQuery)) as unknown as { rows: { d: string }[] };
    digested = { writes: before, digest: result.rows.map((r) => r.d).join('|') };
    return digested.digest;
  };
}
