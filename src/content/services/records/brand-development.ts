import type { ServiceRecord } from '../types';

export default {
  description:
    'Positioning, identity and messaging that make a B2B brand easy to understand and hard to forget.',
  tag: 'Positioning and identity',
  intro:
    'A strong B2B brand explains in one sentence why you are the safer choice. We find that sentence, then build the identity, language and guidelines that carry it everywhere.',
  heroCta: 'Start a brand project',
  featuresTitle: 'From positioning to the last pixel',
  featuresIntro: 'Research-led strategy and craft-led design, delivered as a system your team can use from day one.',
  features: [
    { icon: 'i-lucide-compass', title: 'Positioning workshop', text: 'Customer interviews and competitor mapping distilled into a position your whole company can repeat.' },
    { icon: 'i-lucide-megaphone', title: 'Messaging framework', text: 'Value propositions, proof points and a tone of voice written for each audience you sell to.' },
    { icon: 'i-lucide-palette', title: 'Visual identity', text: 'Logo, colour, type and imagery designed to stay legible and accessible from a slide to a trade stand.' },
    { icon: 'i-lucide-book-open', title: 'Brand guidelines', text: 'A practical, searchable guide with templates, so new hires and agencies get it right the first time.' },
  ],
  banner: {
    title: 'Be remembered for the right reasons',
    text: 'Start with a positioning workshop and see how clearly your team can describe what makes you different.',
    cta: 'Book a brand workshop',
  },
} satisfies ServiceRecord;
