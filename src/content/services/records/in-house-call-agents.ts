import type { ServiceRecord } from '../types';

export default {
  description:
    'A managed calling team that works as an extension of your own sales floor.',
  tag: 'Managed calling teams',
  intro:
    'A dedicated calling team that we recruit, train and manage, working as an extension of your sales floor with your targets, your tools and your brand.',
  heroCta: 'Build my team',
  featuresTitle: 'Your sales floor, extended',
  featuresIntro: 'You set the goals; we handle hiring, coaching, quality and the daily management of the team.',
  features: [
    { icon: 'i-lucide-user-plus', title: 'Recruited for your market', text: 'Agents hired for language, industry background and the kind of buyer they will speak to.' },
    { icon: 'i-lucide-headset', title: 'Managed day to day', text: 'A team lead runs stand-ups, listens to calls and keeps activity and quality on target.' },
    { icon: 'i-lucide-plug', title: 'Works in your tools', text: 'Agents log every call in your CRM and dialler, so your data stays complete and yours.' },
    { icon: 'i-lucide-trending-up', title: 'Flexible scale', text: 'Add seats for a launch or season and scale back afterwards with a month’s notice.' },
  ],
  banner: {
    title: 'Add a calling team without the hiring headache',
    text: 'Tell us your volume and market; we will propose a team size, a ramp-up plan and a monthly cost.',
    cta: 'Get a team proposal',
  },
} satisfies ServiceRecord;
