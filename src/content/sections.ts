/**
 * The page sections a marketing page is composed of: a discriminated union on `kind`,
 * rendered by one exhaustive switch (src/site/widgets/PageSections.tsx). Content
 * modules and service records describe pages as lists of these.
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
  /** Shown instead of the step number by the 'icons' and 'timeline' looks. */
  icon?: string;
}

/** Visual presets of a card grid: 'feature' (service pages), 'roomy' and 'plain' (about, careers). */
export type CardLook = 'feature' | 'roomy' | 'plain';
/** Visual presets of a step list: numbered cards, icon cards with a number watermark, a vertical timeline. */
export type StepsLook = 'numbered' | 'icons' | 'timeline';

/** A call-to-action: a link when it has an href, otherwise a button with no behaviour (SPEC.md §7). */
export interface CtaAction {
  label: string;
  href?: string;
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

/** Heading block shared by every section. `id` doubles as the anchor. */
interface SectionHead {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Background; by default sections alternate white and muted. */
  tone?: 'white' | 'muted';
}

export type PageSection =
  | (SectionHead & { kind: 'cards'; columns?: 2 | 3 | 4 | 'wide3'; items: FeatureCard[]; /** Visible cue on linked cards. */ linkLabel?: string; look?: CardLook })
  | (SectionHead & { kind: 'steps'; steps: readonly Step[]; look?: StepsLook })
  | (SectionHead & { kind: 'industries'; items: Industry[] })
  | (SectionHead & { kind: 'caseTeasers'; href: string; items: CaseTeaser[] })
  | (SectionHead & { kind: 'testimonials'; items: ServiceTestimonial[] })
  | (SectionHead & { kind: 'availability'; models: AvailabilityModel[] })
  | (SectionHead & { kind: 'cityBlurbs'; items: CityBlurb[] })
  | (SectionHead & { kind: 'cityStrip'; cities: readonly City[] })
  | (SectionHead & { kind: 'cta'; text: string; actions: readonly CtaAction[]; look?: CtaLook });

export type PageSectionKind = PageSection['kind'];
/** Frame presets of the call-to-action banner: 'page' (roomy, links) and 'compact' (service pages). */
export type CtaLook = 'page' | 'compact';

