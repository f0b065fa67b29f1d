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
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** The confirmed subscribers, the latest first, with the CSV export; pending addresses are never shown. */
export function SubscribersList() {
  const { t } = useLingui();
  const subscribers = useQuery(newsletterSubscribersQuery);
  return (
    <ListState
      query={{ ...subscribers, data: subscribers.data?.subscribers }}
      loading={<TableSkeleton label={t`Loading the subscribers`} columns={2} />}
      errorMessage={t`We could not load the subscribers.`}
      emptyIcon={<Newspaper size={40} aria-hidden />}
      empty={t`No confirmed subscribers yet: an address appears here once its owner follows the link we mailed.`}
    >
      {(list) => {
        const count = list.length;
        return (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p>
                <Plural value={count} one="# confirmed subscriber" other="# confirmed subscribers" />
              </p>
              <a className="btn btn-primary btn-sm" href={SUBSCRIBERS_CSV_URL} download>
                <Download size={16} aria-hidden /> <Trans>Export as CSV</Trans>
              </a>
            </div>
            <DataTable label={t`Confirmed subscribers`}>
              <TableHead columns={[t`Email`, t`Confirmed`]} />
              <TableBody>
                {list.map((subscriber) => (
                  <Row key={subscriber.email}>
                    <RowHeader>
                      <span className="break-all">{subscriber.email}</span>
                    </RowHeader>
                    <Cell label={t`Confirmed`}>
                      <time dateTime={subscriber.confirmedAt}>{formatDateTime(subscriber.confirmedAt)}</time>
                    </Cell>
                  </Row>
                ))}
              </TableBody>
            </DataTable>
          </>
        );
      }}
    </ListState>
  );
}
