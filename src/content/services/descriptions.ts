import type { ServiceSlug } from './catalog';

/**
 * Each service's meta description, also its card text on the Solutions page. Apart from the
 * catalog because the catalog ships with every page's first load (route table, menus) and these
 * texts need not: the prerendered head already holds them, and the browser loads this module
 * only after a client-side navigation or on a page that shows them.
 */
export const serviceDescriptions: Readonly<Record<ServiceSlug, string>> = {
  'virtual-pa':
    'A dedicated executive assistant for founders and CEOs: calendar, inbox, travel and follow-up handled by a vetted virtual PA.',
  'ceo-services':
    'Executive support for CEOs: board preparation, investor relations, strategic research and a team that keeps the week on track.',
  'web-development':
    'Fast, accessible B2B websites built to turn visitors into qualified pipeline.',
  'ecommerce':
    'B2B and direct-to-consumer storefronts with catalogue, checkout and integrations built for growth.',
  'brand-development':
    'Positioning, identity and messaging that make a B2B brand easy to understand and hard to forget.',
  'digital-marketing':
    'Search, paid media and content programmes that bring decision-makers to your door, from luxury brands to venture capital.',
  'social-media':
    'LinkedIn and social advertising that reaches buying committees and turns attention into meetings.',
  'crm-management':
    'Clean data, working pipelines and automation in your CRM so every lead gets followed up.',
  'cold-calling':
    'Trained callers who open conversations with decision-makers and book qualified meetings.',
  'cold-email-marketing':
    'Deliverable, personalised cold email sequences that start real sales conversations.',
  'in-house-call-agents':
    'A managed calling team that works as an extension of your own sales floor.',
  'lead-nurturing':
    'Sequences and touchpoints that keep prospects warm until they are ready to buy.',
  'sales-enablement':
    'Playbooks, content and coaching that help your reps close more of the pipeline they have.',
  'data-sourcing':
    'Verified contact and account data for the exact companies and roles you sell to.',
  'calling-agents':
    'Dedicated calling agents placed inside your team to qualify, follow up and book meetings.',
};
