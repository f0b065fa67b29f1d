import type { ReactNode } from 'react';

/**
 * A data table that scrolls sideways inside its card on narrow screens (a 360 px phone), so the page itself
 * never does. The region can take focus, so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-box bg-base-100 shadow"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="table table-zebra max-sm:table-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
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
            {withImage && <div className="skeleton h-12 w-16 shrink-0 rounded-lg" />}
            {Array.from({ length: Math.max(1, columns - (withImage ? 1 : 0)) }, (_, column) => (
              <div key={column} className={`skeleton h-4 ${column === 0 ? 'flex-[3]' : 'flex-1'}`} />
            ))}
          </div>
        ))}
      </div>
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
