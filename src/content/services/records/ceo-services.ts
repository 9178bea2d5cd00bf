import { CITIES, type ServiceRecord } from '../types';

export default {
  description:
    'Executive support for CEOs: board preparation, investor relations, strategic research and a team that keeps the week on track.',
  tag: 'Support for the top seat',
  intro:
    'Board packs, investor updates, strategic research and the follow-through between meetings: a senior team that works alongside the CEO so the company keeps moving while you lead it.',
  heroCta: 'Talk to a partner',
  featuresTitle: 'Built around the CEO’s agenda',
  featuresIntro: 'A small senior team, assigned to you, that handles the preparation and follow-up which usually falls between the cracks.',
  features: [
    { icon: 'i-lucide-file-text', title: 'Board-ready materials', text: 'Decks, papers and pre-reads drafted from your notes and checked against last quarter’s commitments.' },
    { icon: 'i-lucide-chart-column', title: 'Investor relations support', text: 'Monthly updates, data-room upkeep and meeting preparation for current and prospective investors.' },
    { icon: 'i-lucide-compass', title: 'Strategic research', text: 'Market scans, competitor briefs and option papers delivered in days, not weeks.' },
    { icon: 'i-lucide-badge-check', title: 'Decision follow-through', text: 'Actions from leadership meetings tracked to completion, with a weekly status you can read in two minutes.' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'solutions',
      eyebrow: 'Solutions',
      title: 'Four ways we extend the CEO’s office',
      columns: 2,
      items: [
        { icon: 'i-lucide-briefcase', title: 'Chief of staff on demand', text: 'An experienced operator who runs the leadership rhythm, prepares agendas and keeps priorities visible.' },
        { icon: 'i-lucide-landmark', title: 'Board and governance desk', text: 'Calendars, papers, minutes and resolutions for boards and committees, prepared to a consistent standard.' },
        { icon: 'i-lucide-handshake', title: 'Partnership and deal support', text: 'Target lists, outreach and meeting preparation for partnerships, acquisitions and strategic hires.' },
        { icon: 'i-lucide-megaphone', title: 'Executive communications', text: 'Speeches, all-hands notes and external posts drafted in your voice and ready for review.' },
      ],
    },
    {
      kind: 'cityStrip',
      id: 'cities',
      eyebrow: 'On the ground',
      title: 'Serving leaders in six cities',
      cities: CITIES,
    },
    {
      kind: 'testimonials',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      title: 'What chief executives tell us',
      items: [
        { quote: 'Our board papers used to be finished at midnight. Now they go out a week early and the meetings are shorter and better.', name: 'Rafael Ortiz', title: 'CEO, Meridian Logistics Group' },
        { quote: 'It feels like having a chief of staff without the hiring risk. They knew our priorities by the second week.', name: 'Nadia Farouk', title: 'Founder and CEO, Lumenfield Health' },
        { quote: 'The investor updates alone were worth it. We closed our extension round with far less of my time.', name: 'Oliver Grant', title: 'Chief Executive, Harbourline Software' },
      ],
    },
  ],
  banner: {
    title: 'Lead the company, not the paperwork',
    text: 'A thirty-minute conversation is enough for us to suggest where a senior support team would free up the most of your time.',
    cta: 'Arrange a briefing',
  },
} satisfies ServiceRecord;
