import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LanguageClass } from '#contract/classes';
import { LoadingState } from '#client/components/load-state.tsx';
import { ClassCard, ClassCardSkeleton } from './class-card';

// Tracks of minmax(0, 1fr), even the phone's one column: a long word then wraps instead of widening the grid.
const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ClassGrid({
  items,
  renderAction,
  eagerCount = 0,
  headingLevel,
}: {
  items: LanguageClass[];
  /** A slot for each card's button, filled by whoever composes the page (e.g. Select). */
  renderAction?: (item: LanguageClass) => ReactNode;
  /** How many of the first cards are above the fold and load their picture at once. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={gridClass}>
      {items.map((item, index) => (
        <li key={item._id}>
          <ClassCard
            item={item}
            action={renderAction?.(item)}
            eager={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function ClassGridSkeleton({
  count = 6,
  withAction = false,
}: {
  count?: number;
  withAction?: boolean;
}) {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading classes`}>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          <ClassCardSkeleton key={i} withAction={withAction} />
        ))}
      </div>
    </LoadingState>
  );
}
