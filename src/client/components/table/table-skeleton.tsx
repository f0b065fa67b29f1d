import { cardStyles, type CardLayout } from './card-layout';

const thumbnailClass = {
  square: 'skeleton h-12 w-12 shrink-0 rounded-lg',
  wide: 'skeleton h-10 w-16 shrink-0 rounded-lg',
};

/** Placeholder rows in the table's shape while it loads. */
export function TableSkeleton({
  label,
  columns,
  rows = 5,
  thumbnail,
  cards = 'when-narrow',
}: {
  label: string;
  columns: number;
  rows?: number;
  thumbnail?: keyof typeof thumbnailClass;
  cards?: CardLayout;
}) {
  const bars = Math.max(1, columns - (thumbnail ? 1 : 0));
  return (
    <div className="rounded-box bg-base-100 p-4 shadow" role="status" aria-label={label}>
      <div className="space-y-4" aria-hidden>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-4">
            {thumbnail && <div className={thumbnailClass[thumbnail]} />}
            {Array.from({ length: bars }, (_, column) => (
              <div
                key={column}
                className={`skeleton h-4 ${column === 0 ? 'flex-[3]' : 'flex-1'} ${column > 1 ? cardStyles[cards].skeletonBarOffCard : ''}`}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
