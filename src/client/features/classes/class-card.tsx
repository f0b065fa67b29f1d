import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import type { LanguageClass } from '#contract/classes';
import { classLevelLabels } from '#contract/class-choices';
import { flagPicture, teachingLanguages } from '#contract/language-list';
import { isFull } from '#contract/seats';
import { formatClassPrice } from '#client/format.ts';
import { paths } from '#client/paths.ts';
import { responsiveImage } from '#client/responsive-image.ts';
import { scheduleSummary, visitorZone } from './schedule-summary';

const badge = 'badge badge-outline badge-sm h-auto gap-1';

/** The card's width in the grid: one column on phones, two from sm, three from lg, 400 px at most. */
const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

export function ClassCard({
  item,
  action,
  eager = false,
  headingLevel = 3,
}: {
  item: LanguageClass;
  /** The card's button (Select on the classes page); the card itself knows nothing about carts. */
  action?: ReactNode;
  eager?: boolean;
  /** 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = isFull(item.availableSeats);
  const language = teachingLanguages.find((known) => known.code === item.language);
  const { name, instructorName, availableSeats, students } = item;
  const price = formatClassPrice(item.price);
  return (
    <article
      className={`card h-full overflow-hidden border border-base-content/10 shadow-md ${full ? 'bg-error text-error-content' : 'bg-base-100'}`}
      data-full={full || undefined}
      aria-label={item.name}
    >
      <figure className="aspect-[8/5] bg-base-300">
        <img
          {...responsiveImage(item.img, CARD_SIZES)}
          alt={t`${name} class`}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-1">
        {/* The name is the card's one link to the class's page: the picture is not a second tab stop. */}
        <Heading className="card-title block text-lg wrap-anywhere hyphens-auto">
          <Trans>
            Language:{' '}
            <Link
              to={paths.class(item._id)}
              className="underline decoration-current/40 decoration-2 underline-offset-4 transition-colors hover:decoration-current"
            >
              {name}
            </Link>
          </Trans>
        </Heading>
        <p className="my-1 flex flex-wrap gap-1">
          {item.language && (
            <span className={badge}>
              {language?.flag ? (
                <img src={flagPicture(language.flag)} alt="" width={18} height={12} className="w-4.5" />
              ) : (
                <span className="font-mono text-xs">{item.language.toUpperCase()}</span>
              )}
              {language?.name}
            </span>
          )}
          {item.level && <span className={badge}>{classLevelLabels[item.level]}</span>}
          {item.format && (
            <span className={badge}>
              {item.format === 'online' ? <Trans>Online</Trans> : <Trans>In person</Trans>}
            </span>
          )}
        </p>
        <p className="text-sm font-semibold">{scheduleSummary(item, visitorZone(), i18n)}</p>
        <p className="text-sm wrap-anywhere opacity-90">
          <Trans>Instructor: {instructorName}</Trans>
        </p>
        <p>
          <Trans>Available seats: {availableSeats}</Trans>
          {full && (
            <span className="badge badge-outline badge-sm ms-2 align-middle font-bold">
              <Trans>Full</Trans>
            </span>
          )}
        </p>
        <p>
          <Trans>Students: {students}</Trans>
        </p>
        <p className="font-semibold">
          <Trans>Price: {price}</Trans>
          {item.sale?.state === 'ended' && (
            <span className="badge badge-outline badge-sm ms-2 align-middle font-bold">
              <Trans>Ended</Trans>
            </span>
          )}
        </p>
        {action && <div className="card-actions mt-auto justify-end pt-2">{action}</div>}
      </div>
    </article>
  );
}

/** The card's shape with placeholder lines of the same size, so the grid does not jump when data arrives. */
/* eslint-disable interface/no-bare-text -- the skeleton's lines are transparent shapes the size of real text: nobody reads them */
export function ClassCardSkeleton({ withAction = false }: { withAction?: boolean }) {
  const line = 'skeleton w-fit text-transparent select-none';
  return (
    <div className="card h-full overflow-hidden border border-base-content/10 bg-base-100 shadow-md">
      <div className="skeleton aspect-[8/5] rounded-none" />
      <div className="card-body gap-1">
        <p className={`card-title text-lg ${line}`}>Language: Japanese basics</p>
        <p className={`my-1 ${line}`}>Japanese A1 Online</p>
        <p className={`text-sm ${line}`}>Mon & Wed 18:00 · from 12 Mar</p>
        <p className={`text-sm ${line}`}>Instructor: Someone</p>
        <p className={line}>Available seats: 00</p>
        <p className={line}>Students: 00</p>
        <p className={line}>Price: $00.00</p>
        {withAction && (
          <div className="card-actions mt-auto justify-end pt-2">
            <span className="skeleton btn btn-sm w-20" />
          </div>
        )}
      </div>
    </div>
  );
}
/* eslint-enable interface/no-bare-text */
