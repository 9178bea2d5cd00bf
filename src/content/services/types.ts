/**
 * One typed content record per service page: its copy only (the facts about the
 * service are in ./catalog.ts). The template in src/site/services/ServicePage.tsx
 * renders any record; the rich pages add sections through `sections`, a
 * discriminated union on `kind`. Adding a service = one entry in ./catalog.ts +
 * one file ./records/<slug>.ts.
 */

export * from '../sections';
import type { FeatureCard, PageSection } from '../sections';

/** The extra sections a service page may add (any page section). */
export type ServiceSection = PageSection;
export type ServiceSectionKind = ServiceSection['kind'];

export interface ServiceRecord {
  /**
   * Meta description and Solutions card text: a plain string, read out of this file at build
   * time (scripts/build-time-text.mjs) so that the map of all of them holds only these.
   */
  description: string;
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
