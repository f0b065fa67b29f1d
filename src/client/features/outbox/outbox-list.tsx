import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxMail } from '#contract/mail';
import { ListState } from '#client/components/load-state.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { Row, RowHeader } from '#client/components/table/row.tsx';
import { Cell } from '#client/components/table/cell.tsx';
import { TableSkeleton } from '#client/components/table/table-skeleton.tsx';
import { formatDateTime } from '#client/format-time.ts';
import { outboxQuery } from './api';
import { MailStatusBadge } from './mail-status';

/** The school's outgoing mails, newest first, a page at a time; `onShow` opens one. */
export function OutboxList({
  page,
  onPage,
  onShow,
}: {
  page: number;
  onPage: (page: number) => void;
  onShow: (mail: OutboxMail) => void;
}) {
  const outbox = useQuery(outboxQuery(page));
  const { t } = useLingui();
  return (
    <>
      <ListState
        query={{ ...outbox, data: outbox.data?.mails }}
        loading={<TableSkeleton label={t`Loading the mails`} columns={6} />}
        errorMessage={t`We could not load the mails.`}
        emptyIcon={<Inbox size={40} aria-hidden />}
        empty={t`No mails yet: they appear here as the school writes them.`}
      >
        {(mails) => (
          <DataTable label={t`Outgoing mails`}>
            <TableHead
              columns={[
                t`Subject`,
                t`To`,
                t`Status`,
                t`Created`,
                t`Attempts`,
                { label: t`Show`, hidden: true },
              ]}
            />
            <TableBody>
              {mails.map((mail) => {
                const { subject, to } = mail;
                return (
                  <Row key={mail.id}>
                    <RowHeader>
                      <span>{mail.subject}</span>
                    </RowHeader>
                    <Cell label={t`To`}>
                      <span className="break-all">{mail.to}</span>
                    </Cell>
                    <Cell label={t`Status`}>
                      <MailStatusBadge status={mail.status} />
                    </Cell>
                    <Cell label={t`Created`}>
                      <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                    </Cell>
                    <Cell label={t`Attempts`}>{mail.attempts}</Cell>
                    <Cell actions>
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        aria-label={t`Show the mail "${subject}" to ${to}`}
                        onClick={() => onShow(mail)}
                      >
                        <Trans>Show</Trans>
                      </button>
                    </Cell>
                  </Row>
                );
              })}
            </TableBody>
          </DataTable>
        )}
      </ListState>
      {outbox.data && (page > 1 || outbox.data.hasMore) && (
        <nav aria-label={t`Pages of mails`} className="mt-4 flex items-center justify-between gap-2">
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Trans>Newer</Trans>
          </button>
          <span className="text-sm">
            <Trans>Page {page}</Trans>
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={!outbox.data.hasMore}
            onClick={() => onPage(page + 1)}
          >
            <Trans>Older</Trans>
          </button>
        </nav>
      )}
    </>
  );
}
