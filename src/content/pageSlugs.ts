/**
 * The pages of the content collections, as slugs: all the browser's route table needs. That table
 * ships in every page's first load, so titles and descriptions stay with the content (they load
 * with their pages; the prerender writes them into each page's <head>).
 */
export const articleSlugs = [
  'pipeline-math-2025',
  'icp-before-lists',
  'abm-committees',
  'sdr-first-90',
  'deliverability-2025',
  'vaultline-story',
  'orbitstack-replies',
  'intent-signals',
  'abm-tiering',
  'cold-call-openers',
  'follow-up-cadence',
  'medibridge-hospital-meetings',
  'crm-hygiene-routine',
  'helix-ledger-abm',
] as const;

export const caseStudySlugs = [
  'helix-ledger',
  'cloudpeak-analytics',
  'brightwire-it',
  'vaultline-security',
  'medibridge-health',
  'fable-and-finch',
  'peoplegrid',
  'orbitstack',
  'geneva-watchmaker',
  'private-equity-investor-content',
  'family-office-search',
] as const;

export const jobSlugs = [
  'sales-development-representative',
  'account-executive',
  'email-marketing-strategist',
  'content-marketing-lead',
  'data-research-specialist',
  'client-success-manager',
] as const;

export const legalPaths = ['/privacy', '/terms', '/cookies'] as const;
export type LegalPath = (typeof legalPaths)[number];

export const articleHref = (id: string): string => `/blog/${id}`;
export const caseStudyHref = (slug: string): string => `/case-studies/${slug}`;
export const jobHref = (id: string): string => `/careers/${id}`;
/** The general application ('Send Your Resume'). */
export const GENERAL_APPLICATION_HREF = '/careers/apply';
