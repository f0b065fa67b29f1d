import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { sales } = totals;
  const paidOut = formatUsd(totals.paidOut);
  return (
    <div role="group" aria-label={t`Totals`}>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Stat
          title={t`Sales`}
          value={formatUsd(totals.gross)}
          note={t`${plural(sales, { one: '# sale, after refunds', other: '# sales, after refunds' })}`}
        />
        <Stat title={t`Commission`} value={formatUsd(totals.commission)} note={t`The school's share`} />
        <Stat
          title={t`Your earnings`}
          value={formatUsd(totals.net)}
          note={t`Net of commission and refunds`}
        />
        <Stat
          title={t`Still owed to you`}
          value={formatUsd(totals.owed)}
          note={t`${paidOut} paid out so far`}
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
  const { t } = useLingui();
  if (earnings.isPending) {
    return (
      <LoadingState label={t`Loading your earnings`}>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton h-24" />
          ))}
        </div>
      </LoadingState>
    );
  }
  if (earnings.isError) {
    return (
      <ErrorState message={t`We could not load your earnings.`} onRetry={() => void earnings.refetch()} />
    );
  }
  const data = earnings.data;
  const percent = data.commissionPercent;
  return (
    <>
      <p className="mb-6 text-base-content/80">
        <Trans>
          The school keeps a commission of {percent}% on new sales; each sale keeps the rate of the day it was
          made. Refunds take back their share of a sale.
        </Trans>
      </p>
      <Totals earnings={data} />
      {data.byClass.length === 0 ? (
        <div className="mt-10">
          <EmptyCard icon={<Wallet size={40} aria-hidden />}>
            <Trans>
              No sales yet: your earnings appear here once a student pays for one of your classes.
            </Trans>
          </EmptyCard>
        </div>
      ) : (
        <>
          <Section id="earnings-by-class" title={t`Per class`}>
            <EarningsByClassTable rows={data.byClass} />
          </Section>
          <Section id="earnings-by-month" title={t`Per month`}>
            <EarningsByMonthTable rows={data.byMonth} />
          </Section>
        </>
      )}
      <Section id="earnings-payouts" title={t`Payouts received`}>
        {data.payouts.length === 0 ? (
          <p className="text-base-content/80">
            <Trans>No payouts yet.</Trans>
          </p>
        ) : (
          <PayoutsTable payouts={data.payouts} />
        )}
      </Section>
    </>
  );
}
