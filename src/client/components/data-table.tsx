import { createContext, use, type ReactNode } from 'react';
import type { ClassStatus } from '#contract/classes';
import { errorMessage } from '#client/errors.ts';
import { useDialog } from './dialog';
import { useToast } from './toast';
import { responsiveImage } from '#client/responsive-image.ts';

/*
 * Data tables that become one card per row on small screens. The explicit roles keep the table semantics
 * that some browsers drop once a table's display is changed.
 */

/**
 * When the rows become cards:
 * - 'when-narrow': once the table's container is narrower than 56rem (phones, and tablets beside the side
 *   menu); each cell is a labelled line of the card and cells of buttons sit at its foot.
 * - 'on-phones': below the sm breakpoint (640 px); each table places its cells on the card's grid with
 *   `max-sm:` classes, through the row's and the cells' className.
 */
export type CardLayout = 'when-narrow' | 'on-phones';

const narrowCell =
  '@max-4xl:flex @max-4xl:w-full @max-4xl:items-center @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:px-0 @max-4xl:py-1.5';
const phoneCell = 'max-sm:border-0 max-sm:p-0';

const styles = {
  'when-narrow': {
    region:
      'overflow-x-auto rounded-box bg-base-100 shadow @max-4xl:overflow-visible @max-4xl:bg-transparent @max-4xl:shadow-none',
    table: 'table text-sm @max-4xl:block @max-7xl:table-sm @max-7xl:text-sm',
    head: '@max-4xl:sr-only',
    body: '@max-4xl:grid @max-4xl:gap-4 @max-4xl:@xl:grid-cols-2',
    row: '@max-4xl:flex @max-4xl:flex-wrap @max-4xl:gap-x-2 @max-4xl:rounded-box @max-4xl:border-0 @max-4xl:bg-base-100 @max-4xl:p-4 @max-4xl:shadow',
    rowHeader: '@max-4xl:block @max-4xl:w-full @max-4xl:px-0 @max-4xl:pt-0 @max-4xl:pb-2',
    cell: narrowCell,
    actionCell: '@max-4xl:w-auto @max-4xl:px-0 @max-4xl:pt-3 @max-4xl:pb-0',
    offCardCell: `${narrowCell} @max-4xl:hidden`,
    cellLabel: 'hidden text-sm font-semibold text-base-content/70 @max-4xl:inline',
    skeletonBarOffCard: '',
  },
  'on-phones': {
    region:
      'overflow-x-auto rounded-box bg-base-100 shadow max-sm:overflow-visible max-sm:bg-transparent max-sm:shadow-none',
    table: 'table max-sm:block',
    head: 'max-sm:sr-only',
    body: 'max-sm:flex max-sm:flex-col max-sm:gap-3',
    row: 'hover:bg-base-200/60 max-sm:grid max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-box max-sm:border-0 max-sm:bg-base-100 max-sm:p-3 max-sm:shadow',
    rowHeader: `${phoneCell} max-sm:min-w-0`,
    cell: phoneCell,
    actionCell: phoneCell,
    offCardCell: 'max-sm:sr-only',
    cellLabel: 'mr-1 hidden text-xs font-semibold text-base-content/70 max-sm:inline',
    skeletonBarOffCard: 'max-sm:hidden',
  },
} satisfies Record<CardLayout, Record<string, string>>;

const CardLayoutContext = createContext<CardLayout>('when-narrow');

function useStyles() {
  return styles[use(CardLayoutContext)];
}

export function DataTable({
  label,
  cards = 'when-narrow',
  children,
}: {
  label: string;
  cards?: CardLayout;
  children: ReactNode;
}) {
  const style = styles[cards];
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

export interface Column {
  label: string;
  /** Shown to screen readers only (columns of buttons). */
  hidden?: boolean;
  className?: string;
}

export function TableHead({ columns }: { columns: (string | Column)[] }) {
  const style = useStyles();
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

export function TableBody({ children }: { children: ReactNode }) {
  return (
    <tbody role="rowgroup" className={useStyles().body}>
      {children}
    </tbody>
  );
}

/** A row; without a label it is named by its cells. 'on-phones' tables set the card's grid in className. */
export function Row({
  label,
  className = '',
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr role="row" aria-label={label} className={`${useStyles().row} ${className}`}>
      {children}
    </tr>
  );
}

/** A row's name cell: the card's title. */
export function RowHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th role="rowheader" scope="row" className={`${useStyles().rowHeader} ${className}`}>
      {children}
    </th>
  );
}

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
  const style = useStyles();
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

const headerPictures = {
  wide: { width: 64, height: 40, className: 'h-10 w-16 shrink-0 rounded-md object-cover' },
  round: { width: 40, height: 40, className: 'h-10 w-10 max-w-none shrink-0 rounded-full object-cover' },
};

/** A row's name cell with a picture before the name; children follow the name (a badge). */
export function PictureRowHeader({
  name,
  src,
  alt,
  picture,
  className,
  children,
}: {
  name: string;
  src: string;
  alt: string;
  picture: keyof typeof headerPictures;
  className?: string;
  children?: ReactNode;
}) {
  const { width, height, className: pictureClass } = headerPictures[picture];
  return (
    <RowHeader className={className}>
      <div className="flex items-center gap-3">
        <img
          {...responsiveImage(src, `${width}px`)}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          className={pictureClass}
        />
        <span className="font-semibold">{name}</span>
        {children}
      </div>
    </RowHeader>
  );
}

/**
 * A row of the student's classes in an 'on-phones' table: its number (left off the card), the class's
 * picture, its name over its instructor's, then the other cells.
 */
export function StudentClassRow({
  index,
  item,
  instructorColumn = false,
  children,
}: {
  index: number;
  item: { name: string; img: string; instructorName: string };
  /** The table has an instructor column: the line under the name stands in for it on the card only. */
  instructorColumn?: boolean;
  children: ReactNode;
}) {
  const instructorLine = 'text-xs font-normal text-base-content/70';
  return (
    <Row className="max-sm:grid-cols-[4rem_1fr_auto]">
      <Cell offCard>{index + 1}</Cell>
      <Cell>
        {/* Decorative: the name beside it names the row. */}
        <img
          {...responsiveImage(item.img, '64px')}
          alt=""
          width={64}
          height={40}
          loading="lazy"
          className="h-10 w-16 max-w-none rounded-lg object-cover"
        />
      </Cell>
      <RowHeader className="min-w-36 font-semibold">
        {item.name}
        {instructorColumn ? (
          <span aria-hidden className={`hidden ${instructorLine} max-sm:block`}>
            {item.instructorName}
          </span>
        ) : (
          <span className={`block ${instructorLine}`}>{item.instructorName}</span>
        )}
      </RowHeader>
      {children}
    </Row>
  );
}

/**
 * Deletes a row's item once the person confirms: a short popup when it is gone, the server's reason (or a
 * plain apology) in a toast when it is not. `noun` names the item: 'class', 'user'.
 */
export function useConfirmedDelete<Id>(noun: string, remove: (id: Id) => Promise<unknown>) {
  const dialog = useDialog();
  const toast = useToast();
  return async (id: Id, consequence: string) => {
    const ok = await dialog.confirm({
      icon: 'warning',
      title: `Delete this ${noun}?`,
      text: consequence,
      confirmText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove(id);
    } catch (error) {
      toast.error(errorMessage(error, `The ${noun} could not be deleted.`));
      return;
    }
    void dialog.popup({
      icon: 'success',
      title: 'Deleted!',
      text: `The ${noun} has been removed.`,
      timer: 1500,
    });
  };
}

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
                className={`skeleton h-4 ${column === 0 ? 'flex-[3]' : 'flex-1'} ${column > 1 ? styles[cards].skeletonBarOffCard : ''}`}
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

const statusBadge: Record<ClassStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  denied: 'badge-error',
};

export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return <span className={`badge font-semibold capitalize ${statusBadge[status]}`}>{status}</span>;
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
