import { Lock } from 'lucide-react';

/** Disabled while the payment library or intent is not ready, and while a payment is processing. */
export function PayButton({ ready, processing }: { ready: boolean; processing: boolean }) {
  return (
    <div>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!ready || processing}
        aria-busy={processing || undefined}
      >
        {processing || !ready ? (
          <span className="loading loading-spinner loading-sm" aria-hidden />
        ) : (
          <Lock size={16} aria-hidden />
        )}
        Pay
      </button>
      <p className="mt-1 min-h-5 text-center text-xs text-base-content/70" aria-live="polite">
        {processing ? 'Processing your payment…' : !ready ? 'Preparing the payment form…' : ''}
      </p>
    </div>
  );
}
