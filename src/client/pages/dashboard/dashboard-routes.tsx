import { lazyPage, type AppRoute } from '#client/app-router.tsx';
import { routePatterns as p } from '#client/paths.ts';
import { staffPaths } from '#client/staff-paths.ts';
import { notFound } from '#client/pages/not-found-route.ts';
import { msg } from '@lingui/core/macro';
import { titled } from '#client/pages/route-title.ts';

/** The dashboard's routes, below /dashboard: fetched with the dashboard (router.tsx). */
export const dashboardRoutes: AppRoute[] = [
  {
    index: true,
    lazy: lazyPage(() => import('./dashboard-home-page'), 'DashboardHomePage'),
  },
  {
    path: p.profile,
    handle: titled(msg`Profile`),
    lazy: lazyPage(() => import('./profile-page'), 'ProfilePage'),
  },
  {
    path: p.receipt,
    handle: titled(msg`Receipt`),
    lazy: lazyPage(() => import('./receipt-page'), 'ReceiptPage'),
  },
  {
    path: p.mailbox,
    handle: titled(msg`Mailbox`),
    lazy: lazyPage(() => import('./mailbox-page'), 'MailboxPage'),
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'StudentOnly'),
    children: [
      {
        path: p.selected,
        handle: titled(msg`My selected classes`),
        lazy: lazyPage(() => import('./selected-classes-page'), 'SelectedClassesPage'),
      },
      {
        path: p.payment,
        handle: titled(msg`Payment`),
        lazy: lazyPage(() => import('./payment-page'), 'PaymentPage'),
      },
      {
        path: p.enrolled,
        handle: titled(msg`Enrolled classes`),
        lazy: lazyPage(() => import('./enrolled-classes-page'), 'EnrolledClassesPage'),
      },
      {
        path: p.schedule,
        handle: titled(msg`My timetable`),
        lazy: lazyPage(() => import('./schedule-page'), 'SchedulePage'),
      },
      {
        path: p.paymentHistory,
        handle: titled(msg`Payment history`),
        lazy: lazyPage(() => import('./payment-history-page'), 'PaymentHistoryPage'),
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'InstructorOnly'),
    children: [
      {
        path: p.addClass,
        handle: titled(msg`Add a class`),
        lazy: lazyPage(() => import('./add-class-page'), 'AddClassPage'),
      },
      {
        path: p.myClasses,
        handle: titled(msg`My classes`),
        lazy: lazyPage(() => import('./my-classes-page'), 'MyClassesPage'),
      },
      {
        path: p.teachingSchedule,
        handle: titled(msg`Teaching timetable`),
        lazy: lazyPage(() => import('./teaching-schedule-page'), 'TeachingSchedulePage'),
      },
      {
        path: staffPaths.earnings,
        handle: titled(msg`Earnings`),
        lazy: lazyPage(() => import('./earnings-page'), 'EarningsPage'),
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'AdminOnly'),
    children: [
      {
        path: p.manageClasses,
        handle: titled(msg`Manage classes`),
        lazy: lazyPage(() => import('./manage-classes-page'), 'ManageClassesPage'),
      },
      {
        path: p.manageUsers,
        handle: titled(msg`Manage users`),
        lazy: lazyPage(() => import('./manage-users-page'), 'ManageUsersPage'),
      },
      {
        path: p.messages,
        handle: titled(msg`Messages`),
        lazy: lazyPage(() => import('./contact-messages-page'), 'ContactMessagesPage'),
      },
      {
        path: p.outbox,
        handle: titled(msg`Outbox`),
        lazy: lazyPage(() => import('./outbox-page'), 'OutboxPage'),
      },
      {
        path: p.newsletter,
        handle: titled(msg`Newsletter`),
        lazy: lazyPage(() => import('./newsletter-page'), 'NewsletterPage'),
      },
      {
        path: p.applications,
        handle: titled(msg`Teaching applications`),
        lazy: lazyPage(() => import('./teaching-applications-page'), 'TeachingApplicationsPage'),
      },
      {
        path: p.allSchedules,
        handle: titled(msg`All schedules`),
        lazy: lazyPage(() => import('./all-schedules-page'), 'AllSchedulesPage'),
      },
      {
        path: staffPaths.payouts,
        handle: titled(msg`Payouts`),
        lazy: lazyPage(() => import('./payouts-page'), 'PayoutsPage'),
      },
      {
        path: staffPaths.coupons,
        handle: titled(msg`Coupons`),
        lazy: lazyPage(() => import('./coupons-page'), 'CouponsPage'),
      },
      {
        path: staffPaths.audit,
        handle: titled(msg`Audit log`),
        lazy: lazyPage(() => import('./audit-page'), 'AuditPage'),
      },
      {
        path: staffPaths.settings,
        handle: titled(msg`School settings`),
        lazy: lazyPage(() => import('./school-settings-page'), 'SchoolSettingsPage'),
      },
      {
        path: staffPaths.payments,
        handle: titled(msg`Payments`),
        lazy: lazyPage(() => import('./payments-ledger-page'), 'PaymentsLedgerPage'),
      },
      {
        path: staffPaths.refunds,
        handle: titled(msg`Refunds`),
        lazy: lazyPage(() => import('./refunds-page'), 'RefundsPage'),
      },
      {
        path: staffPaths.reports,
        handle: titled(msg`Reports`),
        lazy: lazyPage(() => import('./reports-page'), 'ReportsPage'),
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'StaffOnly'),
    children: [
      {
        path: staffPaths.classWaitlist,
        handle: titled(msg`Class waitlist`),
        lazy: lazyPage(() => import('./class-waitlist-page'), 'ClassWaitlistPage'),
      },
    ],
  },
  notFound(),
];
