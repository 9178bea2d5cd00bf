import type { PageProps } from '../../routes';
import { servicesInSolutions, type ServiceSlug } from '../../content/services/catalog';
import { servicePath } from '../../content/services/titles';
import { serviceDescriptions } from '../../content/services/descriptions';
import { solutionsPage } from '../../content/services/solutions';
import { PageHero } from '../widgets/PageHero';
import { PageSections, preloadSections } from '../widgets/PageSections';

const { tag, intro, heroCta, groups, banner } = solutionsPage;

/** Each group lists its services from the catalog; the banner closes the page. */
const sections = [
  ...groups.map((group) => ({
    kind: 'cards' as const,
    ...group,
    linkLabel: 'Explore',
    items: servicesInSolutions(group.id).map((s) => ({ icon: s.icon, title: s.title, text: serviceDescriptions[s.slug as ServiceSlug], href: servicePath(s.slug) })),
  })),
  { kind: 'cta' as const, id: 'cta', look: 'compact' as const, title: banner.title, text: banner.text, actions: [{ label: banner.cta, href: '/get-started' }] },
];

export const preload = preloadSections;

export default function SolutionsPage({ route }: PageProps) {
  return (
    <>
      <PageHero tag={tag} title={route.title} intro={<p className="m-0">{intro}</p>} cta={{ label: heroCta, href: '/get-started' }} />
      <PageSections sections={sections} deferFrom={0} />
    </>
  );
}
