import type { ServiceRecord } from '../types';

export default {
  description:
    'A dedicated executive assistant for founders and CEOs: calendar, inbox, travel and follow-up handled by a vetted virtual PA.',
  tag: 'Executive assistance, remotely',
  intro:
    'A vetted executive assistant who learns how you work, guards your calendar and closes the loops you do not have time for, so your week is spent on decisions rather than admin.',
  heroCta: 'Meet your assistant',
  featuresTitle: 'An assistant who works the way you do',
  featuresIntro: 'Every PA is recruited for judgement and discretion, trained on our playbooks and backed by a supervisor who knows your account.',
  features: [
    { icon: 'i-lucide-handshake', title: 'Matched to you', text: 'We pair you with an assistant whose experience, time zone and style fit your role, and change the match if it does not.' },
    { icon: 'i-lucide-shield-check', title: 'Confidential by contract', text: 'Non-disclosure agreements, least-privilege access and a clean hand-back of every credential when work ends.' },
    { icon: 'i-lucide-timer', title: 'Same-day turnaround', text: 'Requests sent before mid-afternoon in your time zone are finished or updated the same working day.' },
    { icon: 'i-lucide-clipboard-list', title: 'A written playbook', text: 'Your preferences, contacts and routines are documented, so cover during holidays feels seamless.' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What your PA handles',
      title: 'Eight services, one point of contact',
      columns: 4,
      items: [
        { icon: 'i-lucide-calendar-days', title: 'Calendar management', text: 'Scheduling across time zones, protected focus blocks and meetings that start with an agenda.' },
        { icon: 'i-lucide-inbox', title: 'Inbox triage', text: 'Daily sorting, drafted replies and a short digest of what truly needs you.' },
        { icon: 'i-lucide-plane', title: 'Travel planning', text: 'Flights, hotels, transfers and a single itinerary that changes when plans do.' },
        { icon: 'i-lucide-file-text', title: 'Document preparation', text: 'Briefing notes, slide clean-up and polished minutes ready before you need them.' },
        { icon: 'i-lucide-send', title: 'Stakeholder follow-up', text: 'Polite, persistent chasing of the replies, signatures and decisions you are waiting on.' },
        { icon: 'i-lucide-lightbulb', title: 'Research', text: 'Background on people, companies and venues before every important conversation.' },
        { icon: 'i-lucide-sparkles', title: 'Event coordination', text: 'Board dinners, offsites and client events organised from guest list to thank-you notes.' },
        { icon: 'i-lucide-wallet', title: 'Expense and personal admin', text: 'Receipts, renewals and reminders kept in order, without you chasing them.' },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      eyebrow: 'Why it pays off',
      title: 'What changes in your week',
      columns: 3,
      items: [
        { icon: 'i-lucide-trending-up', title: 'Hours returned', text: 'Clients typically hand back ten to fifteen hours a week of coordination work within the first month.' },
        { icon: 'i-lucide-badge-check', title: 'Fewer loose ends', text: 'Nothing depends on your memory: every open item has an owner, a date and a follow-up.' },
        { icon: 'i-lucide-percent', title: 'Lower cost than a hire', text: 'Senior-level support without recruitment fees, office space or the risk of a single point of failure.' },
      ],
    },
    {
      kind: 'availability',
      id: 'availability',
      eyebrow: 'Availability',
      title: 'Two ways to work with us',
      intro: 'Start with the model that fits today and switch when your needs change; there is no penalty for moving.',
      models: [
        {
          icon: 'i-lucide-user-check',
          name: 'Dedicated hours',
          summary: 'One named assistant reserved for you for a fixed block of hours each week.',
          points: ['Same person every day', 'Hours aligned to your time zone', 'Ideal for calendar and inbox ownership'],
          bestFor: 'Best for founders and CEOs with a steady daily rhythm.',
        },
        {
          icon: 'i-lucide-users',
          name: 'Team approach',
          summary: 'A lead assistant plus a small pod who share your playbook and cover around the clock.',
          points: ['Coverage across time zones', 'Holiday and sick cover built in', 'Scales up for launches and events'],
          bestFor: 'Best for executives who travel often or run several companies.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'How it works',
      title: 'From first call to first delegated task in a week',
      steps: [
        { title: 'Consultation', text: 'A short call about your role, tools, priorities and the tasks you most want off your plate.' },
        { title: 'Matching', text: 'We introduce an assistant selected for your needs; you meet them before anything is agreed.' },
        { title: 'Onboarding', text: 'Access is set up securely, your playbook is written and the first tasks are delegated together.' },
      ],
    },
    {
      kind: 'cityBlurbs',
      id: 'cities',
      eyebrow: 'Where we support leaders',
      title: 'Local knowledge in six cities',
      intro: 'Our assistants know the venues, customs and business hours of the places our clients live and travel.',
      items: [
        { city: 'New York', text: 'Back-to-back Midtown meetings, car services timed to the minute and tables booked at short notice.' },
        { city: 'Dubai', text: 'Working weeks that straddle Europe and Asia, visa paperwork and hospitality for visiting partners.' },
        { city: 'Beverly Hills', text: 'Studio, investor and philanthropy calendars kept apart, with private events handled discreetly.' },
        { city: 'London', text: 'City and West End schedules, rail and airport logistics, and a steady flow of board papers.' },
        { city: 'Singapore', text: 'A regional hub calendar across ASEAN time zones, with travel and approvals planned ahead.' },
        { city: 'Hong Kong', text: 'Fast-moving deal weeks, cross-border travel to the mainland and bilingual correspondence.' },
      ],
    },
  ],
  banner: {
    title: 'Give your calendar to someone who cares about it',
    text: 'Tell us what fills your week and we will introduce an assistant who can take it on within days.',
    cta: 'Book a consultation',
  },
} satisfies ServiceRecord;
