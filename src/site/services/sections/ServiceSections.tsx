import { use, type ComponentProps } from 'react';
import type { ServiceSection } from '../../../content/services/types';
import { cachedLoad, type LoadEntry } from '../../../lib/cachedLoad';
import { DeferHydration } from '../../../ui/DeferHydration';
import { LoadBoundary, whenRetrying } from '../../../ui/lazyRetry';
import { useHydrated } from '../../../ui/useHydrated';
import type ServiceSectionViewType from './ServiceSectionView';
import { toneAt } from './tone';

// The sections' code loads when their deferred hydration starts (they sit below the hero and the
// feature grid, and their HTML is prerendered), or before the page renders after a client-side
// navigation (ServicePage's preload), so a rendered page never waits for it.
const cache = new Map<string, LoadEntry<unknown>>();
const viewEntry = () => cachedLoad(cache, 'view', () => import('./ServiceSectionView'));

/** Loads the sections' code; once loaded, sections render without suspending. */
export const preloadSectionViews = async (): Promise<void> => void (await viewEntry().promise);

function SectionView(props: ComponentProps<typeof ServiceSectionViewType>) {
  const hydrated = useHydrated();
  const entry = viewEntry();
  // Code that failed to load (offline) leaves a prerendered section as it is until the next try.
  if (entry.failed && !hydrated) use(whenRetrying());
  const View = (entry.value ?? use(entry.promise)).default;
  return <View {...props} />;
}

/** The rich pages' extra sections, in record order, alternating backgrounds. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <DeferHydration key={section.id}>
          <LoadBoundary part={() => <SectionView section={section} tone={toneAt(i)} />} />
        </DeferHydration>
      ))}
    </>
  );
}
