import type { ServiceRecord } from '../types';

export default {
  description:
    'Clean data, working pipelines and automation in your CRM so every lead gets followed up.',
  tag: 'Clean data, clear pipeline',
  intro:
    'A CRM is only as useful as the data inside it. We clean, structure and automate yours so that forecasts are trusted and no lead waits days for a reply.',
  heroCta: 'Audit my CRM',
  featuresTitle: 'A CRM your team actually trusts',
  featuresIntro: 'Certified administrators who set up, tidy and run your system as an ongoing service, not a one-off project.',
  features: [
    { icon: 'i-lucide-database', title: 'Data clean-up', text: 'Duplicates merged, fields standardised and stale records enriched or archived on a schedule.' },
    { icon: 'i-lucide-workflow', title: 'Pipeline design', text: 'Stages with clear exit criteria, so forecasts reflect where deals really stand.' },
    { icon: 'i-lucide-settings', title: 'Automation', text: 'Lead routing, reminders and hand-offs that run on their own and alert a human only when needed.' },
    { icon: 'i-lucide-chart-column', title: 'Reporting that answers questions', text: 'Dashboards for leadership, managers and reps, each showing the numbers they act on.' },
  ],
  banner: {
    title: 'Stop losing deals in your own database',
    text: 'Start with a CRM health check: a scored audit and a prioritised list of fixes, delivered in a week.',
    cta: 'Request a health check',
  },
} satisfies ServiceRecord;
