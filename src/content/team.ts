import { company } from './company';

/** About page team cards (SPEC.md: four team cards). */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  portrait: string;
}

export const team: readonly TeamMember[] = [
  {
    name: 'Marcus Bell',
    role: 'Founder & CEO',
    bio: `Started Northstar in a New York apartment in ${company.founded} after a decade running sales floors.`,
    portrait: '/images/team/marcus-bell.svg',
  },
  {
    name: 'Elena Torres',
    role: 'Chief Operating Officer',
    bio: `Runs delivery across our ${company.countries} countries and keeps every programme on its weekly rhythm.`,
    portrait: '/images/team/elena-torres.svg',
  },
  {
    name: 'James Whitfield',
    role: 'Head of Strategy',
    bio: 'Designs account-based programmes for enterprise clients from our London office.',
    portrait: '/images/team/james-whitfield.svg',
  },
  {
    name: 'Aisha Karim',
    role: 'Director of Sales Development',
    bio: 'Leads our SDR teams in Dubai and Singapore and coaches every new hire personally.',
    portrait: '/images/team/aisha-karim.svg',
  },
];
