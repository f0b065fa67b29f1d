import { SectionTitle } from '#client/components/section-title.tsx';
import { CouponForm } from '#client/features/coupons/coupon-form.tsx';
import { CouponsTable } from '#client/features/coupons/coupons-table.tsx';
import { useLingui } from '@lingui/react/macro';

/** /dashboard/coupons: an admin's discount codes. */
export function CouponsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <SectionTitle
        level={1}
        title={t`Coupons`}
        subtitle={t`Discount codes students enter on the payment page; a use counts when the student enrols`}
      />
      <CouponForm />
      <CouponsTable />
    </div>
  );
}
