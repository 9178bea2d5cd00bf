import type { JobDetail } from '../jobDetail';

export default {
  summary: 'You will be the day-to-day partner for a portfolio of clients: weekly reviews, honest reporting and the programme changes that keep results improving.',
  responsibilities: [
    'Run weekly reviews with six to eight clients.',
    'Read the numbers early and agree changes with delivery teams.',
    'Keep reports accurate, on time and understandable.',
    'Spot renewal risks and expansion opportunities and act on both.',
  ],
  requirements: [
    'Three or more years in account management or client success at an agency or SaaS company.',
    'Confidence presenting numbers, including bad ones, to senior clients.',
    'Well organised across many accounts at once.',
    'A genuine interest in how B2B sales teams work.',
  ],
  schedule: 'You work the business hours of your clients\' main market.',
} satisfies JobDetail;
