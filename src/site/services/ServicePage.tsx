import type { PageProps, RouteDef } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { preloadServiceRecord, serviceRecordEntry } from '../../content/services/load';
import { CtaBanner } from './CtaBanner';
import { FeatureGrid } from './FeatureGrid';
import { ServiceHero } from './ServiceHero';
import { preloadSectionViews, ServiceSections } from './sections/ServiceSections';
import { toneAt } from './sections/tone';
import { useServiceRecord } from './useServiceRecord';

/**
 * Each record is its own chunk: the router awaits this before the first render, so hydration never
 * suspends. The sections' code is awaited too once the app runs (a client-side navigation renders
 * them at once); while the prerendered page hydrates, it loads as the sections come into view.
 */
export async function preload(route: RouteDef): Promise<void> {
  const slug = route.params?.slug;
  await preloadServiceRecord(slug);
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true') return;
  // An unknown slug or a failed load is left to the render, which reports it.
  if (slug && serviceRecordEntry(slug).value?.sections) await preloadSectionViews().catch(() => undefined);
}

/**
 * The one template behind every /services/<slug> route: the slug comes from the
 * route's params, the copy from src/content/services/records/<slug>.ts.
 */
export default function ServicePage({ route }: PageProps) {
  const record = useServiceRecord(route.params?.slug);
  // Every call to action opens the proposal form with this service preselected.
  const proposalHref = `/get-started?service=${route.params?.slug ?? ""}`;
  return (
    <>
      <ServiceHero tag={record.tag} title={route.title} intro={record.intro} cta={record.heroCta} href={proposalHref} />
      <FeatureGrid id="features" eyebrow="What you get" title={record.featuresTitle} intro={record.featuresIntro} items={record.features} />
      {record.sections && <ServiceSections sections={record.sections} />}
      <DeferHydration>
        <CtaBanner {...record.banner} href={proposalHref} tone={toneAt(record.sections?.length ?? 0)} />
      </DeferHydration>
    </>
  );
}
