import { Award, BookOpen, TrendingUp } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FeatureBlock } from '#client/components/feature-block.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { useInViewOnce } from '#client/hooks/use-in-view.ts';

export const REASON_MESSAGES = [
  {
    icon: Award,
    title: msg`Over 20 Years of Experience`,
    description: msg`In 2000 the centre became an academic department within the school of languages.`,
  },
  {
    icon: BookOpen,
    title: msg`Exclusive Learning Materials`,
    description: msg`Text with multimedia on all areas of the curriculum.`,
  },
  {
    icon: TrendingUp,
    title: msg`Career Upgrade`,
    description: msg`Learning a new language is fascinating and can lead to great opportunities.`,
  },
];

function ReasonsColumn({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <div className={`space-y-8 ${className}`}>
      {REASON_MESSAGES.map(({ icon, title, description }) => (
        <FeatureBlock key={title.id} icon={icon} title={i18n._(title)} description={i18n._(description)} />
      ))}
    </div>
  );
}

/** The two columns of reasons around the illustration rise into place once, when first scrolled into view. */
export function WhyChooseUs() {
  const { t } = useLingui();
  const [ref, inView] = useInViewOnce<HTMLDivElement>({ threshold: 0.15 });
  return (
    <section aria-labelledby="why-choose-us-title" className="bg-base-200 px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionTitle id="why-choose-us-title" title={t`Why Choose Us`} subtitle={t`Some simple reasons`} />
        <div
          ref={ref}
          data-testid="why-choose-us-content"
          className={`rise-in grid items-center gap-10 lg:grid-cols-[1fr_auto_1fr] ${inView ? 'is-visible' : ''}`}
        >
          <ReasonsColumn />
          <img
            src="/images/illustrations/why-choose-us.webp"
            alt={t`An open book, a graduation cap and speech bubbles saying hello in several languages`}
            width={480}
            height={480}
            loading="lazy"
            decoding="async"
            className="mx-auto w-64 md:w-80 lg:w-96"
          />
          {/* The spec repeats the blocks on both sides of the illustration; stacked on a phone, once is enough. */}
          <ReasonsColumn className="hidden lg:block" />
        </div>
      </div>
    </section>
  );
}
