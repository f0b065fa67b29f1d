import { useLocation } from 'react-router';
import { tokenFromHash } from '#client/features/account-links/api.ts';
import { VerifyEmailPanel } from '#client/features/account-links/verify-email-panel.tsx';
import { Trans } from '@lingui/react/macro';

export function VerifyEmailPage() {
  const location = useLocation();
  return (
    <section className="auth-backdrop px-4 py-12">
      <div className="card mx-auto max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 className="text-center text-3xl font-extrabold text-primary">
            <Trans>Confirm your address</Trans>
          </h1>
          <VerifyEmailPanel token={tokenFromHash(location.hash)} />
        </div>
      </div>
    </section>
  );
}
