import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import type { MyEarnings as Earnings } from '#contract/earnings';
import { ErrorState, LoadingState } from '#client/components/load-state.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { formatUsd } from '#client/format.ts';
import { myEarningsQuery } from './api';
import { EarningsByClassTable, EarningsByMonthTable, PayoutsTable } from './earnings-tables';

function Stat({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <div className="rounded-box bg-base-100 p-4 shadow">
      <dt className="text-sm font-semibold text-base-content/75">{title}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-base-content/70">{note}</dd>}
    </div>
  );
}

function Totals({ earnings }: { earnings: Earnings }) {
  const { totals } = earnings;
  return (
    <div role="group" aria-label="Totals">
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Stat
          title="Sales"
          value={formatUsd(totals.gross)}
          note={`${totals.sales} ${totals.sales === 1 ? 'sale' : 'sales'}, after refunds`}
        />
        <Stat title="Commission" value={formatUsd(totals.commission)} note="The school's share" />
        <Stat title="Your earnings" value={formatUsd(totals.net)} note="Net of commission and refunds" />
        <Stat
          title="Still owed to you"
          value={formatUsd(totals.owed)}
          note={`${formatUsd(totals.paidOut)} paid out so far`}
        />
      </dl>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The signed-in instructor's earnings: totals, per class, per month, and the payouts received. */
export function MyEarnings() {
  const earnings = useQuery(myEarningsQuery);
  if (earnings.isPending) {
    return (
      <LoadingState label="Loading your earnings">
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton h-24" />
          ))}
        </div>
      </LoadingState>
    );
  }
  if (earnings.isError) {
    return <ErrorState message="We could not load your earnings." onRetry={() => void earnings.refetch()} />;
  }
  const data = earnings.data;
  return (
    <>
      <p className="mb-6 text-base-content/80">
        The school keeps a commission of {data.commissionPercent}% on new sales; each sale keeps the rate of
        the day it was made. Refunds take back their share of a sale.
      </p>
      <Totals earnings={data} />
      {data.byClass.length === 0 ? (
        <div className="mt-10">
          <EmptyCard icon={<Wallet size={40} aria-hidden />}>
            No sales yet: your earnings appear here once a student pays for one of your classes.
          </EmptyCard>
        </div>
      ) : (
        <>
          <Section id="earnings-by-class" title="Per class">
            <EarningsByClassTable rows={data.byClass} />
          </Section>
          <Section id="earnings-by-month" title="Per month">
            <EarningsByMonthTable rows={data.byMonth} />
          </Section>
        </>
      )}
      <Section id="earnings-payouts" title="Payouts received">
        {data.payouts.length === 0 ? (
          <p className="text-base-content/80">No payouts yet.</p>
        ) : (
          <PayoutsTable payouts={data.payouts} />
        )}
      </Section>
    </>
  );
}
