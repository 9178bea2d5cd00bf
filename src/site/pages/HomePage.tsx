import { Suspense, useState } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { isInitialHydration } from '../../ui/hydrationGate';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { HomeHero } from '../home/HomeHero';
import { HomeServices } from '../home/HomeServices';
import { Results } from '../home/Results';

// Below the fold: prerendered in full, hydrated (and their chunks loaded) only when the
// visitor gets near them, so making the first screen interactive stays cheap.
const GrowthCarousel = lazyRetry(() => import('../home/GrowthCarousel').then((m) => ({ default: m.GrowthCarousel })));
const Testimonials = lazyRetry(() => import('../home/Testimonials').then((m) => ({ default: m.Testimonials })));
const HomeContact = lazyRetry(() => import('../home/HomeContact').then((m) => ({ default: m.HomeContact })));
const lowerSections = [GrowthCarousel, Testimonials, HomeContact];

/** Home: hero, services, results, growth cases, testimonials, contact (SPEC.md order). */
export default function HomePage(_props: PageProps) {
  // A lower section hydrating waits for its code inside its part, with no Suspense of its own: the
  // part then says it has hydrated, and presses again what was pressed before (ui/earlyPress.ts),
  // only once the section's code is here (a boundary of its own let it do both too early). Rendered
  // by the app after a navigation (no server HTML to keep), a section holds a screen's height while
  // its code loads, so the footer does not jump up and back. Read once, as the page first renders
  // (the sections hydrate later); a switch would remount them. Here, not in DeferHydration: every
  // page's first load carries that, and /contact has no bytes left for it.
  const [rendered] = useState(() => !import.meta.env.SSR && !isInitialHydration());
  return (
    <>
      <HomeHero />
      <DeferHydration section>
        <HomeServices />
      </DeferHydration>
      <DeferHydration section>
        <Results />
      </DeferHydration>
      {lowerSections.map((Section, i) => (
        <DeferHydration key={i} section>
          {rendered ? (
            <Suspense fallback={<div className="min-h-screen" />}>
              <Section />
            </Suspense>
          ) : (
            <Section />
          )}
        </DeferHydration>
      ))}
    </>
  );
}
