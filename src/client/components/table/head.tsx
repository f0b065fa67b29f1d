import { useCardStyles } from './card-layout';

export interface Column {
  label: string;
  /** Shown to screen readers only (columns of buttons). */
  hidden?: boolean;
  className?: string;
}

export function TableHead({ columns }: { columns: (string | Column)[] }) {
  const style = useCardStyles();
  return (
    <thead role="rowgroup" className={style.head}>
      <tr role="row">
        {columns.map((entry) => {
          const column: Column = typeof entry === 'string' ? { label: entry } : entry;
          return (
            <th key={column.label} role="columnheader" scope="col" className={column.className}>
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
