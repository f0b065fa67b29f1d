import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { errorBody } from '#contract/errors';
import { createFullTestApp, type FullTestApp } from './testing/full-app.js';
import { multipartBody, TINY_PNG } from './testing/multipart.js';
import { createWorld, GOOD_CARD, WHO, type Who, type World } from './testing/fixtures.js';
import { TEST_PASSWORD } from './testing/test-app.js';

/**
 * Every route of the running app x who asks -> the status it must answer. The world is put back after
 * any request that changed it, so every cell starts from the same fixtures: a class of the instructor,
 * a cart item, open and succeeded payment intents and a recorded payment of the user, an image, a user
 * to manage.
 */
type Statuses = [
  anonymous: number,
  user: number,
  otherUser: number,
  instructor: number,
  otherInstructor: number,
  admin: number,
];
type Request = (w: World, who: Who) => InjectOptions;
interface Row {
  /** The route as the app registered it: `METHOD /path`. */
  route: string;
  /** What the cell sends, when the route alone does not say it. */
  label?: string;
  request: Request;
  expect: Statuses;
  /** Routes of the app built with Stripe as the card processor. */
  stripe?: true;
}

const every = (status: number): Statuses => [status, status, status, status, status, status];
const json =
  (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object): Request =>
  (w, who) => ({ method, url, headers: w.headers(who), ...(payload ? { payload } : {}) });
const get =
  (url: (w: World) => string): Request =>
  (w, who) => ({ method: 'GET', url: url(w), headers: w.headers(who) });
const call =
  (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: (w: World) => string,
    payload?: (w: World) => object,
  ): Request =>
  (w, who) => ({
    method,
    url: url(w),
    headers: w.headers(who),
    ...(payload ? { payload: payload(w) } : {}),
  });
const emailOf = (w: World, who: Who) => (who === 'anonymous' ? w.people.user.email : w.people[who].email);

// prettier-ignore
const rows: Row[] = [
  //                                                                                         anon user other instr oInstr admin
  { route: 'GET /api/health', request: get(() => '/api/health'),                             expect: every(200) },
  { route: 'GET /api/openapi.json', request: get(() => '/api/openapi.json'),                 expect: every(200) },
  { route: 'GET /api/docs', request: get(() => '/api/docs'),                                 expect: every(200) },
  { route: 'GET /api/docs/assets/:file', request: get(() => '/api/docs/assets/api-docs.css'), expect: every(200) },
  { route: 'GET /api/docs/assets/:file', label: 'a file it does not serve', request: get(() => '/api/docs/assets/package.json'),
                                                                                             expect: every(404) },
  { route: 'GET /api/classes', request: get(() => '/api/classes'),                           expect: every(200) },
  { route: 'GET /api/classes/facets', request: get(() => '/api/classes/facets?day=mon,tue&tz=Europe/Madrid'), expect: every(200) },
  { route: 'GET /api/classes', label: '?status=all', request: get(() => '/api/classes?status=all'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/classes/:id', request: get((w) => `/api/classes/${w.ids.ownClass}`),   expect: every(200) },
  // Not a 403: whether a class waits for review is nobody else's business.
  { route: 'GET /api/classes/:id', label: 'a pending class', request: get((w) => `/api/classes/${w.ids.pendingClass}`),
                                                                                             expect: [404, 404, 404, 200, 404, 200] },
  { route: 'GET /api/classes/:instructorEmail', request: get((w) => `/api/classes/${w.people.instructor.email}`),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'POST /api/classes', request: call('POST', () => '/api/classes', () => ({ name: 'Polish A1', price: 10, img: '/images/classes/polish.svg', availableSeats: 8 })),
                                                                                             expect: [401, 403, 403, 201, 201, 403] },
  { route: 'PATCH /api/classes/:id', request: call('PATCH', (w) => `/api/classes/${w.ids.ownClass}`, () => ({ name: 'Italian A2' })),
                                                                                             expect: [401, 403, 403, 200, 403, 403] },
  { route: 'DELETE /api/classes/:id', request: call('DELETE', (w) => `/api/classes/${w.ids.ownClass}`),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'DELETE /api/classes/:id', label: 'a class with enrolled students', request: call('DELETE', (w) => `/api/classes/${w.ids.enrolledClass}`),
                                                                                             expect: [401, 403, 403, 409, 403, 409] },
  { route: 'POST /api/classes/:id/reassign', request: call('POST', (w) => `/api/classes/${w.ids.ownClass}/reassign`, (w) => ({ instructorId: w.people.otherInstructor.id })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/classes/:id/reassign', label: 'to a user who is not an instructor', request: call('POST', (w) => `/api/classes/${w.ids.ownClass}/reassign`, (w) => ({ instructorId: w.people.user.id })),
                                                                                             expect: [401, 403, 403, 403, 403, 400] },
  { route: 'PATCH /api/classes/update/:id', request: call('PATCH', (w) => `/api/classes/update/${w.ids.pendingClass}`, () => ({ status: 'approved' })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/classes', label: 'sessions overlapping another class of the instructor', request: call('POST', () => '/api/classes', (w) => ({ name: 'Polish A1', price: 10, img: '/images/classes/polish.svg', availableSeats: 8, schedule: { ...w.ids.schedule, days: ['mon'] } })),
                                                                                             expect: [401, 403, 403, 409, 201, 403] },
  { route: 'PATCH /api/classes/:id', label: 'a start time the clocks skip', request: call('PATCH', (w) => `/api/classes/${w.ids.ownClass}`, (w) => ({ schedule: { ...w.ids.schedule, firstDate: '2027-03-28', days: ['sun'], startTime: '02:30', sessionCount: 1 } })),
                                                                                             expect: [401, 403, 403, 400, 403, 403] },
  { route: 'POST /api/classes/schedule-check', request: call('POST', () => '/api/classes/schedule-check', (w) => ({ schedule: w.ids.schedule })),
                                                                                             expect: [401, 403, 403, 200, 200, 403] },
  { route: 'POST /api/classes/schedule-check', label: "another instructor's class", request: call('POST', () => '/api/classes/schedule-check', (w) => ({ schedule: w.ids.schedule, classId: w.ids.ownClass })),
                                                                                             expect: [401, 403, 403, 200, 403, 403] },
  { route: 'PATCH /api/classes/:id', label: 'a new schedule', request: call('PATCH', (w) => `/api/classes/${w.ids.ownClass}`, (w) => ({ schedule: w.ids.schedule })),
                                                                                             expect: [401, 403, 403, 200, 403, 403] },
  { route: 'PATCH /api/classes/:id', label: 'a new schedule for a class with enrolled students', request: call('PATCH', (w) => `/api/classes/${w.ids.enrolledClass}`, (w) => ({ schedule: w.ids.schedule })),
                                                                                             expect: [401, 403, 403, 409, 403, 403] },
  { route: 'GET /api/classes/:id/sessions', request: get((w) => `/api/classes/${w.ids.ownClass}/sessions`),
                                                                                             expect: every(200) },
  { route: 'GET /api/classes/:id/sessions', label: 'a class waiting for review', request: get((w) => `/api/classes/${w.ids.pendingClass}/sessions`),
                                                                                             expect: [404, 404, 404, 200, 404, 200] },
  { route: 'POST /api/classes/:id/sessions/:sessionId/move', request: call('POST', (w) => `/api/classes/${w.ids.ownClass}/sessions/${w.ids.ownSession}/move`, (w) => ({ date: w.ids.ownSessionDate, startTime: '15:00', reason: 'The room is taken.' })),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'POST /api/classes/:id/sessions/:sessionId/move', label: 'onto a session of another class of the instructor', request: call('POST', (w) => `/api/classes/${w.ids.ownClass}/sessions/${w.ids.ownSession}/move`, (w) => ({ date: w.ids.enrolledSessionDate, startTime: '10:30' })),
                                                                                             expect: [401, 403, 403, 409, 403, 409] },
  { route: 'POST /api/classes/:id/sessions/:sessionId/move', label: 'a session that has taken place', request: call('POST', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/move`, (w) => ({ date: w.ids.enrolledSessionDate, startTime: '15:00' })),
                                                                                             expect: [401, 403, 403, 409, 403, 409] },
  { route: 'POST /api/classes/:id/sessions/:sessionId/cancel', request: call('POST', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.enrolledSession}/cancel`, () => ({ reason: 'The teacher is ill.' })),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'POST /api/classes/:id/sessions/:sessionId/cancel', label: 'a session of another class', request: call('POST', (w) => `/api/classes/${w.ids.ownClass}/sessions/${w.ids.enrolledSession}/cancel`, () => ({ reason: 'The teacher is ill.' })),
                                                                                             expect: [401, 403, 403, 404, 403, 404] },
  { route: 'GET /api/classes/:id/sessions/:sessionId/attendance', request: get((w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/attendance`),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'GET /api/classes/:id/sessions/:sessionId/attendance', label: 'a session of another class', request: get((w) => `/api/classes/${w.ids.ownClass}/sessions/${w.ids.pastSession}/attendance`),
                                                                                             expect: [401, 403, 403, 404, 403, 404] },
  { route: 'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', request: call('PUT', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/attendance/${w.people.user.id}`, () => ({ status: 'late' })),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', label: 'cleared back to not recorded', request: call('PUT', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/attendance/${w.people.user.id}`, () => ({ status: null })),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', label: 'a student not enrolled in the class', request: call('PUT', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/attendance/${w.people.otherUser.id}`, () => ({ status: 'present' })),
                                                                                             expect: [401, 403, 403, 404, 403, 404] },
  { route: 'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', label: 'a cancelled session', request: call('PUT', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.cancelledSession}/attendance/${w.people.user.id}`, () => ({ status: 'present' })),
                                                                                             expect: [401, 403, 403, 409, 403, 409] },
  { route: 'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', label: 'a session that has not started', request: call('PUT', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.enrolledSession}/attendance/${w.people.user.id}`, () => ({ status: 'present' })),
                                                                                             expect: [401, 403, 403, 409, 403, 409] },
  // The body is checked before whose class it is: another instructor's bad request is still a bad request.
  { route: 'PUT /api/classes/:id/sessions/:sessionId/attendance/:studentId', label: 'a status that is none', request: call('PUT', (w) => `/api/classes/${w.ids.enrolledClass}/sessions/${w.ids.pastSession}/attendance/${w.people.user.id}`, () => ({ status: 'sick' })),
                                                                                             expect: [401, 403, 403, 400, 400, 400] },
  { route: 'GET /api/me/waitlist', request: get(() => '/api/me/waitlist'),                 expect: [401, 200, 200, 403, 403, 403] },
  { route: 'POST /api/classes/:id/waitlist', request: call('POST', (w) => `/api/classes/${w.ids.fullClass}/waitlist`),
                                                                                             expect: [401, 409, 201, 403, 403, 403] },
  { route: 'POST /api/classes/:id/waitlist', label: 'a class with seats free', request: call('POST', (w) => `/api/classes/${w.ids.spareClass}/waitlist`),
                                                                                             expect: [401, 409, 409, 403, 403, 403] },
  { route: 'POST /api/classes/:id/waitlist', label: 'a class waiting for review', request: call('POST', (w) => `/api/classes/${w.ids.pendingClass}/waitlist`),
                                                                                             expect: [401, 404, 404, 403, 403, 403] },
  { route: 'DELETE /api/classes/:id/waitlist', request: call('DELETE', (w) => `/api/classes/${w.ids.fullClass}/waitlist`),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  // Not a 403 for another instructor: the client signs out on any 403.
  { route: 'GET /api/classes/:id/waitlist', request: get((w) => `/api/classes/${w.ids.fullClass}/waitlist`),
                                                                                             expect: [401, 403, 403, 200, 404, 200] },
  { route: 'GET /api/classes/:id/waitlist', label: 'a class that does not exist', request: get(() => '/api/classes/00000000-0000-4000-8000-000000000000/waitlist'),
                                                                                             expect: [401, 403, 403, 404, 404, 404] },
  { route: 'GET /api/me/teaching-sessions', request: get(() => '/api/me/teaching-sessions'), expect: [401, 403, 403, 200, 200, 403] },
  { route: 'GET /api/me/classes/:id/attendance', request: get((w) => `/api/me/classes/${w.ids.enrolledClass}/attendance`),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  { route: 'GET /api/sessions/week', request: get(() => '/api/sessions/week?start=2026-10-19&tz=Europe/Madrid'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/sessions/week', label: 'a zone that is none', request: get(() => '/api/sessions/week?start=2026-10-19&tz=Mars/Olympus'),
                                                                                             expect: [401, 403, 403, 403, 403, 400] },
  { route: 'GET /api/classes/:id/calendar.ics', request: get((w) => `/api/classes/${w.ids.ownClass}/calendar.ics`),
                                                                                             expect: [401, 403, 403, 200, 403, 200] },
  { route: 'GET /api/classes/:id/calendar.ics', label: 'a class the user is enrolled in', request: get((w) => `/api/classes/${w.ids.enrolledClass}/calendar.ics`),
                                                                                             expect: [401, 200, 403, 200, 403, 200] },
  { route: 'GET /api/classes/:id/calendar.ics', label: 'a class waiting for review', request: get((w) => `/api/classes/${w.ids.pendingClass}/calendar.ics`),
                                                                                             expect: [404, 404, 404, 200, 404, 200] },
  { route: 'GET /api/calendar/feed', request: get(() => '/api/calendar/feed'),               expect: [401, 200, 200, 200, 200, 200] },
  { route: 'POST /api/calendar/feed', request: call('POST', () => '/api/calendar/feed'),     expect: [401, 201, 201, 201, 201, 201] },
  { route: 'DELETE /api/calendar/feed', request: call('DELETE', () => '/api/calendar/feed'), expect: [401, 200, 200, 200, 200, 200] },
  // The secret in the URL is the key, whoever sends it: calendar apps have no cookie.
  { route: 'GET /api/calendar/feed/:file', label: "the user's feed", request: get((w) => `/api/calendar/feed/${w.ids.feedToken}.ics`),
                                                                                             expect: every(200) },
  { route: 'GET /api/calendar/feed/:file', label: 'a secret nobody was given', request: get(() => `/api/calendar/feed/${'A'.repeat(43)}.ics`),
                                                                                             expect: every(404) },
  { route: 'GET /api/images/:id', request: get((w) => `/api/images/${w.ids.image}`),         expect: every(200) },
  { route: 'POST /api/images', request: (w, who) => {
      const { payload, contentType } = multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', data: TINY_PNG }]);
      return { method: 'POST', url: '/api/images', headers: { ...w.headers(who), 'content-type': contentType }, payload };
    },                                                                                       expect: [401, 201, 201, 201, 201, 201] },
  { route: 'GET /api/instructors', request: get(() => '/api/instructors'),                   expect: every(200) },
  { route: 'GET /api/instructors/:id', request: get((w) => `/api/instructors/${w.people.instructor.id}`),
                                                                                             expect: every(200) },
  { route: 'GET /api/instructors/:id', label: "a student's id", request: get((w) => `/api/instructors/${w.people.user.id}`),
                                                                                             expect: every(404) },
  { route: 'POST /api/newsletter', request: call('POST', () => '/api/newsletter', () => ({ email: 'reader@example.com' })),
                                                                                             expect: every(200) },
  { route: 'POST /api/newsletter/confirm', request: call('POST', () => '/api/newsletter/confirm', (w) => ({ token: w.ids.newsletterConfirmToken })),
                                                                                             expect: every(200) },
  { route: 'POST /api/newsletter/confirm', label: 'a link it never made', request: call('POST', () => '/api/newsletter/confirm', () => ({ token: 'A'.repeat(43) })),
                                                                                             expect: every(404) },
  // A GET never unsubscribes (mail scanners follow links): it is sent on to the page with the button.
  { route: 'GET /api/newsletter/unsubscribe', request: get((w) => `/api/newsletter/unsubscribe?token=${w.ids.newsletterUnsubscribeToken}`),
                                                                                             expect: every(303) },
  // The link's secret is the key, whoever sends it: mail programs post it with no cookie.
  { route: 'POST /api/newsletter/unsubscribe', request: call('POST', (w) => `/api/newsletter/unsubscribe?token=${w.ids.newsletterUnsubscribeToken}`),
                                                                                             expect: every(200) },
  { route: 'POST /api/newsletter/unsubscribe', label: "a mail program's one-click POST: a form, no Origin", request: (w, who) => {
      const { origin: _origin, ...headers } = w.headers(who);
      return { method: 'POST', url: `/api/newsletter/unsubscribe?token=${w.ids.newsletterUnsubscribeToken}`, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' };
    },                                                                                       expect: every(200) },
  { route: 'POST /api/newsletter/unsubscribe', label: 'a link it never made', request: call('POST', () => `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`),
                                                                                             expect: every(404) },
  { route: 'GET /api/newsletter/subscribers', request: get(() => '/api/newsletter/subscribers'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/newsletter/subscribers.csv', request: get(() => '/api/newsletter/subscribers.csv'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/contact-messages', request: call('POST', () => '/api/contact-messages', () => ({ name: 'Ana', email: 'ana@example.com', message: 'Do you teach Korean?' })),
                                                                                             expect: every(201) },
  { route: 'GET /api/contact-messages', request: get(() => '/api/contact-messages'),         expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/outbox', request: get(() => '/api/outbox'),                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/mail-delivery', request: get(() => '/api/mail-delivery'),               expect: every(200) },
  { route: 'GET /api/mailbox', request: get(() => '/api/mailbox'),                           expect: [401, 200, 200, 200, 200, 200] },
  // Only its owner reads a mail, admins included: they read the school's mails in the outbox.
  { route: 'GET /api/mailbox/:id', request: get((w) => `/api/mailbox/${w.ids.outboxMail}`), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/audit', request: get(() => '/api/audit'),                               expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/audit', label: 'filtered and paged', request: get(() => '/api/audit?action=role.changed&actor=admin&subjectType=user&subject=example&from=2020-01-01T00:00:00Z&limit=5&cursor=99'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/ledger', request: get(() => '/api/ledger'),                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/ledger', label: 'filtered and paged', request: get(() => '/api/ledger?from=2020-01-01&to=2099-12-31&kind=payment&status=paid&class=a&instructor=a&student=a&limit=5&cursor=1_payment-00000000-0000-0000-0000-000000000000'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/ledger', label: 'from after to', request: get(() => '/api/ledger?from=2026-02-01&to=2026-01-01'),
                                                                                             expect: [401, 403, 403, 403, 403, 400] },
  { route: 'GET /api/ledger.csv', request: get(() => '/api/ledger.csv'),                     expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/ledger.csv', label: 'an unknown status', request: get(() => '/api/ledger.csv?status=lost'),
                                                                                             expect: [401, 403, 403, 403, 403, 400] },
  { route: 'GET /api/reports/revenue', request: get(() => '/api/reports/revenue'),           expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/reports/revenue', label: 'a chosen range', request: get(() => '/api/reports/revenue?from=2026-01&to=2026-06'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/reports/enrolments', request: get(() => '/api/reports/enrolments'),     expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/outbox/:id', request: get((w) => `/api/outbox/${w.ids.outboxMail}`),   expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/outbox/:id/html', request: get((w) => `/api/outbox/${w.ids.outboxMail}/html`),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PATCH /api/contact-messages/:id', request: call('PATCH', (w) => `/api/contact-messages/${w.ids.contactMessage}`, () => ({ answered: true, answer: 'Yes, on Tuesdays.' })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  // Instructors and admins already teach: 409. The other user has an application waiting: 409.
  { route: 'POST /api/teaching-applications', request: call('POST', () => '/api/teaching-applications', () => ({ languages: ['Polish'], experience: 'Two years.', bio: 'Hello.' })),
                                                                                             expect: [401, 201, 409, 409, 409, 409] },
  { route: 'GET /api/teaching-applications/mine', request: get(() => '/api/teaching-applications/mine'),
                                                                                             expect: [401, 200, 200, 200, 200, 200] },
  { route: 'GET /api/teaching-applications', request: get(() => '/api/teaching-applications'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/teaching-applications/:id/accept', request: call('POST', (w) => `/api/teaching-applications/${w.ids.application}/accept`),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/teaching-applications/:id/decline', request: call('POST', (w) => `/api/teaching-applications/${w.ids.application}/decline`, () => ({ message: 'We have enough Korean teachers.' })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/me', request: get(() => '/api/me'),                                     expect: [401, 200, 200, 200, 200, 200] },
  // Visitors get { user: null } with a 200: the page asks on every load and a 401 would be a console error.
  { route: 'GET /api/session', request: get(() => '/api/session'),                           expect: [200, 200, 200, 200, 200, 200] },
  { route: 'PATCH /api/me', request: call('PATCH', () => '/api/me', () => ({ name: 'Renamed' })),
                                                                                             expect: [401, 200, 200, 200, 200, 200] },
  { route: 'PATCH /api/me', label: 'a bio and languages', request: call('PATCH', () => '/api/me', () => ({ bio: 'I teach Polish.', languages: ['cs'] })),
                                                                                             expect: [401, 403, 403, 200, 200, 403] },
  { route: 'PUT /api/me/locale', request: call('PUT', () => '/api/me/locale', () => ({ locale: 'fr' })),
                                                                                             expect: [401, 204, 204, 204, 204, 204] },
  { route: 'GET /api/account/password', request: get(() => '/api/account/password'),       expect: [401, 200, 200, 200, 200, 200] },
  { route: 'POST /api/account/password', request: call('POST', () => '/api/account/password', () => ({ currentPassword: TEST_PASSWORD, newPassword: 'Fresh#Pass9' })),
                                                                                             expect: [401, 200, 200, 200, 200, 200] },
  // Not a 401 or 403: the page would take a wrong password for a lost session and sign out.
  { route: 'POST /api/account/password', label: 'a wrong current password', request: call('POST', () => '/api/account/password', () => ({ currentPassword: 'Wrong#123', newPassword: 'Fresh#Pass9' })),
                                                                                             expect: [401, 400, 400, 400, 400, 400] },
  { route: 'GET /api/account/sessions', request: get(() => '/api/account/sessions'),       expect: [401, 200, 200, 200, 200, 200] },
  // Another account's session is not found, not forbidden: whose it is is nobody else's business.
  { route: 'DELETE /api/account/sessions/:id', label: "the user's other session", request: call('DELETE', (w) => `/api/account/sessions/${w.ids.userOtherSession}`),
                                                                                             expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/account/sessions/sign-out-others', request: call('POST', () => '/api/account/sessions/sign-out-others'),
                                                                                             expect: [401, 200, 200, 200, 200, 200] },
  { route: 'GET /api/users', request: get(() => '/api/users'),                               expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/users/:email', request: get((w) => `/api/users/${w.people.user.email}`),
                                                                                             expect: [401, 200, 403, 403, 403, 200] },
  { route: 'PATCH /api/users/update/:id', request: call('PATCH', (w) => `/api/users/update/${w.ids.victim}`, () => ({ role: 'instructor' })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'DELETE /api/users/:id', request: call('DELETE', (w) => `/api/users/${w.ids.victim}`),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PATCH /api/users/update/:id', label: 'an instructor who still has classes', request: call('PATCH', (w) => `/api/users/update/${w.people.instructor.id}`, () => ({ role: 'user' })),
                                                                                             expect: [401, 403, 403, 403, 403, 409] },
  { route: 'DELETE /api/users/:id', label: 'a student with a paid enrolment', request: call('DELETE', (w) => `/api/users/${w.people.user.id}`),
                                                                                             expect: [401, 403, 403, 403, 403, 409] },
  { route: 'DELETE /api/users/:id', label: 'a student with a paid enrolment, ?refund=true', request: call('DELETE', (w) => `/api/users/${w.people.user.id}?refund=true`),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/carts', request: get(() => '/api/carts'),                               expect: [401, 200, 200, 403, 403, 403] },
  { route: 'GET /api/carts', label: "?email= of the user", request: get((w) => `/api/carts?email=${w.people.user.email}`),
                                                                                             expect: [401, 200, 403, 403, 403, 403] },
  { route: 'GET /api/carts/:id', request: get((w) => `/api/carts/${w.ids.cartItem}`),        expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/carts', request: call('POST', () => '/api/carts', (w) => ({ classId: w.ids.spareClass })),
                                                                                             expect: [401, 200, 200, 403, 403, 403] },
  { route: 'DELETE /api/carts/:id', request: call('DELETE', (w) => `/api/carts/${w.ids.cartItem}`),
                                                                                             expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/enrolled', request: get(() => '/api/enrolled'),                         expect: [401, 200, 200, 403, 403, 403] },
  { route: 'GET /api/me/sessions', request: get(() => '/api/me/sessions'),                   expect: [401, 200, 200, 403, 403, 403] },
  { route: 'POST /api/carts/:id/enrol-free', request: call('POST', (w) => `/api/carts/${w.ids.freeCartItem}/enrol-free`),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  { route: 'GET /api/earnings', request: get(() => '/api/earnings'),                         expect: [401, 403, 403, 200, 200, 403] },
  { route: 'GET /api/payouts', request: get(() => '/api/payouts'),                           expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/payouts/owed.csv', request: get(() => '/api/payouts/owed.csv'),         expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/payouts', request: call('POST', () => '/api/payouts', (w) => ({ instructorId: w.people.instructor.id, amount: 10, paidOn: '2026-11-01', reference: 'TR-1' })),
                                                                                             expect: [401, 403, 403, 403, 403, 201] },
  { route: 'POST /api/payouts', label: 'more than is owed', request: call('POST', () => '/api/payouts', (w) => ({ instructorId: w.people.instructor.id, amount: 16.01, paidOn: '2026-11-01', reference: 'TR-1' })),
                                                                                             expect: [401, 403, 403, 403, 403, 409] },
  { route: 'GET /api/school-settings/commission', request: get(() => '/api/school-settings/commission'),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PUT /api/school-settings/commission', request: call('PUT', () => '/api/school-settings/commission', () => ({ commissionPercent: 15 })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/payments/config', request: get(() => '/api/payments/config'),           expect: every(200) },
  { route: 'POST /api/create-payment-intent', request: call('POST', () => '/api/create-payment-intent', (w) => ({ cartItemId: w.ids.cartItem })),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  { route: 'POST /api/payments/simulated/confirm', request: call('POST', () => '/api/payments/simulated/confirm', (w) => ({ clientSecret: w.ids.openIntentSecret, card: GOOD_CARD })),
                                                                                             expect: [401, 200, 403, 403, 403, 403] },
  { route: 'POST /api/payments', request: call('POST', () => '/api/payments', (w) => ({ transactionId: w.ids.paidIntent, cartItemId: w.ids.cartItem })),
                                                                                             expect: [401, 200, 403, 403, 403, 403] },
  { route: 'GET /api/payments/:email', request: get((w) => `/api/payments/${w.people.user.email}`),
                                                                                             expect: [401, 200, 403, 403, 403, 200] },
  { route: 'GET /api/receipts/:id', request: get((w) => `/api/receipts/${w.ids.payment}`),
                                                                                             expect: [401, 200, 404, 404, 404, 200] },
  { route: 'GET /api/coupons', request: get(() => '/api/coupons'),                           expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/coupons', request: call('POST', () => '/api/coupons', () => ({ code: 'SUMMER25', kind: 'percent', percentOff: 25, maxUses: 10 })),
                                                                                             expect: [401, 403, 403, 403, 403, 201] },
  { route: 'POST /api/coupons', label: 'a code taken already, in other letters', request: call('POST', () => '/api/coupons', () => ({ code: 'world10', kind: 'amount', amountOff: 5 })),
                                                                                             expect: [401, 403, 403, 403, 403, 409] },
  { route: 'PATCH /api/coupons/:id', request: call('PATCH', (w) => `/api/coupons/${w.ids.coupon}`, () => ({ active: false })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PUT /api/carts/:id/coupon', request: call('PUT', (w) => `/api/carts/${w.ids.cartItem}/coupon`, () => ({ code: 'world10' })),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  { route: 'PUT /api/carts/:id/coupon', label: 'an unknown code', request: call('PUT', (w) => `/api/carts/${w.ids.cartItem}/coupon`, () => ({ code: 'NOSUCHCODE' })),
                                                                                             expect: [401, 404, 404, 403, 403, 403] },
  { route: 'DELETE /api/carts/:id/coupon', request: call('DELETE', (w) => `/api/carts/${w.ids.cartItem}/coupon`),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  // The enrolled class met a week ago: the policy gives nothing back now, so the student is shown $0.
  { route: 'GET /api/enrolments/:id/cancellation', request: get((w) => `/api/enrolments/${w.ids.enrolment}/cancellation`),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  { route: 'POST /api/enrolments/:id/cancel', request: call('POST', (w) => `/api/enrolments/${w.ids.enrolment}/cancel`, () => ({ expectedRefund: 0 })),
                                                                                             expect: [401, 200, 404, 403, 403, 403] },
  { route: 'POST /api/enrolments/:id/cancel', label: 'an amount that is not the one the policy gives', request: call('POST', (w) => `/api/enrolments/${w.ids.enrolment}/cancel`, () => ({ expectedRefund: 20 })),
                                                                                             expect: [401, 409, 404, 403, 403, 403] },
  { route: 'POST /api/payments/:id/refunds', request: call('POST', (w) => `/api/payments/${w.ids.payment}/refunds`, () => ({ amount: 5, reason: 'The first lesson was moved.' })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'POST /api/payments/:id/refunds', label: 'more than was paid', request: call('POST', (w) => `/api/payments/${w.ids.payment}/refunds`, () => ({ amount: 20.01, reason: 'Too much.' })),
                                                                                             expect: [401, 403, 403, 403, 403, 400] },
  { route: 'POST /api/payments/:id/refunds', label: 'and cancel the enrolment', request: call('POST', (w) => `/api/payments/${w.ids.payment}/refunds`, () => ({ amount: 20, reason: 'Moved away.', cancelEnrolment: true })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/refunds', request: get(() => '/api/refunds'),                           expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/school-settings', request: get(() => '/api/school-settings'),           expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PUT /api/school-settings/refund-policy', request: call('PUT', () => '/api/school-settings/refund-policy', () => ({ fullRefundDays: 10, partialRefundHours: 48, partialRefundPercent: 40, unscheduledRefund: 'none' })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PUT /api/school-settings/late-joining', request: call('PUT', () => '/api/school-settings/late-joining', () => ({ lateJoining: false })),
                                                                                             expect: [401, 403, 403, 403, 403, 200] },
  { route: 'PUT /api/school-settings/refund-policy', label: 'a partial window longer than the full one', request: call('PUT', () => '/api/school-settings/refund-policy', () => ({ fullRefundDays: 1, partialRefundHours: 48, partialRefundPercent: 40, unscheduledRefund: 'none' })),
                                                                                             expect: [401, 403, 403, 403, 403, 400] },
  { route: 'POST /api/payments/stripe/webhook', label: 'without a signature', stripe: true,
    request: (w, who) => ({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { ...w.headers(who), 'content-type': 'application/json' }, payload: '{"type":"payment_intent.succeeded"}' }),
                                                                                             expect: every(400) },
  { route: 'POST /api/auth/sign-up/email', request: (w, who) => json('POST', '/api/auth/sign-up/email', { name: 'New Student', email: `new-${randomBytes(5).toString('hex')}@example.com`, password: TEST_PASSWORD })(w, who),
                                                                                             expect: every(200) },
  { route: 'POST /api/auth/sign-in/email', label: 'with their own password', request: (w, who) => json('POST', '/api/auth/sign-in/email', { email: emailOf(w, who), password: TEST_PASSWORD })(w, who),
                                                                                             expect: every(200) },
  { route: 'POST /api/auth/sign-in/email', label: "with the user's email and a wrong password", request: (w, who) => json('POST', '/api/auth/sign-in/email', { email: w.people.user.email, password: 'Wrong#123' })(w, who),
                                                                                             expect: every(401) },
  // The mailed links' routes: a token is its own authority, so who asks does not matter.
  { route: 'POST /api/account-links/verify-email', label: 'an unknown token', request: call('POST', () => '/api/account-links/verify-email', () => ({ token: randomBytes(32).toString('base64url') })),
                                                                                             expect: every(400) },
  { route: 'POST /api/account-links/verify-email/open', label: 'an unknown token', request: call('POST', () => '/api/account-links/verify-email/open', () => ({ token: randomBytes(32).toString('base64url') })),
                                                                                             expect: every(400) },
  { route: 'POST /api/account-links/verify-email/resend', label: 'accounts already verified', request: call('POST', () => '/api/account-links/verify-email/resend'),
                                                                                             expect: [401, 409, 409, 409, 409, 409] },
  { route: 'POST /api/account-links/forgot-password', request: call('POST', () => '/api/account-links/forgot-password', () => ({ email: `nobody-${randomBytes(5).toString('hex')}@example.com` })),
                                                                                             expect: every(200) },
  { route: 'POST /api/account-links/reset-password', label: 'an unknown token', request: call('POST', () => '/api/account-links/reset-password', () => ({ token: randomBytes(32).toString('base64url'), password: 'Brand#new1' })),
                                                                                             expect: every(400) },
  // Signing out without a session ends nothing and says so the same way: sign-out is idempotent.
  { route: 'POST /api/auth/sign-out', request: call('POST', () => '/api/auth/sign-out'),    expect: every(200) },
  { route: 'GET /api/auth/providers', request: get(() => '/api/auth/providers'),             expect: every(200) },
  { route: 'GET /api/auth/popup/start', request: get(() => '/api/auth/popup/start?provider=demo'),
                                                                                             expect: every(302) },
  { route: 'GET /api/auth/*', label: 'the OpenID Connect return without a state', request: get(() => '/api/auth/callback/demo'),
                                                                                             expect: every(302) },
  { route: 'GET /api/auth/*', label: "a library route we do not expose", request: get(() => '/api/auth/list-sessions'),
                                                                                             expect: every(404) },
  { route: 'POST /api/auth/*', label: 'a library route we do not expose', request: call('POST', () => '/api/auth/sign-in/social', () => ({ provider: 'demo' })),
                                                                                             expect: every(404) },
  { route: 'POST /api/auth/*', label: 'a library route we do not expose', request: call('POST', () => '/api/auth/update-user', () => ({ role: 'admin' })),
                                                                                             expect: every(404) },
  { route: 'GET /*', label: '/', request: get(() => '/'),                                    expect: every(200) },
  { route: 'GET /*', label: 'a page of the app', request: get(() => '/dashboard/manage-users'),
                                                                                             expect: every(200) },
  { route: 'GET /*', label: "a class's page", request: get((w) => `/classes/${w.ids.ownClass}`),
                                                                                             expect: every(200) },
  // The page's answer is the public's, whoever asks: the page itself shows its own class to its instructor.
  { route: 'GET /*', label: "a pending class's page", request: get((w) => `/classes/${w.ids.pendingClass}`),
                                                                                             expect: every(404) },
  { route: 'GET /*', label: 'an address no page has', request: get(() => '/no-such-page'),   expect: every(404) },
  { route: 'GET /robots.txt', request: get(() => '/robots.txt'),                             expect: every(200) },
  { route: 'GET /sitemap.xml', request: get(() => '/sitemap.xml'),                           expect: every(200) },
  { route: 'GET /oidc/interaction/:uid', label: 'an interaction it never started', request: get(() => '/oidc/interaction/forged'),
                                                                                             expect: every(400) },
  { route: 'POST /oidc/interaction/:uid/login', label: 'an interaction it never started',
    request: () => ({ method: 'POST', url: '/oidc/interaction/forged/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Eve&email=eve%40example.com' }),
                                                                                             expect: every(400) },
  { route: 'POST /oidc/interaction/:uid/abort', label: 'an interaction it never started', request: () => ({ method: 'POST', url: '/oidc/interaction/forged/abort' }),
                                                                                             expect: every(400) },
  { route: 'GET /oidc/*', label: 'the discovery document', request: get(() => '/oidc/.well-known/openid-configuration'),
                                                                                             expect: every(200) },
  // The provider's own router: nothing at these paths. Fastify wants a body type with QUERY, so 400 first.
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY', 'TRACE'].flatMap((method): Row[] => [
    { route: `${method} /oidc`, request: () => ({ method: method as 'GET', url: '/oidc' }),
                                                                                             expect: every(method === 'QUERY' ? 400 : 404) },
    { route: `${method} /oidc/*`, label: 'an unknown provider path', request: () => ({ method: method as 'GET', url: '/oidc/nothing-here' }),
                                                                                             expect: every(method === 'QUERY' ? 400 : 404) },
  ]),
];

let full: FullTestApp;
let world: World;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'stw-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Speak the World</title>');
  full = await createFullTestApp({ clientDir });
  world = await createWorld(full.ctx);
});
afterAll(async () => {
  await full?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the authorization matrix', () => {
  it('has a row for every route of the running app, and no row for a route it does not have', () => {
    const listed = new Set(full.routes());
    const covered = new Set(rows.map((r) => r.route));
    expect([...listed].filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !listed.has(r))).toEqual([]);
    console.log(`matrix: ${listed.size} routes, ${rows.length} rows, ${rows.length * WHO.length} cells`);
  });

  it('answers every route for every kind of visitor with the status of the table', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const app = row.stripe ? full.stripeApp : full.ctx.app;
      for (const [column, who] of WHO.entries()) {
        await world.ensurePristine();
        const res = await app.inject(row.request(world, who));
        const expected = row.expect[column];
        const where = `${row.route}${row.label ? ` (${row.label})` : ''} as ${who}`;
        if (res.statusCode !== expected) {
          wrong.push(`${where}: ${res.statusCode}, expected ${expected}: ${res.body.slice(0, 160)}`);
        } else if (res.statusCode >= 400 && row.route.includes(' /api/')) {
          if (!errorBody.safeParse(res.json()).success)
            wrong.push(`${where}: not the error shape: ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('gives the meeting link of an online class only to its enrolled student, its instructor and admins', async () => {
    await world.ensurePristine();
    const links: Record<string, [string | null, string | null]> = {};
    for (const who of WHO) {
      const linkOf = async (classId: string) => {
        const res = await full.ctx.app.inject(get(() => `/api/classes/${classId}/sessions`)(world, who));
        expect(res.statusCode).toBe(200);
        return (res.json() as { meetingLink: string | null }).meetingLink;
      };
      links[who] = [await linkOf(world.ids.enrolledClass), await linkOf(world.ids.ownClass)];
    }
    const timetableLinks: Record<string, string[]> = {};
    for (const who of ['user', 'otherUser'] as const) {
      const res = await full.ctx.app.inject(get(() => '/api/me/sessions')(world, who));
      expect(res.statusCode).toBe(200);
      const sessions = res.json() as { meetingLink: string | null }[];
      timetableLinks[who] = [...new Set(sessions.flatMap((s) => (s.meetingLink ? [s.meetingLink] : [])))];
    }
    expect(timetableLinks).toEqual({ user: [world.ids.enrolledMeetingLink], otherUser: [] });
    const { enrolledMeetingLink: enrolled, ownMeetingLink: own } = world.ids;
    expect(links).toEqual({
      anonymous: [null, null],
      user: [enrolled, null],
      otherUser: [null, null],
      instructor: [enrolled, own],
      otherInstructor: [null, null],
      admin: [enrolled, own],
    });
  });
});
