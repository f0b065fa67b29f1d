import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ClassStatus } from '#contract/classes';
import { generateSessions, type ScheduleInput } from '#contract/schedule';
import type { App } from '#server/app';
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
import { storeDigest } from './store-digest.js';
import { TEST_ORIGIN, type TestContext, type TestUser } from './test-app.js';
import { DOMAIN_TABLES, emptyTables } from './test-store.js';

// The one way tests make what they need: people, classes and their schedules, calls to the API (a
// purchase step by step), and the world, a whole small school the matrix and the fuzzing share.

/** Who asks: the columns of the authorization matrix. */
export const WHO = ['anonymous', 'user', 'otherUser', 'instructor', 'otherInstructor', 'admin'] as const;
export type Who = (typeof WHO)[number];
type Person = Exclude<Who, 'anonymous'>;

/** One signed-in account of each role, two of the roles that own things (to tell theirs from another's). */
async function createPeople(ctx: TestContext): Promise<Record<Person, TestUser>> {
  return {
    user: await ctx.createUser('user'),
    otherUser: await ctx.createUser('user'),
    instructor: await ctx.createUser('instructor'),
    otherInstructor: await ctx.createUser('instructor'),
    admin: await ctx.createUser('admin'),
  };
}

const DAY_MS = 86_400_000;

/** A local date (YYYY-MM-DD) `days` from now. */
function dateInDays(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A weekly schedule: by default Mondays 10:00 in Madrid for an hour, three sessions from two weeks on. */
function weeklySchedule(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    firstDate: dateInDays(14),
    days: ['mon'],
    startTime: '10:00',
    durationMinutes: 60,
    sessionCount: 3,
    timeZone: 'Europe/Madrid',
    skipDates: [],
    ...overrides,
  };
}

/** The sessions a schedule makes, each with an id of its own, as the class_sessions table keeps them. */
function scheduledSessions(schedule: ScheduleInput) {
  const generated = generateSessions(schedule);
  if (!generated.ok) throw new Error(generated.message);
  return generated.sessions.map((s) => ({ id: randomUUID(), ...s }));
}

export const SPANISH_B1_MEET = 'https://meet.example.com/spanish-b1';

/** A class the way people meet it: Mondays and Wednesdays 18:00 in Madrid, ten sessions from two weeks before Europe's change. */
export const spanishB1Schedule: ScheduleInput = weeklySchedule({
  firstDate: '2026-10-11',
  days: ['mon', 'wed'],
  startTime: '18:00',
  durationMinutes: 90,
  sessionCount: 10,
});

/** That class as its instructor posts it (the body of POST /api/classes): online, twelve seats. */
export const spanishB1Class = {
  name: 'Spanish B1',
  price: 120,
  img: '/images/classes/spanish.svg',
  availableSeats: 12,
  language: 'es',
  level: 'B1',
  format: { kind: 'online', meetingLink: SPANISH_B1_MEET },
  schedule: spanishB1Schedule,
};

interface ClassValues {
  name: string;
  /** In dollars, as the API speaks. */
  price: number;
  availableSeats: number;
  students: number;
  status: ClassStatus;
}

/** A row of the classes table, with the defaults every fixture shares. */
function classRowValues(instructorId: string, values: Partial<ClassValues> & { id?: string }) {
  const { price = 49.99, ...rest } = values;
  return {
    name: 'Spanish for Testers',
    img: '/images/classes/spanish.svg',
    availableSeats: 5,
    status: 'approved' as ClassStatus,
    ...rest,
    priceCents: centsFromDollars(price),
    instructorId,
  };
}

/** A class straight in the store (adding classes is another module's job); a new instructor unless given one. */
export async function createClass(
  ctx: TestContext,
  values: Partial<ClassValues & { instructorId: string }> = {},
) {
  const { instructorId, ...rest } = values;
  const teacher = instructorId ?? (await ctx.createUser('instructor')).id;
  const [row] = await ctx.store.db.insert(classes).values(classRowValues(teacher, rest)).returning();
  // Tests speak the API's dollars.
  return { ...row!, price: values.price ?? 49.99 };
}

/** Students enrolled straight in the store (no payment); the class counts them, as enrolling does. */
export async function enrolInStore(ctx: TestContext, classId: string, ...students: TestUser[]) {
  await ctx.store.db.insert(enrolments).values(students.map((s) => ({ userId: s.id, classId })));
  await ctx.store.db
    .update(classes)
    .set({ students: sql`${classes.students} + ${students.length}` })
    .where(eq(classes.id, classId));
}

/** A class as the store has it now. */
export async function classRow(ctx: TestContext, id: string) {
  const [row] = await ctx.store.db.select().from(classes).where(eq(classes.id, id));
  return row!;
}

/** Posts a class through the API as its instructor; with `status`, then sets its review status straight in the store. */
export async function postClass(
  ctx: TestContext,
  instructor: TestUser,
  body: object,
  status?: ClassStatus,
): Promise<string> {
  const res = await testApi(ctx).send('POST', '/api/classes', instructor, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().insertedId as string;
  if (status) await ctx.store.db.update(classes).set({ status }).where(eq(classes.id, id));
  return id;
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The API as a browser on our own page calls it: `send` as `who` (or anonymous), and the steps of a
 * purchase. `target.app` is read at each call, so it may be made before the test app exists.
 */
export function testApi(target: { app: Pick<App, 'inject'> }) {
  const send = (method: Method, url: string, who?: TestUser, payload?: object) =>
    target.app.inject({ method, url, headers: who?.headers ?? { origin: TEST_ORIGIN }, payload });
  /** Select, ask to pay, confirm with a good card: answers what the browser would record. */
  async function payUpToRecord(who: TestUser, classId: string) {
    const selected = await send('POST', '/api/carts', who, { classId });
    const cartItemId = selected.json().insertedId as string;
    const intent = await send('POST', '/api/create-payment-intent', who, { cartItemId });
    const clientSecret = intent.json().clientSecret as string;
    const confirmed = await send('POST', '/api/payments/simulated/confirm', who, {
      clientSecret,
      card: GOOD_CARD,
    });
    return { cartItemId, clientSecret, transactionId: confirmed.json().id as string };
  }
  return {
    send,
    select: (who: TestUser, classId: string) => send('POST', '/api/carts', who, { classId }),
    cart: (who: TestUser) => send('GET', '/api/carts', who),
    intent: (who: TestUser, cartItemId: string) =>
      send('POST', '/api/create-payment-intent', who, { cartItemId }),
    confirm: (who: TestUser, clientSecret: string, card: object = GOOD_CARD) =>
      send('POST', '/api/payments/simulated/confirm', who, { clientSecret, card }),
    record: (who: TestUser, transactionId: string, cartItemId: string) =>
      send('POST', '/api/payments', who, { transactionId, cartItemId }),
    payUpToRecord,
    /** The whole purchase, recorded (expects 200): the payment's id and the processor's transaction. */
    async buy(who: TestUser, classId: string) {
      const { cartItemId, transactionId } = await payUpToRecord(who, classId);
      const recorded = await send('POST', '/api/payments', who, { transactionId, cartItemId });
      expect(recorded.statusCode, recorded.body).toBe(200);
      return { paymentId: recorded.json().result.insertedId as string, transactionId };
    },
  };
}

export type TestApi = ReturnType<typeof testApi>;

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

export async function createWorld(ctx: TestContext): Promise<World> {
  const { db } = ctx.store;
  await ctx.store.reset();
  const people = await createPeople(ctx);
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
  const userOtherSessionExpiry = new Date(Date.now() + 7 * DAY_MS);
  // Two weeks on, in Madrid: ownClass meets on Mondays, enrolledClass on Tuesdays, 10:00 for an hour.
  const ownSchedule = weeklySchedule({ days: ['mon'] });
  const enrolledSchedule = weeklySchedule({ days: ['tue'] });
  const ownSessions = scheduledSessions(ownSchedule);
  const enrolledSessions = scheduledSessions(enrolledSchedule);
  ids.ownSession = ownSessions[0]!.id;
  ids.ownSessionDate = ownSessions[0]!.localDate;
  ids.enrolledSession = enrolledSessions[0]!.id;
  ids.enrolledSessionDate = enrolledSessions[0]!.localDate;
  ids.schedule = { ...ownSchedule, days: ['thu'] };
  const pastStart = new Date(Date.now() - 7 * DAY_MS);
  // Fixed here, not in restore(): each restore must put back the very same rows.
  const newsletterConfirmExpiry = new Date(Date.now() + 7 * DAY_MS);
  const cancelledStart = new Date(Date.now() - 14 * DAY_MS);
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
  const klass = (id: string, values: Partial<ClassValues> & Pick<ClassValues, 'name' | 'price'>) =>
    classRowValues(instructor.id, { id, ...values });
  const metadata = (classId: string, cartItemId: string, className: string) => ({
    userId: user.id,
    email: user.email,
    classId,
    className,
    cartItemId,
  });

  async function restore() {
    await db.transaction(async (tx) => {
      await tx.execute(emptyTables(DOMAIN_TABLES));
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
          ...klass(ids.enrolledClass, { name: 'German A1', price: 20, students: 1, availableSeats: 4 }),
          ...online(ids.enrolledMeetingLink, enrolledSchedule),
          language: 'de',
        },
        klass(ids.spareClass, { name: 'French A1', price: 15 }),
        klass(ids.fullClass, { name: 'Japanese A1', price: 35, availableSeats: 0 }),
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

  const checksum = await storeDigest(db);
  await restore();
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
