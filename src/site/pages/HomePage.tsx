import { lazy, Suspense } from 'react';
import type { PageProps } from '../../app/pageModules';
import { HomeHero } from '../home/HomeHero';
import { HomeServices } from '../home/HomeServices';
import { Results } from '../home/Results';

// Below the fold: prerendered in full, hydrated when their own chunks arrive, so the
// code that makes the first screen interactive stays small.
const GrowthCarousel = lazy(() => import('../home/GrowthCarousel').then((m) => ({ default: m.GrowthCarousel })));
const Testimonials = lazy(() => import('../home/Testimonials').then((m) => ({ default: m.Testimonials })));
const HomeContact = lazy(() => import('../home/HomeContact').then((m) => ({ default: m.HomeContact })));

/** Home: hero, services, results, growth cases, testimonials, contact (SPEC.md order). */
export default function HomePage(_props: PageProps) {
  return (
    <>
      <HomeHero />
      <HomeServices />
      <Results />
      <Suspense fallback={<div className="min-h-screen" />}>
        <GrowthCarousel />
        <Testimonials />
        <HomeContact />
      </Suspense>
    </>
  );
}
