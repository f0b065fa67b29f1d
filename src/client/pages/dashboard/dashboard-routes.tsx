import { lazyPage, type AppRoute } from '#client/app-router.tsx';
import { routePatterns as p } from '#client/paths.ts';
import { staffPaths } from '#client/staff-paths.ts';
import { notFound } from '#client/pages/not-found-route.ts';

/** The dashboard's routes, below /dashboard: fetched with the dashboard (router.tsx). */
export const dashboardRoutes: AppRoute[] = [
  {
    index: true,
    lazy: lazyPage(() => import('./dashboard-home-page'), 'DashboardHomePage'),
  },
  {
    path: p.profile,
    handle: { title: 'Profile' },
    lazy: lazyPage(() => import('./profile-page'), 'ProfilePage'),
  },
  {
    path: p.receipt,
    handle: { title: 'Receipt' },
    lazy: lazyPage(() => import('./receipt-page'), 'ReceiptPage'),
  },
  {
    path: p.mailbox,
    handle: { title: 'Mailbox' },
    lazy: lazyPage(() => import('./mailbox-page'), 'MailboxPage'),
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'StudentOnly'),
    children: [
      {
        path: p.selected,
        handle: { title: 'My selected classes' },
        lazy: lazyPage(() => import('./selected-classes-page'), 'SelectedClassesPage'),
      },
      {
        path: p.payment,
        handle: { title: 'Payment' },
        lazy: lazyPage(() => import('./payment-page'), 'PaymentPage'),
      },
      {
        path: p.enrolled,
        handle: { title: 'Enrolled classes' },
        lazy: lazyPage(() => import('./enrolled-classes-page'), 'EnrolledClassesPage'),
      },
      {
        path: p.schedule,
        handle: { title: 'My timetable' },
        lazy: lazyPage(() => import('./schedule-page'), 'SchedulePage'),
      },
      {
        path: p.paymentHistory,
        handle: { title: 'Payment history' },
        lazy: lazyPage(() => import('./payment-history-page'), 'PaymentHistoryPage'),
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'InstructorOnly'),
    children: [
      {
        path: p.addClass,
        handle: { title: 'Add a class' },
        lazy: lazyPage(() => import('./add-class-page'), 'AddClassPage'),
      },
      {
        path: p.myClasses,
        handle: { title: 'My classes' },
        lazy: lazyPage(() => import('./my-classes-page'), 'MyClassesPage'),
      },
      {
        path: p.teachingSchedule,
        handle: { title: 'Teaching timetable' },
        lazy: lazyPage(() => import('./teaching-schedule-page'), 'TeachingSchedulePage'),
      },
      {
        path: staffPaths.earnings,
        handle: { title: 'Earnings' },
        lazy: lazyPage(() => import('./earnings-page'), 'EarningsPage'),
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'AdminOnly'),
    children: [
      {
        path: p.manageClasses,
        handle: { title: 'Manage classes' },
        lazy: lazyPage(() => import('./manage-classes-page'), 'ManageClassesPage'),
      },
      {
        path: p.manageUsers,
        handle: { title: 'Manage users' },
        lazy: lazyPage(() => import('./manage-users-page'), 'ManageUsersPage'),
      },
      {
        path: p.messages,
        handle: { title: 'Messages' },
        lazy: lazyPage(() => import('./contact-messages-page'), 'ContactMessagesPage'),
      },
      {
        path: p.outbox,
        handle: { title: 'Outbox' },
        lazy: lazyPage(() => import('./outbox-page'), 'OutboxPage'),
      },
      {
        path: p.newsletter,
        handle: { title: 'Newsletter' },
        lazy: lazyPage(() => import('./newsletter-page'), 'NewsletterPage'),
      },
      {
        path: p.applications,
        handle: { title: 'Teaching applications' },
        lazy: lazyPage(() => import('./teaching-applications-page'), 'TeachingApplicationsPage'),
      },
      {
        path: p.allSchedules,
        handle: { title: 'All schedules' },
        lazy: lazyPage(() => import('./all-schedules-page'), 'AllSchedulesPage'),
      },
      {
        path: staffPaths.payouts,
        handle: { title: 'Payouts' },
        lazy: lazyPage(() => import('./payouts-page'), 'PayoutsPage'),
      },
      {
        path: staffPaths.coupons,
        handle: { title: 'Coupons' },
        lazy: lazyPage(() => import('./coupons-page'), 'CouponsPage'),
      },
      {
        path: staffPaths.audit,
        handle: { title: 'Audit log' },
        lazy: lazyPage(() => import('./audit-page'), 'AuditPage'),
      },
      {
        path: staffPaths.settings,
        handle: { title: 'School settings' },
        lazy: lazyPage(() => import('./school-settings-page'), 'SchoolSettingsPage'),
      },
      {
        path: staffPaths.payments,
        handle: { title: 'Payments' },
        lazy: lazyPage(() => import('./payments-ledger-page'), 'PaymentsLedgerPage'),
      },
      {
        path: staffPaths.refunds,
        handle: { title: 'Refunds' },
        lazy: lazyPage(() => import('./refunds-page'), 'RefundsPage'),
      },
      {
        path: staffPaths.reports,
        handle: { title: 'Reports' },
        lazy: lazyPage(() => import('./reports-page'), 'ReportsPage'),
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./role-routes'), 'StaffOnly'),
    children: [
      {
        path: staffPaths.classWaitlist,
        handle: { title: 'Class waitlist' },
        lazy: lazyPage(() => import('./class-waitlist-page'), 'ClassWaitlistPage'),
      },
    ],
  },
  notFound(),
];
