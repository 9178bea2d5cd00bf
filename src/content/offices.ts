/** The six cities where the agency has teams (contact page). */
export interface Office {
  city: string;
  blurb: string;
}

export const offices: readonly Office[] = [
  { city: 'New York', blurb: 'Head office and our largest outbound floor.' },
  { city: 'Dubai', blurb: 'Serving clients across the Gulf and wider Middle East.' },
  { city: 'Beverly Hills', blurb: 'Executive services for founders on the West Coast.' },
  { city: 'London', blurb: 'Our European hub for SaaS and fintech programmes.' },
  { city: 'Singapore', blurb: 'Campaigns across Southeast Asia and Australia.' },
  { city: 'Hong Kong', blurb: 'Partnerships with investment groups and family offices.' },
];
