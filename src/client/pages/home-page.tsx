import { PopularClasses } from '#client/features/classes/popular-classes.tsx';
import { HeroBanner } from '#client/features/home/hero-banner.tsx';
import { LanguageFlags } from '#client/features/home/language-flags.tsx';
import { WhyChooseUs } from '#client/features/home/why-choose-us.tsx';
import { PopularInstructors } from '#client/features/instructors/popular-instructors.tsx';

export function HomePage() {
  return (
    <>
      <HeroBanner />
      <PopularClasses />
      <PopularInstructors />
      <WhyChooseUs />
      <LanguageFlags />
    </>
  );
}
