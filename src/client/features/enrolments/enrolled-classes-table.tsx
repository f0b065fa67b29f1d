import type { EnrolledClass } from '#contract/payments';
import { Cell, DataTable, StudentClassRow, TableBody, TableHead } from '#client/components/data-table.tsx';
import { formatClassPrice, formatDateTime } from '#client/format.ts';

export function EnrolledClassesTable({ items }: { items: EnrolledClass[] }) {
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
        ]}
      />
      <TableBody>
        {items.map((item, index) => (
          <StudentClassRow key={item._id} index={index} item={item} instructorColumn>
            <Cell offCard className="min-w-32">
              {item.instructorName}
            </Cell>
            <Cell className="text-right whitespace-nowrap tabular-nums">{formatClassPrice(item.price)}</Cell>
            <Cell label="Enrolled on" className="whitespace-nowrap max-sm:col-span-3 max-sm:text-sm">
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            </Cell>
          </StudentClassRow>
        ))}
      </TableBody>
    </DataTable>
  );
}
