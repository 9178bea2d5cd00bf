import { blogTopics } from './content/blogTopics';
import { company } from './content/company';
import { serviceDescriptions } from './content/services/descriptions';
import type { ServiceSlug } from './content/services/catalog';
import type { RouteDef } from './routes';

/**
 * Each route's meta description. Not in the route table: the table ships with every page's first
 * load, while the prerendered head already holds the description, so the browser loads this module
 * only after a client-side navigation (app/documentHead.ts). The prerender, feeds and tests read it too.
 */
const byPath: Readonly<Record<string, string>> = {
  '/': 'Northstar Growth builds predictable B2B pipelines: lead generation, sales development, cold outreach and web development for technology companies.',
  '/about': `Founded in ${company.founded}, ${company.name} is about ${company.teamSize} people in ${company.countries} countries helping more than ${company.clients} B2B clients grow their pipeline.`,
  '/services': 'Lead generation, sales development, email marketing and account-based marketing services, delivered with a four-step method.',
  '/solutions': 'Solutions that combine our web, marketing and outbound services into one growth engine.',
  '/case-studies': 'Results from SaaS, IT, security, healthcare and marketing clients who grew with Northstar Growth.',
  '/blog': 'Articles on lead generation, account-based marketing, sales development and email marketing.',
  '/careers': 'Join Northstar Growth: remote, full-time roles in sales, marketing and operations.',
  '/careers/apply': 'Send Northstar Growth your resume: we hire sales, marketing and operations people all year round.',
  '/contact': 'Contact Northstar Growth: office address, phone, email and a message form.',
  '/search': 'Search every service, article, case study and job at Northstar Growth, or browse them all by type.',
  '/get-started': 'Tell Northstar Growth about your goals and receive a growth proposal with scope, timeline and projected results within two business days.',
  '/404': 'The page you were looking for does not exist.',
};

/** Routes of a content family take their description from the family's content, by slug. */
const byPage: Readonly<Record<string, (slug: string) => string | undefined>> = {
  'site/services/ServicePage': (slug) => serviceDescriptions[slug as ServiceSlug],
  'site/pages/BlogCategoryPage': (slug) => blogTopics.find((t) => t.slug === slug)?.description,
};

export function routeDescription(route: RouteDef): string {
  if (route.kind === 'dashboard') return `${route.title} in the Northstar Growth demo admin area (sample data).`;
  const slug = route.params?.slug;
  const text = slug === undefined ? byPath[route.path] : byPage[route.page]?.(slug);
  if (!text) throw new Error(`No description for ${route.path}: add one to src/routeDescriptions.ts`);
  return text;
}

export type DescribedRoute = RouteDef & { readonly description: string };

/** A route with its description, as the prerender writes its head. */
export const withDescription = (route: RouteDef): DescribedRoute => ({ ...route, description: routeDescription(route) });
