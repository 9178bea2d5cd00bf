import type { PageProps, RouteDef } from '../../routes';
import { preloadServiceRecord } from '../../content/services/load';
import type { PageSection } from '../../content/sections';
import type { ServiceRecord } from '../../content/services/types';
import { PageHero } from '../widgets/PageHero';
import { PageSections, preloadSections } from '../widgets/PageSections';
import { useServiceRecord } from './useServiceRecord';

/**
 * Each record is its own chunk: the router awaits this before the first render, so hydration never
 * suspends. After a client-side navigation the sections' code is awaited too (preloadSections).
 */
export async function preload(route: RouteDef): Promise<void> {
  await preloadServiceRecord(route.params?.slug);
  await preloadSections();
}

/** Features first, then the record's own sections, then the closing banner. */
const sectionsOf = (record: ServiceRecord, proposalHref: string): PageSection[] => [
  { kind: 'cards', id: 'features', eyebrow: 'What you get', title: record.featuresTitle, intro: record.featuresIntro, items: record.features },
  ...(record.sections ?? []),
  { kind: 'cta', id: 'cta', look: 'compact', title: record.banner.title, text: record.banner.text, actions: [{ label: record.banner.cta, href: proposalHref }] },
];

/**
 * The one template behind every /services/<slug> route: the slug comes from the
 * route's params, the copy from src/content/services/records/<slug>.ts.
 */
export default function ServicePage({ route }: PageProps) {
  const record = useServiceRecord(route.params?.slug);
  // Every call to action opens the proposal form with this service preselected.
  const proposalHref = `/get-started?service=${route.params?.slug ?? ''}`;
  return (
    <>
      <PageHero tag={record.tag} title={route.title} intro={<p className="m-0">{record.intro}</p>} cta={{ label: record.heroCta, href: proposalHref }} />
      <PageSections sections={sectionsOf(record, proposalHref)} />
    </>
  );
}
