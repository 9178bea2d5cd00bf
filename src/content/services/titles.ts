import type { ServiceSlug } from './catalog';

/**
 * Each service's slug and title, in catalog order, read out of catalog.ts at build time
 * (scripts/build-time-text.mjs). The route table and the lead forms need only these and ship with
 * first loads; the rest of the catalog (menu labels, blurbs, icons, groups) loads with the menus.
 */
const read = import.meta.glob<readonly { slug: ServiceSlug; title: string }[]>('./catalog.ts', { query: '?titles', import: 'default', eager: true });

export const serviceTitles = Object.values(read)[0]!;

export const servicePath = (slug: ServiceSlug | string) => `/services/${slug}`;

/** A record file is named after its slug: './records/cold-calling.ts' is 'cold-calling'. */
export const slugOfRecordFile = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');
