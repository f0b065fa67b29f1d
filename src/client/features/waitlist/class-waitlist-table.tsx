import { selectOrdinal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassWaitlistEntry } from '#contract/waitlist';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatDateTime } from '#client/format-time.ts';

const when = (iso: string) => formatDateTime(iso);

/** The students in a class's line, first come first: who has a seat offered and until when, who waits. */
export function ClassWaitlistTable({ entries }: { entries: ClassWaitlistEntry[] }) {
  const { t } = useLingui();
  const withEmail = entries.some((entry) => entry.email !== null);
  return (
    <DataTable label={t`Waitlist`}>
      <TableHead columns={[t`Student`, ...(withEmail ? [t`Email`] : []), t`Place`, t`Joined`]} />
      <TableBody>
        {entries.map((entry) => {
          const position = entry.position ?? 1;
          const until = entry.offerExpiresAt ? when(entry.offerExpiresAt) : '';
          return (
            <Row key={entry._id} label={entry.name}>
              <RowHeader className="min-w-36">{entry.name}</RowHeader>
              {withEmail && (
                <Cell label={t`Email`} className="break-all">
                  {entry.email}
                </Cell>
              )}
              <Cell label={t`Place`}>
                {entry.status === 'offered' && entry.offerExpiresAt ? (
                  <span className="badge badge-success badge-soft h-auto py-1">
                    <Trans>Seat offered until {until}</Trans>
                  </span>
                ) : (
                  t`${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} in line`
                )}
              </Cell>
              <Cell label={t`Joined`} className="whitespace-nowrap">
                {when(entry.joinedAt)}
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </DataTable>
  );
}
