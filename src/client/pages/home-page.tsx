import { PopularClasses } from '../features/classes/popular-classes';
import { HeroBanner } from '../features/home/hero-banner';
import { LanguageFlags } from '../features/home/language-flags';
import { WhyChooseUs } from '../features/home/why-choose-us';
import { PopularInstructors } from '../features/instructors/popular-instructors';

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
