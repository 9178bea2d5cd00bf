import type { JobDetail } from '../jobDetail';

export default {
  summary: 'You will design and test the outbound email programmes we run for clients, from targeting and copy to deliverability, and explain the results to clients in plain words.',
  responsibilities: [
    'Write and test sequences for several client programmes at once.',
    'Set up and monitor sending domains: SPF, DKIM, DMARC and warm-up.',
    'Run structured tests on subject lines, openers and timing.',
    'Report weekly on replies, meetings and what changes next.',
  ],
  requirements: [
    'Two or more years writing B2B email, outbound or lifecycle.',
    'Hands-on knowledge of email authentication and deliverability.',
    'Comfort with spreadsheets and simple statistics.',
    'Short, clear writing: show us three emails you are proud of.',
  ],
  schedule: 'Flexible hours, with a daily overlap with UK mornings.',
} satisfies JobDetail;
