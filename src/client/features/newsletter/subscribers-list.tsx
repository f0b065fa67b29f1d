import { useQuery } from '@tanstack/react-query';
import { Download, Newspaper } from 'lucide-react';
import { ListState } from '#client/components/load-state.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { newsletterSubscribersQuery, SUBSCRIBERS_CSV_URL } from './api';

/** The confirmed subscribers, the latest first, with the CSV export; pending addresses are never shown. */
export function SubscribersList() {
  const subscribers = useQuery(newsletterSubscribersQuery);
  return (
    <ListState
      query={{ ...subscribers, data: subscribers.data?.subscribers }}
      loading={<TableSkeleton label="Loading the subscribers" columns={2} />}
      errorMessage="We could not load the subscribers."
      emptyIcon={<Newspaper size={40} aria-hidden />}
      empty="No confirmed subscribers yet: an address appears here once its owner follows the link we mailed."
    >
      {(list) => (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p>{list.length === 1 ? '1 confirmed subscriber' : `${list.length} confirmed subscribers`}</p>
            <a className="btn btn-primary btn-sm" href={SUBSCRIBERS_CSV_URL} download>
              <Download size={16} aria-hidden /> Export as CSV
            </a>
          </div>
          <DataTable label="Confirmed subscribers">
            <TableHead columns={['Email', 'Confirmed']} />
            <TableBody>
              {list.map((subscriber) => (
                <Row key={subscriber.email}>
                  <RowHeader>
                    <span className="break-all">{subscriber.email}</span>
                  </RowHeader>
                  <Cell label="Confirmed">
                    <time dateTime={subscriber.confirmedAt}>{formatDateTime(subscriber.confirmedAt)}</time>
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </DataTable>
        </>
      )}
    </ListState>
  );
}
