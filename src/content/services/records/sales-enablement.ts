import type { ServiceRecord } from '../types';

export default {
  description:
    'Playbooks, content and coaching that help your reps close more of the pipeline they have.',
  tag: 'Help reps close more',
  intro:
    'Your reps already have pipeline; enablement helps them win more of it. We build the playbooks, content and coaching routines that make every seller perform like your best one.',
  heroCta: 'Assess my sales team',
  featuresTitle: 'The right material at the right moment',
  featuresIntro: 'Practical tools built with your top performers and rolled out with training that sticks.',
  features: [
    { icon: 'i-lucide-clipboard-list', title: 'Sales playbooks', text: 'Discovery questions, qualification criteria and next steps for every stage, written down and agreed.' },
    { icon: 'i-lucide-file-text', title: 'Deal-winning content', text: 'Battle cards, one-pagers and ROI calculators designed for the objections your buyers raise.' },
    { icon: 'i-lucide-graduation-cap', title: 'Onboarding programmes', text: 'A structured first ninety days that gets new hires to quota months sooner.' },
    { icon: 'i-lucide-headset', title: 'Call coaching', text: 'Regular reviews of recorded calls with specific, actionable feedback for each rep.' },
  ],
  banner: {
    title: 'Raise your win rate, not just your activity',
    text: 'Start with a sales-team assessment that shows where deals stall and which fixes will pay back first.',
    cta: 'Request an assessment',
  },
} satisfies ServiceRecord;
