import { createContext, use } from 'react';

/*
 * Data tables become one card per row on small screens. The explicit roles on every part keep the table
 * semantics that some browsers drop once a table's display is changed. On a card, a word longer than the
 * card is (a processor's reference, a bank reference, a name without spaces) breaks where it must
 * (`wrap-anywhere`), as the card's width would otherwise grow to fit it and push the page past a phone's.
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

export const cardStyles = {
  'when-narrow': {
    region:
      'overflow-x-auto rounded-box bg-base-100 shadow @max-4xl:overflow-visible @max-4xl:bg-transparent @max-4xl:shadow-none',
    table: 'table text-sm @max-4xl:block @max-7xl:table-sm @max-7xl:text-sm',
    head: '@max-4xl:sr-only',
    body: '@max-4xl:grid @max-4xl:gap-4 @max-4xl:@xl:grid-cols-2',
    row: '@max-4xl:flex @max-4xl:flex-wrap @max-4xl:gap-x-2 @max-4xl:rounded-box @max-4xl:border-0 @max-4xl:bg-base-100 @max-4xl:p-4 @max-4xl:shadow @max-4xl:wrap-anywhere @max-4xl:hyphens-auto',
    rowHeader: '@max-4xl:block @max-4xl:w-full @max-4xl:px-0 @max-4xl:pt-0 @max-4xl:pb-2',
    cell: narrowCell,
    actionCell: '@max-4xl:w-auto @max-4xl:px-0 @max-4xl:pt-3 @max-4xl:pb-0',
    offCardCell: `${narrowCell} @max-4xl:hidden`,
    cellLabel: 'hidden shrink-0 text-sm font-semibold text-base-content/70 @max-4xl:inline',
    skeletonBarOffCard: '',
  },
  'on-phones': {
    region:
      'overflow-x-auto rounded-box bg-base-100 shadow max-sm:overflow-visible max-sm:bg-transparent max-sm:shadow-none',
    table: 'table max-sm:block',
    head: 'max-sm:sr-only',
    body: 'max-sm:flex max-sm:flex-col max-sm:gap-3',
    row: 'hover:bg-base-200/60 max-sm:grid max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-box max-sm:border-0 max-sm:bg-base-100 max-sm:p-3 max-sm:shadow max-sm:wrap-anywhere max-sm:hyphens-auto',
    rowHeader: `${phoneCell} max-sm:min-w-0`,
    cell: phoneCell,
    actionCell: phoneCell,
    offCardCell: 'max-sm:sr-only',
    cellLabel: 'me-1 hidden text-xs font-semibold text-base-content/70 max-sm:inline',
    skeletonBarOffCard: 'max-sm:hidden',
  },
} satisfies Record<CardLayout, Record<string, string>>;

export const CardLayoutContext = createContext<CardLayout>('when-narrow');

/** The classes of the surrounding table's card layout. */
export function useCardStyles() {
  return cardStyles[use(CardLayoutContext)];
}
