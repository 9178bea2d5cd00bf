import { use, type ComponentType } from 'react';
import { cachedLoad, type LoadEntry } from '../lib/cachedLoad';
import type { LayoutProps, PageProps, RouteDef, RouteKind } from '../routes';

/**
 * A page or layout module. A page whose content is a chunk of its own (e.g. a service record)
 * exports `preload`, so the first render (prerender or hydration) finds it loaded.
 */
type Module<P> = { default: ComponentType<P>; preload?: (route: RouteDef) => Promise<void> };

// One lazy chunk per page module; the route table names them by path.
const pageLoaders = import.meta.glob<Module<PageProps>>([
  '../site/pages/*Page.tsx',
  '../site/services/ServicePage.tsx',
  '../dashboard/pages/*Page.tsx',
]);

const layoutLoaders: Record<RouteKind, () => Promise<Module<LayoutProps>>> = {
  site: () => import('../site/layout/SiteLayout'),
  dashboard: () => import('../dashboard/layout/DashboardLayout'),
};

/** Source file (relative to the project root) of a route's page module. */
export const pageSource = (route: RouteDef) => `src/${route.page}.tsx`;
export const layoutSource: Record<RouteKind, string> = {
  site: 'src/site/layout/SiteLayout.tsx',
  dashboard: 'src/dashboard/layout/DashboardLayout.tsx',
};

export function hasPageModule(route: RouteDef): boolean {
  return `../${route.page}.tsx` in pageLoaders;
}

const cache = new Map<string, LoadEntry<unknown>>();
const load = <T,>(key: string, loader: () => Promise<T>) => cachedLoad(cache, key, loader);

function pageEntry(route: RouteDef) {
  const loader = pageLoaders[`../${route.page}.tsx`];
  if (!loader) throw new Error(`No page module for ${route.path}: src/${route.page}.tsx`);
  return load(`page:${route.page}`, loader);
}
const layoutEntry = (kind: RouteKind) => load(`layout:${kind}`, layoutLoaders[kind]);

/** Loads a route's layout and page so the first render (or hydration) never suspends. */
export async function preloadRoute(route: RouteDef): Promise<void> {
  const [page] = await Promise.all([pageEntry(route).promise, layoutEntry(route.kind).promise]);
  await page.preload?.(route);
}

// Synchronous when preloaded; otherwise suspends until the chunk arrives.
const read = <T,>(entry: LoadEntry<T>): T => entry.value ?? use(entry.promise);

export const usePage = (route: RouteDef) => read(pageEntry(route)).default;
export const useLayout = (kind: RouteKind) => read(layoutEntry(kind)).default;
