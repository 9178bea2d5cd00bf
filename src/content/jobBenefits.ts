import { company } from './company';

/** Every role gets the same benefits. */
export const jobBenefits: readonly string[] = [
  `Fully remote in any of our ${company.countries} countries, with a home-office budget in your first month.`,
  '25 days of paid holiday plus public holidays where you live.',
  'A yearly learning budget for courses, books and conferences.',
  'Private health cover or a health allowance, depending on the country.',
  'Published levels and pay bands, reviewed twice a year.',
  'Two team weeks a year, in person, with travel paid.',
];
