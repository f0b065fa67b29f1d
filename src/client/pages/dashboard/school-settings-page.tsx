import { useQuery } from '@tanstack/react-query';
import { SectionTitle } from '#client/components/section-title.tsx';
import { errorMessage } from '#client/errors.ts';
import { formatDateTime } from '#client/format-time.ts';
import { schoolSettingsQuery } from '#client/features/school-settings/api.ts';
import { RefundPolicyForm } from '#client/features/school-settings/refund-policy-form.tsx';
import { LateJoiningSwitch } from '#client/features/school-settings/late-joining-switch.tsx';
import { LoadingIndicator } from '#client/components/loading-indicator.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

export function SchoolSettingsPage() {
  const { t } = useLingui();
  const settings = useQuery(schoolSettingsQuery);
  const updatedAt = settings.data?.updatedAt;
  const savedAt = updatedAt ? formatDateTime(updatedAt) : null;
  return (
    <div className="mx-auto max-w-3xl">
      <SectionTitle
        level={1}
        title={t`School settings`}
        subtitle={t`How the school runs: the rules students read before they cancel`}
      />
      <section aria-labelledby="refund-policy-title" className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <h2 id="refund-policy-title" className="card-title text-xl">
            <Trans>Refund policy</Trans>
          </h2>
          <p className="text-sm text-base-content/75">
            <Trans>
              Counted back from a class&apos;s first session. Students see the rule that applies, and the
              amount, before they confirm a cancellation.
            </Trans>
          </p>
          {settings.isPending ? (
            <LoadingIndicator label={t`Loading the settings`} />
          ) : settings.isError ? (
            <p role="alert" className="alert alert-error alert-soft">
              {errorMessage(settings.error, t`We could not load the settings.`)}{' '}
              <button type="button" className="btn btn-sm" onClick={() => void settings.refetch()}>
                <Trans>Try again</Trans>
              </button>
            </p>
          ) : (
            <>
              <RefundPolicyForm policy={settings.data.refundPolicy} />
              <p className="mt-2 text-xs text-base-content/75">
                {savedAt
                  ? t`Last saved ${savedAt}.`
                  : t`These are the defaults: nobody has changed them yet.`}
              </p>
            </>
          )}
        </div>
      </section>
      {settings.data && (
        <section aria-labelledby="late-joining-title" className="card mt-6 bg-base-100 shadow-sm">
          <div className="card-body">
            <h2 id="late-joining-title" className="card-title text-xl">
              <Trans>Joining late</Trans>
            </h2>
            <LateJoiningSwitch lateJoining={settings.data.lateJoining ?? false} />
          </div>
        </section>
      )}
    </div>
  );
}
