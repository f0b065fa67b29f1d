import { SOURCE_LOCALE, uiLocales, type UiLocale } from './ui-locale-list.js';

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

/**
 * The first segment of a page's address in each language (docs/decisions/locale-addresses.md): the tag in
 * lower case (`/pt-br/classes`), none for English, the source and the x-default (`/classes`).
 */
export function localeSegment(locale: UiLocale): string {
  return locale === SOURCE_LOCALE ? '' : locale.toLowerCase();
}

const segmentLocales = new Map(
  uiLocales.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => [locale.toLowerCase(), locale]),
);

/** An address read as a language and a page: `/es/classes` is Spanish's `/classes`, `/es` its `/`. */
interface LocaleAddress {
  locale: UiLocale;
  /** The language's segment as the address writes it (any case: the router reads addresses so), or ''. */
  prefix: string;
  /** The page's address in the route table: what follows the prefix, '/' at least. */
  path: string;
}

/** The language an address names with its first segment, and the page; English when it names none. */
export function localeAddress(pathname: string): LocaleAddress {
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/s.exec(pathname) ?? [];
  const locale = segmentLocales.get(first.toLowerCase());
  if (!locale) return { locale: SOURCE_LOCALE, prefix: '', path: pathname };
  return { locale, prefix: `/${first}`, path: rest === '' ? '/' : rest };
}

/** The address of `path` (a page of the route table, with its query string if any) in `locale`. */
export function localizedPath(locale: UiLocale, path: string): string {
  const segment = localeSegment(locale);
  if (!segment) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `/${segment}${path.slice(1)}`
    : `/${segment}${path}`;
}
