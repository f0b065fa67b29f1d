import type { EnrolledClass } from '../../../contract/payments';
import { ScrollTable } from '../../components/data-table';
import { formatDateTime, formatUsd } from '../../format';

export function EnrolledClassesTable({ items }: { items: EnrolledClass[] }) {
  return (
    <ScrollTable label="Enrolled classes">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Image</th>
          <th scope="col">Class name</th>
          <th scope="col">Instructor</th>
          <th scope="col" className="text-right">
            Price
          </th>
          <th scope="col">Enrolled on</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item._id}>
            <td>{index + 1}</td>
            <td>
              <img
                src={item.img}
                alt=""
                width={64}
                height={40}
                loading="lazy"
                className="h-10 w-16 max-w-none rounded-lg object-cover"
              />
            </td>
            <th scope="row" className="min-w-36 font-semibold">
              {item.name}
            </th>
            <td className="min-w-32">{item.instructorName}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{formatUsd(item.price)}</td>
            <td className="whitespace-nowrap">
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
