import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import { classStatuses } from '#contract/classes';
import { classFormats, classLevels, type ScheduleInput } from '#contract/schedule';
import { sessionStatuses } from '#contract/sessions';
import { attendanceStatuses } from '#contract/attendance';
import { contactMessageStatuses } from '#contract/contact-messages';
import { accountLinkPurposes } from '#contract/account-links';
import { mailStatuses } from '#contract/mail';
import { newsletterStatuses, newsletterTokenPurposes } from '#contract/newsletter';
import { paymentStatuses } from '#contract/payments';
import { teachingApplicationStatuses } from '#contract/teaching-applications';
import { genders, roles } from '#contract/users';
import { waitlistStatuses } from '#contract/waitlist';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The four auth tables follow the auth library's model (its field names are the TypeScript keys).
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'instructor', 'admin')`),
    check(
      'users_gender_check',
      sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'preferNotToSay')`,
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
    priceCents: integer('price_cents').notNull(),
    img: text('img').notNull(),
    instructorId: text('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    availableSeats: integer('available_seats').notNull(),
    students: integer('students').notNull().default(0),
    status: text('status', { enum: classStatuses }).notNull().default('pending'),
    feedback: text('feedback'),
    // What a class is besides name and price (issue 14); all null on a class from before: "to be announced".
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
    priceCents: integer('price_cents').notNull(),
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
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('paid', 'refunded')`),
    check('payments_price_cents_check', sql`${t.priceCents} >= 0`),
    index('payments_user_date_idx').on(t.userId, t.date),
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
      sql`${t.status} in ('waiting', 'offered', 'left', 'expired', 'accepted')`,
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
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    lastErrorCode: text('last_error_code'),
    /** The card that paid, as Stripe reports it on the charge: its brand and last four digits. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('simulated_payment_intents_amount_check', sql`${t.amount} > 0`),
    check(
      'simulated_payment_intents_status_check',
      sql`${t.status} in ('requires_payment_method', 'succeeded', 'canceled', 'refunded')`,
    ),
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
    bytes: bytea('bytes').notNull(),
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
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('open'),
    // Stored until the school has mail: then it is also sent to the sender (docs/decisions/school-pages.md).
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
