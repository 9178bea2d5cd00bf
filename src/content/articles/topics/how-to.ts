import type { Article } from '../blog';

/** The how-to articles (besides the featured one), newest first. */
const list: readonly Article[] = [
  {
    id: 'icp-before-lists',
    title: 'Define Your Ideal Customer Before You Buy a Single List',
    category: 'lead-generation',
    topic: 'how-to',
    date: '2025-04-28',
    author: 'Elena Torres',
    excerpt: 'A four-question workshop that turns vague personas into filters your researchers can actually use.',
    readTime: '2 min read',
    image: '/images/blog/icp.svg',
  },
  {
    id: 'sdr-first-90',
    title: 'The First 90 Days of a New SDR Team',
    category: 'sales-development',
    topic: 'how-to',
    date: '2025-03-31',
    author: 'Aisha Karim',
    excerpt: 'Hiring, scripts, targets and coaching rhythms that get new sales development reps booking meetings by week six.',
    readTime: '2 min read',
    image: '/images/blog/sdr.svg',
  },
  {
    id: 'abm-tiering',
    title: 'Tiering Target Accounts: A Practical ABM Worksheet',
    category: 'account-based-marketing',
    topic: 'how-to',
    date: '2025-01-13',
    author: 'James Whitfield',
    excerpt: 'Score fit and timing separately, split the list into three tiers and spend your research hours where they pay back.',
    readTime: '2 min read',
    image: '/images/blog/tiering.svg',
  },
  {
    id: 'cold-call-openers',
    title: 'Cold Call Openers That Earn the Next Thirty Seconds',
    category: 'sales-development',
    topic: 'how-to',
    date: '2024-12-16',
    author: 'Priya Raman',
    excerpt: 'Four opening patterns our callers use every day, and why the best thing to do after the opener is stop talking.',
    readTime: '2 min read',
    image: '/images/blog/openers.svg',
  },
  {
    id: 'crm-hygiene-routine',
    title: 'A One-Hour Monthly CRM Routine for Small Sales Teams',
    category: 'sales-development',
    topic: 'how-to',
    date: '2024-11-04',
    author: 'Aisha Karim',
    excerpt: 'Five checks on the first Monday of each month that keep duplicates, dead contacts and stalled deals out of your forecast.',
    readTime: '2 min read',
    image: '/images/blog/crm.svg',
  },
];

export default list;
