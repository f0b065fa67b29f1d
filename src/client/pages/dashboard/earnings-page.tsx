import { SectionTitle } from '#client/components/section-title.tsx';
import { MyEarnings } from '#client/features/earnings/my-earnings.tsx';
import { useLingui } from '@lingui/react/macro';

export function EarningsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title={t`Earnings`}
        subtitle={t`What your classes sold, the school's commission, and what is paid out and still owed to you`}
      />
      <MyEarnings />
    </div>
  );
}
