import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Trans, useLingui } from '@lingui/react/macro';
import { PayButton } from './pay-button';

const ERROR_ID = 'card-error';

/**
 * Stripe Elements' card field. Stripe.js is fetched from Stripe only when this form mounts (the `pure` entry
 * does not load it on import), so no other page talks to Stripe.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  paused,
  busy,
  onConfirmed,
}: {
  publishableKey: string;
  clientSecret: string | null;
  /** Why paying waits (the seat hold ran out), or nothing. */
  paused?: string | null;
  busy: boolean;
  onConfirmed: (transactionId: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A flag, not the text: the text is worded when shown, in the language then chosen, and the effect that
  // loads Stripe.js need not run again when the language changes.
  const [loadFailed, setLoadFailed] = useState(false);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (cancelled || !loaded || !mountRef.current) return;
        card = loaded
          .elements()
          .create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
        card.on('ready', () => setCardReady(true));
        card.on('change', (event) => {
          setInvalid(!!event.error);
          setError(event.error?.message ?? null);
        });
        card.mount(mountRef.current);
        cardRef.current = card;
        setStripe(loaded);
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      card?.destroy();
      cardRef.current = null;
    };
  }, [publishableKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = cardRef.current;
    // As the spec says: without the payment library and the card element, submitting does nothing.
    if (!stripe || !card || !clientSecret || paused || processing || busy) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        setInvalid(result.error.type === 'card_error' || result.error.type === 'validation_error');
        setError(result.error.message ?? t`Your card was declined.`);
      } else if (result.paymentIntent.status === 'succeeded') {
        await onConfirmed(result.paymentIntent.id);
      } else {
        setError(t`The payment was not completed. Please try again.`);
      }
    } finally {
      setProcessing(false);
    }
  }

  const shown =
    error ??
    (loadFailed ? t`The payment form could not be loaded. Check your connection and reload the page.` : null);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Card payment`}
      className="space-y-4"
    >
      <div className="fieldset">
        <span className="fieldset-legend pb-1 text-sm">
          <Trans>Card</Trans>
        </span>
        <div
          ref={mountRef}
          className={`input w-full py-3 ${invalid ? 'input-error' : ''}`}
          aria-describedby={shown ? ERROR_ID : undefined}
        />
      </div>
      <PayButton
        ready={!!stripe && cardReady && !!clientSecret}
        processing={processing || busy}
        paused={paused}
      />
      <p id={ERROR_ID} role="alert" className="min-h-6 text-sm font-semibold text-error">
        {shown}
      </p>
    </form>
  );
}
