import type { JobDetail } from '../jobDetail';

export default {
  summary: 'You will turn interested companies into Northstar clients: run discovery calls, design programmes with our delivery leads and close the agreements that keep our teams busy.',
  responsibilities: [
    'Run discovery calls with founders, sales leaders and marketing directors.',
    'Shape proposals with delivery leads: targets, team, timeline and price.',
    'Manage a pipeline of 20 to 40 opportunities with honest forecasts.',
    'Hand new clients over to client success with a complete brief.',
  ],
  requirements: [
    'Three or more years closing B2B services or software deals.',
    'A record of hitting quota, with numbers you can talk us through.',
    'Understanding of outbound, lead generation or sales development.',
    'Strong written proposals and calm negotiation.',
  ],
  schedule: 'Most calls fall in US Eastern or UK hours.',
} satisfies JobDetail;
