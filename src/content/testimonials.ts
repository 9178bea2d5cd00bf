/** Home page testimonials (SPEC.md §3: quote, author, position, company). */
export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
}

export const testimonialsIntro = {
  eyebrow: 'Testimonials',
  title: 'What Our Clients Say',
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'Within six weeks our reps stopped prospecting and started selling. Northstar books meetings with the people we actually want to meet, and every one arrives with notes we can use.',
    author: 'Hannah Reyes',
    position: 'VP of Sales',
    company: 'CloudPeak Analytics',
  },
  {
    quote: 'We had tried two agencies before. The difference is the research: their team understood our buyers well enough that prospects assumed they worked for us.',
    author: 'Daniel Okafor',
    position: 'Chief Revenue Officer',
    company: 'Vaultline Security',
  },
  {
    quote: 'Clear weekly reporting, honest advice when a segment was not working, and 2.6 times the pipeline within two quarters. They feel like part of our team.',
    author: 'Sofia Lindqvist',
    position: 'Head of Growth',
    company: 'OrbitStack',
  },
];
