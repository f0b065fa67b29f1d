/**
 * Every page's address, in one place. `routePatterns` are what router.tsx mounts (and what the phone-width
 * journey checks it covers); `paths` are the addresses links, navigations and redirects go to.
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

/** The pattern with its one `:param` filled in. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:\w+/, encodeURIComponent(value));
}

/** The classes list narrowed from a link; class-list-view.ts reads the same parameters. */
export interface ClassesFilter {
  search?: string;
  instructor?: string;
}

function classes({ search, instructor }: ClassesFilter = {}): string {
  const params = new URLSearchParams();
  if (instructor) params.set('instructor', instructor);
  if (search) params.set('q', search);
  const query = params.toString();
  return query ? `${routePatterns.classes}?${query}` : routePatterns.classes;
}

const { instructor, payment, receipt, classes: _classes, class: classPage, ...fixed } = routePatterns;

export const paths = {
  ...fixed,
  instructor: (id: string) => fill(instructor, id),
  classes,
  class: (id: string) => fill(classPage, id),
  payment: (cartItemId: string) => fill(payment, cartItemId),
  receipt: (paymentId: string) => fill(receipt, paymentId),
};
