import { useState } from 'react';
import { Link } from '#client/components/link.tsx';
import { Pause, Play } from 'lucide-react';
import { usePrefersReducedMotion } from '#client/hooks/use-prefers-reduced-motion.ts';
import { paths } from '#client/paths.ts';
import { useRotatingIndex } from './use-rotating-index';
import { useTypewriter } from './use-typewriter';

const TYPED_PHRASES = ['Expand Your World!', 'Embrace Diversity!', 'Unleash Potential!'] as const;

/** The three banner slides' texts (docs/decisions/banner-texts.md); one is shown at a time. */
export const BANNER_TEXTS = [
  'Small classes led by native-speaking instructors.',
  'From your first hello to confident conversation.',
  'Choose a class today and start speaking tomorrow.',
] as const;

export const BANNER_ROTATION_MS = 4000;

const bannerSources = (format: 'avif' | 'webp') =>
  [640, 1280, 1920].map((width) => `/images/banner/banner-${width}.${format} ${width}w`).join(', ');

export function HeroBanner() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const typed = useTypewriter(TYPED_PHRASES, { paused, reducedMotion });
  const slide = useRotatingIndex(BANNER_TEXTS.length, BANNER_ROTATION_MS, paused);

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
          Learn Any Language and{' '}
          {/* Its own layer: each typed letter repaints these few words, not the picture behind them. */}
          <span
            className="block min-h-[1.25em] text-fuchsia-200 will-change-transform md:inline-block"
            aria-hidden
          >
            <span data-testid="typed-phrase">{typed}</span>
            {!paused && !reducedMotion && <span className="typewriter-caret">|</span>}
          </span>
          <span className="sr-only">{TYPED_PHRASES.join(' ')}</span>
        </p>

        <div className="mt-6 grid text-lg md:text-2xl" data-testid="banner-text">
          {BANNER_TEXTS.map((text, index) => (
            <p
              key={text}
              className={`col-start-1 row-start-1 transition-[opacity,translate,visibility] duration-700 ${
                index === slide ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0'
              }`}
            >
              {text}
            </p>
          ))}
        </div>
        <div className="mt-4 flex justify-center gap-2" aria-hidden>
          {BANNER_TEXTS.map((text, index) => (
            <span
              key={text}
              className={`h-2 rounded-full bg-white transition-all duration-700 ${
                index === slide ? 'w-6' : 'w-2 opacity-50'
              }`}
            />
          ))}
        </div>

        <Link to={paths.classes()} className="btn btn-primary btn-lg mt-10">
          Get Started
        </Link>
      </div>

      <button
        type="button"
        className="btn btn-circle btn-sm absolute right-4 bottom-4 border-white/60 bg-black/50 text-white hover:bg-black/70"
        aria-label="Pause animations"
        aria-pressed={paused}
        title={paused ? 'Play animations' : 'Pause animations'}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
      </button>
    </section>
  );
}
