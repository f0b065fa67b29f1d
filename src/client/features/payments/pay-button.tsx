import { Lock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Disabled while the payment library or intent is not ready, while a payment is processing, and while
 * paying is paused (`paused` says why).
 */
export function PayButton({
  ready,
  processing,
  paused,
}: {
  ready: boolean;
  processing: boolean;
  paused?: string | null;
}) {
  const { t } = useLingui();
  return (
    <div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!ready || processing || !!paused}
        aria-busy={processing || undefined}
      >
        {paused ? (
          <Lock size={16} aria-hidden />
        ) : processing || !ready ? (
          <span className="loading loading-spinner loading-sm" aria-hidden />
        ) : (
          <Lock size={16} aria-hidden />
        )}
        <Trans>Pay</Trans>
      </button>
      <p className="mt-1 min-h-5 text-center text-xs text-base-content/70" aria-live="polite">
        {paused ?? (processing ? t`Processing your payment…` : !ready ? t`Preparing the payment form…` : '')}
      </p>
    </div>
  );
}
