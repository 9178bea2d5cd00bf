import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { solutionsPage } from '../../content/services/solutions';
import { servicePath, servicesInSolutions, type ServiceSlug } from '../../content/services/catalog';
import { serviceDescriptions } from '../../content/services/descriptions';
import { CtaBanner } from '../services/CtaBanner';
import { FeatureGrid } from '../services/FeatureGrid';
import { ServiceHero } from '../services/ServiceHero';

// Groups alternate backgrounds, starting white under the hero; the banner continues the rhythm.
const toneAfterHero = (index: number) => (index % 2 === 0 ? 'white' : 'muted');

export default function SolutionsPage({ route }: PageProps) {
  const { tag, intro, heroCta, groups, banner } = solutionsPage;
  return (
    <>
      <ServiceHero tag={tag} title={route.title} intro={intro} cta={heroCta} href="/get-started" />
      {groups.map((group, i) => (
        <DeferHydration key={group.id}>
          <FeatureGrid
            id={group.id}
            eyebrow={group.eyebrow}
            title={group.title}
            intro={group.intro}
            tone={toneAfterHero(i)}
            linkLabel="Explore"
            items={servicesInSolutions(group.id).map((s) => ({ icon: s.icon, title: s.title, text: serviceDescriptions[s.slug as ServiceSlug], href: servicePath(s.slug) }))}
          />
        </DeferHydration>
      ))}
      <DeferHydration>
        <CtaBanner {...banner} href="/get-started" tone={toneAfterHero(groups.length)} />
      </DeferHydration>
    </>
  );
}
