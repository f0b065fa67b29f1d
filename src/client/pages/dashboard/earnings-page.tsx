import { SectionTitle } from '#client/components/section-title.tsx';
import { MyEarnings } from '#client/features/earnings/my-earnings.tsx';

export function EarningsPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <SectionTitle
        level={1}
        title="Earnings"
        subtitle="What your classes sold, the school's commission, and what is paid out and still owed to you"
      />
      <MyEarnings />
    </div>
  );
}
