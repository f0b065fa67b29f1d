import { lazyPage, type AppRoute } from '#client/app-router.tsx';
import { linkPaths as p } from '#client/link-paths.ts';

/** The public pages a mailed link (or login's Forgot password?) opens: fetched when first needed (router.tsx). */
export const linkRoutes: AppRoute[] = [
  {
    path: p.forgotPassword,
    handle: { title: 'Forgot password' },
    lazy: lazyPage(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: p.resetPassword,
    handle: { title: 'New password' },
    lazy: lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: p.verifyEmail,
    handle: { title: 'Confirm your address' },
    lazy: lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage'),
  },
  {
    path: p.newsletterConfirm,
    handle: { title: 'Confirm your subscription' },
    lazy: lazyPage(() => import('./newsletter-confirm-page'), 'NewsletterConfirmPage'),
  },
  {
    path: p.newsletterUnsubscribe,
    handle: { title: 'Unsubscribe' },
    lazy: lazyPage(() => import('./newsletter-unsubscribe-page'), 'NewsletterUnsubscribePage'),
  },
];
