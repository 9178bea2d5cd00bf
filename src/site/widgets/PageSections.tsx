import { Fragment, use, type ComponentProps } from 'react';
import type { PageSection } from '../../content/sections';
import { cachedLoad, type LoadEntry } from '../../lib/cachedLoad';
import { DeferHydration } from '../../ui/DeferHydration';
import { LoadBoundary, whenRetrying } from '../../ui/lazyRetry';
import { useHydrated } from '../../ui/useHydrated';
import { CardGrid } from './CardGrid';
import { toneAt } from './section';
import type SectionViewType from './SectionView';

// Every kind of section is in one chunk. It loads when the first deferred section starts to
// hydrate (their HTML is prerendered), or before the page renders after a client-side navigation
// (preloadSections), so a page's first load carries only the card grid that opens most pages.
const cache = new Map<string, LoadEntry<unknown>>();
const viewEntry = () => cachedLoad(cache, 'view', () => import('./SectionView'));

/** Loads the sections' code; once loaded, sections render without suspending. */
export const preloadSectionViews = async (): Promise<void> => void (await viewEntry().promise);

/**
 * A page module's `preload` for pages with sections: once the app runs (a client-side navigation
 * renders them at once) it awaits the sections' code; while a prerendered page hydrates, the code
 * loads as the sections come into view. A failed load is left to the render, which reports it.
 */
export async function preloadSections(): Promise<void> {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true') return;
  await preloadSectionViews().catch(() => undefined);
}

function SectionView(props: ComponentProps<typeof SectionViewType>) {
  const hydrated = useHydrated();
  const entry = viewEntry();
  // Code that failed to load (offline) leaves a prerendered section as it is until the next try.
  if (entry.failed && !hydrated) use(whenRetrying());
  const View = (entry.value ?? use(entry.promise)).default;
  return <View {...props} />;
}

/**
 * A page's sections below its hero, in order, alternating white and muted unless a
 * section names its tone. Sections from `deferFrom` on hydrate only when needed.
 */
export function PageSections({ sections, deferFrom = 1 }: { sections: readonly PageSection[]; deferFrom?: number }) {
  return (
    <>
      {sections.map((section, i) => {
        const tone = section.tone ?? toneAt(i);
        // Card grids, the most common section, come with this module: they need no chunk of their own.
        // Other sections wait for their chunk; one that failed to load says so in place (LoadBoundary).
        const view =
          section.kind === 'cards' ? <CardGrid {...section} tone={tone} /> : <LoadBoundary part={() => <SectionView section={section} tone={tone} />} />;
        if (i < deferFrom && section.kind === 'cards') return <Fragment key={section.id}>{view}</Fragment>;
        return (
          <DeferHydration key={section.id} immediate={i < deferFrom} section>
            {view}
          </DeferHydration>
        );
      })}
    </>
  );
}
