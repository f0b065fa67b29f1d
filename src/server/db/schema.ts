import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NO_CENTS, type Cents } from '#server/money';
import { classStatuses } from '#contract/classes';
import { classFormats, classLevels, type ScheduleInput } from '#contract/schedule';
import { sessionStatuses } from '#contract/sessions';
import { attendanceStatuses } from '#contract/attendance';
import { contactMessageStatuses } from '#contract/contact-messages';
import { accountLinkPurposes } from '#contract/account-links';
import { mailStatuses } from '#contract/mail';
import { newsletterStatuses, newsletterTokenPurposes } from '#contract/newsletter';
import { paymentStatuses } from '#contract/payments';
import { couponKinds, couponScopes } from '#contract/coupons';
import { refundKinds } from '#contract/refunds';
import { unscheduledRefunds } from '#contract/school-settings';
import { teachingApplicationStatuses } from '#contract/teaching-applications';
import { genders, roles } from '#contract/users';
import { DEFAULT_COMMISSION_PERCENT } from '#contract/earnings';
import { auditActions, auditSubjectTypes } from '#contract/audit';
import { waitlistStatuses } from '#contract/waitlist';
import { uiLocales } from '#contract/ui-locales';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The four auth tables follow the auth library's model (its field names are the TypeScript keys).
/** A column of money: whole cents, typed as such so that a dollar amount cannot be written to it. */
const cents = (name: string) => integer(name).$type<Cents>();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    gender: text('gender', { enum: genders }),
    role: text('role', { enum: roles }).notNull().default('user'),
    bio: text('bio'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language the account chose for pages, mails and messages; null follows the browser's. */
    locale: text('locale', { enum: uiLocales }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'instructor', 'admin')`),
    check(
      'users_gender_check',
      sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'preferNotToSay')`,
    ),
    check(
      'users_locale_check',
      sql`${t.locale} is null or ${t.locale} in ('en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'ja')`,
    ),
    index('users_role_idx').on(t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId),
    unique('accounts_provider_account').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    priceCents: cents('price_cents').notNull(),
    img: text('img').notNull(),
    instructorId: text('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    availableSeats: integer('available_seats').notNull(),
    students: integer('students').notNull().default(0),
    status: text('status', { enum: classStatuses }).notNull().default('pending'),
    feedback: text('feedback'),
    // What a class is besides name and price; all null on a class that has not said: "to be announced".
    /** ISO 639-1 code from the contract's language list. */
    language: text('language'),
    level: text('level', { enum: classLevels }),
    description: text('description'),
    format: text('format', { enum: classFormats }),
    /** Only for enrolled students, the instructor and admins (GET /api/classes/:id/sessions). */
    meetingLink: text('meeting_link'),
    address: text('address'),
    timeZone: text('time_zone'),
    /** The schedule as the instructor wrote it (normalised); its sessions are rows of class_sessions. */
    schedule: jsonb('schedule').$type<ScheduleInput>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('classes_available_seats_check', sql`${t.availableSeats} >= 0`),
    check('classes_students_check', sql`${t.students} >= 0`),
    check('classes_price_cents_check', sql`${t.priceCents} >= 0`),
    check('classes_status_check', sql`${t.status} in ('pending', 'approved', 'denied')`),
    check(
      'classes_level_check',
      sql`${t.level} is null or ${t.level} in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'all')`,
    ),
    check(
      'classes_description_check',
      sql`${t.description} is null or char_length(${t.description}) <= 2000`,
    ),
    // Online classes have a meeting link and no address, classes in person the other way round.
    check(
      'classes_format_check',
      sql`(${t.format} is null and ${t.meetingLink} is null and ${t.address} is null) or (${t.format} = 'online' and ${t.meetingLink} is not null and ${t.address} is null) or (${t.format} = 'in-person' and ${t.address} is not null and ${t.meetingLink} is null)`,
    ),
    check('classes_schedule_check', sql`(${t.schedule} is null) = (${t.timeZone} is null)`),
    index('classes_status_students_idx').on(t.status, t.students),
    // The catalogue's default order (newest first) read from the index: no sort of every wide row
    // (docs/decisions/catalogue-indexes.md).
    index('classes_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('classes_language_level_idx').on(t.language, t.level),
    index('classes_instructor_idx').on(t.instructorId),
  ],
);

/**
 * The meetings of a class, made from its schedule; moved or cancelled one at a time once students are
 * enrolled. `sequence` is the iCalendar SEQUENCE: raised whenever a session moves or is cancelled.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: sessionStatuses }).notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    /** Why it was moved or cancelled, for the students. */
    reason: text('reason'),
    /**
     * The start's minute of the week in UTC, from Monday 00:00 (0..10079): kept by the database from
     * `starts_at`, so no writer can forget it. The catalogue's day and time of day in the visitor's zone read
     * it from an index (docs/decisions/catalogue-indexes.md).
     */
    utcWeekMinute: integer('utc_week_minute').generatedAlwaysAs(
      sql`((extract(isodow from "starts_at" at time zone 'UTC') - 1) * 1440 + extract(hour from "starts_at" at time zone 'UTC') * 60 + extract(minute from "starts_at" at time zone 'UTC'))::integer`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('class_sessions_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('class_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('class_sessions_sequence_check', sql`${t.sequence} >= 0`),
    index('class_sessions_class_starts_idx').on(t.classId, t.startsAt),
    // A class's first and last scheduled session, and the catalogue's filters on them, from the index alone.
    index('class_sessions_scheduled_idx')
      .on(t.classId, t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('class_sessions_starts_idx').on(t.startsAt),
    // The scheduled sessions starting in some minutes of the UTC week, with their class and start for the
    // exact check in the visitor's zone, from the index alone.
    index('class_sessions_week_minute_idx')
      .on(t.utcWeekMinute, t.classId, t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * A student's attendance at one session, recorded by the class's instructor or an admin once the session
 * has started. No row: not recorded. Changing it overwrites the row; clearing it deletes the row.
 */
export const attendance = pgTable(
  'attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: attendanceStatuses }).notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    check('attendance_status_check', sql`${t.status} in ('present', 'late', 'absent')`),
    index('attendance_user_idx').on(t.userId),
  ],
);

/**
 * A personal calendar feed: its URL holds a 256-bit secret, of which only the SHA-256 is kept, so the
 * store alone never gives the URL away. One per account; renewing replaces it, revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    // A seat held for this item while its payment is under way (see docs/decisions/seat-holds-on-cart-items.md).
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // How often the current hold was extended: at most once (see docs/decisions/seat-hold-limits.md).
    holdRenewals: integer('hold_renewals').notNull().default(0),
    paymentIntentId: text('payment_intent_id'),
    /** The coupon the student applied to this item; checked again, and counted, when it enrols. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_user_class').on(t.userId, t.classId),
    index('cart_items_class_idx').on(t.classId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Null once the account is deleted: the record of the money stays, the person's data goes.
    email: text('email'),
    transactionId: text('transaction_id').notNull().unique(),
    priceCents: cents('price_cents').notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    className: text('class_name').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: paymentStatuses }).notNull().default('paid'),
    // Why a succeeded payment was refunded instead of enrolling (see docs/decisions/refund-when-no-seat.md).
    refundReason: text('refund_reason'),
    /** The receipt's number, STW-<year>-<this, 6 digits> (docs/decisions/payment-receipts.md). */
    receiptNumber: integer('receipt_number').generatedByDefaultAsIdentity().notNull().unique(),
    /** The card as the processor reports it (`visa`, `mastercard`…) and its last four digits; null if unknown. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * The coupon as it was entered at payment time (the coupon may change later) and what it took off the
     * class's price: `price_cents` is what was paid, after the discount (docs/decisions/coupons.md).
     */
    couponCode: text('coupon_code'),
    discountCents: cents('discount_cents').notNull().default(NO_CENTS),
    /** Given back so far, the sum of its rows in `refunds` (a payment refunded instead of enrolling: none). */
    amountRefundedCents: cents('amount_refunded_cents').notNull().default(NO_CENTS),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('paid', 'partially_refunded', 'refunded')`),
    check('payments_discount_cents_check', sql`${t.discountCents} >= 0`),
    check('payments_coupon_check', sql`${t.couponCode} is not null or ${t.discountCents} = 0`),
    check('payments_price_cents_check', sql`${t.priceCents} >= 0`),
    check(
      'payments_amount_refunded_check',
      sql`${t.amountRefundedCents} >= 0 and ${t.amountRefundedCents} <= ${t.priceCents}`,
    ),
    index('payments_user_date_idx').on(t.userId, t.date),
  ],
);

/**
 * What one paid enrolment earned, written in the payment's own transaction at the commission of that moment
 * (docs/decisions/instructor-earnings.md). Never edited: refunds reverse it proportionally when it is read.
 */
export const saleEarnings = pgTable(
  'sale_earnings',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The class's instructor when it sold; null once that account is deleted. */
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    grossCents: cents('gross_cents').notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    commissionCents: cents('commission_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sale_earnings_gross_check', sql`${t.grossCents} >= 0`),
    check('sale_earnings_percent_check', sql`${t.commissionPercent} between 0 and 100`),
    check(
      'sale_earnings_split_check',
      sql`${t.commissionCents} between 0 and ${t.grossCents} and ${t.netCents} = ${t.grossCents} - ${t.commissionCents}`,
    ),
    index('sale_earnings_instructor_idx').on(t.instructorId),
  ],
);

/** Money sent to an instructor by the school, outside the app (a bank transfer), as an admin recorded it. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    index('payouts_instructor_idx').on(t.instructorId),
    index('payouts_created_idx').on(t.createdAt),
  ],
);

/** The school's settings: one row (id 1); a missing row reads as the defaults. */
export const schoolSettings = pgTable(
  'school_settings',
  {
    id: integer('id').primaryKey().default(1),
    fullRefundDays: integer('full_refund_days').notNull().default(7),
    partialRefundHours: integer('partial_refund_hours').notNull().default(24),
    partialRefundPercent: integer('partial_refund_percent').notNull().default(50),
    unscheduledRefund: text('unscheduled_refund', { enum: unscheduledRefunds }).notNull().default('full'),
    commissionPercent: integer('commission_percent').notNull().default(DEFAULT_COMMISSION_PERCENT),
    /** Whether a class that has started still sells its seats, at the price of the sessions left. */
    lateJoining: boolean('late_joining').notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('school_settings_one_row_check', sql`${t.id} = 1`),
    check('school_settings_commission_check', sql`${t.commissionPercent} between 0 and 100`),
    check('school_settings_full_refund_days_check', sql`${t.fullRefundDays} between 0 and 365`),
    check(
      'school_settings_partial_refund_hours_check',
      sql`${t.partialRefundHours} between 0 and ${t.fullRefundDays} * 24`,
    ),
    check('school_settings_partial_refund_percent_check', sql`${t.partialRefundPercent} between 0 and 100`),
    check('school_settings_unscheduled_refund_check', sql`${t.unscheduledRefund} in ('full', 'none')`),
  ],
);

/**
 * A discount code. `uses` counts redemptions and only grows, under the coupon's row lock,
 * so `max_uses` holds however many students pay at once. Never deleted once used: deactivated instead.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the admin wrote it (upper case); unique whatever the case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    /** 1-100 for a percent coupon, else null. */
    percentOff: integer('percent_off'),
    /** Above 0 for a fixed-amount coupon, else null. */
    amountOffCents: cents('amount_off_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerStudent: integer('max_uses_per_student').notNull().default(1),
    appliesTo: text('applies_to', { enum: couponScopes }).notNull().default('all'),
    /** The classes of an `appliesTo = classes` coupon. */
    classIds: uuid('class_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** ISO 639-1 codes of an `appliesTo = languages` coupon. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minPriceCents: cents('min_price_cents').notNull().default(NO_CENTS),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'coupons_discount_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null) or (${t.kind} = 'amount' and ${t.amountOffCents} > 0 and ${t.percentOff} is null)`,
    ),
    check('coupons_applies_to_check', sql`${t.appliesTo} in ('all', 'classes', 'languages')`),
    check(
      'coupons_dates_check',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
    check('coupons_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check('coupons_max_uses_per_student_check', sql`${t.maxUsesPerStudent} >= 1`),
    check('coupons_min_price_check', sql`${t.minPriceCents} >= 0`),
    check('coupons_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** One use of a coupon: the payment (of 0 for a 100% coupon) it discounted, written in that payment's transaction. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    discountCents: cents('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_redemptions_discount_check', sql`${t.discountCents} >= 0`),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('enrolments_user_class').on(t.userId, t.classId),
    index('enrolments_class_idx').on(t.classId),
  ],
);

/**
 * Money given back on a payment, one row per movement (docs/decisions/refunds.md). The processor's refund
 * id is unique: a replayed webhook or a retried call records nothing twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    kind: text('kind', { enum: refundKinds }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    processorRefundId: text('processor_refund_id').notNull().unique(),
    /** The credit note's number, CN-<year>-<this, 6 digits>. */
    creditNoteNumber: integer('credit_note_number').generatedByDefaultAsIdentity().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    check('refunds_kind_check', sql`${t.kind} in ('cancellation', 'admin', 'automatic')`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_created_idx').on(t.createdAt, t.creditNoteNumber),
  ],
);

/**
 * Enrolments that ended by cancellation: the row leaves `enrolments` (so nothing else counts the student
 * as enrolled) and its history stays here (docs/decisions/cancelled-enrolments.md).
 */
export const cancelledEnrolments = pgTable(
  'cancelled_enrolments',
  {
    /** The enrolment's own id. */
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    className: text('class_name').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledBy: text('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('cancelled_enrolments_user_idx').on(t.userId, t.cancelledAt)],
);

/**
 * Students in line for a full class (docs/decisions/waitlist.md). `position` comes from a sequence, so the
 * order is first come, first served and survives restarts; an offered seat is the student's cart item held
 * until `offer_expires_at`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'left', 'expired', 'accepted', 'withdrawn')`,
    ),
    check('waitlist_entries_offer_check', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
    // Once in line at a time, held by the store even when two joins arrive at once.
    uniqueIndex('waitlist_entries_one_open_idx')
      .on(t.classId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_class_status_idx').on(t.classId, t.status, t.position),
    index('waitlist_entries_user_idx').on(t.userId),
  ],
);

// The built-in simulated card processor keeps its payment intents here, so every server process sees them.
export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    amount: cents('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    lastErrorCode: text('last_error_code'),
    /** The card that paid, as Stripe reports it on the charge: its brand and last four digits. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    amountRefunded: cents('amount_refunded').notNull().default(NO_CENTS),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('simulated_payment_intents_amount_check', sql`${t.amount} > 0`),
    check(
      'simulated_payment_intents_amount_refunded_check',
      sql`${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amount}`,
    ),
    check(
      'simulated_payment_intents_status_check',
      sql`${t.status} in ('requires_payment_method', 'succeeded', 'canceled', 'refunded')`,
    ),
  ],
);

/** The simulated processor's refunds; an idempotency key answers the same refund again, as Stripe does. */
export const simulatedRefunds = pgTable(
  'simulated_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => simulatedPaymentIntents.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('simulated_refunds_amount_check', sql`${t.amount} > 0`),
    index('simulated_refunds_intent_idx').on(t.intentId),
  ],
);

/**
 * An address on the newsletter list. It counts (is mailed, listed, exported) only once its owner followed
 * the confirmation link: `pending` until then. Addresses stored before the double opt-in stay `pending`.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').primaryKey(),
    status: text('status', { enum: newsletterStatuses }).notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'confirmed')`),
    index('newsletter_subscriptions_confirmed_idx')
      .on(t.confirmedAt, t.email)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * The secrets in newsletter links, of which only the SHA-256 is kept. A confirmation link is single use and
 * expires; an unsubscribe link (one per mail) lasts as long as its address is on the list. When the address
 * leaves the list the links stay with no address, so a second click answers "already unsubscribed".
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').references(() => newsletterSubscriptions.email, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: newsletterTokenPurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('newsletter_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
    index('newsletter_tokens_email_idx').on(t.email),
  ],
);

export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    /**
     * The SHA-256 of the bytes, their key in the picture store (files under IMAGES_DIR). Null only for a
     * picture stored before pictures became files, until the startup step moves its bytes out of `bytes`.
     */
    hash: text('hash'),
    /** Empty once the picture is in the picture store; dropped by a later migration. */
    bytes: bytea('bytes'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bytes stored for this upload, its smaller widths included: what counts against the account's limit. */
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_created_idx').on(t.ownerId, t.createdAt)],
);

/** The smaller widths of an upload (IMAGE_WIDTHS narrower than it), made once at upload time. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** As images.hash. */
    hash: text('hash'),
    /** As images.bytes. */
    bytes: bytea('bytes'),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

/**
 * An upload under way: counted against its account's hourly uploads and storage before its body is read,
 * so that uploads sent at once are refused at once; deleted when the upload is stored or fails. One left by
 * a killed process stops counting at `expires_at`.
 */
export const imageUploadReservations = pgTable(
  'image_upload_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Bytes held for it against the account's storage until it is stored. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('image_upload_reservations_owner_idx').on(t.ownerId, t.expiresAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The account that wrote it, signed in with the typed address: the answer reaches its mailbox. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('open'),
    // Mailed to the sender in the transaction that saves it (docs/decisions/mailbox.md).
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_status_check', sql`${t.status} in ('open', 'answered')`),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const teachingApplications = pgTable(
  'teaching_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languages: jsonb('languages').$type<string[]>().notNull(),
    experience: text('experience').notNull(),
    bio: text('bio').notNull(),
    status: text('status', { enum: teachingApplicationStatuses }).notNull().default('open'),
    /** Why it was declined: the applicant reads it on /teach. */
    message: text('message'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('teaching_applications_status_check', sql`${t.status} in ('open', 'accepted', 'declined')`),
    // One open application per user, held by the store even when two arrive at once.
    uniqueIndex('teaching_applications_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('teaching_applications_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Mails to send, written in the transaction of the event that causes them and sent by the sender loop
 * (modules/mail). `next_attempt_at` is both when a queued mail is due and, while one process sends it, the
 * end of its claim: a process killed mid-send leaves it to be claimed again then.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set by producers that may run twice for one event (the welcome of one account): a second is dropped. */
    key: text('key').unique(),
    to: text('to').notNull(),
    /**
     * The account the school wrote to, when it wrote to one: with no mail server, its owner reads the mail at
     * /dashboard/mailbox. Not the address: a deleted account's mails go to no one who later takes its address.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra header lines of the message (List-Unsubscribe of newsletter mails), as name -> value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outgoing_mails_status_check', sql`${t.status} in ('queued', 'sent', 'outbox', 'failed')`),
    index('outgoing_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('outgoing_mails_created_idx').on(t.createdAt, t.id),
    index('outgoing_mails_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * Links mailed to an account (modules/account-links): only the SHA-256 of the token is kept, so a copy of
 * the store cannot be used to verify an address or reset a password. A link is spent by setting used_at.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: accountLinkPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_links_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
    index('account_links_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * What admins did and every movement of money: who, when, what, before and after. Rows are only
 * ever inserted; a trigger in the migration refuses UPDATE and DELETE. The actor's name and email are copied
 * and no foreign key points at users, so deleting an account keeps its entries
 * (docs/decisions/audit-log.md).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system itself (a processor's webhook). */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: auditActions }).notNull(),
    subjectType: text('subject_type', { enum: auditSubjectTypes }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** The subject as people know it at that moment (a class's name, an account's email). */
    subjectLabel: text('subject_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    check(
      'audit_events_action_check',
      sql.raw(`"action" in (${auditActions.map((a) => `'${a}'`).join(', ')})`),
    ),
    check(
      'audit_events_subject_type_check',
      sql.raw(`"subject_type" in (${auditSubjectTypes.map((a) => `'${a}'`).join(', ')})`),
    ),
    index('audit_events_action_idx').on(t.action, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_events_at_idx').on(t.at),
  ],
);
