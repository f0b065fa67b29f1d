import type { EnrolledClass } from '../../../contract/payments';
import { Cell, DataTable, Row, RowHeader, TableBody, TableHead } from '../../components/data-table';
import { formatDateTime, formatUsd } from '../../format';

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
          <Row key={item._id} className="max-sm:grid-cols-[4rem_1fr_auto]">
            <Cell offCard>{index + 1}</Cell>
            <Cell>
              <img
                src={item.img}
                alt=""
                width={64}
                height={40}
                loading="lazy"
                className="h-10 w-16 max-w-none rounded-lg object-cover"
              />
            </Cell>
            <RowHeader className="min-w-36 font-semibold">
              {item.name}
              <span aria-hidden className="hidden text-xs font-normal text-base-content/70 max-sm:block">
                {item.instructorName}
              </span>
            </RowHeader>
            <Cell offCard className="min-w-32">
              {item.instructorName}
            </Cell>
            <Cell className="text-right whitespace-nowrap tabular-nums">{formatUsd(item.price)}</Cell>
            <Cell label="Enrolled on" className="whitespace-nowrap max-sm:col-span-3 max-sm:text-sm">
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </DataTable>
  );
}
