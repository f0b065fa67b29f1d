/**
 * The addresses of pages only instructors and admins reach, apart from page-paths.ts: only the dashboard's code
 * carries them (its menu, its routes and the pages that link to them), not every public page's first load.
 */
export const staffPaths = {
  classWaitlist: '/dashboard/classes/:id/waitlist',
  earnings: '/dashboard/earnings',
  payouts: '/dashboard/payouts',
  coupons: '/dashboard/coupons',
  audit: '/dashboard/audit',
  settings: '/dashboard/settings',
  refunds: '/dashboard/refunds',
  payments: '/dashboard/payments',
  reports: '/dashboard/reports',
} as const;
