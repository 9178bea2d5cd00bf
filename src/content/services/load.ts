import { cachedLoad, type LoadEntry } from '../../lib/cachedLoad';
import { slugOfRecordFile } from './titles';
import type { ServiceRecord } from './types';

/**
 * On-demand loading of service records: each record is its own small chunk, so a
 * service page downloads its copy only, not every record. Loaded values are cached
 * so a second read (e.g. hydration after a preload) is synchronous.
 */

const loaders: Record<string, () => Promise<ServiceRecord>> = Object.fromEntries(
  Object.entries(import.meta.glob<ServiceRecord>('./records/*.ts', { import: 'default' })).map(([file, load]) => [
    slugOfRecordFile(file),
    load,
  ]),
);

export type RecordEntry = LoadEntry<ServiceRecord>;
const cache = new Map<string, LoadEntry<unknown>>();

export const serviceRecordSlugs = (): string[] => Object.keys(loaders);

export function unknownServiceError(slug: string | undefined): Error {
  return new Error(`Unknown service page "${slug ?? ''}": there is no record in src/content/services/records/`);
}

/** The (cached) load of one record; throws a clear Error for a slug without a record. */
export function serviceRecordEntry(slug: string | undefined): RecordEntry {
  const load = slug ? loaders[slug] : undefined;
  if (!slug || !load) throw unknownServiceError(slug);
  return cachedLoad(cache, slug, load);
}

/** Resolves once the record is cached; unknown slugs and failed loads are ignored (render reports them). */
export async function preloadServiceRecord(slug: string | undefined): Promise<void> {
  if (!slug || !loaders[slug]) return;
  await serviceRecordEntry(slug).promise.catch(() => undefined);
}

export async function preloadAllServiceRecords(): Promise<void> {
  await Promise.all(serviceRecordSlugs().map(preloadServiceRecord));
}
