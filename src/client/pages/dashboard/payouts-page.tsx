import { SectionTitle } from '#client/components/section-title.tsx';
import { CommissionForm } from '#client/features/commission/commission-form.tsx';
import { PayoutsTable } from '#client/features/earnings/earnings-tables.tsx';
import { PayoutsOverview } from '#client/features/payouts/payouts-overview.tsx';

export function PayoutsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title="Payouts"
        subtitle="The platform's commission, what each instructor is owed, and the payouts made"
      />
      <CommissionForm />
      <PayoutsOverview history={(payouts) => <PayoutsTable payouts={payouts} withInstructor />} />
    </div>
  );
}
