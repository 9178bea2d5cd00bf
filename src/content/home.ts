import { company } from './company';

/** Home hero copy and the reveal timings from SPEC.md §9. */

/** Hero entrance delays in ms: tag, headline, text + buttons, trust line. */
export const HERO_DELAYS_MS = [300, 500, 700, 900] as const;
/** Results stats reveal delays in ms, one per stat. */
export const STAT_DELAYS_MS = [100, 200, 300] as const;

export const homeHero = {
  tag: 'Next-Gen Lead Generation',
  headline: 'Accelerate Your B2B Growth',
  text: 'Northstar Growth fills your calendar with qualified meetings. Our researchers, callers and email specialists find the accounts that fit, start the right conversations and hand your team buyers who are ready to talk.',
  primaryCta: 'Start Growing',
  primaryHref: '/get-started',
  secondaryCta: 'Watch Demo',
  trust: `Trusted by ${company.clients}+ companies worldwide`,
} as const;

/** Small figures in the hero's pipeline card (decorative summary, not a claim). */
export const heroPipeline = {
  title: 'This quarter’s pipeline',
  rows: [
    { label: 'Accounts researched', value: '4,820', width: 'w-full' },
    { label: 'Conversations started', value: '1,310', width: 'w-3/4' },
    { label: 'Meetings booked', value: '264', width: 'w-1/2' },
    { label: 'Opportunities created', value: '92', width: 'w-1/4' },
  ],
} as const;
