import { useState } from 'react';
import { Banknote, Download } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InstructorBalance } from '#contract/earnings';
import { ItemAction } from '#client/components/item-action.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { EmptyCard } from '#client/components/table/empty-card.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatUsd } from '#client/format.ts';
import { OWED_CSV_URL } from './api';
import { RecordPayoutDialog } from './record-payout-dialog';

const money = 'text-end whitespace-nowrap tabular-nums';

/** Each instructor's earnings, payouts and what is still owed, with a payout to record and the bank's CSV. */
export function BalancesTable({ balances }: { balances: InstructorBalance[] }) {
  const [paying, setPaying] = useState<InstructorBalance | null>(null);
  const { t } = useLingui();
  if (balances.length === 0) {
    return (
      <EmptyCard icon={<Banknote size={40} aria-hidden />}>
        <Trans>
          Nothing earned yet: instructors appear here once a student pays for one of their classes.
        </Trans>
      </EmptyCard>
    );
  }
  const owedTotal = balances.reduce((sum, b) => sum + Math.max(b.owed, 0), 0);
  const owed = formatUsd(owedTotal);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p>
          <Trans>
            <span className="font-semibold">{owed}</span> owed in all
          </Trans>
        </p>
        <a className="btn btn-primary btn-sm" href={OWED_CSV_URL} download>
          <Download size={16} aria-hidden /> <Trans>Export for the bank (CSV)</Trans>
        </a>
      </div>
      <DataTable label={t`What is owed to each instructor`}>
        <TableHead
          columns={[
            t`Instructor`,
            { label: t`Earned`, className: 'text-end' },
            { label: t`Paid out`, className: 'text-end' },
            { label: t`Owed`, className: 'text-end' },
            { label: t`Actions`, hidden: true },
          ]}
        />
        <TableBody>
          {balances.map((balance) => (
            <Row key={balance.instructorId}>
              <RowHeader>
                <span className="block font-semibold">{balance.name}</span>
                <span className="block text-xs font-normal break-all text-base-content/75">
                  {balance.email}
                </span>
              </RowHeader>
              <Cell label={t`Earned`} className={money}>
                {formatUsd(balance.earned)}
              </Cell>
              <Cell label={t`Paid out`} className={money}>
                {formatUsd(balance.paidOut)}
              </Cell>
              <Cell label={t`Owed`} className={`${money} font-semibold`}>
                {formatUsd(balance.owed)}
              </Cell>
              <Cell actions>
                <ItemAction
                  icon={Banknote}
                  label={t`Mark paid`}
                  name={balance.name}
                  className="btn-primary"
                  disabled={balance.owed <= 0}
                  onClick={() => setPaying(balance)}
                />
              </Cell>
            </Row>
          ))}
        </TableBody>
      </DataTable>
      {paying && <RecordPayoutDialog balance={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
