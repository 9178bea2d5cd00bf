/** Static facts about the agency, used in copy across the marketing pages. */
export const company = {
  name: 'Northstar Growth',
  founded: 2013,
  teamSize: 200,
  countries: 12,
  clients: 500,
} as const;
