import { Outlet } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ScrollRestoration, useNavigationPending } from '#client/app-router.tsx';
import { AccountMenu } from '#client/features/auth/account-menu.tsx';
import { useUnauthorizedRedirect } from '#client/session/use-unauthorized-redirect.ts';
import { NewsletterForm } from '#client/features/newsletter/newsletter-form.tsx';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  useUnauthorizedRedirect();
  useDocumentTitle();
  const pending = useNavigationPending();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      {pending && <div className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary" aria-hidden />}
      <SiteHeader account={<AccountMenu />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter newsletter={<NewsletterForm />} />
      <ScrollRestoration />
    </div>
  );
}
