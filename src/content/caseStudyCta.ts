/** The closing banner of the case-study index and of every case study (one copy for both). */
export const caseStudyCta = {
  title: 'Want results like these?',
  text: 'Tell us about your market and we will show you what a programme could deliver for your team.',
} as const;
