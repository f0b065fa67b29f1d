import type { ClassWaitlistEntry } from '#contract/waitlist';
import { ordinal } from '#contract/waitlist';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatDateTime } from '#client/format-time.ts';

const when = (iso: string) => formatDateTime(iso);

/** The students in a class's line, first come first: who has a seat offered and until when, who waits. */
export function ClassWaitlistTable({ entries }: { entries: ClassWaitlistEntry[] }) {
  const withEmail = entries.some((entry) => entry.email !== null);
  return (
    <DataTable label="Waitlist">
      <TableHead columns={['Student', ...(withEmail ? ['Email'] : []), 'Place', 'Joined']} />
      <TableBody>
        {entries.map((entry) => (
          <Row key={entry._id} label={entry.name}>
            <RowHeader className="min-w-36">{entry.name}</RowHeader>
            {withEmail && (
              <Cell label="Email" className="break-all">
                {entry.email}
              </Cell>
            )}
            <Cell label="Place">
              {entry.status === 'offered' && entry.offerExpiresAt ? (
                <span className="badge badge-success badge-soft h-auto py-1">
                  Seat offered until {when(entry.offerExpiresAt)}
                </span>
              ) : (
                `${ordinal(entry.position ?? 1)} in line`
              )}
            </Cell>
            <Cell label="Joined" className="whitespace-nowrap">
              {when(entry.joinedAt)}
            </Cell>
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}
