import { setMeta } from '../lib/documentMeta';
import { documentTitle, type RouteDef } from '../routes';

// The head in the document is right for the path the prerender made it for ('*' on the 404 page).
let headPath = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.route;
let latest = 0;

/**
 * Keeps title, description, robots and canonical in step with the route after client-side navigation.
 * Descriptions are not in the route table (they would weigh on every first load): their module loads
 * on the first navigation. Resolves once the description is set.
 */
export function applyDocumentHead(route: RouteDef): Promise<void> {
  // A content page's prerendered head is already right, and after a client-side navigation the page
  // sets its own (useContentHead): the table knows only its kind.
  if (!route.ownHead) document.title = documentTitle(route);
  setMeta('robots', route.kind === 'dashboard' ? 'noindex, nofollow' : 'index, follow');
  // The prerendered link names the site's public origin; only its path changes.
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(route.path, canonical.href).href;
  if (route.ownHead || route.path === headPath) return Promise.resolve();
  headPath = route.path;
  const ticket = ++latest;
  return import('../routeDescriptions').then(
    ({ routeDescription }) => {
      // A later navigation wins over a description that arrives late.
      if (ticket === latest) setMeta('description', routeDescription(route));
    },
    (error: unknown) => console.warn('Page description unavailable:', error),
  );
}
