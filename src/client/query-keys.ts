import type { ListClassesRequest } from '#contract/classes';
import type { ScheduleInput } from '#contract/schedule';

/*
 * Every query key of the client, in one factory: a feature builds its queries and its invalidations from
 * here, never from an inline array. Features do not import each other, yet a purchase, a role change or a
 * school setting refreshes what other features show; sharing the keys keeps those refreshes exact.
 * A key's first element is its family: invalidating `x.all` refreshes every query below it.
 */

const classesAll = ['classes'] as const;
const enrolledAll = ['enrolled'] as const;
const paymentsAll = ['payments'] as const;

export const queryKeys = {
  me: ['me'] as const,
  mailDelivery: ['mail-delivery'] as const,
  authProviders: ['auth-providers'] as const,

  /**
   * Everything under ['classes'] is refreshed by any change to a class: the public lists and pages, the
   * instructor's and the admins' lists, sessions, the timetables and rosters.
   */
  classes: {
    all: classesAll,
    list: (filter: ListClassesRequest) => [...classesAll, filter] as const,
    /** The admins' list, every status: the same key the public list would use for this filter. */
    everyStatus: () => [...classesAll, { status: 'all' }] as const,
    facets: (filter: ListClassesRequest) => [...classesAll, 'facets', filter] as const,
    page: (id: string) => [...classesAll, 'page', id] as const,
    pageSessions: (id: string) => [...classesAll, 'page', id, 'sessions'] as const,
    instructor: (email: string) => [...classesAll, 'instructor', email.toLowerCase()] as const,
    scheduleCheck: (classId: string | null, schedule: ScheduleInput | null) =>
      [...classesAll, 'schedule-check', classId, schedule] as const,
    sessions: (classId: string) => [...classesAll, 'sessions', classId] as const,
    teachingSessions: [...classesAll, 'teaching-sessions'] as const,
    roster: (classId: string, sessionId: string) => [...classesAll, 'roster', classId, sessionId] as const,
    week: (start: string, timeZone: string) => [...classesAll, 'week', start, timeZone] as const,
  },

  carts: ['carts'] as const,
  cartItem: (id: string) => ['cart-item', id] as const,
  enrolled: {
    all: enrolledAll,
    sessions: [...enrolledAll, 'sessions'] as const,
    attendance: (classId: string) => [...enrolledAll, 'attendance', classId] as const,
  },
  payments: {
    all: paymentsAll,
    history: (email: string) => [...paymentsAll, 'history', email] as const,
    config: ['payments-config'] as const,
    intent: (cartItemId: string) => ['payment-intent', cartItemId] as const,
  },
  /** The signed-in student's waitlists: a payment or a removed cart item can end an offer. */
  waitlist: {
    mine: ['waitlist'] as const,
    ofClass: (classId: string) => ['class-waitlist', classId] as const,
  },
  cancellation: (enrolmentId: string) => ['cancellation', enrolmentId] as const,
  refunds: ['refunds'] as const,
  receipt: (id: string) => ['receipts', id] as const,
  coupons: ['coupons'] as const,
  payouts: ['payouts'] as const,
  earnings: ['earnings', 'mine'] as const,
  ledger: <F>(filters: F) => ['ledger', filters] as const,
  reports: {
    revenue: (from: string | null, to: string | null) => ['reports', 'revenue', from, to] as const,
    enrolments: ['reports', 'enrolments'] as const,
  },

  users: ['users'] as const,
  instructors: {
    all: ['instructors'] as const,
    list: (limit: number | undefined) => ['instructors', { limit }] as const,
    page: (id: string) => ['instructors', 'page', id] as const,
  },
  teachingApplications: {
    all: ['teaching-applications'] as const,
    mine: ['teaching-applications', 'mine'] as const,
    everyone: ['teaching-applications', 'all'] as const,
  },
  account: {
    all: ['account'] as const,
    password: ['account', 'password'] as const,
    sessions: ['account', 'sessions'] as const,
  },
  calendarFeed: ['calendar-feed'] as const,
  schoolSettings: {
    all: ['school-settings'] as const,
    commission: ['school-settings', 'commission'] as const,
  },
  audit: <F>(filters: F) => ['audit', filters] as const,
  contactMessages: ['contact-messages'] as const,
  newsletter: {
    all: ['newsletter'] as const,
    subscribers: ['newsletter', 'subscribers'] as const,
  },
  mailbox: {
    all: ['mailbox'] as const,
    mail: (id: string) => ['mailbox', 'mail', id] as const,
  },
  outbox: {
    page: (page: number) => ['outbox', page] as const,
    mail: (id: string) => ['outbox', 'mail', id] as const,
  },
};
