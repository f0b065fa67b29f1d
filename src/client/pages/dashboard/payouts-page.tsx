import { SectionTitle } from '#client/components/section-title.tsx';
import { CommissionForm } from '#client/features/commission/commission-form.tsx';
import { PayoutsTable } from '#client/features/earnings/earnings-tables.tsx';
import { PayoutsOverview } from '#client/features/payouts/payouts-overview.tsx';
import { useLingui } from '@lingui/react/macro';

export function PayoutsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title={t`Payouts`}
        subtitle={t`The platform's commission, what each instructor is owed, and the payouts made`}
      />
      <CommissionForm />
      <PayoutsOverview history={(payouts) => <PayoutsTable payouts={payouts} withInstructor />} />
    </div>
  );
}
