import type { ReactNode } from 'react';
import type { ClassStatus } from '../../contract/classes';

const statusClass: Record<ClassStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  denied: 'badge-error',
};

export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return <span className={`badge font-semibold capitalize ${statusClass[status]}`}>{status}</span>;
}

/*
 * Data tables that become one card per row when their container is narrower than 56rem (phones, and
 * tablets beside the side menu). The explicit roles keep the table semantics that some browsers drop
 * once a table's display is changed.
 */

export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="@container">
      <div
        className="overflow-x-auto rounded-box bg-base-100 shadow @max-4xl:overflow-visible @max-4xl:bg-transparent @max-4xl:shadow-none"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table role="table" className="table text-sm @max-4xl:block @max-7xl:table-sm @max-7xl:text-sm">
          <caption className="sr-only">{label}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead role="rowgroup" className="@max-4xl:sr-only">
      <tr role="row">
        {columns.map((column, index) => (
          <th key={index} role="columnheader" scope="col">
            {column || <span className="sr-only">Actions</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return (
    <tbody role="rowgroup" className="@max-4xl:grid @max-4xl:gap-4 @max-4xl:@xl:grid-cols-2">
      {children}
    </tbody>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr
      role="row"
      aria-label={label}
      className="@max-4xl:flex @max-4xl:flex-wrap @max-4xl:gap-x-2 @max-4xl:rounded-box @max-4xl:border-0 @max-4xl:bg-base-100 @max-4xl:p-4 @max-4xl:shadow"
    >
      {children}
    </tr>
  );
}

const cellClass =
  '@max-4xl:flex @max-4xl:w-full @max-4xl:items-center @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:px-0 @max-4xl:py-1.5';
const actionCellClass = '@max-4xl:w-auto @max-4xl:px-0 @max-4xl:pt-3 @max-4xl:pb-0';

/** A row's name cell: the card's title on narrow screens. */
export function RowHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={`@max-4xl:block @max-4xl:w-full @max-4xl:px-0 @max-4xl:pt-0 @max-4xl:pb-2 ${className}`}
    >
      {children}
    </th>
  );
}

/**
 * A cell that names its column in front of the value when the row is shown as a card; cells holding only
 * buttons sit side by side at the card's foot instead.
 */
export function Cell({
  label,
  children,
  className = '',
  actions = false,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
  actions?: boolean;
}) {
  return (
    <td role="cell" className={`${actions ? actionCellClass : cellClass} ${className}`}>
      {label && (
        <span aria-hidden className="hidden text-sm font-semibold text-base-content/70 @max-4xl:inline">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

/** An email that may wrap after its @ rather than anywhere. */
export function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** Placeholder rows while a table loads. */
export function TableSkeleton({
  columns,
  rows = 5,
  label,
}: {
  columns: number;
  rows?: number;
  label: string;
}) {
  return (
    <div className="rounded-box bg-base-100 p-4 shadow" role="status" aria-label={label}>
      <div className="space-y-4" aria-hidden>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-4">
            <div className="skeleton h-12 w-12 shrink-0 rounded-lg" />
            {Array.from({ length: Math.max(1, columns - 1) }, (_, column) => (
              <div key={column} className={`skeleton h-4 ${column === 0 ? 'flex-[3]' : 'flex-1'}`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
