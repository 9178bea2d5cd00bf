import type { ServiceRecord } from '../types';

export default {
  description:
    'Fast, accessible B2B websites built to turn visitors into qualified pipeline.',
  tag: 'Websites that sell',
  intro:
    'We design and build B2B websites that load in a blink, read clearly on any screen and guide each visitor towards a conversation with your sales team.',
  heroCta: 'Scope my website',
  featuresTitle: 'Engineered for speed and conversion',
  featuresIntro: 'Strategy, design and code from one team, measured by the enquiries the site produces after launch.',
  features: [
    { icon: 'i-lucide-gauge', title: 'Performance first', text: 'Static-first builds, optimised images and lean scripts keep every page comfortably inside Core Web Vitals.' },
    { icon: 'i-lucide-accessibility', title: 'Accessible to everyone', text: 'Semantic markup, keyboard support and tested contrast, so no buyer is locked out of your story.' },
    { icon: 'i-lucide-square-pen', title: 'Editable without developers', text: 'A structured content model lets your marketers publish pages and case studies on their own.' },
    { icon: 'i-lucide-target', title: 'Conversion paths', text: 'Clear calls to action, short forms and CRM hand-off built in from the first wireframe.' },
  ],
  banner: {
    title: 'Your website should be your best salesperson',
    text: 'Share your current site and goals; we will come back with a scope, a timeline and a fixed price.',
    cta: 'Get a website proposal',
  },
} satisfies ServiceRecord;
