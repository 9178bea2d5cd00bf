import { blogTopics } from './content/blogTopics';

/**
 * THE route table. The router, the prerender step, the sitemap, the service
 * worker precache and the tests all read this list; nothing else lists routes.
 * Every entry is a concrete path (no patterns), so prerendering is a loop.
 */
export type RouteKind = 'site' | 'dashboard';

export interface RouteDef {
  path: string;
  /** Screen title; the document title is derived from it. */
  title: string;
  description: string;
  kind: RouteKind;
  /** Page module under src/, without extension; loaded on demand. */
  page: string;
}

export const SITE_NAME = 'Northstar Growth';

const site = (path: string, title: string, description: string, page: string): RouteDef => ({
  path,
  title,
  description,
  kind: 'site',
  page,
});

const service = (slug: string, title: string, description: string): RouteDef =>
  site(`/services/${slug}`, title, description, 'site/services/ServicePage');

const dashboard = (path: string, title: string, page: string): RouteDef => ({
  path,
  title,
  description: `${title} in the Northstar Growth demo admin area (sample data).`,
  kind: 'dashboard',
  page,
});

export const routes: readonly RouteDef[] = [
  site('/', 'B2B Lead Generation Agency', 'Northstar Growth builds predictable B2B pipelines: lead generation, sales development, cold outreach and web development for technology companies.', 'site/pages/HomePage'),
  site('/about', 'About', 'Founded in 2013, Northstar Growth is about 200 people in 12 countries helping more than 500 B2B clients grow their pipeline.', 'site/pages/AboutPage'),
  site('/services', 'Services', 'Lead generation, sales development, email marketing and account-based marketing services, delivered with a four-step method.', 'site/pages/ServicesPage'),
  service('virtual-pa', "Virtual PA (CEO's Executive Assistant)", 'A dedicated executive assistant for founders and CEOs: calendar, inbox, travel and follow-up handled by a vetted virtual PA.'),
  service('ceo-services', 'CEO Services', 'Executive support for CEOs: board preparation, investor relations, strategic research and a team that keeps the week on track.'),
  service('web-development', 'Website Development', 'Fast, accessible B2B websites built to turn visitors into qualified pipeline.'),
  service('ecommerce', 'Ecommerce', 'B2B and direct-to-consumer storefronts with catalogue, checkout and integrations built for growth.'),
  service('brand-development', 'Brand Development', 'Positioning, identity and messaging that make a B2B brand easy to understand and hard to forget.'),
  service('digital-marketing', 'Digital Marketing', 'Search, paid media and content programmes that bring decision-makers to your door, from luxury brands to venture capital.'),
  service('social-media', 'Social Media', 'LinkedIn and social advertising that reaches buying committees and turns attention into meetings.'),
  service('crm-management', 'CRM Management', 'Clean data, working pipelines and automation in your CRM so every lead gets followed up.'),
  service('cold-calling', 'Cold Calling', 'Trained callers who open conversations with decision-makers and book qualified meetings.'),
  service('cold-email-marketing', 'Cold Email Marketing', 'Deliverable, personalised cold email sequences that start real sales conversations.'),
  service('in-house-call-agents', 'In-House Call Agents', 'A managed calling team that works as an extension of your own sales floor.'),
  service('lead-nurturing', 'Lead Nurturing', 'Sequences and touchpoints that keep prospects warm until they are ready to buy.'),
  service('sales-enablement', 'Sales Enablement', 'Playbooks, content and coaching that help your reps close more of the pipeline they have.'),
  service('data-sourcing', 'Data Sourcing', 'Verified contact and account data for the exact companies and roles you sell to.'),
  service('calling-agents', 'In-House Calling Agents', 'Dedicated calling agents placed inside your team to qualify, follow up and book meetings.'),
  site('/solutions', 'Solutions', 'Solutions that combine our web, marketing and outbound services into one growth engine.', 'site/pages/SolutionsPage'),
  site('/case-studies', 'Case Studies', 'Results from SaaS, IT, security, healthcare and marketing clients who grew with Northstar Growth.', 'site/pages/CaseStudiesPage'),
  site('/blog', 'Blog', 'Articles on lead generation, account-based marketing, sales development and email marketing.', 'site/pages/BlogPage'),
  ...blogTopics.map((topic) =>
    site(`/blog/category/${topic.slug}`, topic.title, topic.description, 'site/pages/BlogCategoryPage'),
  ),
  site('/careers', 'Careers', 'Join Northstar Growth: remote, full-time roles in sales, marketing and operations.', 'site/pages/CareersPage'),
  site('/contact', 'Contact', 'Contact Northstar Growth: office address, phone, email and a message form.', 'site/pages/ContactPage'),
  site('/get-started', 'Get Started', 'Request a growth proposal from Northstar Growth in three simple steps.', 'site/pages/GetStartedPage'),
  dashboard('/dashboard', 'Dashboard', 'dashboard/pages/OverviewPage'),
  dashboard('/dashboard/posts', 'Posts', 'dashboard/pages/PostsPage'),
  dashboard('/dashboard/pages', 'Pages', 'dashboard/pages/PagesPage'),
  dashboard('/dashboard/analytics', 'Analytics', 'dashboard/pages/AnalyticsPage'),
  dashboard('/dashboard/users', 'Users', 'dashboard/pages/UsersPage'),
  dashboard('/dashboard/settings', 'Settings', 'dashboard/pages/SettingsPage'),
];

/** The not-found screen; not a route, but rendered for every unknown path. */
export const notFoundRoute: RouteDef = site(
  '/404',
  'Page not found',
  'The page you were looking for does not exist.',
  'site/pages/NotFoundPage',
);

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

export function documentTitle(route: RouteDef): string {
  return route.path === '/' ? `${SITE_NAME} | ${route.title}` : `${route.title} | ${SITE_NAME}`;
}
