import type { EnrolledClass } from '../../../contract/payments';
import { cardCell, CellLabel, StackBody, StackHead, StackRow, StackTable } from '../../components/data-table';
import { formatDateTime, formatUsd } from '../../format';

export function EnrolledClassesTable({ items }: { items: EnrolledClass[] }) {
  return (
    <StackTable label="Enrolled classes">
      <StackHead
        columns={[
          { label: '#' },
          { label: 'Image' },
          { label: 'Class name' },
          { label: 'Instructor' },
          { label: 'Price', className: 'text-right' },
          { label: 'Enrolled on' },
        ]}
      />
      <StackBody>
        {items.map((item, index) => (
          <StackRow key={item._id} cardGrid="max-sm:grid-cols-[4rem_1fr_auto]">
            <td role="cell" className="max-sm:sr-only">
              {index + 1}
            </td>
            <td role="cell" className={cardCell}>
              <img
                src={item.img}
                alt=""
                width={64}
                height={40}
                loading="lazy"
                className="h-10 w-16 max-w-none rounded-lg object-cover"
              />
            </td>
            <th role="rowheader" scope="row" className={`min-w-36 font-semibold ${cardCell} max-sm:min-w-0`}>
              {item.name}
              <span aria-hidden className="hidden text-xs font-normal text-base-content/70 max-sm:block">
                {item.instructorName}
              </span>
            </th>
            <td role="cell" className="min-w-32 max-sm:sr-only">
              {item.instructorName}
            </td>
            <td role="cell" className={`text-right whitespace-nowrap tabular-nums ${cardCell}`}>
              {formatUsd(item.price)}
            </td>
            <td role="cell" className={`whitespace-nowrap ${cardCell} max-sm:col-span-3 max-sm:text-sm`}>
              <CellLabel>Enrolled on</CellLabel>
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            </td>
          </StackRow>
        ))}
      </StackBody>
    </StackTable>
  );
}
