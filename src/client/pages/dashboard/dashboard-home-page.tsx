import { useAuth } from '#client/session/session.ts';
import { VerifyAddressNotice } from '#client/features/account-links/verify-address-notice.tsx';
import { NoMailWarning } from './no-mail-warning';
import { Trans, useLingui } from '@lingui/react/macro';

export function DashboardHomePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const name = user?.name;
  return (
    <>
      <NoMailWarning />
      <VerifyAddressNotice />
      <section className="hero rounded-box bg-base-100 shadow" aria-labelledby="welcome-title">
        <div className="hero-content flex-col gap-8 py-12 lg:flex-row">
          <img
            src="/images/welcome.webp"
            alt={t`A globe with speech bubbles in many languages`}
            width={280}
            height={280}
            className="welcome-float w-56 md:w-72"
          />
          <div className="min-w-0 max-w-full">
            <h1
              id="welcome-title"
              className="text-4xl font-extrabold wrap-anywhere hyphens-auto text-primary"
            >
              {user ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome!</Trans>}
            </h1>
            <p className="mt-3 max-w-md text-lg">
              <Trans>Everything for your classes is in the menu: pick a page to get going.</Trans>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
