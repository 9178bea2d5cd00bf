import type { JobDetail } from '../jobDetail';

export default {
  summary: 'You will own Northstar\'s own story: the blog, the monthly newsletter and the case studies that show buyers what our teams do.',
  responsibilities: [
    'Plan and edit two blog articles a month with our delivery experts.',
    'Write the monthly Growth Brief newsletter.',
    'Interview clients and turn programmes into case studies with real figures.',
    'Measure which pieces lead to enquiries and plan accordingly.',
  ],
  requirements: [
    'Four or more years writing or editing for a B2B audience.',
    'A portfolio of long-form pieces built on interviews or data.',
    'Ability to explain sales and marketing ideas without jargon.',
    'Experience managing freelancers and a content calendar.',
  ],
  schedule: 'Flexible hours across European time zones.',
} satisfies JobDetail;
