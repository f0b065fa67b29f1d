import type { ReactNode } from 'react';
import { CalendarPlus } from 'lucide-react';
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
  return (
    <DataTable label="Enrolled classes" cards="on-phones">
      <TableHead
        columns={[
          '#',
          'Image',
          'Class name',
          'Instructor',
          { label: 'Price', className: 'text-right' },
          'Enrolled on',
          actions ? 'Actions' : 'Calendar',
        ]}
      />
      <TableBody>
        {items.map((item, index) => (
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
            <Cell className="text-right whitespace-nowrap tabular-nums">{formatClassPrice(item.price)}</Cell>
            <Cell label="Enrolled on" className="whitespace-nowrap max-sm:col-span-3 max-sm:text-sm">
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            </Cell>
            <Cell actions className="whitespace-nowrap">
              <div className="flex flex-wrap gap-2">
                <a
                  className="btn btn-ghost btn-xs"
                  href={classCalendarUrl(item.classId)}
                  download
                  aria-label={`Add to calendar (.ics): ${item.name}`}
                >
                  <CalendarPlus size={14} aria-hidden />
                  Add to calendar (.ics)
                </a>
                {actions?.(item)}
              </div>
            </Cell>
          </NumberedPictureRow>
        ))}
      </TableBody>
    </DataTable>
  );
}

/** The class's sessions as an iCalendar file, which a calendar app imports. */
const classCalendarUrl = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/calendar.ics`;
