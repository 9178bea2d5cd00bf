import type { PageProps } from '../../app/pageModules';
import { PageHero } from '../components/PageHero';

// Placeholder until the page's content lands (see the marketing issue).
export default function AboutPage({ route }: PageProps) {
  return <PageHero title={route.title} intro={route.description} />;
}
