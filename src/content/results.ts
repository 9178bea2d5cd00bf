/** Results section on the home page (SPEC.md: Home > Results). */
export interface ResultStat {
  value: string;
  label: string;
  note: string;
}

export const resultsIntro = {
  eyebrow: 'Proven Results',
  title: 'Measurable Growth for Your Business',
  intro: 'We report on the numbers your board cares about. Across our active client programmes, this is what the work adds up to.',
  cta: 'View Case Studies',
  ctaHref: '/case-studies',
} as const;

export const resultStats: readonly ResultStat[] = [
  { value: '97%', label: 'Client Retention Rate', note: 'Clients who renew after their first programme.' },
  { value: '12K+', label: 'Qualified Leads Generated', note: 'Sales-accepted leads delivered in the last year.' },
  { value: '68%', label: 'Average Pipeline Growth', note: 'Increase in open pipeline within two quarters.' },
];
