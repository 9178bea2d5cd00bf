import { contentPageHeads } from '../content/contentPageHeads';
import type { RouteDef } from '../routes';
import { withDescription, type DescribedRoute } from '../routeDescriptions';

/**
 * Title and meta description of every content-collection page, for the prerender: the browser's
 * route table names only the kind of page (see pagesFrom in routes.ts).
 */
const heads = new Map(contentPageHeads.map(({ path, title, description }) => [path, { title, description }] as const));

/** A content page's route with its own title and description; undefined for any other route. */
export const contentHead = (route: RouteDef): DescribedRoute | undefined => {
  const head = heads.get(route.path);
  return head && { ...route, ...head };
};

/** Any route with the title and description its prerendered head carries. */
export const withHead = (route: RouteDef): DescribedRoute => contentHead(route) ?? withDescription(route);
