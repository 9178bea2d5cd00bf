/** The agency's facts, typed once: page copy, descriptions and the footer read them from here. */
export const company = {
  name: 'Northstar Growth',
  founded: 2013,
  teamSize: 200,
  countries: 12,
  clients: 500,
} as const;
