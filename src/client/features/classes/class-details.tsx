import { lazy, Suspense, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import type { ClassDetails as Details } from '#contract/classes';
import { flagPicture, teachingLanguages } from '#contract/language-list';
import { isFull } from '#contract/seats';
import { formatClassPrice } from '#client/format.ts';
import { paths } from '#client/paths.ts';
import { responsiveImage } from '#client/responsive-image.ts';

/**
 * A class's language, level, description, format and address. Optional until src/contract/classes.ts has
 * it: each part of the page that shows one renders nothing without it, so the page works before and after.
 */
interface UpcomingClassFields {
  /** ISO 639-1. */
  language?: string | null;
  /** A1 to C2, or all levels. */
  level?: string | null;
  /** Plain text; blank lines between paragraphs. */
  description?: string | null;
  format?: 'online' | 'in-person' | null;
  /** Where an in-person class meets (an online one's link is for enrolled students only). */
  address?: string | null;
}

export type ClassOnPage = Details & UpcomingClassFields;

/** Half the page from md, the width of the page's padding less on phones. */
const PICTURE_SIZES = '(min-width: 1280px) 608px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 32px)';

const languages = new Map<string, { name: string; flag: string | null }>(
  teachingLanguages.map((l) => [l.code, l]),
);

function ClassLanguageAndLevel({ language, level }: Pick<UpcomingClassFields, 'language' | 'level'>) {
  if (!language && !level) return null;
  const flag = language ? languages.get(language)?.flag : null;
  return (
    <p className="flex flex-wrap gap-2">
      {language && (
        <span className="badge badge-primary badge-outline gap-1.5">
          {flag && (
            <img
              src={flagPicture(flag)}
              alt=""
              width={18}
              height={12}
              className="h-3 w-[18px] rounded-[2px] object-cover"
            />
          )}
          {languages.get(language)?.name ?? language.toUpperCase()}
        </span>
      )}
      {level && (
        <span className="badge badge-outline">
          {level === 'all' ? <Trans>All levels</Trans> : <Trans>Level {level}</Trans>}
        </span>
      )}
    </p>
  );
}

function ClassFormat({ format, address }: Pick<UpcomingClassFields, 'format' | 'address'>) {
  if (!format) return null;
  return (
    <div className="col-span-2">
      <dt className="text-sm text-base-content/70">
        <Trans>Where</Trans>
      </dt>
      <dd className="font-semibold">
        {format === 'online' ? (
          <Trans>Online</Trans>
        ) : address ? (
          <Trans>In person: {address}</Trans>
        ) : (
          <Trans>In person</Trans>
        )}
      </dd>
    </div>
  );
}

function ClassDescription({ description }: Pick<UpcomingClassFields, 'description'>) {
  if (!description?.trim()) return null;
  return (
    <section aria-labelledby="class-description-title" className="mt-10 max-w-prose">
      <h2 id="class-description-title" className="mb-3 text-2xl font-extrabold">
        <Trans>About this class</Trans>
      </h2>
      {description
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index} className="mb-3 whitespace-pre-line break-words text-base-content/90 md:text-lg">
            {paragraph.trim()}
          </p>
        ))}
    </section>
  );
}

/**
 * Above a class that is not approved, which only its instructor and admins can open: the public never sees
 * it, so its code (and the status badge's) is not part of the page's first load.
 */
const ReviewBanner = lazy(async () => ({ default: (await import('./review-banner')).ReviewBanner }));

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-base-content/70">{term}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}

/**
 * A class's page: its picture, name, instructor, price and seats, with the page's button (Select) and,
 * once classes have them, language, level, format, description and sessions.
 */
export function ClassDetails({
  item,
  action,
  sessions,
}: {
  item: ClassOnPage;
  /** The page's button; this feature knows nothing about carts. */
  action?: ReactNode;
  /** The class's sessions, composed by the page (they belong to the schedule feature). */
  sessions?: ReactNode;
}) {
  const { t } = useLingui();
  const full = isFull(item.availableSeats);
  const { name, instructorName } = item;
  return (
    <article aria-labelledby="class-title">
      {item.status !== 'approved' && (
        <Suspense fallback={null}>
          <ReviewBanner status={item.status} feedback={item.feedback} />
        </Suspense>
      )}
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <figure className="aspect-[8/5] overflow-hidden rounded-box bg-base-300 shadow-md">
          <img
            {...responsiveImage(item.img, PICTURE_SIZES)}
            alt={t`${name} class`}
            width={640}
            height={400}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        </figure>
        <div className="flex min-w-0 flex-col gap-4">
          <h1
            id="class-title"
            className="text-3xl font-extrabold tracking-tight wrap-anywhere hyphens-auto text-primary md:text-4xl"
          >
            {item.name}
          </h1>
          <ClassLanguageAndLevel language={item.language} level={item.level} />
          <p className="text-lg wrap-anywhere">
            <Trans>
              Instructor:{' '}
              <Link
                to={paths.instructor(item.instructorId)}
                className="font-semibold underline decoration-primary/40 decoration-2 underline-offset-4 transition-colors hover:text-primary hover:decoration-primary"
              >
                {instructorName}
              </Link>
            </Trans>
          </p>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            <Fact term={t`Price`}>{formatClassPrice(item.price)}</Fact>
            <Fact term={t`Available seats`}>
              {item.availableSeats}
              {full && (
                <span className="badge badge-error badge-sm ms-2 align-middle font-bold">
                  <Trans>Full</Trans>
                </span>
              )}
            </Fact>
            <Fact term={t`Students`}>{item.students}</Fact>
            <ClassFormat format={item.format} address={item.address} />
          </dl>
          {action && <div className="mt-2">{action}</div>}
        </div>
      </div>
      <ClassDescription description={item.description} />
      {sessions}
    </article>
  );
}

/** The page's shape with placeholders of the same size, for the first paint and while it loads. */
/* eslint-disable interface/no-bare-text -- the skeleton's lines are transparent shapes the size of real text: nobody reads them */
export function ClassDetailsSkeleton() {
  const line = 'skeleton text-transparent select-none';
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="skeleton aspect-[8/5] rounded-box" />
      <div className="flex min-w-0 flex-col gap-4">
        <p className={`h-10 w-64 max-w-full ${line}`}>Class name</p>
        <p className={`h-7 w-52 max-w-full ${line}`}>Instructor</p>
        <div className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          {['Price', 'Available seats', 'Students'].map((term) => (
            <p key={term} className={`h-12 ${line}`}>
              {term}
            </p>
          ))}
        </div>
        <span className="skeleton btn mt-2 w-28" />
      </div>
    </div>
  );
}
/* eslint-enable interface/no-bare-text */
