import type { JobDetail } from '../jobDetail';

export default {
  summary: 'You will build the account and contact lists every programme starts from, making sure each one matches the client\'s ideal customer profile and is verified before anyone reaches out.',
  responsibilities: [
    'Turn customer profiles into filters and build account lists from several sources.',
    'Verify contacts against live sources and remove bounces and leavers.',
    'Research trigger events such as funding, hiring and leadership changes.',
    'Keep list quality figures for each client and explain them.',
  ],
  requirements: [
    'One or more years in research, data operations or lead generation.',
    'Careful, patient attention to detail.',
    'Strong spreadsheet skills; SQL is a plus.',
    'Understanding of data-protection rules for business contact data.',
  ],
  schedule: 'Flexible hours, with a four-hour daily overlap with your team.',
} satisfies JobDetail;
