import type { ComponentType, ReactNode } from 'react';
import { blogTopics } from './content/blogTopics';
import { serviceTitles } from './content/services/titles';
import { company } from './content/company';
import { articleHref, articleSlugs, caseStudyHref, caseStudySlugs, GENERAL_APPLICATION_HREF, jobHref, jobSlugs, legalPaths } from './content/pageSlugs';

/**
 * THE route table. The router, the prerender step, the sitemap, the service
 * worker precache and the tests all read this list; nothing else lists routes.
 * Every entry is a concrete path (no patterns), so prerendering is a loop.
 */
export type RouteKind = 'site' | 'dashboard';

/** What a page needs to know about its path, e.g. `{ slug }` for one item of a content family. */
export type RouteParams = Readonly<Record<string, string>>;

export interface RouteDef {
  path: string;
  /** Screen title; the document title is derived from it. (Meta descriptions: src/routeDescriptions.ts.) */
  title: string;
  kind: RouteKind;
  /** Page module under src/, without extension; loaded on demand. */
  page: string;
  params?: RouteParams;
  /**
   * Content pages (articles, case studies, jobs, legal): the table names only their kind; the page
   * sets its own title and description (useContentHead), the prerender reads them from app/contentHeads.ts.
   */
  ownHead?: true;
  /** Dashboard routes: the sidebar icon (a full Lucide class); routes without one stay out of the sidebar. */
  icon?: `i-lucide-${string}`;
}

/** Props every page component receives from the router. */
export interface PageProps {
  route: RouteDef;
}

/** Props of a layout (one per route kind), wrapped around the page. */
export interface LayoutProps {
  route: RouteDef;
  children: ReactNode;
}

/**
 * A page module. A page whose content is a chunk of its own (e.g. a service record) exports
 * `preload`, so the first render (prerender or hydration) finds it loaded.
 */
export interface PageModule {
  default: ComponentType<PageProps>;
  preload?: (route: RouteDef) => Promise<void>;
}

/** Loaders of a feature's pages by `RouteDef.page`. Each layout module exports its feature's as `pages`. */
export type PageLoaders = Readonly<Record<string, () => Promise<PageModule>>>;

/** Names the modules of an `import.meta.glob` made in `<feature>/layout/` as `RouteDef.page` does. */
export function pageLoaders(feature: RouteKind, glob: Record<string, () => Promise<PageModule>>): PageLoaders {
  return Object.fromEntries(Object.entries(glob).map(([file, load]) => [file.replace(/^\.\.\//, `${feature}/`).replace(/\.tsx$/, ''), load]));
}

export const SITE_NAME = company.name;

const site = (path: string, title: string, page: string): RouteDef => ({
  path,
  title,
  kind: 'site',
  page,
});

/**
 * One concrete route per item of a content family: items with slugs 'a' and 'b' under
 * '/blog' give '/blog/a' and '/blog/b', each with `params.slug` for its page.
 */
export function contentRoutes<T extends { slug: string }>(
  base: string,
  page: string,
  items: readonly T[],
  head: (item: T) => { title: string },
  kind: RouteKind = 'site',
): RouteDef[] {
  return items.map((item) => ({ path: `${base}/${item.slug}`, title: head(item).title, kind, page, params: { slug: item.slug } }));
}

/**
 * One concrete route per slug of a content collection whose text is long (articles, case studies,
 * jobs, legal pages). This table ships in every page's first load, so these entries name the kind
 * of page only; the prerender writes each page's own title and description (app/contentHeads.ts),
 * and after a client-side navigation the page sets them from its content (useContentHead).
 */
const pagesFrom = (slugs: readonly string[], href: (slug: string) => string, kindTitle: string, page: string): RouteDef[] =>
  slugs.map((slug) => ({ ...site(href(slug), kindTitle, page), params: { slug }, ownHead: true }));

const dashboard = (path: string, title: string, page: string, icon?: RouteDef['icon']): RouteDef => ({
  path,
  title,
  kind: 'dashboard',
  page,
  ...(icon && { icon }),
});

export const routes: readonly RouteDef[] = [
  site('/', 'B2B Lead Generation Agency', 'site/pages/HomePage'),
  site('/about', 'About', 'site/pages/AboutPage'),
  site('/services', 'Services', 'site/pages/ServicesPage'),
  ...contentRoutes('/services', 'site/services/ServicePage', serviceTitles, (s) => s),
  site('/solutions', 'Solutions', 'site/pages/SolutionsPage'),
  site('/case-studies', 'Case Studies', 'site/pages/CaseStudiesPage'),
  ...pagesFrom(caseStudySlugs, caseStudyHref, 'Case Study', 'site/pages/CaseStudyPage'),
  site('/blog', 'Blog', 'site/pages/BlogPage'),
  ...contentRoutes('/blog/category', 'site/pages/BlogCategoryPage', blogTopics, (topic) => topic),
  ...pagesFrom(articleSlugs, articleHref, 'Article', 'site/pages/ArticlePage'),
  site('/careers', 'Careers', 'site/pages/CareersPage'),
  ...pagesFrom(jobSlugs, jobHref, 'Job Opening', 'site/pages/JobPage'),
  site(GENERAL_APPLICATION_HREF, 'General Application', 'site/pages/ApplyPage'),
  site('/contact', 'Contact', 'site/pages/ContactPage'),
  site('/search', 'Search', 'site/pages/SearchPage'),
  site('/get-started', 'Get Started', 'site/pages/GetStartedPage'),
  ...pagesFrom(legalPaths, (path) => path, 'Legal', 'site/pages/LegalPage'),
  dashboard('/dashboard', 'Dashboard', 'dashboard/pages/OverviewPage', 'i-lucide-layout-dashboard'),
  dashboard('/dashboard/posts', 'Posts', 'dashboard/pages/PostsPage', 'i-lucide-file-text'),
  dashboard('/dashboard/pages', 'Pages', 'dashboard/pages/PagesPage', 'i-lucide-files'),
  dashboard('/dashboard/analytics', 'Analytics', 'dashboard/pages/AnalyticsPage', 'i-lucide-chart-column'),
  dashboard('/dashboard/users', 'Users', 'dashboard/pages/UsersPage', 'i-lucide-users'),
  dashboard('/dashboard/leads', 'Leads', 'dashboard/pages/LeadsPage', 'i-lucide-inbox'),
  dashboard('/dashboard/settings', 'Settings', 'dashboard/pages/SettingsPage', 'i-lucide-settings'),
];

/** The not-found screen; not a route, but rendered for every unknown path. */
export const notFoundRoute: RouteDef = site('/404', 'Page not found', 'site/pages/NotFoundPage');

export const DASHBOARD_HOME = '/dashboard';

/** '/about/' -> '/about'; keeps '/' as is. Query and hash are not part of a path. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export type Resolution =
  | { type: 'page'; route: RouteDef }
  | { type: 'redirect'; to: string }
  | { type: 'not-found'; route: RouteDef; path: string };

const byPath = new Map(routes.map((r) => [r.path, r]));

/** What the app shows for a location: a page, a redirect or the not-found page. */
export function resolveRoute(pathname: string): Resolution {
  const path = normalizePath(pathname);
  const route = byPath.get(path);
  if (route) return { type: 'page', route };
  if (path.startsWith(`${DASHBOARD_HOME}/`)) return { type: 'redirect', to: DASHBOARD_HOME };
  return { type: 'not-found', route: notFoundRoute, path };
}

/** Longest document title with the brand suffix; search results cut titles near here. */
export const MAX_DOCUMENT_TITLE = 70;

export function documentTitle(route: RouteDef): string {
  if (route.path === '/') return `${SITE_NAME} | ${route.title}`;
  const full = `${route.title} | ${SITE_NAME}`;
  // A long article or case-study headline keeps all its words and drops the brand instead.
  return full.length <= MAX_DOCUMENT_TITLE ? full : route.title;
}
