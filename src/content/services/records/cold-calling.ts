import type { ServiceRecord } from '../types';

export default {
  description:
    'Trained callers who open conversations with decision-makers and book qualified meetings.',
  tag: 'Outbound calling',
  intro:
    'A well-prepared phone call is still the fastest way to a decision-maker. Our trained callers open honest conversations, qualify interest and put meetings straight into your reps’ calendars.',
  heroCta: 'Start a calling campaign',
  featuresTitle: 'Calls that earn the next meeting',
  featuresIntro: 'Experienced callers, researched lists and scripts refined every week on what prospects actually say.',
  features: [
    { icon: 'i-lucide-phone', title: 'Experienced callers', text: 'Native-level speakers trained in your product who sound like colleagues, not call-centre agents.' },
    { icon: 'i-lucide-crosshair', title: 'Researched call lists', text: 'Every number is matched to a named decision-maker in an account that fits your ideal profile.' },
    { icon: 'i-lucide-file-text', title: 'Living scripts', text: 'Openers and objection handling updated weekly from call recordings and outcomes.' },
    { icon: 'i-lucide-calendar-days', title: 'Meetings, not just dials', text: 'Qualified appointments booked directly into your calendar, with notes from the call attached.' },
  ],
  banner: {
    title: 'Put real conversations in your pipeline',
    text: 'Tell us who you want to reach and we will run a two-week pilot to prove the conversations are there.',
    cta: 'Start a calling pilot',
  },
} satisfies ServiceRecord;
