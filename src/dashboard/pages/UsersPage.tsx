import type { PageProps } from '../../app/pageModules';

// Placeholder until the dashboard lands (see the dashboard issue).
export default function UsersPage({ route }: PageProps) {
  return <h1 className="heading-2">{route.title}</h1>;
}
