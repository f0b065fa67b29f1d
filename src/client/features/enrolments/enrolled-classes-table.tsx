import type { ReactNode } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledClass } from '#contract/payments';
import { Cell } from '#client/components/table/cell.tsx';
import { TableHead } from '#client/components/table/head.tsx';
import { NumberedPictureRow } from '#client/components/table/row.tsx';
import { DataTable, TableBody } from '#client/components/table/table.tsx';
import { formatClassPrice } from '#client/format.ts';
import { formatDateTime } from '#client/format-time.ts';

export function EnrolledClassesTable({
  items,
  actions,
}: {
  items: EnrolledClass[];
  /** More actions of a row, after Add to calendar (the page adds the attendance). */
  actions?: (item: EnrolledClass) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <DataTable label={t`Enrolled classes`} cards="on-phones">
      <TableHead
        columns={[
          '#',
          t`Image`,
          t`Class name`,
          t`Instructor`,
          { label: t`Price`, className: 'text-end' },
          t`Enrolled on`,
          actions ? t`Actions` : t`Calendar`,
        ]}
      />
      <TableBody>
        {items.map((item, index) => {
          const name = item.name;
          return (
            <NumberedPictureRow
              key={item._id}
              index={index}
              picture={item.img}
              title={item.name}
              subtitle={item.instructorName}
              subtitleColumn
            >
              <Cell offCard className="min-w-32">
                {item.instructorName}
              </Cell>
              <Cell className="text-end whitespace-nowrap tabular-nums">{formatClassPrice(item.price)}</Cell>
              <Cell label={t`Enrolled on`} className="whitespace-nowrap max-sm:col-span-3 max-sm:text-sm">
                <time dateTime={item.date}>{formatDateTime(item.date)}</time>
              </Cell>
              <Cell actions className="whitespace-nowrap">
                <div className="flex flex-wrap gap-2">
                  <a
                    className="btn btn-ghost btn-xs"
                    href={classCalendarUrl(item.classId)}
                    download
                    aria-label={t`Add to calendar (.ics): ${name}`}
                  >
                    <CalendarPlus size={14} aria-hidden />
                    <Trans>Add to calendar (.ics)</Trans>
                  </a>
                  {actions?.(item)}
                </div>
              </Cell>
            </NumberedPictureRow>
          );
        })}
      </TableBody>
    </DataTable>
  );
}

/** The class's sessions as an iCalendar file, which a calendar app imports. */
const classCalendarUrl = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/calendar.ics`;
