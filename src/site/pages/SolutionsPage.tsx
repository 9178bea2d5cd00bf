import type { PageProps } from '../../app/pageModules';
import { DeferHydration } from '../../ui/DeferHydration';
import { solutionsPage } from '../../content/services/solutions';
import { routes } from '../../routes';
import { CtaBanner } from '../services/CtaBanner';
import { FeatureGrid } from '../services/FeatureGrid';
import { ServiceHero } from '../services/ServiceHero';

/** A service page's title and description, read from the route table. */
function serviceRoute(slug: string) {
  const route = routes.find((r) => r.path === `/services/${slug}`);
  if (!route) throw new Error(`Solutions page links to /services/${slug}, which is not in the route table`);
  return route;
}

// Groups alternate backgrounds, starting white under the hero; the banner continues the rhythm.
const toneAfterHero = (index: number) => (index % 2 === 0 ? 'white' : 'muted');

export default function SolutionsPage({ route }: PageProps) {
  const { tag, intro, heroCta, groups, banner } = solutionsPage;
  return (
    <>
      <ServiceHero tag={tag} title={route.title} intro={intro} cta={heroCta} />
      {groups.map((group, i) => (
        <DeferHydration key={group.id}>
          <FeatureGrid
            id={group.id}
            eyebrow={group.eyebrow}
            title={group.title}
            intro={group.intro}
            tone={toneAfterHero(i)}
            linkLabel="Explore"
            items={group.items.map(({ slug, icon }) => {
              const service = serviceRoute(slug);
              return { icon, title: service.title, text: service.description, href: service.path };
            })}
          />
        </DeferHydration>
      ))}
      <DeferHydration>
        <CtaBanner {...banner} tone={toneAfterHero(groups.length)} />
      </DeferHydration>
    </>
  );
}
