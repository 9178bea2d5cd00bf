import type { ServiceRecord } from '../types';

export default {
  description:
    'Search, paid media and content programmes that bring decision-makers to your door, from luxury brands to venture capital.',
  tag: 'Search, paid media and content',
  intro:
    'We plan and run digital programmes for firms whose buyers are few, senior and hard to reach. Every channel is measured against one question: did it put a qualified decision-maker in front of your team?',
  heroCta: 'Plan my campaign',
  featuresTitle: 'Marketing that answers to pipeline',
  featuresIntro: 'Our specialists share one dashboard with your sales team, so budget follows the channels that create meetings, not clicks.',
  features: [
    { icon: 'i-lucide-target', title: 'Audience-first planning', text: 'We map the buying committee before we touch a channel, then choose where each role actually spends its attention.' },
    { icon: 'i-lucide-chart-line', title: 'Revenue-based reporting', text: 'Spend, leads and booked meetings sit in one weekly report, tied back to the opportunities they created.' },
    { icon: 'i-lucide-shield-check', title: 'Discreet by default', text: 'Many of our clients value privacy. Campaigns are built to reach the right people without broadcasting your strategy.' },
    { icon: 'i-lucide-refresh-cw', title: 'Fortnightly optimisation', text: 'Creative, bids and audiences are reviewed every two weeks and changed on evidence, not on instinct.' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What we run',
      title: 'Six services, one accountable team',
      intro: 'Pick a single channel or combine them. Each card opens a conversation with a strategist.',
      columns: 3,
      linkLabel: 'Talk to a strategist',
      items: [
        { icon: 'i-lucide-search-check', title: 'Search engine optimisation', text: 'Technical fixes, topic research and expert articles that rank for the terms your buyers type before they call anyone.', href: '/contact' },
        { icon: 'i-lucide-crosshair', title: 'Paid search', text: 'Tightly themed campaigns with strict negative lists, so budget goes to intent rather than curiosity.', href: '/contact' },
        { icon: 'i-lucide-linkedin', title: 'LinkedIn advertising', text: 'Account and job-title targeting with sponsored content that earns a reply from partners and principals.', href: '/contact' },
        { icon: 'i-lucide-square-pen', title: 'Content marketing', text: 'Reports, briefings and thought pieces written with your experts and distributed to a defined audience.', href: '/contact' },
        { icon: 'i-lucide-mail', title: 'Email programmes', text: 'Segmented newsletters and event invitations that keep your firm present between transactions.', href: '/contact' },
        { icon: 'i-lucide-chart-column', title: 'Analytics and attribution', text: 'Clean tracking, privacy-aware consent and dashboards that show which touchpoints led to revenue.', href: '/contact' },
      ],
    },
    {
      kind: 'steps',
      id: 'approach',
      eyebrow: 'Our approach',
      title: 'Four steps from audit to compounding results',
      steps: [
        { title: 'Audit', text: 'We review your analytics, past campaigns and competitors to find what already works and what is wasting budget.' },
        { title: 'Strategy', text: 'A channel plan with audiences, messages, budget split and the targets we agree to be judged on.' },
        { title: 'Launch', text: 'Creative, landing pages and tracking go live together, checked against a launch list before a cent is spent.' },
        { title: 'Optimise', text: 'Fortnightly reviews move money towards the campaigns producing meetings and retire the ones that do not.' },
      ],
    },
    {
      kind: 'industries',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Sectors where discretion and precision matter',
      intro: 'We know the vocabulary, the compliance limits and the people who sign in these eight markets.',
      items: [
        { icon: 'i-lucide-trending-up', name: 'Alternative investments', note: 'Investor education within marketing rules.' },
        { icon: 'i-lucide-landmark', name: 'Private equity', note: 'Deal flow and portfolio visibility.' },
        { icon: 'i-lucide-crown', name: 'Luxury brands', note: 'Reach without diluting exclusivity.' },
        { icon: 'i-lucide-watch', name: 'Jewellery and watchmakers', note: 'Collectors, retailers and private clients.' },
        { icon: 'i-lucide-briefcase', name: 'Investment groups', note: 'Co-investors and limited partners.' },
        { icon: 'i-lucide-frame', name: 'Art dealers', note: 'Private sales and gallery events.' },
        { icon: 'i-lucide-users', name: 'Family offices', note: 'Trusted introductions, quietly made.' },
        { icon: 'i-lucide-rocket', name: 'Venture capital', note: 'Founders, fund news and LP updates.' },
      ],
    },
    {
      kind: 'caseTeasers',
      id: 'case-studies',
      eyebrow: 'Results',
      title: 'Recent digital marketing results',
      href: '/case-studies',
      items: [
        { title: 'A quiet launch that filled a private viewing', client: 'Independent watchmaker, Geneva', result: '3.2x return on ad spend', image: '/images/services/case-watch.svg', imageAlt: 'Illustration of a watch face with a rising line', caseStudy: 'geneva-watchmaker' },
        { title: 'Investor content that shortened a fundraise', client: 'Mid-market private equity firm', result: '41 qualified LP meetings in one quarter', image: '/images/services/case-fund.svg', imageAlt: 'Illustration of a bar chart climbing towards a target', caseStudy: 'private-equity-investor-content' },
        { title: 'Search visibility for a family office network', client: 'Multi-family office, London', result: 'Organic enquiries up 180%', image: '/images/services/case-search.svg', imageAlt: 'Illustration of a magnifying glass over a results list', caseStudy: 'family-office-search' },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonial',
      eyebrow: 'Client voice',
      title: 'What a client says',
      items: [
        {
          quote: 'They understood that our buyers do not click on banner ads. Within two quarters the team had built a programme our partners actually talk about at dinner.',
          name: 'Helena Marsh',
          title: 'Managing Partner, Aldgate Capital Partners',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'getting-started',
      eyebrow: 'Getting started',
      title: 'Three steps to your first campaign',
      steps: [
        { title: 'Book a discovery call', text: 'Thirty minutes with a strategist to understand your buyers, goals and current channels.' },
        { title: 'Receive your plan', text: 'Within a week you get an audit summary, a channel plan and a fixed monthly budget.' },
        { title: 'Go live', text: 'Campaigns launch within three weeks of sign-off, with reporting from the first day.' },
      ],
    },
  ],
  banner: {
    title: 'Ready to reach the people who sign?',
    text: 'Tell us who your ideal buyer is and we will show you where to find them, with a plan and a budget you can hold us to.',
    cta: 'Request a marketing plan',
  },
} satisfies ServiceRecord;
