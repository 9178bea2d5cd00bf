import type { JobDetail } from '../jobDetail';

export default {
  summary: 'You will be the first voice many of our clients\' buyers hear. You research accounts, call and email decision-makers at technology companies and book meetings that our clients\' account executives are glad to take.',
  responsibilities: [
    'Research target accounts and contacts before every outreach.',
    'Hold 30 to 50 real conversations a week by phone and email.',
    'Book qualified meetings and write a clear handover brief for each.',
    'Keep the CRM accurate: notes, next steps and outcomes the same day.',
    'Join weekly call reviews and try one improvement each week.',
  ],
  requirements: [
    'At least one year in sales, customer support or another role spent talking to customers.',
    'Clear, confident spoken and written English; a second language is a plus.',
    'Curiosity about how technology companies buy software.',
    'Comfort with targets and with hearing "no" many times a day.',
  ],
  schedule: 'You work the business hours of the client market you cover (US East Coast, UK or Gulf).',
} satisfies JobDetail;
