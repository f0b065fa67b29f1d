import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerEntry, LedgerTotals } from '#contract/ledger';
import { ErrorState } from '#client/components/load-state.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { formatUsd } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';
import { ledgerCsvUrl, ledgerQuery, type LedgerFilters } from './api';
import { kindLabels, statusLabels } from './ledger-labels';

const money = 'text-end whitespace-nowrap tabular-nums';

function Totals({ totals, filters }: { totals: LedgerTotals; filters: LedgerFilters }) {
  const { t } = useLingui();
  const { payments, refunds, payouts } = totals;
  const figures: [label: string, amount: number, hint: string][] = [
    [t`Gross paid`, totals.gross, t`what students paid, after coupons`],
    [t`Discounts (coupons)`, totals.discounts, t`taken off the classes’ prices`],
    [t`Refunded`, totals.refunded, t`given back to students`],
    [t`Net received`, totals.net, t`gross paid less refunded`],
    [t`Commission`, totals.commission, t`the school’s share, after refunds`],
    [t`Paid out`, totals.paidOut, t`sent to instructors`],
  ];
  return (
    <section aria-labelledby="ledger-totals-title" className="mb-6 rounded-box bg-base-100 p-4 shadow">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="ledger-totals-title" className="text-lg font-bold">
            <Trans>Totals of the matching rows</Trans>
          </h2>
          <p className="text-sm text-base-content/75">
            {t`${plural(payments, { one: '# payment', other: '# payments' })}, ${plural(refunds, {
              one: '# refund',
              other: '# refunds',
            })}, ${plural(payouts, { one: '# payout', other: '# payouts' })}`}
          </p>
        </div>
        <a className="btn btn-primary btn-sm" href={ledgerCsvUrl(filters)} download>
          <Download size={16} aria-hidden /> <Trans>Export these rows (CSV)</Trans>
        </a>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
        {figures.map(([label, amount, hint]) => (
          <div key={label} className="rounded-box bg-base-200/60 p-3">
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatUsd(amount)}</dd>
            <dd className="text-xs text-base-content/75">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Who paid or was paid: a deleted account says so. */
function Person({ person }: { person: LedgerEntry['student'] }) {
  if (!person) return <span className="text-base-content/60">—</span>;
  if (!person.name && !person.email) {
    return (
      <span className="italic">
        <Trans>a deleted account</Trans>
      </span>
    );
  }
  return (
    <span className="min-w-0 text-end @4xl:text-start">
      {person.name && <span className="block">{person.name}</span>}
      {person.email && <span className="block text-xs break-all text-base-content/75">{person.email}</span>}
    </span>
  );
}

const kindBadge: Record<LedgerEntry['kind'], string> = {
  payment: 'badge-success',
  refund: 'badge-warning',
  payout: 'badge-info',
};

function Details({ entry }: { entry: LedgerEntry }) {
  const { t } = useLingui();
  const { coupon } = entry;
  const discount = formatUsd(entry.discount);
  const commission = formatUsd(entry.commission);
  const lines: string[] = [];
  if (coupon) lines.push(t`Coupon ${coupon}: ${discount} off`);
  if (entry.kind === 'payment') lines.push(t`Commission ${commission}`);
  if (entry.kind === 'refund') lines.push(t`Commission given back ${commission}`);
  if (entry.reason) lines.push(entry.reason);
  if (entry.reference) lines.push(entry.reference);
  return (
    <span className="min-w-0 text-end text-xs @4xl:text-start">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useLingui();
  const sign = entry.kind === 'payment' ? '+' : '−';
  const payee = entry.instructor?.name;
  const title =
    entry.className ?? (payee === null || payee === undefined ? t`To a deleted account` : t`To ${payee}`);
  const kind = i18n._(kindLabels[entry.kind]);
  const at = formatDateTime(entry.at);
  return (
    <Row label={t`${kind} ${at}: ${title}`}>
      <RowHeader>
        <span className="flex flex-wrap items-center gap-2">
          <span className={`badge badge-sm ${kindBadge[entry.kind]}`}>{kind}</span>
          {entry.status && (
            <span className="badge badge-sm badge-ghost">{i18n._(statusLabels[entry.status])}</span>
          )}
        </span>
        <span className="mt-1 block font-semibold">{title}</span>
      </RowHeader>
      <Cell label={t`Date`} className="whitespace-nowrap tabular-nums">
        <time dateTime={entry.at}>{at}</time>
      </Cell>
      <Cell label={t`Student`}>
        <Person person={entry.student} />
      </Cell>
      <Cell label={t`Instructor`}>
        <Person person={entry.instructor} />
      </Cell>
      <Cell label={t`Amount`} className={`${money} font-semibold`}>
        {sign}
        {formatUsd(entry.amount)}
      </Cell>
      <Cell label={t`Details`}>
        <Details entry={entry} />
      </Cell>
    </Row>
  );
}

/** The rows matching the filters, newest first, under the totals of all of them; older rows on request. */
export function LedgerView({ filters }: { filters: LedgerFilters }) {
  const ledger = useInfiniteQuery(ledgerQuery(filters));
  const { fetchNextPage, isFetchNextPageError } = ledger;
  const { t } = useLingui();
  if (ledger.isPending) return <TableSkeleton label={t`Loading the ledger`} columns={6} />;
  if (ledger.isError) {
    return <ErrorState message={t`We could not load the ledger.`} onRetry={() => void ledger.refetch()} />;
  }
  const [first] = ledger.data.pages;
  const entries = ledger.data.pages.flatMap((page) => page.entries);
  const totals = first!.totals;
  const filtered = Object.values(filters).some(Boolean);
  const shown = entries.length;
  return (
    <>
      <Totals totals={totals} filters={filters} />
      {entries.length === 0 ? (
        <EmptyCard icon={<Receipt size={40} aria-hidden />}>
          {filtered
            ? t`No payments, refunds or payouts match these filters.`
            : t`No money has moved yet: payments, refunds and payouts appear here as they happen.`}
        </EmptyCard>
      ) : (
        <>
          <p className="sr-only" role="status">
            {t`${plural(shown, { one: '# row shown', other: '# rows shown' })}`}
          </p>
          <DataTable label={t`Payments, refunds and payouts, newest first`}>
            <TableHead
              columns={[
                t`What`,
                t`Date`,
                t`Student`,
                t`Instructor`,
                { label: t`Amount`, className: 'text-end' },
                t`Details`,
              ]}
            />
            <TableBody>
              {entries.map((entry) => (
                <EntryRow key={entry._id} entry={entry} />
              ))}
            </TableBody>
          </DataTable>
        </>
      )}
      {ledger.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className="btn"
            disabled={ledger.isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {ledger.isFetchingNextPage ? t`Loading…` : t`Show older rows`}
          </button>
        </div>
      )}
      {isFetchNextPageError && (
        <div className="mt-4">
          <ErrorState message={t`We could not load the older rows.`} onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </>
  );
}
