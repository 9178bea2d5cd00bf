/** Case studies page content (SPEC.md §3: title, industry, results, description, category). */
import type { CaseCategory } from './caseFilters';

export { caseFilters, type CaseCategory, type CaseFilter } from './caseFilters';

export interface CaseStudy {
  /** Also the slug of its page, /case-studies/<id>. */
  id: string;
  client: string;
  title: string;
  industry: string;
  results: string;
  description: string;
  category: CaseCategory;
  image: string;
}


export const caseStudiesHero = {
  tag: 'Case Studies',
  title: 'Real Pipelines, Real Revenue',
  intro: 'A look inside programmes we run for technology companies: what we set out to do, how we did it and what it changed for their sales teams.',
} as const;

export const featuredCase = {
  id: 'helix-ledger',
  label: 'Featured case',
  client: 'Helix Ledger',
  title: 'How a fintech SaaS company added $9.8M in pipeline in nine months',
  description:
    'Helix Ledger sold reconciliation software to finance teams but relied on inbound demand that had plateaued. We built a tiered account list of 1,900 mid-market companies, ran calling and email pods in New York and London, and handed over meetings with controllers and CFOs that their reps could close.',
  image: '/images/cases/featured.svg',
  stats: [
    { value: '$9.8M', label: 'Pipeline created' },
    { value: '312', label: 'Meetings held' },
    { value: '34%', label: 'Win rate on sourced deals' },
  ],
} as const;

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'cloudpeak-analytics',
    client: 'CloudPeak Analytics',
    title: 'Product-led SaaS adds an enterprise motion',
    industry: 'SaaS',
    results: '2.8x enterprise pipeline in two quarters',
    description: 'We identified self-serve accounts with enterprise potential and booked meetings with their IT and finance leaders.',
    category: 'saas',
    image: '/images/cases/saas.svg',
  },
  {
    id: 'brightwire-it',
    client: 'Brightwire Managed IT',
    title: 'Managed IT provider fills a new region',
    industry: 'IT Services',
    results: '86 qualified meetings in 90 days',
    description: 'A calling pod in London opened conversations with operations directors across 400 firms the client had never reached.',
    category: 'it',
    image: '/images/cases/it.svg',
  },
  {
    id: 'vaultline-security',
    client: 'Vaultline Security',
    title: 'Security vendor reaches CISOs without spam',
    industry: 'Cybersecurity',
    results: '41% positive reply rate on targeted email',
    description: 'Short, researched emails tied to each company’s recent incidents and audits earned replies from security leaders.',
    category: 'security',
    image: '/images/cases/security.svg',
  },
  {
    id: 'medibridge-health',
    client: 'MediBridge Health',
    title: 'Health-tech start-up wins its first hospital groups',
    industry: 'Healthcare',
    results: '14 pilots signed from 118 meetings',
    description: 'We mapped buying committees in hospital groups and nurtured clinical and IT stakeholders through a long cycle.',
    category: 'healthcare',
    image: '/images/cases/healthcare.svg',
  },
  {
    id: 'fable-and-finch',
    client: 'Fable & Finch',
    title: 'Creative agency replaces referrals with outbound',
    industry: 'Marketing',
    results: '$1.3M in new retainers in one year',
    description: 'Account-based plays aimed at brand directors at consumer companies turned a referral-only agency into a steady pipeline.',
    category: 'marketing',
    image: '/images/cases/marketing.svg',
  },
  {
    id: 'peoplegrid',
    client: 'Peoplegrid',
    title: 'HR software company cuts cost per meeting in half',
    industry: 'SaaS',
    results: '52% lower cost per booked meeting',
    description: 'Cleaner data and a switch from volume to relevance let a smaller SDR team book more meetings with HR leaders.',
    category: 'saas',
    image: '/images/cases/saas-hr.svg',
  },
];
