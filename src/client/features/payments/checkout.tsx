import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '#client/components/link.tsx';
import { AlertTriangle, RotateCw, Ticket } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '#contract/carts';
import { ApiError } from '#client/api-client.ts';
import { errorMessage } from '#client/errors.ts';
import { ErrorState } from '#client/components/load-state.tsx';
import { formatUsd } from '#client/format.ts';
import { responsiveImage } from '#client/responsive-image.ts';
import { paths } from '#client/paths.ts';
import { queryKeys } from '#client/query-keys.ts';
import { useEnrolFree } from '#client/queries/enrol-free.ts';
import { paymentIntentQuery, paymentsConfigQuery, useRecordPayment } from './api';
import { CouponField, PriceLines } from './coupon-field';
import { HoldNotice, useHasPassed } from './hold-notice';
import { SimulatedCardForm } from './simulated-card-form';
import { StripeCardForm } from './stripe-card-form';
import { RefundTermsNote, SaleNote } from '#client/components/purchase-terms.tsx';

export interface Receipt {
  /** Null when a coupon covered the whole price and no card was charged. */
  transactionId: string | null;
  className: string;
  amount: number;
}

/**
 * Paying for one selected class: ask for a payment intent (which holds a seat), let the processor confirm
 * the card, then have the server record the payment, which enrols the student.
 */
/** Why paying cannot go on here, and what to do instead. */
function PaymentAlert({ tone, children }: { tone: 'error' | 'warning'; children: ReactNode }) {
  return (
    <div role="alert" className={`alert ${tone === 'error' ? 'alert-error' : 'alert-warning'} items-start`}>
      <AlertTriangle aria-hidden className="shrink-0" />
      <div className="space-y-3">{children}</div>
    </div>
  );
}

/** A coupon covers the whole price: the student enrols without a card, and the server records a payment of 0. */
function EnrolWithCoupon({ item, onPaid }: { item: CartItem; onPaid: (receipt: Receipt) => void }) {
  const { t } = useLingui();
  const enrol = useEnrolFree();
  const [error, setError] = useState<string | null>(null);
  async function go() {
    setError(null);
    try {
      await enrol.mutateAsync(item._id);
      onPaid({ transactionId: null, className: item.name, amount: 0 });
    } catch (failure) {
      setError(errorMessage(failure, t`We could not enrol you. Please try again.`));
    }
  }
  return (
    <div className="space-y-4" data-testid="enrol-with-coupon">
      <p>
        <Trans>Your coupon covers the whole price: no card is needed.</Trans>
      </p>
      {error && (
        <p role="alert" className="font-semibold text-error">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={enrol.isPending} onClick={() => void go()}>
        <Ticket size={18} aria-hidden /> <Trans>Enrol without a card</Trans>
      </button>
    </div>
  );
}

export function Checkout({ item, onPaid }: { item: CartItem; onPaid: (receipt: Receipt) => void }) {
  const { t } = useLingui();
  const config = useQuery(paymentsConfigQuery);
  const coupon = item.coupon ?? null;
  const coveredByCoupon = coupon !== null && coupon.total <= 0;
  // SPEC section 5: no payment request unless the price is above 0 (the page offers free enrolment instead);
  // nor when the coupon covers it all.
  const intent = useQuery({ ...paymentIntentQuery(item._id), enabled: item.price > 0 && !coveredByCoupon });
  const record = useRecordPayment();
  const client = useQueryClient();
  // A coupon that stopped working is taken off by the server when asked to pay (409): show the item without it.
  const intentRefused = intent.error instanceof ApiError && intent.error.status === 409;
  useEffect(() => {
    if (intentRefused && coupon) void client.invalidateQueries({ queryKey: queryKeys.cartItem(item._id) });
  }, [intentRefused, coupon, item._id, client]);
  /** The processor said yes but the server could not record it yet: retry with the same transaction. */
  const [unrecorded, setUnrecorded] = useState<{ transactionId: string; message: string } | null>(null);
  /** The server refused the payment for good (and refunded it), e.g. the last seat went. */
  const [refused, setRefused] = useState<string | null>(null);

  async function recordPayment(transactionId: string) {
    setUnrecorded(null);
    try {
      await record.mutateAsync({ transactionId, cartItemId: item._id });
      onPaid({ transactionId, className: item.name, amount: intent.data?.amount ?? item.price });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefused(error.message);
      else
        setUnrecorded({
          transactionId,
          message: errorMessage(error, t`Could not reach the server. Check your connection.`),
        });
    }
  }

  // The server's figures: the intent's amount once there is one, the item's coupon total before.
  // Joining late, the class's price is that of the sessions left.
  const price = item.sale?.forSale ? item.sale.price : item.price;
  const instructor = item.instructorName;
  const total = coveredByCoupon ? 0 : (intent.data?.amount ?? coupon?.total ?? price);
  // Once the hold runs out, paying waits until the student holds the seat again.
  const holdEnded = useHasPassed(intent.data?.holdExpiresAt);
  const clientSecret = intent.data?.clientSecret ?? null;
  const paused = holdEnded ? t`Hold your seat again to pay.` : null;

  if (refused) {
    return (
      <PaymentAlert tone="error">
        <p className="font-semibold">{refused}</p>
        <p className="flex flex-wrap gap-2">
          <Link to={paths.paymentHistory} className="btn btn-sm">
            <Trans>Payment history</Trans>
          </Link>
          <Link to={paths.selected} className="btn btn-sm">
            <Trans>My selected classes</Trans>
          </Link>
        </p>
      </PaymentAlert>
    );
  }

  let form;
  if (coveredByCoupon) {
    form = <EnrolWithCoupon item={item} onPaid={onPaid} />;
  } else if (unrecorded) {
    const reason = unrecorded.message;
    form = (
      <PaymentAlert tone="warning">
        <p>
          <Trans>
            Your card was accepted, but we could not record the payment yet: {reason} Please try again; you
            will not be charged twice.
          </Trans>
        </p>
        <button
          type="button"
          className="btn btn-sm"
          disabled={record.isPending}
          onClick={() => void recordPayment(unrecorded.transactionId)}
        >
          <RotateCw size={14} aria-hidden /> <Trans>Try again</Trans>
        </button>
      </PaymentAlert>
    );
  } else if (intent.isError) {
    const status = intent.error instanceof ApiError ? intent.error.status : 0;
    form =
      status === 409 ? (
        <PaymentAlert tone="error">
          <p className="font-semibold">{intent.error.message}</p>
          <p className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm" onClick={() => void intent.refetch()}>
              <RotateCw size={14} aria-hidden /> <Trans>Try again</Trans>
            </button>
            <Link to={paths.selected} className="btn btn-sm">
              <Trans>My selected classes</Trans>
            </Link>
          </p>
        </PaymentAlert>
      ) : (
        <ErrorState
          message={errorMessage(intent.error, t`We could not prepare your payment.`)}
          onRetry={() => void intent.refetch()}
        />
      );
  } else if (config.isError) {
    form = (
      <ErrorState message={t`We could not load the payment form.`} onRetry={() => void config.refetch()} />
    );
  } else if (config.data?.processor === 'stripe' && config.data.publishableKey) {
    form = (
      <StripeCardForm
        publishableKey={config.data.publishableKey}
        clientSecret={clientSecret}
        paused={paused}
        busy={record.isPending}
        onConfirmed={recordPayment}
      />
    );
  } else {
    // Simulated (the default), and the form's disabled look while the configuration loads.
    form = (
      <SimulatedCardForm
        clientSecret={config.data ? clientSecret : null}
        paused={paused}
        busy={record.isPending}
        onConfirmed={recordPayment}
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <aside className="space-y-4 rounded-box bg-base-100 p-4 shadow md:p-6" aria-label={t`Order summary`}>
        <img
          {...responsiveImage(item.img, '(min-width: 1024px) 40vw, 1px')}
          alt=""
          width={640}
          height={400}
          className="aspect-[8/5] w-full rounded-box object-cover max-lg:hidden"
        />
        <div className="flex items-center gap-3">
          <img
            {...responsiveImage(item.img, '64px')}
            alt=""
            width={64}
            height={40}
            className="h-10 w-16 rounded-lg object-cover lg:hidden"
          />
          <div className="min-w-0">
            <h2 className="text-xl font-bold wrap-anywhere hyphens-auto">{item.name}</h2>
            <p className="text-sm wrap-anywhere text-base-content/75">
              <Trans>Instructor: {instructor}</Trans>
            </p>
          </div>
        </div>
        <PriceLines price={price} coupon={coupon} />
        <p className="flex items-baseline justify-between border-t border-base-300 pt-4 text-lg">
          <span>
            <Trans>Total price</Trans>
          </span>
          <strong className="text-2xl tabular-nums" data-testid="total-price">
            {formatUsd(total)}
          </strong>
        </p>
        {!unrecorded && (
          <div className="border-t border-base-300 pt-4">
            <CouponField cartItemId={item._id} coupon={coupon} disabled={record.isPending} />
          </div>
        )}
        <SaleNote sale={item.sale} />
        <RefundTermsNote terms={item.refundTerms} />
        {intent.data && !unrecorded && !coveredByCoupon && (
          <HoldNotice
            expiresAt={intent.data.holdExpiresAt}
            expired={holdEnded}
            renewable={intent.data.holdRenewable}
            holdMinutes={config.data?.holdMinutes}
            renewing={intent.isFetching}
            onRenew={() => void intent.refetch()}
          />
        )}
      </aside>
      <div className="rounded-box bg-base-100 p-4 shadow md:p-6">
        {holdEnded && !intent.isError && !unrecorded && (
          <p className="mb-4 flex items-center gap-2 text-sm font-semibold" data-testid="paying-paused">
            <AlertTriangle size={16} aria-hidden className="shrink-0 text-warning" />
            <Trans>Paying waits until you hold your seat again.</Trans>
          </p>
        )}
        {form}
        {!unrecorded && !intent.isError && item.refundTerms && (
          <p className="mt-2 text-sm font-semibold" data-testid="refund-today">
            {item.refundTerms.today}
          </p>
        )}
      </div>
    </div>
  );
}
