import type { PageProps } from '../../app/pageModules';
import { PageHero } from '../components/PageHero';

// Placeholder until the service template lands (see the services issue).
export default function ServicePage({ route }: PageProps) {
  return <PageHero title={route.title} intro={route.description} />;
}
