/** Static facts about the agency, used in copy across the marketing pages. */
export interface Office {
  city: string;
  blurb: string;
}

export const company = {
  name: 'Northstar Growth',
  founded: 2013,
  teamSize: 200,
  countries: 12,
  clients: 500,
} as const;

/** Head office contact details (static text, SPEC.md §1). */
export const headOffice = {
  label: 'Head office',
  street: '350 Hudson Street, 9th Floor',
  locality: 'New York, NY 10014',
  country: 'United States',
  phone: '+1 (212) 555-0148',
  phoneHref: 'tel:+12125550148',
  email: 'hello@northstargrowth.com',
  emailHref: 'mailto:hello@northstargrowth.com',
  hours: 'Monday to Friday, 9:00 to 18:00 ET',
} as const;

export const offices: readonly Office[] = [
  { city: 'New York', blurb: 'Head office and our largest outbound floor.' },
  { city: 'Dubai', blurb: 'Serving clients across the Gulf and wider Middle East.' },
  { city: 'Beverly Hills', blurb: 'Executive services for founders on the West Coast.' },
  { city: 'London', blurb: 'Our European hub for SaaS and fintech programmes.' },
  { city: 'Singapore', blurb: 'Campaigns across Southeast Asia and Australia.' },
  { city: 'Hong Kong', blurb: 'Partnerships with investment groups and family offices.' },
];

export const cities = offices.map((o) => o.city);
