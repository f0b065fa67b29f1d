import { lazyPage, type AppRoute } from '#client/app-router.tsx';
import { linkPaths as p } from '#client/link-paths.ts';
import { msg } from '@lingui/core/macro';
import { titled } from './route-title';

/** The public pages a mailed link (or login's Forgot password?) opens: fetched when first needed (router.tsx). */
export const linkRoutes: AppRoute[] = [
  {
    path: p.forgotPassword,
    handle: titled(msg`Forgot password`),
    lazy: lazyPage(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: p.resetPassword,
    handle: titled(msg`New password`),
    lazy: lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: p.verifyEmail,
    handle: titled(msg`Confirm your address`),
    lazy: lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage'),
  },
  {
    path: p.newsletterConfirm,
    handle: titled(msg`Confirm your subscription`),
    lazy: lazyPage(() => import('./newsletter-confirm-page'), 'NewsletterConfirmPage'),
  },
  {
    path: p.newsletterUnsubscribe,
    handle: titled(msg`Unsubscribe`),
    lazy: lazyPage(() => import('./newsletter-unsubscribe-page'), 'NewsletterUnsubscribePage'),
  },
];
