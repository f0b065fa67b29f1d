import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import Stripe from 'stripe';
import type { InjectOptions } from 'fastify';
import { signInBody, signUpBody, updateProfileBody } from '#contract/auth';
import { accountSessionIdParam, changePasswordBody } from '#contract/account-security';
import { forgotPasswordBody, resetPasswordBody, tokenBody, verifyEmailBody } from '#contract/account-links';
import { updateRoleBody } from '#contract/admin-users';
import { addToCartBody, cartItemParams } from '#contract/carts';
import {
  classIdParam,
  createClassBody,
  instructorEmailParam,
  reassignClassBody,
  scheduleCheckBody,
  reviewClassBody,
  updateClassBody,
} from '#contract/classes';
import { calendarFeedFileParam } from '#contract/calendar';
import { errorBody } from '#contract/errors';
import { classLevels, weekdays } from '#contract/schedule';
import { cancelSessionBody, moveSessionBody, sessionParams } from '#contract/sessions';
import { attendanceParams, attendanceStatuses, recordAttendanceBody } from '#contract/attendance';
import { IMAGE_WIDTHS, imageIdParam, imageUses } from '#contract/images';
import { languageCodes } from '#contract/languages';
import { mailIdParams } from '#contract/mail';
import { auditActions, auditSubjectTypes } from '#contract/audit';
import { ledgerKinds } from '#contract/ledger';
import { receiptParams } from '#contract/receipts';
import { recordPayoutBody, setCommissionBody } from '#contract/earnings';
import { applyCouponBody, couponParams, createCouponBody, updateCouponBody } from '#contract/coupons';
import { adminRefundBody, cancelEnrolmentBody, refundIdParams } from '#contract/refunds';
import { lateJoiningBody, refundPolicyBody } from '#contract/school-settings';
import { newsletterConfirmBody, newsletterSignup } from '#contract/newsletter';
import { emailParam, userIdParam } from '#contract/users';
import { localeChoice, uiLocales } from '#contract/ui-locales';
import {
  answerContactMessageBody,
  contactMessageBody,
  contactMessageIdParam,
} from '#contract/contact-messages';
import {
  declineApplicationBody,
  teachingApplicationBody,
  teachingApplicationIdParam,
} from '#contract/teaching-applications';
import {
  createPaymentIntentBody,
  paymentStatuses,
  recordPaymentBody,
  simulatedConfirmBody,
} from '#contract/payments';
import { createFullTestApp, TEST_WEBHOOK_SECRET, type FullTestApp } from './testing/full-app.js';
import {
  anyString,
  bodies,
  type Body,
  encodeSegment,
  formLikeTypes,
  hostileValue,
  mutated,
  noBody,
  queryString,
  segment,
  type Segment,
  spiced,
} from './testing/hostile-input.js';
import { multipartBody, TINY_PNG, type Part } from './testing/multipart.js';
import { createWorld, GOOD_CARD, WHO, type World } from './testing/fixtures.js';
import { TEST_PASSWORD } from './testing/test-app.js';
import { asCents } from '#server/money';

/**
 * Every API operation, for every kind of visitor, with inputs generated around the contract schemas.
 * Properties: never a 5xx; every error in the documented shape; a body or path parameter the contract
 * refuses is never accepted; a path parameter the contract accepts is never refused for its length;
 * a form-like media type is never acted on; and a refused request (or any GET) writes nothing.
 */
// 50 cases per operation in `npm test`; `npm run test:fuzz` (run by CI after it) asks for 200.
const RUNS = Number(process.env.FUZZ_RUNS) || 50;

interface Schema {
  safeParse(value: unknown): { success: boolean };
}
interface Sent {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query: string;
  who: (typeof WHO)[number] | 'forged';
  origin: 'same' | 'foreign' | 'none';
  body: Body;
  /** The decoded path parameters, when they were sent encoded. */
  params: Record<string, string> | null;
  extraHeaders: Record<string, string>;
}
interface Operation {
  route: string;
  stripe?: true;
  bodySchema?: Schema;
  paramsSchema?: Schema;
  cases(w: World): fc.Arbitrary<Sent>;
}

const whoArb = fc.constantFrom(...WHO, 'forged' as const);
const originArb = fc.oneof(
  { weight: 18, arbitrary: fc.constant('same' as const) },
  { weight: 1, arbitrary: fc.constant('foreign' as const) },
  { weight: 1, arbitrary: fc.constant('none' as const) },
);

interface Parts {
  params?: (w: World) => Record<string, fc.Arbitrary<Segment>>;
  query?: (w: World) => fc.Arbitrary<string>;
  body?: (w: World) => fc.Arbitrary<Body>;
  headers?: (w: World) => fc.Arbitrary<Record<string, string>>;
  bodySchema?: Schema;
  paramsSchema?: Schema;
  stripe?: true;
  /** The path to send, when the route's own pattern is a wildcard. */
  path?: (w: World) => fc.Arbitrary<string>;
}

function op(route: string, parts: Parts = {}): Operation {
  const [method, pattern] = route.split(' ') as [Sent['method'], string];
  return {
    route,
    stripe: parts.stripe,
    bodySchema: parts.bodySchema,
    paramsSchema: parts.paramsSchema,
    cases(w) {
      const params = parts.params ? fc.record(parts.params(w)) : fc.constant({} as Record<string, Segment>);
      return fc
        .record({
          who: whoArb,
          origin: originArb,
          params,
          path: parts.path ? parts.path(w) : fc.constant(pattern),
          query: parts.query ? parts.query(w) : fc.constant(''),
          body: parts.body ? parts.body(w) : method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : noBody,
          extraHeaders: parts.headers ? parts.headers(w) : fc.constant({}),
        })
        .map(({ params: segments, path, ...rest }): Sent => {
          const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeSegment(segments[name]!));
          const entries = Object.entries(segments);
          return {
            method,
            path: filled,
            // A raw segment is decoded by the router, if at all; an empty one names another route, and so
            // do '.' and '..', which a URL resolves away (RFC 3986, 5.2.4): /api/carts/. is /api/carts/.
            params: entries.some(([, s]) => s.raw || s.value === '' || s.value === '.' || s.value === '..')
              ? null
              : Object.fromEntries(entries.map(([k, s]) => [k, s.value])),
            ...rest,
          };
        });
    },
  };
}

function toInject(w: World, sent: Sent): InjectOptions {
  const headers: Record<string, string> = { ...w.headers(sent.who), ...sent.extraHeaders };
  if (sent.origin === 'foreign') headers.origin = 'https://evil.example';
  if (sent.origin === 'none') delete headers.origin;
  const options: InjectOptions = { method: sent.method, url: `${sent.path}${sent.query}`, headers };
  if (sent.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(sent.body.value);
  } else if (sent.body.kind === 'raw') {
    if (sent.body.contentType) headers['content-type'] = sent.body.contentType;
    options.payload = sent.body.payload;
  }
  return options;
}

// --- the inputs of each operation ---------------------------------------------------------------

/** A well-formed link token that no link has: 32 random bytes in base64url. */
const linkTokenArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('base64url'));

const email = fc.oneof(
  fc.emailAddress(),
  fc.uuid().map((u) => `${u.slice(0, 8)}@example.com`),
  fc.integer({ min: 100, max: 120 }).map((n) => `${'e'.repeat(n - 12)}@example.com`),
);
const price = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
  fc.double(),
);
const seats = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer());
const newsletterToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const hex32 = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex'));
const classImage = (w: World) =>
  fc.oneof(
    fc.constantFrom(
      '/images/classes/spanish.svg',
      `/api/images/${w.ids.image}`,
      '/images/Classes/a_b-c.WEBP',
    ),
    hex32.map((id) => `/api/images/${id}`),
    anyString,
  );
const classIds = (w: World) => [
  w.ids.ownClass,
  w.ids.pendingClass,
  w.ids.paidClass,
  w.ids.freeClass,
  w.ids.enrolledClass,
  w.ids.spareClass,
  w.ids.fullClass,
];
const cartIds = (w: World) => [w.ids.cartItem, w.ids.freeCartItem];
const sessionIds = (w: World) => [
  w.ids.ownSession,
  w.ids.enrolledSession,
  w.ids.pastSession,
  w.ids.cancelledSession,
];
const localDate = (w: World) =>
  fc.oneof(
    fc.constantFrom(
      w.ids.ownSessionDate,
      w.ids.enrolledSessionDate,
      '2026-03-29',
      '2027-02-29',
      '2020-01-01',
    ),
    fc
      .date({ min: new Date('1999-01-01'), max: new Date('2101-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    anyString,
  );
const localTime = fc.oneof(
  fc.constantFrom('10:00', '10:30', '02:30', '15:00', '24:00', '9:00'),
  fc.stringMatching(/^[0-2][0-9]:[0-5][0-9]$/),
  anyString,
);
/** The catalogue's filters, which the list and its facet counts both read. */
const catalogueFilterKeys = [
  'instructor',
  'language',
  'level',
  'day',
  'time',
  'tz',
  'minPrice',
  'maxPrice',
  'startsFrom',
  'seats',
  'q',
];
const catalogueFilterValue = fc.oneof(
  fc.constantFrom(
    'es',
    'B1',
    'all',
    'mon',
    'mon,tue,wed',
    'maría josé',
    'evening',
    'Europe/Madrid',
    'America/New_York',
    '10',
    '0',
    '2026-11-01',
    'available',
  ),
  anyString,
);
/** Schedules around the world's own: clashing, empty, over the limits, in zones that exist and do not. */
const schedule = (w: World) =>
  mutated(
    Object.keys(w.ids.schedule),
    fc.record({
      firstDate: localDate(w),
      days: fc.oneof(
        fc.uniqueArray(fc.constantFrom(...weekdays), { maxLength: 7 }),
        fc.array(fc.oneof(fc.constantFrom(...weekdays), anyString), { maxLength: 8 }),
      ),
      startTime: localTime,
      durationMinutes: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.double()),
      sessionCount: fc.oneof(fc.integer({ min: 0, max: 210 }), fc.integer()),
      timeZone: fc.oneof(
        fc.constantFrom(
          'Europe/Madrid',
          'America/New_York',
          'UTC',
          'Asia/Kolkata',
          'Europe/Atlantis',
          '+01:00',
        ),
        anyString,
      ),
      skipDates: fc.array(localDate(w), { maxLength: 4 }),
    }),
  );
const classFormat = fc.oneof(
  fc.record({
    kind: fc.constant('online'),
    meetingLink: fc.oneof(
      fc.constantFrom('https://meet.example.com/new-class', 'http://meet.example.com/x'),
      anyString,
    ),
  }),
  fc.record({ kind: fc.constant('in-person'), address: fc.oneof(fc.constant('Calle Mayor 1'), anyString) }),
  hostileValue,
);
/** The class's details (language, level, description, format, schedule), for adding and editing one. */
const classDetails = (w: World) => ({
  language: fc.oneof(fc.constantFrom(...languageCodes), anyString),
  level: fc.oneof(fc.constantFrom(...classLevels), anyString),
  description: fc.oneof(fc.string({ maxLength: 300 }), fc.string({ minLength: 1995, maxLength: 2005 })),
  format: classFormat,
  schedule: schedule(w),
});
const emails = (w: World) => [...Object.values(w.people).map((p) => p.email), w.ids.victimEmail];
const userIds = (w: World) => [...Object.values(w.people).map((p) => p.id), w.ids.victim];
const emailSegment = (w: World) => segment(emails(w), fc.oneof(email, spiced(email)));
const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);

const instantText = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
/** A coupon as an admin's form would send it, and near misses. */
const couponBody = (w: World, requiredKeys: ('code' | 'kind')[]) =>
  fc.record(
    {
      code: fc.oneof(fc.constantFrom('WORLD10', 'NEW-CODE_1', 'ab'), fc.string({ maxLength: 45 })),
      kind: fc.constantFrom('percent', 'amount', 'free'),
      percentOff: fc.option(fc.oneof(fc.integer({ min: 0, max: 101 }), fc.double())),
      amountOff: fc.option(price),
      validFrom: fc.option(fc.oneof(instantText, fc.string({ maxLength: 30 }))),
      validUntil: fc.option(instantText),
      maxUses: fc.option(fc.integer({ min: -1, max: 20 })),
      maxUsesPerStudent: fc.integer({ min: 0, max: 5 }),
      appliesTo: fc.constantFrom('all', 'classes', 'languages', 'some'),
      classIds: fc.array(fc.oneof(fc.constantFrom(...classIds(w)), fc.uuid()), { maxLength: 3 }),
      languages: fc.array(fc.constantFrom(...languageCodes, 'xx'), { maxLength: 3 }),
      minPrice: price,
      active: fc.boolean(),
    },
    { requiredKeys },
  );

const card = mutated(
  keysOf(simulatedConfirmBody.shape.card),
  fc.record({
    number: fc.oneof(
      fc.constantFrom(GOOD_CARD.number, '4000 0000 0000 0002', '4000000000009995', '4242424242424241'),
      fc.stringMatching(/^[0-9 ]{0,24}$/),
    ),
    expMonth: fc.integer({ min: -1, max: 14 }),
    expYear: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 2000, max: 2200 }), fc.integer()),
    cvc: fc.stringMatching(/^[0-9]{0,5}$/),
  }),
);

const multipartCases: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.record({
          name: fc.oneof(fc.constant('image'), fc.string({ maxLength: 12 })),
          filename: fc.option(
            fc.oneof(fc.constantFrom('a.png', '../../x.svg', 'a.php'), fc.string({ maxLength: 20 })),
            {
              nil: undefined,
            },
          ),
          type: fc.option(
            fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
            {
              nil: undefined,
            },
          ),
          data: fc.oneof(
            fc.constant(TINY_PNG),
            fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
            fc
              .uint8Array({ maxLength: 200 })
              .map((b) => Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.from(b)])),
            fc
              .uint8Array({ maxLength: 200 })
              .map((b) => Buffer.concat([Buffer.from('GIF89a'), Buffer.from(b)])),
            fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
            fc.string({ maxLength: 100 }).map((s) => Buffer.from(s)),
          ),
        }),
        { maxLength: 3 },
      )
      .map((parts: Part[]): Body => {
        const { payload, contentType } = multipartBody(parts);
        return { kind: 'raw', contentType, payload, why: 'multipart' };
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=zz',
        ),
        fc.uint8Array({ maxLength: 500 }),
      )
      .map(([contentType, b]): Body => ({
        kind: 'raw',
        contentType,
        payload: Buffer.from(b),
        why: 'broken multipart',
      })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(5 * 1024 * 1024 + 1, 6 * 1024 * 1024).map((size): Body => {
      const { payload, contentType } = multipartBody([
        { name: 'image', filename: 'big.png', type: 'image/png', data: Buffer.alloc(size, 1) },
      ]);
      return { kind: 'raw', contentType, payload, why: 'over the image size limit' };
    }),
  },
  { weight: 2, arbitrary: bodies(hostileValue) },
);

const authPaths = fc.oneof(
  fc.constantFrom(
    'callback/demo',
    'callback/google',
    'callback/x',
    'get-session',
    'list-sessions',
    'sign-in/social',
    'sign-in/oauth2',
    'update-user',
    'delete-user',
    'change-password',
    'reset-password',
    'ok',
    'error',
  ),
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
);
const oauthQuery = queryString(['code', 'state', 'iss', 'error', 'error_description', 'provider']);

function operations(stripeIntent: string): Operation[] {
  return [
    op('GET /api/health', { query: () => queryString(['x']) }),
    op('GET /api/openapi.json', { query: () => queryString(['x']) }),
    op('GET /api/docs', { query: () => queryString(['x']) }),
    op('GET /api/docs/assets/:file', {
      params: () => ({
        file: segment(['scalar.js', 'api-docs.js', 'api-docs.css'], fc.string({ maxLength: 60 })),
      }),
      query: () => queryString(['v']),
    }),
    op('GET /api/classes', {
      query: () => queryString(['sort', 'limit', 'status', ...catalogueFilterKeys], catalogueFilterValue),
    }),
    op('GET /api/classes/facets', {
      query: () => queryString(catalogueFilterKeys, catalogueFilterValue),
    }),
    op('GET /api/classes/:id', {
      // A segment holding an '@' names an instructor: that is GET /api/classes/:instructorEmail.
      params: (w) => ({ id: segment(classIds(w)).filter((s) => !/@|%40/i.test(encodeSegment(s))) }),
      paramsSchema: classIdParam,
    }),
    op('GET /api/classes/:instructorEmail', {
      params: (w) => ({ instructorEmail: emailSegment(w) }),
      paramsSchema: instructorEmailParam,
    }),
    op('POST /api/classes', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(createClassBody),
            fc.record(
              {
                name: fc.string({ maxLength: 130 }),
                price,
                img: classImage(w),
                availableSeats: seats,
                ...classDetails(w),
              },
              { requiredKeys: ['name', 'price', 'img', 'availableSeats'] },
            ),
          ),
        ),
      bodySchema: createClassBody,
    }),
    op('POST /api/classes/schedule-check', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(scheduleCheckBody),
            fc.record(
              {
                schedule: schedule(w),
                classId: fc.oneof(fc.constantFrom(...classIds(w)), fc.uuid(), fc.string({ maxLength: 40 })),
              },
              { requiredKeys: ['schedule'] },
            ),
          ),
        ),
      bodySchema: scheduleCheckBody,
    }),
    op('PATCH /api/classes/:id', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
      body: (w) =>
        bodies(
          mutated(
            keysOf(updateClassBody),
            fc.record(
              {
                name: fc.string({ maxLength: 130 }),
                price,
                img: classImage(w),
                availableSeats: seats,
                ...classDetails(w),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      bodySchema: updateClassBody,
    }),
    op('DELETE /api/classes/:id', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
    }),
    op('PATCH /api/classes/update/:id', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
      body: () =>
        bodies(
          mutated(
            keysOf(reviewClassBody),
            fc.record(
              {
                status: fc.constantFrom('approved', 'denied', 'pending'),
                feedback: fc.option(fc.string({ maxLength: 1010 })),
              },
              { requiredKeys: ['status'] },
            ),
          ),
        ),
      bodySchema: reviewClassBody,
    }),
    op('POST /api/classes/:id/reassign', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
      body: (w) =>
        bodies(
          mutated(
            keysOf(reassignClassBody),
            fc.record({
              instructorId: fc.oneof(
                fc.constantFrom(...userIds(w)),
                fc.string({ minLength: 1, maxLength: 70 }),
              ),
            }),
          ),
        ),
      bodySchema: reassignClassBody,
    }),
    op('GET /api/classes/:id/sessions', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
    }),
    op('POST /api/classes/:id/sessions/:sessionId/move', {
      params: (w) => ({ id: segment(classIds(w)), sessionId: segment(sessionIds(w)) }),
      paramsSchema: sessionParams,
      body: (w) =>
        bodies(
          mutated(
            keysOf(moveSessionBody),
            fc.record(
              {
                date: localDate(w),
                startTime: localTime,
                reason: fc.oneof(
                  fc.string({ maxLength: 100 }),
                  fc.string({ minLength: 495, maxLength: 505 }),
                ),
              },
              { requiredKeys: ['date', 'startTime'] },
            ),
          ),
        ),
      bodySchema: moveSessionBody,
    }),
    op('POST /api/classes/:id/sessions/:sessionId/cancel', {
      params: (w) => ({ id: segment(classIds(w)), sessionId: segment(sessionIds(w)) }),
      paramsSchema: sessionParams,
      body: () =>
        bodies(
          mutated(
            keysOf(cancelSessionBody),
            fc.record({
              reason: fc.oneof(fc.string({ maxLength: 100 }), fc.string({ minLength: 495, maxLength: 505 })),
            }),
          ),
        ),
      bodySchema: cancelSessionBody,
    }),
    op('GET /api/classes/:id/sessions/:sessionId/attendance', {
      params: (w) => ({ id: segment(classIds(w)), sessionId: segment(sessionIds(w)) }),
      paramsSchema: sessionParams,
    }),
    op('PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', {
      params: (w) => ({
        id: segment(classIds(w)),
        sessionId: segment(sessionIds(w)),
        studentId: segment(userIds(w), fc.string({ minLength: 1, maxLength: 70 })),
      }),
      paramsSchema: attendanceParams,
      body: () =>
        bodies(
          mutated(
            keysOf(recordAttendanceBody),
            fc.record({
              status: fc.oneof(fc.constantFrom(...attendanceStatuses, null, 'sick', 'LATE'), anyString),
            }),
          ),
        ),
      bodySchema: recordAttendanceBody,
    }),
    op('GET /api/me/teaching-sessions'),
    op('GET /api/me/waitlist'),
    ...['POST', 'DELETE', 'GET'].map((method) =>
      op(`${method} /api/classes/:id/waitlist`, {
        params: (w) => ({ id: segment(classIds(w)) }),
        paramsSchema: classIdParam,
      }),
    ),
    op('GET /api/me/classes/:id/attendance', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
    }),
    op('GET /api/sessions/week', {
      query: () =>
        queryString(
          ['start', 'tz'],
          fc.oneof(
            fc.constantFrom(
              '2026-10-19',
              '2026-03-29',
              '2026-02-30',
              'Europe/Madrid',
              'America/Santiago',
              'Asia/Kolkata',
              'Mars/Olympus',
              '+01:00',
            ),
            anyString,
          ),
        ),
    }),
    op('GET /api/classes/:id/calendar.ics', {
      params: (w) => ({ id: segment(classIds(w)) }),
      paramsSchema: classIdParam,
    }),
    op('GET /api/calendar/feed'),
    op('POST /api/calendar/feed'),
    op('DELETE /api/calendar/feed'),
    op('GET /api/calendar/feed/:file', {
      params: (w) => ({
        file: segment(
          [`${w.ids.feedToken}.ics`, `${w.ids.feedToken}.ICS`, w.ids.feedToken],
          fc.oneof(
            fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `${token}.ics`),
            fc.stringMatching(/^[A-Za-z0-9_-]{40,46}(\.ics)?$/),
          ),
        ),
      }),
      paramsSchema: calendarFeedFileParam,
    }),
    op('GET /api/images/:id', {
      params: (w) => ({ id: segment([w.ids.image], hex32) }),
      paramsSchema: imageIdParam,
      query: () => queryString(['w'], fc.oneof(fc.constantFrom(...IMAGE_WIDTHS.map(String)), anyString)),
    }),
    op('POST /api/images', {
      body: () => multipartCases,
      query: () => queryString(['use'], fc.oneof(fc.constantFrom(...imageUses), anyString)),
    }),
    op('GET /api/instructors', { query: () => queryString(['limit']) }),
    op('GET /api/instructors/:id', {
      params: (w) => ({ id: segment(userIds(w), fc.string({ minLength: 1, maxLength: 64 })) }),
      paramsSchema: userIdParam,
    }),
    op('POST /api/newsletter', {
      body: () => bodies(mutated(keysOf(newsletterSignup), fc.record({ email }))),
      bodySchema: newsletterSignup,
    }),
    op('POST /api/newsletter/confirm', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(newsletterConfirmBody),
            fc.record({
              token: fc.oneof(fc.constantFrom(w.ids.newsletterConfirmToken), newsletterToken, anyString),
            }),
          ),
        ),
      bodySchema: newsletterConfirmBody,
    }),
    op('GET /api/newsletter/unsubscribe', {
      query: (w) =>
        queryString(['token'], fc.oneof(fc.constantFrom(w.ids.newsletterUnsubscribeToken), anyString)),
    }),
    // Mail programs post a form here (RFC 8058); the token in the query is the key.
    op('POST /api/newsletter/unsubscribe', {
      query: (w) =>
        queryString(
          ['token'],
          fc.oneof(fc.constantFrom(w.ids.newsletterUnsubscribeToken), newsletterToken, anyString),
        ),
      body: () =>
        fc.oneof(
          noBody,
          fc.constant<Body>({
            kind: 'raw',
            why: 'one-click form',
            contentType: 'application/x-www-form-urlencoded',
            payload: 'List-Unsubscribe=One-Click',
          }),
        ),
    }),
    op('GET /api/newsletter/subscribers'),
    op('GET /api/newsletter/subscribers.csv'),
    op('POST /api/contact-messages', {
      body: () =>
        bodies(
          mutated(
            keysOf(contactMessageBody),
            fc.record(
              {
                name: fc.string({ maxLength: 130 }),
                email,
                subject: fc.string({ maxLength: 160 }),
                message: fc.oneof(
                  fc.string({ maxLength: 200 }),
                  fc.string({ minLength: 4990, maxLength: 5010 }),
                ),
              },
              { requiredKeys: ['name', 'email', 'message'] },
            ),
          ),
        ),
      bodySchema: contactMessageBody,
    }),
    op('GET /api/contact-messages'),
    op('GET /api/outbox', { query: () => queryString(['page']) }),
    op('GET /api/mail-delivery', { query: () => queryString(['x']) }),
    op('GET /api/mailbox', {
      query: (w) => queryString(['cursor'], fc.oneof(fc.constant(w.ids.outboxMail), anyString)),
    }),
    op('GET /api/mailbox/:id', {
      params: (w) => ({ id: segment([w.ids.outboxMail]) }),
      paramsSchema: mailIdParams,
    }),
    op('GET /api/audit', {
      query: () =>
        queryString(
          ['action', 'actor', 'subjectType', 'subject', 'subjectId', 'from', 'to', 'cursor', 'limit'],
          fc.oneof(
            fc.constantFrom(
              ...auditActions,
              ...auditSubjectTypes,
              '2026-10-01T00:00:00Z',
              '1',
              '100',
              '101',
              '0',
              '%',
              '_',
            ),
            anyString,
          ),
        ),
    }),
    ...['GET /api/ledger', 'GET /api/ledger.csv'].map((route) =>
      op(route, {
        query: () =>
          queryString(
            ['from', 'to', 'kind', 'status', 'class', 'instructor', 'student', 'cursor', 'limit'],
            fc.oneof(
              fc.constantFrom(
                ...ledgerKinds,
                ...paymentStatuses,
                '2026-10-01',
                '2026-02-30',
                '1_payment-00000000-0000-0000-0000-000000000000',
                '99999999999999999_refund-00000000-0000-0000-0000-000000000000-at-once',
                '1',
                '200',
                '201',
                '0',
                '%',
                '_',
              ),
              anyString,
            ),
          ),
      }),
    ),
    op('GET /api/reports/revenue', {
      query: () =>
        queryString(
          ['from', 'to'],
          fc.oneof(
            fc.constantFrom(
              '2026-01',
              '2026-11',
              '2026-12',
              '2000-01',
              '2100-12',
              '2026-13',
              '1999-12',
              '2026-1',
            ),
            anyString,
          ),
        ),
    }),
    op('GET /api/reports/enrolments'),
    op('GET /api/outbox/:id', {
      params: (w) => ({ id: segment([w.ids.outboxMail]) }),
      paramsSchema: mailIdParams,
    }),
    op('GET /api/outbox/:id/html', {
      params: (w) => ({ id: segment([w.ids.outboxMail]) }),
      paramsSchema: mailIdParams,
    }),
    op('PATCH /api/contact-messages/:id', {
      params: (w) => ({ id: segment([w.ids.contactMessage]) }),
      paramsSchema: contactMessageIdParam,
      body: () =>
        bodies(
          mutated(
            keysOf(answerContactMessageBody),
            fc.record(
              { answered: fc.boolean(), answer: fc.string({ maxLength: 200 }) },
              { requiredKeys: ['answered'] },
            ),
          ),
        ),
      bodySchema: answerContactMessageBody,
    }),
    op('POST /api/teaching-applications', {
      body: () =>
        bodies(
          mutated(
            keysOf(teachingApplicationBody),
            fc.record({
              languages: fc.array(
                fc.oneof(fc.constantFrom('Polish', 'Korean'), fc.string({ maxLength: 50 })),
                {
                  maxLength: 12,
                },
              ),
              experience: fc.string({ maxLength: 300 }),
              bio: fc.oneof(fc.string({ maxLength: 300 }), fc.string({ minLength: 995, maxLength: 1005 })),
            }),
          ),
        ),
      bodySchema: teachingApplicationBody,
    }),
    op('GET /api/teaching-applications/mine'),
    op('GET /api/teaching-applications'),
    op('POST /api/teaching-applications/:id/accept', {
      params: (w) => ({ id: segment([w.ids.application]) }),
      paramsSchema: teachingApplicationIdParam,
    }),
    op('POST /api/teaching-applications/:id/decline', {
      params: (w) => ({ id: segment([w.ids.application]) }),
      paramsSchema: teachingApplicationIdParam,
      body: () =>
        bodies(
          mutated(keysOf(declineApplicationBody), fc.record({ message: fc.string({ maxLength: 1010 }) })),
        ),
      bodySchema: declineApplicationBody,
    }),
    op('GET /api/me'),
    op('GET /api/session'),
    op('PATCH /api/me', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(updateProfileBody),
            fc.record(
              {
                name: fc.string({ maxLength: 130 }),
                photo: fc.oneof(
                  fc.constantFrom('/images/avatar.svg', '', null, `/api/images/${w.ids.image}`),
                  anyString,
                ),
                bio: fc.oneof(
                  fc.constantFrom(null, '', ' ', 'x'.repeat(1001)),
                  fc.string({ maxLength: 1010 }),
                ),
                languages: fc.oneof(
                  fc.array(fc.constantFrom(...languageCodes), { maxLength: 12 }),
                  fc.array(fc.oneof(fc.constantFrom(...languageCodes), anyString), { maxLength: 3 }),
                ),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      bodySchema: updateProfileBody,
    }),
    op('PUT /api/me/locale', {
      body: () =>
        bodies(
          mutated(
            keysOf(localeChoice),
            fc.record({
              locale: fc.oneof(fc.constantFrom(...uiLocales, 'pt', 'EN', 'pt-br', ''), anyString),
            }),
          ),
        ),
      bodySchema: localeChoice,
    }),
    op('GET /api/account/password'),
    op('POST /api/account/password', {
      body: () =>
        bodies(
          mutated(
            keysOf(changePasswordBody),
            fc.record({
              currentPassword: fc.oneof(
                fc.constantFrom(TEST_PASSWORD, 'Wrong#123', ''),
                fc.string({ maxLength: 140 }),
              ),
              newPassword: fc.oneof(
                fc.constantFrom('Fresh#Pass9', TEST_PASSWORD, 'lowercase#1'),
                fc.string({ maxLength: 140 }),
              ),
            }),
          ),
        ),
      bodySchema: changePasswordBody,
    }),
    op('GET /api/account/sessions'),
    op('DELETE /api/account/sessions/:id', {
      params: (w) => ({
        id: segment([w.ids.userOtherSession, 'sign-out-others'], fc.string({ minLength: 1, maxLength: 70 })),
      }),
      paramsSchema: accountSessionIdParam,
    }),
    op('POST /api/account/sessions/sign-out-others'),
    op('GET /api/users', {
      query: () => queryString(['q'], fc.oneof(fc.constantFrom('maria', 'MARÍA JOSÉ', '%'), anyString)),
    }),
    op('GET /api/users/:email', { params: (w) => ({ email: emailSegment(w) }), paramsSchema: emailParam }),
    op('PATCH /api/users/update/:id', {
      params: (w) => ({ id: segment(userIds(w), fc.string({ minLength: 1, maxLength: 64 })) }),
      paramsSchema: userIdParam,
      body: () =>
        bodies(
          mutated(
            keysOf(updateRoleBody),
            fc.record({ role: fc.constantFrom('user', 'instructor', 'admin') }),
          ),
        ),
      bodySchema: updateRoleBody,
    }),
    op('DELETE /api/users/:id', {
      params: (w) => ({ id: segment(userIds(w), fc.string({ minLength: 1, maxLength: 64 })) }),
      paramsSchema: userIdParam,
      query: () => queryString(['refund'], fc.oneof(fc.constantFrom('true', 'false'), anyString)),
    }),
    op('GET /api/carts', {
      query: (w) => queryString(['email'], fc.oneof(fc.constantFrom(...emails(w)), anyString)),
    }),
    op('GET /api/carts/:id', { params: (w) => ({ id: segment(cartIds(w)) }), paramsSchema: cartItemParams }),
    op('POST /api/carts', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(addToCartBody),
            fc.record({ classId: fc.oneof(fc.constantFrom(...classIds(w)), fc.uuid()) }),
          ),
        ),
      bodySchema: addToCartBody,
    }),
    op('DELETE /api/carts/:id', {
      params: (w) => ({ id: segment(cartIds(w)) }),
      paramsSchema: cartItemParams,
    }),
    op('GET /api/enrolled'),
    op('GET /api/me/sessions'),
    op('POST /api/carts/:id/enrol-free', {
      params: (w) => ({ id: segment(cartIds(w)) }),
      paramsSchema: cartItemParams,
    }),
    op('GET /api/earnings'),
    op('GET /api/payouts'),
    op('GET /api/payouts/owed.csv'),
    op('POST /api/payouts', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(recordPayoutBody),
            fc.record({
              instructorId: fc.oneof(fc.constantFrom(...userIds(w)), fc.string({ maxLength: 70 })),
              amount: fc.oneof(fc.constantFrom(1, 16, 16.01, 0, -1, 0.001), price),
              paidOn: fc.oneof(
                fc.constantFrom('2026-11-01', '2099-01-01', '2026-02-30', '1999-12-31'),
                anyString,
              ),
              reference: fc.oneof(fc.string({ maxLength: 150 }), anyString),
            }),
          ),
        ),
      bodySchema: recordPayoutBody,
    }),
    op('GET /api/school-settings/commission'),
    op('PUT /api/school-settings/commission', {
      body: () =>
        bodies(
          mutated(
            keysOf(setCommissionBody),
            fc.record({
              commissionPercent: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double(), anyString),
            }),
          ),
        ),
      bodySchema: setCommissionBody,
    }),
    op('GET /api/payments/config'),
    op('POST /api/create-payment-intent', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(createPaymentIntentBody),
            fc.record({ cartItemId: fc.oneof(fc.constantFrom(...cartIds(w)), fc.uuid()) }),
          ),
        ),
      bodySchema: createPaymentIntentBody,
    }),
    op('POST /api/payments', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(recordPaymentBody),
            fc.record({
              transactionId: fc.oneof(
                fc.constantFrom(w.ids.paidIntent, w.ids.openIntent, w.ids.paymentTransaction),
                fc.string({ minLength: 1, maxLength: 40 }),
              ),
              cartItemId: fc.oneof(fc.constantFrom(...cartIds(w)), fc.uuid()),
            }),
          ),
        ),
      bodySchema: recordPaymentBody,
    }),
    op('GET /api/payments/:email', {
      params: (w) => ({ email: emailSegment(w) }),
      paramsSchema: emailParam,
    }),
    op('GET /api/receipts/:id', {
      params: (w) => ({ id: segment([w.ids.payment]) }),
      paramsSchema: receiptParams,
    }),
    op('GET /api/coupons'),
    op('POST /api/coupons', {
      body: (w) => bodies(mutated(keysOf(createCouponBody), couponBody(w, ['code', 'kind']))),
      bodySchema: createCouponBody,
    }),
    op('PATCH /api/coupons/:id', {
      params: (w) => ({ id: segment([w.ids.coupon]) }),
      paramsSchema: couponParams,
      body: (w) => bodies(mutated(keysOf(updateCouponBody), couponBody(w, []))),
      bodySchema: updateCouponBody,
    }),
    op('PUT /api/carts/:id/coupon', {
      params: (w) => ({ id: segment(cartIds(w)) }),
      paramsSchema: cartItemParams,
      body: () =>
        bodies(
          mutated(
            keysOf(applyCouponBody),
            fc.record({
              code: fc.oneof(
                fc.constantFrom('WORLD10', 'world10', ' World10 '),
                fc.string({ maxLength: 45 }),
              ),
            }),
          ),
        ),
      bodySchema: applyCouponBody,
    }),
    op('DELETE /api/carts/:id/coupon', {
      params: (w) => ({ id: segment(cartIds(w)) }),
      paramsSchema: cartItemParams,
    }),
    op('GET /api/enrolments/:id/cancellation', {
      params: (w) => ({ id: segment([w.ids.enrolment, w.ids.payment]) }),
      paramsSchema: refundIdParams,
    }),
    op('POST /api/enrolments/:id/cancel', {
      params: (w) => ({ id: segment([w.ids.enrolment]) }),
      paramsSchema: refundIdParams,
      body: () =>
        bodies(
          mutated(
            keysOf(cancelEnrolmentBody),
            fc.record({ expectedRefund: fc.oneof(fc.constantFrom(0, 20, 19.99), price) }),
          ),
        ),
      bodySchema: cancelEnrolmentBody,
    }),
    op('POST /api/payments/:id/refunds', {
      params: (w) => ({ id: segment([w.ids.payment, w.ids.enrolment]) }),
      paramsSchema: refundIdParams,
      body: () =>
        bodies(
          mutated(
            keysOf(adminRefundBody),
            fc.record({
              amount: fc.oneof(fc.constantFrom(0.01, 5, 20, 20.01), price),
              reason: fc.oneof(fc.constant('Goodwill.'), fc.string({ maxLength: 510 })),
              cancelEnrolment: fc.boolean(),
            }),
          ),
        ),
      bodySchema: adminRefundBody,
    }),
    op('GET /api/refunds'),
    op('GET /api/school-settings'),
    op('PUT /api/school-settings/refund-policy', {
      body: () =>
        bodies(
          mutated(
            keysOf(refundPolicyBody),
            fc.record({
              fullRefundDays: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.double()),
              partialRefundHours: fc.oneof(fc.integer({ min: 0, max: 9000 }), fc.integer()),
              partialRefundPercent: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer()),
              unscheduledRefund: fc.oneof(fc.constantFrom('full', 'none'), anyString),
            }),
          ),
        ),
      bodySchema: refundPolicyBody,
    }),
    op('PUT /api/school-settings/late-joining', {
      body: () =>
        bodies(
          mutated(keysOf(lateJoiningBody), fc.record({ lateJoining: fc.oneof(fc.boolean(), anyString) })),
        ),
      bodySchema: lateJoiningBody,
    }),
    op('POST /api/payments/simulated/confirm', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(simulatedConfirmBody),
            fc.record({
              clientSecret: fc.oneof(
                fc.constantFrom(w.ids.openIntentSecret, w.ids.paidIntentSecret),
                fc.string({ minLength: 1, maxLength: 80 }),
              ),
              card,
            }),
          ),
        ),
      bodySchema: simulatedConfirmBody,
    }),
    op('POST /api/payments/stripe/webhook', {
      stripe: true,
      body: () =>
        fc.oneof(
          {
            weight: 3,
            arbitrary: fc
              .record({
                id: fc.string({ maxLength: 20 }),
                object: fc.constant('event'),
                type: fc.oneof(
                  fc.constantFrom(
                    'payment_intent.succeeded',
                    'payment_intent.payment_failed',
                    'charge.refunded',
                  ),
                  fc.string({ maxLength: 30 }),
                ),
                data: fc.record({
                  object: fc.oneof(
                    fc.record({
                      id: fc.oneof(
                        fc.constant(stripeIntent),
                        fc.string({ maxLength: 40 }).map((s) => `pi_${s}`),
                      ),
                      object: fc.constant('payment_intent'),
                    }),
                    hostileValue,
                  ),
                }),
              })
              .map((event): Body => ({ kind: 'json', value: event })),
          },
          { weight: 2, arbitrary: bodies(hostileValue) },
        ),
      headers: () =>
        fc.oneof(
          fc.constant({} as Record<string, string>),
          fc.constant({ 'stripe-signature': 'sign-me' }),
          fc.string({ maxLength: 80 }).map((s) => ({ 'stripe-signature': s })),
          fc
            .integer({ min: 0, max: 2e9 })
            .map((t) => ({ 'stripe-signature': `t=${t},v1=${'0'.repeat(64)}` })),
        ),
    }),
    op('POST /api/auth/sign-up/email', {
      body: () =>
        bodies(
          mutated(
            keysOf(signUpBody),
            fc.record(
              {
                name: fc.string({ maxLength: 130 }),
                email,
                password: fc.oneof(
                  fc.constantFrom(TEST_PASSWORD, 'Another#Pass1'),
                  fc.string({ maxLength: 140 }),
                ),
                image: fc.oneof(fc.constantFrom('/images/avatar.svg', '', null), anyString),
                gender: fc.oneof(fc.constantFrom('male', 'female', 'preferNotToSay', null), anyString),
              },
              { requiredKeys: ['name', 'email', 'password'] },
            ),
          ),
        ),
      bodySchema: signUpBody,
    }),
    op('POST /api/auth/sign-in/email', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(signInBody),
            fc.record({
              email: fc.oneof(fc.constantFrom(...emails(w), 'nobody@example.com'), email, anyString),
              password: fc.oneof(fc.constantFrom(TEST_PASSWORD, 'Wrong#123'), fc.string({ maxLength: 140 })),
            }),
          ),
        ),
      bodySchema: signInBody,
    }),
    op('POST /api/account-links/verify-email/open', {
      body: () => bodies(mutated(keysOf(tokenBody), fc.record({ token: fc.oneof(linkTokenArb, anyString) }))),
      bodySchema: tokenBody,
    }),
    op('POST /api/account-links/verify-email', {
      body: () =>
        bodies(
          mutated(
            keysOf(verifyEmailBody),
            fc.record(
              {
                token: fc.oneof(linkTokenArb, anyString),
                name: fc.oneof(fc.constantFrom('Vera', ' ', ''), anyString),
                password: fc.oneof(fc.constantFrom('Brand#new1', 'weak'), fc.string({ maxLength: 140 })),
              },
              { requiredKeys: ['token'] },
            ),
          ),
        ),
      bodySchema: verifyEmailBody,
    }),
    op('POST /api/account-links/verify-email/resend', {
      body: () => bodies(mutated(['token'], fc.record({}))),
    }),
    op('POST /api/account-links/forgot-password', {
      body: (w) =>
        bodies(
          mutated(
            keysOf(forgotPasswordBody),
            fc.record({
              email: fc.oneof(fc.constantFrom(...emails(w), 'nobody@example.com'), email, anyString),
            }),
          ),
        ),
      bodySchema: forgotPasswordBody,
    }),
    op('POST /api/account-links/reset-password', {
      body: () =>
        bodies(
          mutated(
            keysOf(resetPasswordBody),
            fc.record({
              token: fc.oneof(linkTokenArb, anyString),
              password: fc.oneof(fc.constantFrom('Brand#new1', 'weak'), fc.string({ maxLength: 140 })),
            }),
          ),
        ),
      bodySchema: resetPasswordBody,
    }),
    op('POST /api/auth/sign-out'),
    op('GET /api/auth/providers'),
    op('GET /api/auth/popup/start', {
      query: () => queryString(['provider'], fc.oneof(fc.constantFrom('demo', 'google', 'oidc'), anyString)),
    }),
    op('GET /api/auth/*', { path: () => authPaths.map((p) => `/api/auth/${p}`), query: () => oauthQuery }),
    op('POST /api/auth/*', {
      path: () => authPaths.map((p) => `/api/auth/${p}`),
      query: () => oauthQuery,
      body: () => bodies(mutated(['provider', 'code', 'state', 'role'], fc.record({ provider: anyString }))),
    }),
  ];
}

// --- the app, the world, and the properties ---------------------------------------------------

let full: FullTestApp;
let world: World;
let pristine: string;
let ops: Operation[];
const stripeHelper = new Stripe('sk_test_helper');
const counts = { requests: 0, refused: 0, written: 0, libraryLogLines: 0 };

/**
 * The slowest operation's 200 cases take about 11 s; one request taking this long means the app stopped
 * answering (a transaction left open on PGlite holds every later query). The first such request is named
 * and every later case fails at once, so the run ends with the culprit instead of waiting out each test.
 */
const STUCK_MS = 30_000;
let stuckAt: string | null = null;

/** `what` names the request for the failure; it is only worked out if there is one (a body can be megabytes). */
async function answerOrStuck<T>(answer: Promise<T>, what: () => string): Promise<T> {
  if (stuckAt) throw new Error(`not sent: the app stopped answering at ${stuckAt}`);
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stuckAt ??= what();
      reject(new Error(`no answer in ${STUCK_MS / 1000} s: the app stopped answering at ${stuckAt}`));
    }, STUCK_MS);
  });
  try {
    return await Promise.race([answer, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  // Thousands of refused sign-ins make the auth library warn on the console each time: count, not print.
  for (const method of ['warn', 'error'] as const) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (args.some((a) => typeof a === 'string' && a.includes('[Better Auth]'))) counts.libraryLogLines++;
      else original(...args);
    });
  }
  // Thousands of sign-ins and sign-ups from one address: the limits are tested in modules/sign-in.
  full = await createFullTestApp({ authRateLimit: false });
  world = await createWorld(full.ctx);
  // A succeeded Stripe payment of the user for the paid class, so signed events can be recorded.
  const created = await full.stripe.processor.createIntent({
    amount: asCents(4999),
    currency: 'usd',
    metadata: {
      userId: world.people.user.id,
      email: world.people.user.email,
      classId: world.ids.paidClass,
      className: 'Spanish A1',
      cartItemId: world.ids.cartItem,
    },
  });
  full.stripe.fake.succeed(created.id);
  ops = operations(created.id);
  pristine = await world.checksum();
});
afterAll(async () => {
  console.log(
    `fuzz: ${ops?.length ?? 0} operations x ${RUNS} cases: ${counts.requests} requests, ${counts.refused} refused, ${counts.written} that wrote (and were undone); ${counts.libraryLogLines} auth library log lines not shown`,
  );
  vi.restoreAllMocks();
  await full?.close();
});

function bodyValue(body: Body): { ok: true; value: unknown } | { ok: false } {
  if (body.kind !== 'json') return { ok: false };
  return { ok: true, value: JSON.parse(JSON.stringify(body.value)) as unknown };
}

async function exercise(operation: Operation, sent: Sent) {
  const app = operation.stripe ? full.stripeApp : full.ctx.app;
  const request = toInject(world, sent);
  if (
    operation.stripe &&
    request.headers &&
    (request.headers as Record<string, string>)['stripe-signature'] === 'sign-me'
  ) {
    const payload = typeof request.payload === 'string' ? request.payload : '';
    (request.headers as Record<string, string>)['stripe-signature'] =
      stripeHelper.webhooks.generateTestHeaderString({
        payload,
        secret: TEST_WEBHOOK_SECRET,
      });
  }
  const sentText = `${sent.method} ${sent.path}${sent.query.slice(0, 200)} as ${sent.who} (${sent.origin} origin, ${
    sent.body.kind === 'raw' ? sent.body.why : sent.body.kind
  })`;
  const res = await answerOrStuck(
    app.inject(request),
    () => `${sentText} ${JSON.stringify(sent.body).slice(0, 500)}`,
  );
  counts.requests++;
  const where = `${sentText}: ${res.statusCode} ${res.body.slice(0, 300)}`;

  expect(res.statusCode, where).toBeLessThan(500);
  // A meeting link reaches only those who may join: the user (enrolled in enrolledClass), the instructor
  // (who teaches both classes) and admins; never a visitor, another student or another instructor.
  // The user's calendar feed is the user's, whoever holds its secret.
  const feedOfUser =
    operation.route === 'GET /api/calendar/feed/:file' && sent.params?.file === `${world.ids.feedToken}.ics`;
  if (res.body.includes(world.ids.enrolledMeetingLink)) {
    expect(['user', 'instructor', 'admin'], `a meeting link leaked: ${where}`).toContain(
      feedOfUser ? 'user' : sent.who,
    );
  }
  if (res.body.includes(world.ids.ownMeetingLink)) {
    expect(['instructor', 'admin'], `a meeting link leaked: ${where}`).toContain(sent.who);
  }
  if (res.statusCode >= 400) {
    counts.refused++;
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    expect(errorBody.safeParse(res.json()).success, where).toBe(true);
  }
  const body = bodyValue(sent.body);
  if (operation.bodySchema && body.ok && !operation.bodySchema.safeParse(body.value).success) {
    expect(res.statusCode, `the contract refuses this body: ${where}`).toBeGreaterThanOrEqual(400);
  }
  if (operation.paramsSchema && sent.params) {
    const accepted = operation.paramsSchema.safeParse(sent.params).success;
    if (!accepted)
      expect(res.statusCode, `the contract refuses these parameters: ${where}`).toBeGreaterThanOrEqual(400);
    else expect(res.statusCode, `the contract accepts these parameters: ${where}`).not.toBe(414);
  }
  if (
    sent.body.kind === 'raw' &&
    formLikeTypes.some((t) => sent.body.kind === 'raw' && sent.body.contentType?.startsWith(t))
  ) {
    // Two routes take a form by design: an upload, and a mail program's one-click unsubscribe (RFC 8058).
    const formByDesign =
      (operation.route === 'POST /api/images' && sent.body.contentType?.startsWith('multipart/')) ||
      (operation.route === 'POST /api/newsletter/unsubscribe' &&
        !sent.body.contentType?.startsWith('text/plain'));
    if (!formByDesign) {
      expect(res.statusCode, `a form-like body must never be acted on: ${where}`).toBeGreaterThanOrEqual(400);
    }
  }
  const after = await answerOrStuck(world.checksum(), () => `reading the store after ${sentText}`);
  // Starting the third-party sign-in stores its state: that GET writes by design.
  const writesOnGet =
    operation.route === 'GET /api/auth/popup/start' || operation.route === 'GET /api/auth/*';
  if (res.statusCode >= 400 || (sent.method === 'GET' && !writesOnGet)) {
    expect(after, `nothing may be written: ${where}`).toBe(pristine);
  }
  if (after !== pristine) {
    counts.written++;
    await answerOrStuck(world.restore(), () => `undoing what ${sentText} wrote`);
  }
}

describe('fuzzing the API', () => {
  it('has a fuzzed operation for every API route of the running app', () => {
    const api = full.routes().filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    const fuzzed = new Set(ops.map((o) => o.route));
    expect(api.filter((r) => !fuzzed.has(r))).toEqual([]);
    expect([...fuzzed].filter((r) => !api.includes(r))).toEqual([]);
  });

  // The list is made in beforeAll (it needs the world's ids); the titles are known before.
  const titles = operations('pi_placeholder').map((o) => o.route);
  it.each(titles)(
    '%s: never a 5xx, errors in the documented shape, nothing written when refused',
    async (route) => {
      const operation = ops.find((o) => o.route === route)!;
      await answerOrStuck(world.ensurePristine(), () => `restoring the store before ${route}`);
      pristine = await world.checksum();
      await fc.assert(
        fc.asyncProperty(operation.cases(world), (sent) => exercise(operation, sent)),
        { numRuns: RUNS },
      );
    },
    300_000,
  );
});
