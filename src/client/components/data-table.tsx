import type { ReactNode } from 'react';

/*
 * Data tables that become one card per row on phones (below the sm breakpoint, 640 px): each table places
 * its cells on the card's grid with `max-sm:` classes, and CellLabel names a value where the column header
 * is not shown. The explicit roles keep the table semantics that browsers may drop once `display` changes.
 */

export function StackTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-box bg-base-100 shadow max-sm:overflow-visible max-sm:bg-transparent max-sm:shadow-none"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table role="table" className="table max-sm:block">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export interface Column {
  label: string;
  /** Shown to screen readers only (columns of buttons). */
  hidden?: boolean;
  className?: string;
}

export function StackHead({ columns }: { columns: Column[] }) {
  return (
    <thead role="rowgroup" className="max-sm:sr-only">
      <tr role="row">
        {columns.map((column) => (
          <th key={column.label} role="columnheader" scope="col" className={column.className}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function StackBody({ children }: { children: ReactNode }) {
  return (
    <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3">
      {children}
    </tbody>
  );
}

/** A row; on phones a card whose grid the table sets with `cardGrid`. */
export function StackRow({ cardGrid, children }: { cardGrid: string; children: ReactNode }) {
  return (
    <tr
      role="row"
      className={`hover:bg-base-200/60 max-sm:grid max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-box max-sm:border-0 max-sm:bg-base-100 max-sm:p-3 max-sm:shadow ${cardGrid}`}
    >
      {children}
    </tr>
  );
}

/** Cells drop their table padding on the phone card. */
export const cardCell = 'max-sm:border-0 max-sm:p-0';

/** A value's name in front of it when the row is a card (the column header is hidden there). */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="mr-1 hidden text-xs font-semibold text-base-content/70 max-sm:inline">
      {children}
    </span>
  );
}

/** Placeholder rows in the table's shape while it loads. */
export function TableSkeleton({
  label,
  columns,
  rows = 3,
  withImage = false,
}: {
  label: string;
  columns: number;
  rows?: number;
  withImage?: boolean;
}) {
  return (
    <div className="rounded-box bg-base-100 p-4 shadow" role="status" aria-label={label}>
      <div className="space-y-4" aria-hidden>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-4">
            {withImage && <div className="skeleton h-10 w-16 shrink-0 rounded-lg" />}
            {Array.from({ length: Math.max(1, columns - (withImage ? 1 : 0)) }, (_, column) => (
              <div
                key={column}
                className={`skeleton h-4 ${column === 0 ? 'flex-[3]' : 'flex-1'} ${column > 1 ? 'max-sm:hidden' : ''}`}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A table's empty state on the dashboard's tinted background. */
export function EmptyCard({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box bg-base-100 p-8 text-center shadow">
      {icon && <span className="text-primary">{icon}</span>}
      <p className="text-base-content/80">{children}</p>
    </div>
  );
}

/** A dashboard page's heading and subtitle. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="mb-6 md:mb-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-primary md:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-base-content/75 md:text-lg">{subtitle}</p>}
    </header>
  );
}
