/**
 * The addresses of the pages a mailed link opens (and login's Forgot password?), apart from page-paths.ts: only
 * the pages that link to them carry them, not every page's first load (the client's pages/link-routes.tsx).
 */
export const linkPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;
