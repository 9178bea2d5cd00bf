import type { ServiceSlug } from './catalog';
import { slugOfRecordFile } from './titles';

/**
 * Each service's meta description, also its card text on the Solutions page, as written in its
 * record file. Only the strings come here (scripts/build-time-text.mjs reads them out of the
 * files at build time): the records load one per page, while this map loads only after a
 * client-side navigation or on a page that shows them.
 */
const texts = import.meta.glob<string>('./records/*.ts', { query: '?description', import: 'default', eager: true });

export const serviceDescriptions = Object.fromEntries(
  Object.entries(texts).map(([file, text]) => [slugOfRecordFile(file), text]),
) as Readonly<Record<ServiceSlug, string>>;
