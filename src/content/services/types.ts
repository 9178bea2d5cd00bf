/**
 * One typed content record per service page: its copy only (the facts about the
 * service are in ./catalog.ts). The template in src/site/services/ServicePage.tsx
 * renders any record; the rich pages add sections through `sections`, a
 * discriminated union on `kind`. Adding a service = one entry in ./catalog.ts +
 * one file ./records/<slug>.ts.
 */

/** The six cities named across the site's copy. */
export const CITIES = ['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong'] as const;
export type City = (typeof CITIES)[number];

/** A card with a Lucide icon class written out in full (e.g. 'i-lucide-phone-call'). */
export interface FeatureCard {
  icon: string;
  title: string;
  text: string;
  /** Optional internal link; the card title becomes the link. */
  href?: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Industry {
  icon: string;
  name: string;
  note: string;
}

/** SPEC.md §3 "Case teaser": title, client, result, image. */
export interface CaseTeaser {
  title: string;
  client: string;
  result: string;
  /** Self-made SVG under /images/services/. */
  image: string;
  imageAlt: string;
  /** Slug of the case-study page the teaser opens (/case-studies/<slug>). */
  caseStudy: string;
}

/** SPEC.md §3 service-page testimonial: quote, name, title. */
export interface ServiceTestimonial {
  quote: string;
  name: string;
  title: string;
}

export interface AvailabilityModel {
  icon: string;
  name: string;
  summary: string;
  points: string[];
  bestFor: string;
}

export interface CityBlurb {
  city: City;
  text: string;
}

/** Heading block shared by every extra section. `id` doubles as the anchor. */
interface SectionHead {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

export type ServiceSection =
  | (SectionHead & { kind: 'cards'; columns?: 2 | 3 | 4; items: FeatureCard[]; /** Visible cue on linked cards. */ linkLabel?: string })
  | (SectionHead & { kind: 'steps'; steps: Step[] })
  | (SectionHead & { kind: 'industries'; items: Industry[] })
  | (SectionHead & { kind: 'caseTeasers'; href: string; items: CaseTeaser[] })
  | (SectionHead & { kind: 'testimonials'; items: ServiceTestimonial[] })
  | (SectionHead & { kind: 'availability'; models: AvailabilityModel[] })
  | (SectionHead & { kind: 'cityBlurbs'; items: CityBlurb[] })
  | (SectionHead & { kind: 'cityStrip'; cities: readonly City[] });

export type ServiceSectionKind = ServiceSection['kind'];

export interface ServiceRecord {
  /** Small label above the h1 (the h1 itself is the route table's title). */
  tag: string;
  intro: string;
  /** Label of the hero's call-to-action button. */
  heroCta: string;
  featuresTitle: string;
  featuresIntro: string;
  /** At least four. */
  features: FeatureCard[];
  /** Extra sections of the rich pages, rendered in order between features and banner. */
  sections?: ServiceSection[];
  banner: {
    title: string;
    text: string;
    cta: string;
  };
}
