import { allArticles, articleHref } from '../content/articles';
import type { CaseStory } from '../content/caseStory';
import { jobHref, jobs } from '../content/jobs';
import { legalPages } from '../content/legal';
import { caseStudyHref } from '../content/pageSlugs';
import type { RouteDef } from '../routes';
import { withDescription, type DescribedRoute } from '../routeDescriptions';

// Server only (the prerender), so every story may load at once.
const caseStories = import.meta.glob<CaseStory>('../content/caseStories/*.ts', { eager: true, import: 'default' });

/**
 * Title and meta description of every content-collection page, for the prerender: the browser's
 * route table names only the kind of page (see pagesFrom in routes.ts).
 */
const heads = new Map<string, { title: string; description: string }>([
  ...allArticles.map((a) => [articleHref(a), { title: a.title, description: a.excerpt }] as const),
  ...Object.entries(caseStories).map(
    ([file, s]) => [caseStudyHref(file.replace(/^.*\/|\.ts$/g, '')), { title: s.title, description: s.description }] as const,
  ),
  ...jobs.map((j) => [jobHref(j), { title: j.title, description: `${j.department}, ${j.location}, ${j.type}. ${j.description}` }] as const),
  ...legalPages.map((l) => [l.path, { title: l.title, description: l.description }] as const),
]);

/** A content page's route with its own title and description; undefined for any other route. */
export const contentHead = (route: RouteDef): DescribedRoute | undefined => {
  const head = heads.get(route.path);
  return head && { ...route, ...head };
};

/** Any route with the title and description its prerendered head carries. */
export const withHead = (route: RouteDef): DescribedRoute => contentHead(route) ?? withDescription(route);
