import type { PageProps } from '../../app/pageModules';
import { DeferHydration } from '../../ui/DeferHydration';
import { preloadAllServiceRecords, preloadServiceRecord } from '../../content/services/load';
import { serviceSlugFromPath } from '../../content/services/slugs';
import { resolveRoute } from '../../routes';
import { CtaBanner } from './CtaBanner';
import { FeatureGrid } from './FeatureGrid';
import { ServiceHero } from './ServiceHero';
import { ServiceSections } from './sections/ServiceSections';
import { toneAt } from './sections/tone';
import { useServiceRecord } from './useServiceRecord';

// Each record is its own chunk. The prerender renders synchronously, so the server
// loads every record before this module resolves; in the browser the module waits
// for the record of the page being opened, so hydration never suspends.
if (import.meta.env.SSR) {
  await preloadAllServiceRecords();
} else if (typeof location !== 'undefined') {
  const opened = resolveRoute(location.pathname);
  if (opened.type === 'page') await preloadServiceRecord(serviceSlugFromPath(opened.route.path));
}

/**
 * The one template behind all fifteen /services/<slug> routes: the slug comes from
 * the route, the copy from src/content/services/records/<slug>.ts.
 */
export default function ServicePage({ route }: PageProps) {
  const record = useServiceRecord(serviceSlugFromPath(route.path));
  return (
    <>
      <ServiceHero tag={record.tag} title={route.title} intro={record.intro} cta={record.heroCta} />
      <FeatureGrid id="features" eyebrow="What you get" title={record.featuresTitle} intro={record.featuresIntro} items={record.features} />
      {record.sections && <ServiceSections sections={record.sections} />}
      <DeferHydration>
        <CtaBanner {...record.banner} tone={toneAt(record.sections?.length ?? 0)} />
      </DeferHydration>
    </>
  );
}
