/** Growth cases shown in the home carousel (SPEC.md §3: Growth case). */
export interface GrowthStat {
  value: string;
  label: string;
}

export interface GrowthCase {
  id: string;
  company: string;
  /** Path of the company's logo (SVG made for this site). */
  logo: string;
  /** Path of the illustration shown on the slide. */
  image: string;
  title: string;
  stats: [GrowthStat, GrowthStat];
  /** Slug of the case-study page that tells the whole story. */
  caseStudy: string;
}

export const growthCasesIntro = {
  eyebrow: 'Growth Stories',
  title: 'Pipelines We Helped Build',
  intro: 'Four clients, four different markets, one approach: find the right accounts, start real conversations and measure what closes.',
} as const;

export const growthCases: readonly GrowthCase[] = [
  {
    id: 'cloudpeak',
    caseStudy: 'cloudpeak-analytics',
    company: 'CloudPeak Analytics',
    logo: '/images/home/logo-cloudpeak.svg',
    image: '/images/home/case-cloudpeak.svg',
    title: 'Tripled qualified demos for a data platform moving into enterprise',
    stats: [
      { value: '3.1x', label: 'Qualified demos' },
      { value: '$4.2M', label: 'New pipeline' },
    ],
  },
  {
    id: 'vaultline',
    caseStudy: 'vaultline-security',
    company: 'Vaultline Security',
    logo: '/images/home/logo-vaultline.svg',
    image: '/images/home/case-vaultline.svg',
    title: 'Opened 40 enterprise security teams in a single quarter',
    stats: [
      { value: '40', label: 'Enterprise accounts opened' },
      { value: '27%', label: 'Meeting-to-opportunity rate' },
    ],
  },
  {
    id: 'medibridge',
    caseStudy: 'medibridge-health',
    company: 'MediBridge Health',
    logo: '/images/home/logo-medibridge.svg',
    image: '/images/home/case-medibridge.svg',
    title: 'Booked hospital buyers for a patient-intake platform',
    stats: [
      { value: '118', label: 'Meetings with care leaders' },
      { value: '52%', label: 'Shorter sales cycle' },
    ],
  },
  {
    id: 'orbitstack',
    caseStudy: 'orbitstack',
    company: 'OrbitStack',
    logo: '/images/home/logo-orbitstack.svg',
    image: '/images/home/case-orbitstack.svg',
    title: 'Rebuilt outbound for a DevOps tool after a failed in-house launch',
    stats: [
      { value: '9.4%', label: 'Cold email reply rate' },
      { value: '2.6x', label: 'Pipeline in six months' },
    ],
  },
];
