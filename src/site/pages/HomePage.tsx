import type { PageProps } from '../../app/pageModules';
import { GrowthCarousel } from '../home/GrowthCarousel';
import { HomeContact } from '../home/HomeContact';
import { HomeHero } from '../home/HomeHero';
import { HomeServices } from '../home/HomeServices';
import { Results } from '../home/Results';
import { Testimonials } from '../home/Testimonials';

/** Home: hero, services, results, growth cases, testimonials, contact (SPEC.md order). */
export default function HomePage(_props: PageProps) {
  return (
    <>
      <HomeHero />
      <HomeServices />
      <Results />
      <GrowthCarousel />
      <Testimonials />
      <HomeContact />
    </>
  );
}
