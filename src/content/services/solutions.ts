/**
 * The Solutions page (/solutions): groups of service pages. Titles and
 * descriptions come from the route table; this module holds only what is
 * particular to this page (grouping, icons, hero and banner copy).
 */
export interface SolutionGroup {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: Array<{ slug: string; icon: string }>;
}

export const solutionsPage = {
  tag: 'One growth engine',
  intro:
    'Most pipelines stall where one supplier hands over to the next. Our solutions join the website, the marketing and the outbound team under one plan, so every visitor, reply and call feeds the same pipeline.',
  heroCta: 'Build my growth plan',
  groups: [
    {
      id: 'presence',
      eyebrow: 'Attract',
      title: 'Build a presence buyers trust',
      intro: 'A brand, website and marketing programme that make serious buyers come to you.',
      items: [
        { slug: 'web-development', icon: 'i-lucide-monitor-smartphone' },
        { slug: 'ecommerce', icon: 'i-lucide-shopping-cart' },
        { slug: 'brand-development', icon: 'i-lucide-palette' },
        { slug: 'digital-marketing', icon: 'i-lucide-megaphone' },
      ],
    },
    {
      id: 'pipeline',
      eyebrow: 'Engage',
      title: 'Fill the pipeline, week after week',
      intro: 'Outbound and nurturing services that turn the right names into booked meetings.',
      items: [
        { slug: 'cold-calling', icon: 'i-lucide-phone-call' },
        { slug: 'cold-email-marketing', icon: 'i-lucide-mail' },
        { slug: 'lead-nurturing', icon: 'i-lucide-sprout' },
        { slug: 'data-sourcing', icon: 'i-lucide-search-check' },
      ],
    },
  ] satisfies SolutionGroup[],
  banner: {
    title: 'Not sure where to start?',
    text: 'Tell us where your pipeline leaks today and we will recommend the two or three services that will fix it fastest.',
    cta: 'Get a recommendation',
  },
};
