import type { ReactNode } from 'react';
import { CardLayoutContext, cardStyles, useCardStyles, type CardLayout } from './card-layout';

export function DataTable({
  label,
  cards = 'when-narrow',
  children,
}: {
  label: string;
  cards?: CardLayout;
  children: ReactNode;
}) {
  const style = cardStyles[cards];
  const table = (
    <div className={style.region} role="region" aria-label={label} tabIndex={0}>
      <table role="table" className={style.table}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
  return (
    <CardLayoutContext value={cards}>
      {/* The container queries measure this wrapper. */}
      {cards === 'when-narrow' ? <div className="@container">{table}</div> : table}
    </CardLayoutContext>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return (
    <tbody role="rowgroup" className={useCardStyles().body}>
      {children}
    </tbody>
  );
}
