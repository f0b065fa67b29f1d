import { randomBytes, randomUUID } from 'node:crypto';
import { inArray, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { RouteOptions } from 'fastify';
import type { ClassStatus } from '#contract/classes';
import { generateSessions, type ScheduleInput } from '#contract/schedule';
import {
  accounts,
  attendance,
  calendarFeeds,
  cartItems,
  classes,
  classSessions,
  contactMessages,
  coupons,
  enrolments,
  images,
  newsletterSubscriptions,
  newsletterTokens,
  outgoingMails,
  payments,
  saleEarnings,
  sessions,
  simulatedPaymentIntents,
  teachingApplications,
  users,
  waitlistEntries,
} from '#server/db/schema';
import { asCents, centsFromDollars } from '#server/money';
import { feedTokenHash } from '#server/modules/calendar/calendar.service';
import { newsletterTokenHash } from '#server/modules/newsletter/newsletter.service';
import { TEST_ORIGIN, type TestContext, type TestUser } from './test-app.js';
import { DOMAIN_TABLES, emptyTables } from './test-store.js';

/** Who asks: the columns of the authorization matrix. */
export const WHO = ['anonymous', 'user', 'otherUser', 'instructor', 'otherInstructor', 'admin'] as const;
export type Who = (typeof WHO)[number];
type Person = Exclude<Who, 'anonymous'>;

/** The routes an app registered, as `METHOD /path` (HEAD routes Fastify adds for each GET left out). */
export function routeCollector() {
  const seen: { method: string; url: string }[] = [];
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) seen.push({ method, url: route.url });
    },
    list(): string[] {
      const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.url));
      return [
        ...new Set(
          seen.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map((r) => `${r.method} ${r.url}`),
        ),
      ].sort();
    },
  };
}

/**
 * A small school with fixed ids, put back as it was by restore(): the people sign up once (password
 * hashing is the slow part), everything else is written straight into the store.
 */
export interface World {
  ctx: TestContext;
  people: Record<Person, TestUser>;
  ids: {
    /** A plain user the admin may change or delete; not signed in anywhere. */
    victim: string;
    victimEmail: string;
    /** The instructor's approved class, nobody enrolled or selecting: to edit and delete. */
    ownClass: string;
    /** The instructor's class waiting for review. */
    pendingClass: string;
    /** An approved class in the user's cart, with an open and a succeeded payment intent. */
    paidClass: string;
    /** An approved free class in the user's cart. */
    freeClass: string;
    /** An approved class the user is enrolled in and paid for. */
    enrolledClass: string;
    /** An approved class nobody selected. */
    spareClass: string;
    /** The instructor's approved class with no seat left; the user waits for a seat in it. */
    fullClass: string;
    waitlistEntry: string;
    cartItem: string;
    freeCartItem: string;
    /** Open (requires_payment_method) intent of cartItem. */
    openIntent: string;
    openIntentSecret: string;
    /** Succeeded intent of cartItem, not yet recorded. */
    paidIntent: string;
    paidIntentSecret: string;
    payment: string;
    paymentTransaction: string;
    enrolment: string;
    image: string;
    /** An open message sent from the Contact page. */
    contactMessage: string;
    /** The other user's open application to teach. */
    application: string;
    /** A mail in the outbox, written to the user's account (so in the user's mailbox too). */
    outboxMail: string;
    /** An active coupon, WORLD10 (10% off every class), used by nobody. */
    coupon: string;
    /** A coming session of ownClass (online, Mondays 10:00 in Madrid, from two weeks on). */
    ownSession: string;
    /** Its local date in Madrid, and a start time that day clashing with nothing. */
    ownSessionDate: string;
    /** A coming session of enrolledClass (online, Tuesdays 10:00 in Madrid). */
    enrolledSession: string;
    enrolledSessionDate: string;
    /** A session of enrolledClass that took place a week ago; the user was recorded present. */
    pastSession: string;
    /** A session of enrolledClass, two weeks ago, cancelled before it took place. */
    cancelledSession: string;
    /** The meeting links of ownClass and enrolledClass: only their instructor, admins and the user (enrolled in enrolledClass) may see them. */
    ownMeetingLink: string;
    enrolledMeetingLink: string;
    /** A schedule of ownClass's own, to send when adding or editing a class. */
    schedule: ScheduleInput;
    /** The secret of the user's calendar feed (`/api/calendar/feed/<feedToken>.ics`). */
    feedToken: string;
    /** The confirmation link's secret of a pending newsletter address. */
    newsletterConfirmToken: string;
    /** The unsubscribe link's secret of a confirmed newsletter address. */
    newsletterUnsubscribeToken: string;
    /** A second session of the user, on another device (its token is nobody's): to sign out from the list. */
    userOtherSession: string;
  };
  /** Headers of a request by `who` from our own page. */
  headers(who: Who | 'forged'): Record<string, string>;
  /** Everything back to the world's first state. */
  restore(): Promise<void>;
  /** restore() when anything changed since the world began; answers whether it had to. */
  ensurePristine(): Promise<boolean>;
  /** A digest of every table's rows (volatile timestamps left out): equal digests, nothing written. */
  checksum(): Promise<string>;
}

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

/** What a restore empties; the people and their sessions are put back instead. */
const emptyDomainTables = emptyTables(DOMAIN_TABLES);

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
async function countWrites(db: TestContext['store']['db']): Promise<() => Promise<string>> {
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

export async function createWorld(ctx: TestContext): Promise<World> {
  const { db } = ctx.store;
  await ctx.store.reset();
  const people = {
    user: await ctx.createUser('user'),
    otherUser: await ctx.createUser('user'),
    instructor: await ctx.createUser('instructor'),
    otherInstructor: await ctx.createUser('instructor'),
    admin: await ctx.createUser('admin'),
  } satisfies Record<Person, TestUser>;
  const personIds = Object.values(people).map((p) => p.id);
  const savedUsers = await db.select().from(users).where(inArray(users.id, personIds));
  const savedAccounts = await db.select().from(accounts).where(inArray(accounts.userId, personIds));
  const savedSessions = await db.select().from(sessions).where(inArray(sessions.userId, personIds));

  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const openIntent = `pi_sim_${hex(12)}`;
  const paidIntent = `pi_sim_${hex(12)}`;
  const ids: World['ids'] = {
    victim: `victim${hex(8)}`,
    victimEmail: `victim-${hex(4)}@example.com`,
    ownClass: randomUUID(),
    pendingClass: randomUUID(),
    paidClass: randomUUID(),
    freeClass: randomUUID(),
    enrolledClass: randomUUID(),
    spareClass: randomUUID(),
    fullClass: randomUUID(),
    waitlistEntry: randomUUID(),
    cartItem: randomUUID(),
    freeCartItem: randomUUID(),
    openIntent,
    openIntentSecret: `${openIntent}_secret_${hex(16)}`,
    paidIntent,
    paidIntentSecret: `${paidIntent}_secret_${hex(16)}`,
    payment: randomUUID(),
    paymentTransaction: `pi_sim_${hex(12)}`,
    enrolment: randomUUID(),
    image: hex(16),
    contactMessage: randomUUID(),
    application: randomUUID(),
    outboxMail: randomUUID(),
    coupon: randomUUID(),
    ownSession: '',
    ownSessionDate: '',
    enrolledSession: '',
    enrolledSessionDate: '',
    pastSession: randomUUID(),
    cancelledSession: randomUUID(),
    ownMeetingLink: `https://meet.example.com/own-${hex(6)}`,
    enrolledMeetingLink: `https://meet.example.com/enrolled-${hex(6)}`,
    schedule: undefined as unknown as ScheduleInput,
    feedToken: randomBytes(32).toString('base64url'),
    newsletterConfirmToken: randomBytes(32).toString('base64url'),
    newsletterUnsubscribeToken: randomBytes(32).toString('base64url'),
    userOtherSession: `session${hex(12)}`,
  };
  const userOtherSessionToken = hex(16);
  const userOtherSessionExpiry = new Date(Date.now() + 7 * 86_400_000);
  // Two weeks on, in Madrid: ownClass meets on Mondays, enrolledClass on Tuesdays, 10:00 for an hour.
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const scheduleOf = (day: 'mon' | 'tue'): ScheduleInput => ({
    firstDate: inTwoWeeks,
    days: [day],
    startTime: '10:00',
    durationMinutes: 60,
    sessionCount: 3,
    timeZone: 'Europe/Madrid',
    skipDates: [],
  });
  const sessionsOf = (schedule: ScheduleInput) => {
    const generated = generateSessions(schedule);
    if (!generated.ok) throw new Error(generated.message);
    return generated.sessions.map((s) => ({ id: randomUUID(), ...s }));
  };
  const ownSchedule = scheduleOf('mon');
  const enrolledSchedule = scheduleOf('tue');
  const ownSessions = sessionsOf(ownSchedule);
  const enrolledSessions = sessionsOf(enrolledSchedule);
  ids.ownSession = ownSessions[0]!.id;
  ids.ownSessionDate = ownSessions[0]!.localDate;
  ids.enrolledSession = enrolledSessions[0]!.id;
  ids.enrolledSessionDate = enrolledSessions[0]!.localDate;
  ids.schedule = { ...ownSchedule, days: ['thu'] };
  const pastStart = new Date(Date.now() - 7 * 86_400_000);
  // Fixed here, not in restore(): each restore must put back the very same rows.
  const newsletterConfirmExpiry = new Date(Date.now() + 7 * 86_400_000);
  const cancelledStart = new Date(Date.now() - 14 * 86_400_000);
  const paymentSecret = hex(16);
  // The cart item the recorded payment was for (gone since it was paid).
  const paidCartItem = randomUUID();
  const imageBytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 90 } },
  })
    .webp()
    .toBuffer();
  const imageHash = await ctx.pictures.put(imageBytes);

  const { user, instructor } = people;
  const klass = (
    id: string,
    values: { name: string; price: number; status?: ClassStatus; students?: number; seats?: number },
  ) => ({
    id,
    name: values.name,
    priceCents: centsFromDollars(values.price),
    img: '/images/classes/spanish.svg',
    instructorId: instructor.id,
    availableSeats: values.seats ?? 5,
    students: values.students ?? 0,
    status: values.status ?? 'approved',
  });
  const metadata = (classId: string, cartItemId: string, className: string) => ({
    userId: user.id,
    email: user.email,
    classId,
    className,
    cartItemId,
  });

  async function restore() {
    await db.transaction(async (tx) => {
      await tx.execute(emptyDomainTables);
      await tx.delete(sessions).where(
        notInArray(
          sessions.id,
          savedSessions.map((s) => s.id),
        ),
      );
      await tx.delete(users).where(notInArray(users.id, personIds));
      await tx
        .insert(users)
        .values(savedUsers)
        .onConflictDoUpdate({
          target: users.id,
          set: {
            name: sql`excluded.name`,
            email: sql`excluded.email`,
            image: sql`excluded.image`,
            gender: sql`excluded.gender`,
            role: sql`excluded.role`,
            bio: sql`excluded.bio`,
            languages: sql`excluded.languages`,
            emailVerified: sql`excluded.email_verified`,
          },
        });
      // A changed password is put back too.
      await tx
        .insert(accounts)
        .values(savedAccounts)
        .onConflictDoUpdate({ target: accounts.id, set: { password: sql`excluded.password` } });
      await tx.insert(sessions).values(savedSessions).onConflictDoNothing();
      await tx.insert(sessions).values({
        id: ids.userOtherSession,
        token: userOtherSessionToken,
        userId: people.user.id,
        expiresAt: userOtherSessionExpiry,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1',
        ipAddress: '203.0.113.9',
      });
      await tx
        .insert(users)
        .values({ id: ids.victim, name: 'Victor Victim', email: ids.victimEmail, role: 'user' });
      const online = (meetingLink: string, schedule: ScheduleInput) => ({
        language: 'it',
        level: 'A1' as const,
        description: 'Weekly online lessons.',
        format: 'online' as const,
        meetingLink,
        timeZone: schedule.timeZone,
        schedule,
      });
      await tx.insert(classes).values([
        {
          ...klass(ids.ownClass, { name: 'Italian A1', price: 30 }),
          ...online(ids.ownMeetingLink, ownSchedule),
        },
        klass(ids.pendingClass, { name: 'Czech A1', price: 25, status: 'pending' }),
        klass(ids.paidClass, { name: 'Spanish A1', price: 49.99 }),
        klass(ids.freeClass, { name: 'Free Taster', price: 0 }),
        {
          ...klass(ids.enrolledClass, { name: 'German A1', price: 20, students: 1, seats: 4 }),
          ...online(ids.enrolledMeetingLink, enrolledSchedule),
          language: 'de',
        },
        klass(ids.spareClass, { name: 'French A1', price: 15 }),
        klass(ids.fullClass, { name: 'Japanese A1', price: 35, seats: 0 }),
      ]);
      await tx
        .insert(waitlistEntries)
        .values({ id: ids.waitlistEntry, classId: ids.fullClass, userId: user.id });
      const rows = (classId: string, list: typeof ownSessions) =>
        list.map((s) => ({
          id: s.id,
          classId,
          startsAt: new Date(s.startsAt),
          endsAt: new Date(s.endsAt),
        }));
      await tx.insert(classSessions).values([
        ...rows(ids.ownClass, ownSessions),
        ...rows(ids.enrolledClass, enrolledSessions),
        {
          id: ids.pastSession,
          classId: ids.enrolledClass,
          startsAt: pastStart,
          endsAt: new Date(pastStart.getTime() + 3_600_000),
        },
        {
          id: ids.cancelledSession,
          classId: ids.enrolledClass,
          startsAt: cancelledStart,
          endsAt: new Date(cancelledStart.getTime() + 3_600_000),
          status: 'cancelled' as const,
          sequence: 1,
          reason: 'The teacher was ill.',
        },
      ]);
      await tx.insert(coupons).values({
        id: ids.coupon,
        code: 'WORLD10',
        kind: 'percent',
        percentOff: 10,
        createdBy: people.admin.id,
      });
      await tx.insert(cartItems).values([
        { id: ids.cartItem, userId: user.id, classId: ids.paidClass, paymentIntentId: ids.openIntent },
        { id: ids.freeCartItem, userId: user.id, classId: ids.freeClass },
      ]);
      await tx.insert(simulatedPaymentIntents).values([
        {
          id: ids.openIntent,
          clientSecret: ids.openIntentSecret,
          amount: asCents(4999),
          currency: 'usd',
          status: 'requires_payment_method',
          metadata: metadata(ids.paidClass, ids.cartItem, 'Spanish A1'),
        },
        {
          id: ids.paidIntent,
          clientSecret: ids.paidIntentSecret,
          amount: asCents(4999),
          currency: 'usd',
          status: 'succeeded',
          metadata: metadata(ids.paidClass, ids.cartItem, 'Spanish A1'),
        },
      ]);
      // The recorded payment's intent, as the processor knows it: an admin's refund-and-delete refunds it.
      await tx.insert(simulatedPaymentIntents).values({
        id: ids.paymentTransaction,
        clientSecret: `${ids.paymentTransaction}_secret_${paymentSecret}`,
        amount: asCents(2000),
        currency: 'usd',
        status: 'succeeded',
        metadata: metadata(ids.enrolledClass, paidCartItem, 'German A1'),
      });
      await tx.insert(payments).values({
        id: ids.payment,
        userId: user.id,
        email: user.email,
        transactionId: ids.paymentTransaction,
        priceCents: asCents(2000),
        classId: ids.enrolledClass,
        className: 'German A1',
        status: 'paid',
      });
      // What that payment earned its instructor: $16 of $20, the default commission being 20%.
      await tx.insert(saleEarnings).values({
        paymentId: ids.payment,
        instructorId: instructor.id,
        grossCents: asCents(2000),
        commissionPercent: 20,
        commissionCents: asCents(400),
        netCents: asCents(1600),
      });
      await tx
        .insert(enrolments)
        .values({ id: ids.enrolment, userId: user.id, classId: ids.enrolledClass, paymentId: ids.payment });
      await tx.insert(attendance).values({
        sessionId: ids.pastSession,
        userId: user.id,
        status: 'present',
        recordedBy: instructor.id,
      });
      await tx.insert(images).values({
        id: ids.image,
        contentType: 'image/webp',
        hash: imageHash,
        width: 8,
        height: 8,
        ownerId: instructor.id,
      });
      await tx.insert(calendarFeeds).values({ userId: user.id, tokenHash: feedTokenHash(ids.feedToken) });
      await tx.insert(contactMessages).values({
        id: ids.contactMessage,
        name: 'Curious Visitor',
        email: 'visitor@example.com',
        subject: 'Evening classes',
        message: 'Do you teach in the evening?',
      });
      await tx.insert(outgoingMails).values({
        id: ids.outboxMail,
        to: user.email,
        userId: user.id,
        kind: 'welcome',
        subject: 'Welcome to Speak the World',
        html: '<p>Welcome!</p>',
        text: 'Welcome!',
        status: 'outbox',
      });
      await tx
        .insert(newsletterSubscriptions)
        .values([
          { email: 'pending-reader@example.com' },
          { email: 'reader@example.com', status: 'confirmed', confirmedAt: new Date('2026-11-01T09:00:00Z') },
        ]);
      await tx.insert(newsletterTokens).values([
        {
          tokenHash: newsletterTokenHash(ids.newsletterConfirmToken),
          email: 'pending-reader@example.com',
          purpose: 'confirm',
          expiresAt: newsletterConfirmExpiry,
        },
        {
          tokenHash: newsletterTokenHash(ids.newsletterUnsubscribeToken),
          email: 'reader@example.com',
          purpose: 'unsubscribe',
        },
      ]);
      await tx.insert(teachingApplications).values({
        id: ids.application,
        userId: people.otherUser.id,
        languages: ['Korean'],
        experience: 'Five years at a language school in Seoul.',
        bio: 'I make grammar feel like a game.',
      });
    });
  }

  const writes = await countWrites(db);
  await restore();
  let digested: { writes: string; digest: string } | undefined;
  const checksum = async () => {
    const before = await writes();
    if (digested?.writes === before) return digested.digest;
    const result = (await db.execute(digestQuery)) as unknown as { rows: { d: string }[] };
    digested = { writes: before, digest: result.rows.map((r) => r.d).join('|') };
    return digested.digest;
  };
  const pristine = await checksum();
  return {
    ctx,
    people,
    ids,
    headers(who): Record<string, string> {
      if (who === 'anonymous') return { origin: TEST_ORIGIN };
      if (who === 'forged') return { origin: TEST_ORIGIN, cookie: `stw.session_token=${hex(16)}.${hex(22)}` };
      return { ...people[who].headers };
    },
    restore,
    checksum,
    async ensurePristine() {
      if ((await checksum()) === pristine) return false;
      await restore();
      return true;
    },
  };
}
