import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Tag, X } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppliedCoupon } from '#contract/coupons';
import { errorMessage } from '#client/errors.ts';
import { formatUsd } from '#client/format.ts';
import { useApplyCoupon, useRemoveCoupon } from './api';

const couponForm = (i18n: I18n) =>
  z.object({ code: z.string().check(z.trim(), z.minLength(1, i18n._(msg`Enter a coupon code.`))) });
type CouponForm = z.infer<ReturnType<typeof couponForm>>;

/**
 * "Have a coupon?": a code and Apply. The server alone says whether it works and what it takes off; a code it
 * refuses shows its reason under the field.
 */
export function CouponField({
  cartItemId,
  coupon,
  disabled,
}: {
  cartItemId: string;
  coupon: AppliedCoupon | null;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const apply = useApplyCoupon(cartItemId);
  const remove = useRemoveCoupon(cartItemId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CouponForm>({ resolver: zodResolver(couponForm(i18n)), defaultValues: { code: '' } });
  const error = errors.code?.message;

  const submit = handleSubmit(async ({ code }) => {
    try {
      await apply.mutateAsync(code);
      reset();
    } catch (failure) {
      setError('code', { message: errorMessage(failure, t`We could not check this code.`) });
    }
  });

  if (coupon) {
    const code = coupon.code;
    const label = coupon.label;
    return (
      <div className="flex flex-wrap items-center justify-between gap-2" data-testid="applied-coupon">
        <p className="flex items-center gap-2">
          <Tag size={16} aria-hidden className="text-success" />
          <span>
            <Trans>
              Coupon <strong className="font-mono">{code}</strong> ({label}) applied
            </Trans>
          </span>
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={disabled || remove.isPending}
          onClick={() =>
            void remove
              .mutateAsync()
              .then(() => setRemoveError(null))
              .catch((failure: unknown) =>
                setRemoveError(errorMessage(failure, t`We could not remove the coupon.`)),
              )
          }
        >
          <X size={14} aria-hidden /> <Trans>Remove coupon</Trans>
        </button>
        {removeError && (
          <p role="alert" className="w-full text-sm font-semibold text-error">
            {removeError}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Coupon`}>
      <label htmlFor="coupon-code" className="text-sm font-semibold">
        <Trans>Have a coupon?</Trans>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="coupon-code"
          className={`input min-w-0 flex-1 uppercase ${error ? 'input-error' : ''}`}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={!!error}
          aria-describedby={error ? 'coupon-code-error' : undefined}
          disabled={disabled}
          {...register('code')}
        />
        <button type="submit" className="btn btn-outline" disabled={disabled || apply.isPending}>
          <Trans>Apply</Trans>
        </button>
      </div>
      {error && (
        <p id="coupon-code-error" role="alert" className="mt-1 text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** The price, the coupon's discount and the total, as the server computed them. */
export function PriceLines({ price, coupon }: { price: number; coupon: AppliedCoupon | null }) {
  if (!coupon) return null;
  const code = coupon.code;
  return (
    <dl className="space-y-1 border-t border-base-300 pt-4" data-testid="price-lines">
      <div className="flex justify-between">
        <dt>
          <Trans>Class price</Trans>
        </dt>
        <dd className="tabular-nums">{formatUsd(price)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>
          <Trans>Discount ({code})</Trans>
        </dt>
        <dd className="tabular-nums" data-testid="discount">
          −{formatUsd(coupon.discount)}
        </dd>
      </div>
    </dl>
  );
}
