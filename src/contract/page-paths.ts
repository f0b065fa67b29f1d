/**
 * Every page's address, in one place. `routePatterns` are what the client's router.tsx mounts (and what the
 * phone-width journey checks it covers); the server answers 404 for an address none of them matches
 * (src/server/modules/site-pages). The client's paths.ts builds the addresses links go to from them.
 */
export const routePatterns = {
  home: '/',
  login: '/login',
  registration: '/registration',
  instructors: '/ins',
  instructor: '/ins/:id',
  classes: '/classes',
  class: '/classes/:id',
  about: '/about',
  contact: '/contact',
  teach: '/teach',
  authComplete: '/auth/complete',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  selected: '/dashboard/selected',
  payment: '/dashboard/payment/:cartItemId',
  enrolled: '/dashboard/enrolled',
  schedule: '/dashboard/schedule',
  paymentHistory: '/dashboard/payment-history',
  receipt: '/dashboard/receipts/:id',
  mailbox: '/dashboard/mailbox',
  addClass: '/dashboard/addclass',
  myClasses: '/dashboard/myclasses',
  teachingSchedule: '/dashboard/teaching-schedule',
  manageClasses: '/dashboard/manage-class',
  manageUsers: '/dashboard/manage-users',
  messages: '/dashboard/messages',
  outbox: '/dashboard/outbox',
  newsletter: '/dashboard/newsletter',
  applications: '/dashboard/applications',
  allSchedules: '/dashboard/all-schedules',
} as const;
