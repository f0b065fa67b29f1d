import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { InjectOptions } from 'fastify';
import { errorBody } from '#contract/errors';
import { createFullTestApp, TEST_WEBHOOK_SECRET, type FullTestApp } from '#server/testing/full-app';
import { multipartBody, TINY_PNG } from '#server/testing/multipart';
import { createWorld, GOOD_CARD, type Who, type World } from '#server/testing/fixtures';
import { TEST_PASSWORD } from '#server/testing/test-app';

/**
 * Cross-site request forgery: every state-changing API route, sent as its rightful caller would send
 * it, except from a foreign page (foreign Origin), from a context that hides its origin (none), or as
 * the one body type a cross-site form can post without asking (text/plain). Each must be refused
 * (403 or 415) and change nothing; the same request from our own page must go through.
 */
interface Forgeable {
  who: Who;
  /** The request as our own page sends it. */
  request(w: World): { url: string; payload: string | Buffer; contentType: string };
  /** What our own page gets. */
  ok: number;
}

const asJson = (url: string, body: object = {}) => ({
  url,
  payload: JSON.stringify(body),
  contentType: 'application/json',
});

const forgeable: Record<string, Forgeable> = {
  'POST /api/classes': {
    who: 'instructor',
    request: () =>
      asJson('/api/classes', { name: 'Polish A1', price: 10, img: '/images/a.svg', availableSeats: 8 }),
    ok: 201,
  },
  'PATCH /api/classes/:id': {
    who: 'instructor',
    request: (w) => asJson(`/api/classes/${w.ids.ownClass}`, { name: 'Italian A2' }),
    ok: 200,
  },
  'DELETE /api/classes/:id': {
    who: 'instructor',
    request: (w) => asJson(`/api/classes/${w.ids.ownClass}`),
    ok: 200,
  },
  'POST /api/classes/schedule-check': {
    who: 'instructor',
    request: (w) => asJson('/api/classes/schedule-check', { schedule: w.ids.schedule }),
    ok: 200,
  },
  'POST /api/classes/:id/reassign': {
    who: 'admin',
    request: (w) =>
      asJson(`/api/classes/${w.ids.ownClass}/reassign`, { instructorId: w.people.otherInstructor.id }),
    ok: 200,
  },
  'POST /api/classes/:id/sessions/:sessionId/move': {
    who: 'instructor',
    request: (w) =>
      asJson(`/api/classes/${w.ids.ownClass}/sessions/${w.ids.ownSession}/move`, {
        date: w.ids.ownSessionDate,
        startTime: '15:00',
      }),
    ok: 200,
  },
  'POST /api/classes/:id/sessions/:sessionId/cancel': {
    who: 'instructor',
    request: (w) =>
      asJson(`/api/classes/${w.ids.ownClass}/sessions/${w.ids.ownSession}/cancel`, { reason: 'Ill.' }),
    ok: 200,
  },
  'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId': {
    who: 'instructor',
    request: (w) =>
      asJson(
        `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/attendance/${w.people.user.id}`,
        { status: 'late' },
      ),
    ok: 200,
  },
  'POST /api/calendar/feed': { who: 'user', request: () => asJson('/api/calendar/feed'), ok: 201 },
  'DELETE /api/calendar/feed': { who: 'user', request: () => asJson('/api/calendar/feed'), ok: 200 },
  'PATCH /api/classes/update/:id': {
    who: 'admin',
    request: (w) => asJson(`/api/classes/update/${w.ids.pendingClass}`, { status: 'approved' }),
    ok: 200,
  },
  'POST /api/images': {
    who: 'user',
    request: () => {
      const { payload, contentType } = multipartBody([
        { name: 'image', filename: 'a.png', type: 'image/png', data: TINY_PNG },
      ]);
      return { url: '/api/images', payload, contentType };
    },
    ok: 201,
  },
  'POST /api/newsletter': {
    who: 'anonymous',
    request: () => asJson('/api/newsletter', { email: 'a@example.com' }),
    ok: 200,
  },
  'POST /api/newsletter/confirm': {
    who: 'anonymous',
    request: (w) => asJson('/api/newsletter/confirm', { token: w.ids.newsletterConfirmToken }),
    ok: 200,
  },
  'POST /api/contact-messages': {
    who: 'anonymous',
    request: () => asJson('/api/contact-messages', { name: 'Ana', email: 'a@example.com', message: 'Hi' }),
    ok: 201,
  },
  'PATCH /api/contact-messages/:id': {
    who: 'admin',
    request: (w) => asJson(`/api/contact-messages/${w.ids.contactMessage}`, { answered: true }),
    ok: 200,
  },
  'POST /api/teaching-applications': {
    who: 'user',
    request: () =>
      asJson('/api/teaching-applications', { languages: ['Polish'], experience: 'Two years.', bio: 'Hi.' }),
    ok: 201,
  },
  'POST /api/teaching-applications/:id/accept': {
    who: 'admin',
    request: (w) => asJson(`/api/teaching-applications/${w.ids.application}/accept`),
    ok: 200,
  },
  'POST /api/teaching-applications/:id/decline': {
    who: 'admin',
    request: (w) => asJson(`/api/teaching-applications/${w.ids.application}/decline`, { message: 'No.' }),
    ok: 200,
  },
  'POST /api/payouts': {
    who: 'admin',
    request: (w) =>
      asJson('/api/payouts', {
        instructorId: w.people.instructor.id,
        amount: 10,
        paidOn: '2026-11-01',
        reference: 'TR-1',
      }),
    ok: 201,
  },
  'PUT /api/school-settings/commission': {
    who: 'admin',
    request: () => asJson('/api/school-settings/commission', { commissionPercent: 15 }),
    ok: 200,
  },
  'PATCH /api/me': { who: 'user', request: () => asJson('/api/me', { name: 'Renamed' }), ok: 200 },
  'PUT /api/me/locale': { who: 'user', request: () => asJson('/api/me/locale', { locale: 'es' }), ok: 204 },
  'POST /api/account/password': {
    who: 'user',
    request: () =>
      asJson('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'Fresh#Pass9' }),
    ok: 200,
  },
  'DELETE /api/account/sessions/:id': {
    who: 'user',
    request: (w) => asJson(`/api/account/sessions/${w.ids.userOtherSession}`),
    ok: 200,
  },
  'POST /api/account/sessions/sign-out-others': {
    who: 'user',
    request: () => asJson('/api/account/sessions/sign-out-others'),
    ok: 200,
  },
  'PATCH /api/users/update/:id': {
    who: 'admin',
    request: (w) => asJson(`/api/users/update/${w.ids.victim}`, { role: 'admin' }),
    ok: 200,
  },
  'DELETE /api/users/:id': { who: 'admin', request: (w) => asJson(`/api/users/${w.ids.victim}`), ok: 200 },
  'POST /api/carts': {
    who: 'user',
    request: (w) => asJson('/api/carts', { classId: w.ids.spareClass }),
    ok: 200,
  },
  'POST /api/classes/:id/waitlist': {
    who: 'otherUser',
    request: (w) => asJson(`/api/classes/${w.ids.fullClass}/waitlist`),
    ok: 201,
  },
  'DELETE /api/classes/:id/waitlist': {
    who: 'user',
    request: (w) => asJson(`/api/classes/${w.ids.fullClass}/waitlist`),
    ok: 200,
  },
  'DELETE /api/carts/:id': { who: 'user', request: (w) => asJson(`/api/carts/${w.ids.cartItem}`), ok: 200 },
  'POST /api/carts/:id/enrol-free': {
    who: 'user',
    request: (w) => asJson(`/api/carts/${w.ids.freeCartItem}/enrol-free`),
    ok: 200,
  },
  'POST /api/coupons': {
    who: 'admin',
    request: () => asJson('/api/coupons', { code: 'CSRF10', kind: 'percent', percentOff: 10 }),
    ok: 201,
  },
  'PATCH /api/coupons/:id': {
    who: 'admin',
    request: (w) => asJson(`/api/coupons/${w.ids.coupon}`, { active: false }),
    ok: 200,
  },
  'PUT /api/carts/:id/coupon': {
    who: 'user',
    request: (w) => asJson(`/api/carts/${w.ids.cartItem}/coupon`, { code: 'WORLD10' }),
    ok: 200,
  },
  'DELETE /api/carts/:id/coupon': {
    who: 'user',
    request: (w) => asJson(`/api/carts/${w.ids.cartItem}/coupon`),
    ok: 200,
  },
  'POST /api/create-payment-intent': {
    who: 'user',
    request: (w) => asJson('/api/create-payment-intent', { cartItemId: w.ids.cartItem }),
    ok: 200,
  },
  'POST /api/payments': {
    who: 'user',
    request: (w) => asJson('/api/payments', { transactionId: w.ids.paidIntent, cartItemId: w.ids.cartItem }),
    ok: 200,
  },
  'POST /api/enrolments/:id/cancel': {
    who: 'user',
    request: (w) => asJson(`/api/enrolments/${w.ids.enrolment}/cancel`, { expectedRefund: 0 }),
    ok: 200,
  },
  'POST /api/payments/:id/refunds': {
    who: 'admin',
    request: (w) => asJson(`/api/payments/${w.ids.payment}/refunds`, { amount: 5, reason: 'Goodwill.' }),
    ok: 200,
  },
  'PUT /api/school-settings/late-joining': {
    who: 'admin',
    request: () => asJson('/api/school-settings/late-joining', { lateJoining: false }),
    ok: 200,
  },
  'PUT /api/school-settings/refund-policy': {
    who: 'admin',
    request: () =>
      asJson('/api/school-settings/refund-policy', {
        fullRefundDays: 10,
        partialRefundHours: 48,
        partialRefundPercent: 40,
        unscheduledRefund: 'none',
      }),
    ok: 200,
  },
  'POST /api/payments/simulated/confirm': {
    who: 'user',
    request: (w) =>
      asJson('/api/payments/simulated/confirm', { clientSecret: w.ids.openIntentSecret, card: GOOD_CARD }),
    ok: 200,
  },
  'POST /api/auth/sign-up/email': {
    who: 'anonymous',
    request: () =>
      asJson('/api/auth/sign-up/email', {
        name: 'Mallory',
        email: 'mallory@example.com',
        password: TEST_PASSWORD,
      }),
    ok: 200,
  },
  'POST /api/auth/sign-in/email': {
    who: 'anonymous',
    request: (w) =>
      asJson('/api/auth/sign-in/email', { email: w.people.user.email, password: TEST_PASSWORD }),
    ok: 200,
  },
  // A forged request must never spend or ask for a mailed link; from our page they reach the service.
  'POST /api/account-links/verify-email': {
    who: 'anonymous',
    request: () => asJson('/api/account-links/verify-email', { token: 'A'.repeat(43) }),
    ok: 400,
  },
  'POST /api/account-links/verify-email/open': {
    who: 'anonymous',
    request: () => asJson('/api/account-links/verify-email/open', { token: 'A'.repeat(43) }),
    ok: 400,
  },
  'POST /api/account-links/verify-email/resend': {
    who: 'user',
    request: () => asJson('/api/account-links/verify-email/resend'),
    // The world's accounts are verified already.
    ok: 409,
  },
  'POST /api/account-links/forgot-password': {
    who: 'anonymous',
    request: (w) => asJson('/api/account-links/forgot-password', { email: w.people.user.email }),
    ok: 200,
  },
  'POST /api/account-links/reset-password': {
    who: 'anonymous',
    request: () =>
      asJson('/api/account-links/reset-password', { token: 'A'.repeat(43), password: 'Brand#new1' }),
    ok: 400,
  },
  'POST /api/auth/sign-out': { who: 'user', request: () => asJson('/api/auth/sign-out'), ok: 200 },
  // The library's routes behind the catch-all: only the OpenID Connect return passes, and it redirects.
  'POST /api/auth/*': {
    who: 'user',
    request: () => asJson('/api/auth/callback/demo', { code: 'x', state: 'y' }),
    ok: 302,
  },
};

const safe = new Set(['GET', 'HEAD', 'OPTIONS']);
let full: FullTestApp;
let world: World;

beforeAll(async () => {
  full = await createFullTestApp();
  world = await createWorld(full.ctx);
});
afterAll(() => full?.close());

function send(
  route: string,
  variant: 'own page' | 'foreign origin' | 'no origin' | 'text/plain',
): InjectOptions {
  const spec = forgeable[route]!;
  const { url, payload, contentType } = spec.request(world);
  const headers: Record<string, string> = { ...world.headers(spec.who), 'content-type': contentType };
  if (variant === 'foreign origin') headers.origin = 'https://evil.example';
  if (variant === 'no origin') delete headers.origin;
  if (variant === 'text/plain') headers['content-type'] = 'text/plain';
  return { method: route.split(' ')[0] as 'POST', url, headers, payload };
}

describe('cross-site request forgery', () => {
  it('knows every state-changing API route of the running app', () => {
    const changing = full.routes().filter((r) => !safe.has(r.split(' ')[0]!));
    const api = changing.filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    // The webhook is Stripe's, not a browser's: exempt from the Origin check and signature-checked (below).
    // The one-click unsubscribe is a mail program's (RFC 8058): exempt, and it needs the link's secret (below).
    const exempt = ['POST /api/payments/stripe/webhook', 'POST /api/newsletter/unsubscribe'];
    expect(api.filter((r) => !exempt.includes(r)).sort()).toEqual(Object.keys(forgeable).sort());
    // Outside /api only the bundled identity provider changes state; its forms are its own, on its own cookies.
    expect(
      changing.filter((r) => !r.split(' ')[1]!.startsWith('/api/') && !r.split(' ')[1]!.startsWith('/oidc')),
    ).toEqual([]);
  });

  it.each(Object.keys(forgeable))(
    '%s: refuses a foreign Origin, a missing Origin and a text/plain body, and changes nothing',
    async (route) => {
      for (const variant of ['foreign origin', 'no origin', 'text/plain'] as const) {
        await world.ensurePristine();
        const before = await world.checksum();
        const res = await full.ctx.app.inject(send(route, variant));
        expect(res.statusCode, `${variant}: ${res.body}`).toBe(variant === 'text/plain' ? 415 : 403);
        expect(errorBody.safeParse(res.json()).success).toBe(true);
        expect(await world.checksum(), `${variant} changed something`).toBe(before);
      }
      await world.ensurePristine();
      const own = await full.ctx.app.inject(send(route, 'own page'));
      expect(own.statusCode, `from our own page: ${own.body}`).toBe(forgeable[route]!.ok);
    },
  );

  it('keeps the session cookie away from scripts and from cross-site subrequests', async () => {
    const res = await full.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: world.headers('anonymous'),
      payload: { email: world.people.user.email, password: TEST_PASSWORD },
    });
    const session = res.headers['set-cookie'];
    const cookie = (Array.isArray(session) ? session : [session ?? '']).find((c) =>
      c.startsWith('stw.session_token='),
    );
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    await world.ensurePristine();
  });

  it('exempts the Stripe webhook, which refuses what Stripe did not sign and changes nothing', async () => {
    const stripe = new Stripe('sk_test_helper');
    const event = full.stripe.fake.event('payment_intent.succeeded', 'pi_unknown');
    const post = (headers: Record<string, string>) =>
      full.stripeApp.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: event,
      });
    await world.ensurePristine();
    const before = await world.checksum();
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      {},
      { origin: 'https://evil.example', 'stripe-signature': 't=1,v1=forged' },
      {
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: 'whsec_other',
        }),
      },
    ];
    for (const headers of refused) {
      const res = await post(headers);
      expect(res.statusCode).toBe(400);
      expect(await world.checksum()).toBe(before);
    }
    const signed = stripe.webhooks.generateTestHeaderString({ payload: event, secret: TEST_WEBHOOK_SECRET });
    expect((await post({ 'stripe-signature': signed })).statusCode).toBe(200);
  });
  it("exempts the one-click unsubscribe, which a mail program posts without an Origin and acts only with the link's secret", async () => {
    const post = (token: string) =>
      full.ctx.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    await world.ensurePristine();
    const before = await world.checksum();
    const forged = await post('A'.repeat(43));
    expect(forged.statusCode).toBe(404);
    expect(await world.checksum(), 'a made-up link changed something').toBe(before);
    const own = await post(world.ids.newsletterUnsubscribeToken);
    expect(own.statusCode, own.body).toBe(200);
    expect(await world.checksum(), 'the real link unsubscribed nobody').not.toBe(before);
    await world.ensurePristine();
  });
});
