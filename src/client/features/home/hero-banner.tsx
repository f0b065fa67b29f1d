import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#client/components/link.tsx';
import { Pause, Play } from 'lucide-react';
import { usePrefersReducedMotion } from '#client/hooks/use-prefers-reduced-motion.ts';
import { paths } from '#client/paths.ts';
import { useRotatingIndex } from './use-rotating-index';
import { useTypewriter } from './use-typewriter';

const TYPED_PHRASES = [msg`Expand Your World!`, msg`Embrace Diversity!`, msg`Unleash Potential!`];

/** The three banner slides' texts (docs/decisions/banner-texts.md); one is shown at a time. */
const bannerMessages = [
  msg`Small classes led by native-speaking instructors.`,
  msg`From your first hello to confident conversation.`,
  msg`Choose a class today and start speaking tomorrow.`,
];

export const BANNER_ROTATION_MS = 4000;

const bannerSources = (format: 'avif' | 'webp') =>
  [640, 1280, 1920].map((width) => `/images/banner/banner-${width}.${format} ${width}w`).join(', ');

export function HeroBanner() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // One array for each language: a new array restarts the typewriter.
  const phrases = useMemo(() => TYPED_PHRASES.map((phrase) => t(phrase)), [t]);
  const typed = useTypewriter(phrases, { paused, reducedMotion });
  const slide = useRotatingIndex(bannerMessages.length, BANNER_ROTATION_MS, paused);
  const phrase = (
    <>
      {/* Its own layer: each typed letter repaints these few words, not the picture behind them. */}
      <span
        className="block min-h-[1.25em] text-fuchsia-200 will-change-transform md:inline-block"
        aria-hidden
      >
        <span data-testid="typed-phrase">{typed}</span>
        {!paused && !reducedMotion && <span className="typewriter-caret">|</span>}
      </span>
      <span className="sr-only">{phrases.join(' ')}</span>
    </>
  );

  return (
    <section
      aria-labelledby="banner-title"
      className="relative isolate flex min-h-svh items-center justify-center bg-neutral-900 px-4 py-24 text-center text-white [clip-path:inset(0)]"
    >
      {/* Fixed inside a clipped section: the picture stays still while the page scrolls over it. */}
      <picture>
        <source type="image/avif" srcSet={bannerSources('avif')} sizes="100vw" />
        <source type="image/webp" srcSet={bannerSources('webp')} sizes="100vw" />
        <img
          src="/images/banner/banner-1280.webp"
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          decoding="async"
          className="fixed inset-0 -z-20 h-svh w-full object-cover motion-reduce:absolute motion-reduce:h-full"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/55 to-black/75" />

      <div className="max-w-4xl">
        <h1 id="banner-title" className="text-5xl font-black tracking-tight drop-shadow md:text-7xl">
          Speak the World
        </h1>
        <p className="mt-6 text-2xl font-bold md:text-4xl">
          <Trans>Learn Any Language and {phrase}</Trans>
        </p>

        <div className="mt-6 grid text-lg md:text-2xl" data-testid="banner-text">
          {bannerMessages.map((text, index) => (
            <p
              key={text.id}
              className={`col-start-1 row-start-1 transition-[opacity,translate,visibility] duration-700 ${
                index === slide ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0'
              }`}
            >
              {t(text)}
            </p>
          ))}
        </div>
        <div className="mt-4 flex justify-center gap-2" aria-hidden>
          {bannerMessages.map((text, index) => (
            <span
              key={text.id}
              className={`h-2 rounded-full bg-white transition-all duration-700 ${
                index === slide ? 'w-6' : 'w-2 opacity-50'
              }`}
            />
          ))}
        </div>

        <Link to={paths.classes()} className="btn btn-primary btn-lg mt-10">
          <Trans>Get Started</Trans>
        </Link>
      </div>

      <button
        type="button"
        className="btn btn-circle btn-sm absolute end-4 bottom-4 border-white/60 bg-black/50 text-white hover:bg-black/70"
        aria-label={t`Pause animations`}
        aria-pressed={paused}
        title={paused ? t`Play animations` : t`Pause animations`}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
      </button>
    </section>
  );
}
