import type { ReactNode } from 'react';

/** A table's empty state on the dashboard's tinted background. */
export function EmptyCard({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box bg-base-100 p-8 text-center shadow">
      {icon && <span className="text-primary">{icon}</span>}
      <p className="text-base-content/80">{children}</p>
    </div>
  );
}
