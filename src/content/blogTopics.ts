/** Blog topics that have their own listing at /blog/category/:slug. */
export interface BlogTopic {
  slug: 'industry-insights' | 'how-to' | 'case-studies';
  /** Label in the mobile menu. */
  label: string;
  /** Heading of the category listing page. */
  title: string;
  description: string;
}

export const blogTopics: readonly BlogTopic[] = [
  {
    slug: 'industry-insights',
    label: 'Industry Insights',
    title: 'Industry Insights',
    description: 'Trends, benchmarks and market signals from our B2B pipeline work.',
  },
  {
    slug: 'how-to',
    label: 'How-To Guides',
    title: 'How-To Guides',
    description: 'Step-by-step playbooks for prospecting, outreach and follow-up.',
  },
  {
    slug: 'case-studies',
    label: 'Success Stories',
    title: 'Success Stories',
    description: 'How our clients turned outbound programmes into booked revenue.',
  },
];
