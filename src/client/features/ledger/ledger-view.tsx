import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import { ledgerKindLabels, ledgerStatusLabels, type LedgerEntry, type LedgerTotals } from '#contract/ledger';
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

const money = 'text-right whitespace-nowrap tabular-nums';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Totals({ totals, filters }: { totals: LedgerTotals; filters: LedgerFilters }) {
  const figures: [label: string, amount: number, hint: string][] = [
    ['Gross paid', totals.gross, 'what students paid, after coupons'],
    ['Discounts (coupons)', totals.discounts, 'taken off the classes’ prices'],
    ['Refunded', totals.refunded, 'given back to students'],
    ['Net received', totals.net, 'gross paid less refunded'],
    ['Commission', totals.commission, 'the school’s share, after refunds'],
    ['Paid out', totals.paidOut, 'sent to instructors'],
  ];
  return (
    <section aria-labelledby="ledger-totals-title" className="mb-6 rounded-box bg-base-100 p-4 shadow">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="ledger-totals-title" className="text-lg font-bold">
            Totals of the matching rows
          </h2>
          <p className="text-sm text-base-content/75">
            {plural(totals.payments, 'payment')}, {plural(totals.refunds, 'refund')},{' '}
            {plural(totals.payouts, 'payout')}
          </p>
        </div>
        <a className="btn btn-primary btn-sm" href={ledgerCsvUrl(filters)} download>
          <Download size={16} aria-hidden /> Export these rows (CSV)
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
  if (!person.name && !person.email) return <span className="italic">a deleted account</span>;
  return (
    <span className="min-w-0 text-right @4xl:text-left">
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
  const lines: string[] = [];
  if (entry.coupon) lines.push(`Coupon ${entry.coupon}: ${formatUsd(entry.discount)} off`);
  if (entry.kind === 'payment') lines.push(`Commission ${formatUsd(entry.commission)}`);
  if (entry.kind === 'refund') lines.push(`Commission given back ${formatUsd(entry.commission)}`);
  if (entry.reason) lines.push(entry.reason);
  if (entry.reference) lines.push(entry.reference);
  return (
    <span className="min-w-0 text-right text-xs @4xl:text-left">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const sign = entry.kind === 'payment' ? '+' : '−';
  const title = entry.className ?? `To ${entry.instructor?.name ?? 'a deleted account'}`;
  return (
    <Row label={`${ledgerKindLabels[entry.kind]} ${formatDateTime(entry.at)}: ${title}`}>
      <RowHeader>
        <span className="flex flex-wrap items-center gap-2">
          <span className={`badge badge-sm ${kindBadge[entry.kind]}`}>{ledgerKindLabels[entry.kind]}</span>
          {entry.status && (
            <span className="badge badge-sm badge-ghost">{ledgerStatusLabels[entry.status]}</span>
          )}
        </span>
        <span className="mt-1 block font-semibold">{title}</span>
      </RowHeader>
      <Cell label="Date" className="whitespace-nowrap tabular-nums">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Cell>
      <Cell label="Student">
        <Person person={entry.student} />
      </Cell>
      <Cell label="Instructor">
        <Person person={entry.instructor} />
      </Cell>
      <Cell label="Amount" className={`${money} font-semibold`}>
        {sign}
        {formatUsd(entry.amount)}
      </Cell>
      <Cell label="Details">
        <Details entry={entry} />
      </Cell>
    </Row>
  );
}

/** The rows matching the filters, newest first, under the totals of all of them; older rows on request. */
export function LedgerView({ filters }: { filters: LedgerFilters }) {
  const ledger = useInfiniteQuery(ledgerQuery(filters));
  const { fetchNextPage, isFetchNextPageError } = ledger;
  if (ledger.isPending) return <TableSkeleton label="Loading the ledger" columns={6} />;
  if (ledger.isError) {
    return <ErrorState message="We could not load the ledger." onRetry={() => void ledger.refetch()} />;
  }
  const [first] = ledger.data.pages;
  const entries = ledger.data.pages.flatMap((page) => page.entries);
  const totals = first!.totals;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <Totals totals={totals} filters={filters} />
      {entries.length === 0 ? (
        <EmptyCard icon={<Receipt size={40} aria-hidden />}>
          {filtered
            ? 'No payments, refunds or payouts match these filters.'
            : 'No money has moved yet: payments, refunds and payouts appear here as they happen.'}
        </EmptyCard>
      ) : (
        <>
          <p className="sr-only" role="status">
            {plural(entries.length, 'row')} shown
          </p>
          <DataTable label="Payments, refunds and payouts, newest first">
            <TableHead
              columns={[
                'What',
                'Date',
                'Student',
                'Instructor',
                { label: 'Amount', className: 'text-right' },
                'Details',
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
            {ledger.isFetchingNextPage ? 'Loading…' : 'Show older rows'}
          </button>
        </div>
      )}
      {isFetchNextPageError && (
        <div className="mt-4">
          <ErrorState message="We could not load the older rows." onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </>
  );
}
