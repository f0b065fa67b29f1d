import type { ReactNode } from 'react';
import { useCardStyles } from './card-layout';

/**
 * A cell whose label names its column in front of the value on the card, where the column headers are
 * hidden. `actions` marks a cell of buttons; `offCard` a value the card leaves out.
 */
export function Cell({
  label,
  children,
  className = '',
  actions = false,
  offCard = false,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
  actions?: boolean;
  offCard?: boolean;
}) {
  const style = useCardStyles();
  const base = offCard ? style.offCardCell : actions ? style.actionCell : style.cell;
  return (
    <td role="cell" className={`${base} ${className}`}>
      {label && (
        <span aria-hidden className={style.cellLabel}>
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
