import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { OfflinePage } from '../pwa/OfflinePage';
import { App } from './App';
import { preloadRoute } from './pageModules';
import { notFoundRoute as notFound, resolveRoute, routes as routeTable } from '../routes';
import { withDescription } from '../routeDescriptions';
import { withHead } from './contentHeads';

export { documentTitle, SITE_NAME } from '../routes';
/**
 * The route table with each route's description, as the prerender writes heads and scripts read it;
 * content pages (articles, case studies, jobs, legal) with their own title and description.
 */
export const routes = routeTable.map(withHead);
export const notFoundRoute = withDescription(notFound);
export { pageSource, layoutSource } from './pageModules';
// For the budget check, which waits for the parts near the first screen to hydrate.
export { DEFER_ROOT_MARGIN, HYDRATED } from '../ui/DeferHydration';

/**
 * Renders to a complete HTML string, waiting for every Suspense boundary. Below-the-fold
 * sections may be React.lazy: they are in the static HTML, and on the client React hydrates
 * them when their chunk arrives (so they stay off the page's critical path).
 */
async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    // Keep every boundary inline: outlined segments need inline scripts, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** Renders one path of the route table to HTML (used by the build's prerender step). */
export async function render(path: string): Promise<string> {
  const resolution = resolveRoute(path);
  if (resolution.type === 'redirect') throw new Error(`Cannot prerender a redirect: ${path}`);
  await preloadRoute(resolution.route);
  return renderComplete(<App ssrPath={path} />);
}

/** The not-found page, rendered for a path no route matches. */
export async function renderNotFound(): Promise<string> {
  await preloadRoute(notFoundRoute);
  return renderComplete(<App ssrPath="/__not-found__" />);
}

export { structuredData, rssFeed, jsonFeed, FEED_TITLE } from './structuredData';
/** The service worker's page for navigations it cannot answer offline (dist/offline.html). */
export async function renderOffline(): Promise<string> {
  return renderComplete(
    <Router ssrPath="/offline">
      <OfflinePage />
    </Router>,
  );
}
