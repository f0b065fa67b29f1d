import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import { responsiveImage } from '#client/responsive-image.ts';
import { useCardStyles } from './card-layout';
import { Cell } from './cell';

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
    <tr role="row" aria-label={label} className={`${useCardStyles().row} ${className}`}>
      {children}
    </tr>
  );
}

/** A row's name cell: the card's title. */
export function RowHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th role="rowheader" scope="row" className={`${useCardStyles().rowHeader} ${className}`}>
      {children}
    </th>
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
  to,
  className,
  children,
}: {
  name: string;
  src: string;
  alt: string;
  picture: keyof typeof headerPictures;
  /** The item's own page: the name links to it. */
  to?: string;
  className?: string;
  children?: ReactNode;
}) {
  const nameClass = 'min-w-0 font-semibold wrap-anywhere hyphens-auto';
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
        {to ? (
          <Link to={to} className={`link ${nameClass}`}>
            {name}
          </Link>
        ) : (
          <span className={nameClass}>{name}</span>
        )}
        {children}
      </div>
    </RowHeader>
  );
}

/** A class's name cell: its cover, wide, before its name (a link to the class's page with `to`). */
export function ClassRowHeader({
  item,
  to,
  className,
}: {
  item: { name: string; img: string };
  to?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <PictureRowHeader
      name={name}
      src={item.img}
      alt={t`${name} class`}
      picture="wide"
      to={to}
      className={className}
    />
  );
}

/**
 * A numbered row of an 'on-phones' table: its number (left off the card), a decorative picture, its title
 * over a smaller subtitle, then the other cells.
 */
export function NumberedPictureRow({
  index,
  picture,
  title,
  subtitle,
  subtitleColumn = false,
  children,
}: {
  index: number;
  picture: string;
  title: string;
  subtitle: string;
  /** The table has a column of its own for the subtitle: the line under the title stands in for it on the card only. */
  subtitleColumn?: boolean;
  children: ReactNode;
}) {
  const subtitleLine = 'text-xs font-normal text-base-content/70';
  return (
    <Row className="max-sm:grid-cols-[4rem_1fr_auto]">
      <Cell offCard>{index + 1}</Cell>
      <Cell>
        {/* Decorative: the title beside it names the row. */}
        <img
          {...responsiveImage(picture, '64px')}
          alt=""
          width={64}
          height={40}
          loading="lazy"
          className="h-10 w-16 max-w-none rounded-lg object-cover"
        />
      </Cell>
      <RowHeader className="min-w-36 font-semibold wrap-anywhere hyphens-auto">
        {title}
        {subtitleColumn ? (
          <span aria-hidden className={`hidden ${subtitleLine} max-sm:block`}>
            {subtitle}
          </span>
        ) : (
          <span className={`block ${subtitleLine}`}>{subtitle}</span>
        )}
      </RowHeader>
      {children}
    </Row>
  );
}
