import { company } from './company';
import { GENERAL_APPLICATION_HREF, jobHref as hrefFor } from './pageSlugs';

/** Careers page openings (SPEC.md §3: title, department, location, type, description). */
export interface Job {
  /** Also the slug of its page, /careers/<id>. */
  id: string;
  title: string;
  department: 'Sales' | 'Marketing' | 'Operations';
  location: 'Remote';
  type: 'Full-time';
  description: string;
}

export const OPEN_POSITIONS_ID = 'open-positions';

export const careersHero = {
  tag: 'Careers',
  title: 'Build Pipelines With Us',
  intro: `About ${company.teamSize} people in ${company.countries} countries help more than ${company.clients} B2B clients grow. Every role is remote, every team is small, and your work shows up in a client’s revenue.`,
  cta: 'View Open Positions',
} as const;

export const perks: readonly { title: string; text: string; icon: string }[] = [
  { title: 'Remote from day one', text: `Work from anywhere in our ${company.countries} countries with a home-office budget.`, icon: 'i-lucide-globe' },
  { title: 'Learning budget', text: 'Courses, books and coaching, plus weekly call reviews with senior SDRs.', icon: 'i-lucide-lightbulb' },
  { title: 'Clear progression', text: 'Published levels and pay bands so you know what the next step takes.', icon: 'i-lucide-trending-up' },
];

export const careersCopy = {
  perksTitle: 'Why Work at Northstar',
  positionsTitle: 'Open Positions',
  positionsIntro: 'Six roles open right now across sales, marketing and operations.',
  apply: 'Apply Now',
  resumeTitle: 'Don’t see the right role?',
  resumeText: 'We hire all year round. Send us a link to your resume or LinkedIn profile and tell us where you could make the biggest difference.',
  resumeCta: 'Send Your Resume',
} as const;

export const jobs: readonly Job[] = [
  {
    id: 'sales-development-representative',
    title: 'Sales Development Representative',
    department: 'Sales',
    location: 'Remote',
    type: 'Full-time',
    description: 'Research accounts, call and email decision-makers and book qualified meetings for our SaaS clients.',
  },
  {
    id: 'account-executive',
    title: 'Account Executive',
    department: 'Sales',
    location: 'Remote',
    type: 'Full-time',
    description: 'Run discovery calls with prospective clients, shape proposals and close new programmes.',
  },
  {
    id: 'email-marketing-strategist',
    title: 'Email Marketing Strategist',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    description: 'Write and test outbound sequences, manage deliverability and report on what earns replies.',
  },
  {
    id: 'content-marketing-lead',
    title: 'Content Marketing Lead',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    description: 'Own our blog, newsletter and case studies, turning client results into stories buyers want to read.',
  },
  {
    id: 'data-research-specialist',
    title: 'Data Research Specialist',
    department: 'Operations',
    location: 'Remote',
    type: 'Full-time',
    description: 'Build and verify account and contact lists that match each client’s ideal customer profile.',
  },
  {
    id: 'client-success-manager',
    title: 'Client Success Manager',
    department: 'Operations',
    location: 'Remote',
    type: 'Full-time',
    description: 'Be the day-to-day partner for a portfolio of clients: weekly reviews, reporting and programme changes.',
  },
];

export const jobHref = (job: Pick<Job, 'id'>): string => hrefFor(job.id);

/** A job page's meta description: the prerender writes it and the page sets it again after a client-side navigation. */
export const jobMetaDescription = (job: Job): string => `${job.department}, ${job.location}, ${job.type}. ${job.description}`;
export { GENERAL_APPLICATION_HREF };
