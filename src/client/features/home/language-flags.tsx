import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorBoundary } from '#client/components/error-boundary.tsx';
import { useInViewOnce } from '#client/hooks/use-in-view.ts';
import { flagPicture } from '#contract/language-list';
import { LANGUAGE_FLAGS } from './languages';

const FlagCarousel = lazy(() => import('./flag-carousel'));

/** Holds the carousel's exact height until Swiper has loaded, so the page below does not jump. */
function CarouselPlaceholder() {
  return (
    <div>
      <div className="flag-carousel-placeholder mx-auto w-2/3 md:w-2/5" />
      <div className="mt-4 h-8" />
    </div>
  );
}

/** If the carousel's code cannot be loaded, the flags and their captions are still shown, in a row. */
function StaticFlags() {
  return (
    <ul className="mx-auto flex max-w-3xl flex-wrap justify-center gap-6">
      {LANGUAGE_FLAGS.map((flag) => (
        <li key={flag.caption} className="w-20 text-center">
          <img
            src={flagPicture(flag.image)}
            alt=""
            width={90}
            height={60}
            loading="lazy"
            className="w-full"
          />
          <span className="mt-2 block text-sm font-semibold">{flag.caption}</span>
        </li>
      ))}
    </ul>
  );
}

/** The flags carousel section; Swiper and its CSS are fetched only when the section comes near the screen. */
export function LanguageFlags() {
  const [ref, near] = useInViewOnce<HTMLDivElement>({ rootMargin: '400px 0px' });
  return (
    <section aria-labelledby="language-flags-title" className="px-4 py-16">
      <h2 id="language-flags-title" className="sr-only">
        <Trans>Languages we teach</Trans>
      </h2>
      <div ref={ref} className="@container">
        {near ? (
          <ErrorBoundary fallback={<StaticFlags />}>
            <Suspense fallback={<CarouselPlaceholder />}>
              <FlagCarousel />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <CarouselPlaceholder />
        )}
      </div>
    </section>
  );
}
