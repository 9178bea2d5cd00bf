import { slugFromRecordFile } from './slugs';
import type { ServiceRecord } from './types';

export type * from './types';
export { CITIES } from './types';
export { serviceSlugFromPath } from './slugs';

/**
 * Every service record, keyed by slug: one file per service in ./records/.
 * This map bundles ALL records; pages load only their own through ./load.ts.
 */
const modules = import.meta.glob<ServiceRecord>('./records/*.ts', { eager: true, import: 'default' });

export const serviceRecords: Record<string, ServiceRecord> = Object.fromEntries(
  Object.entries(modules).map(([file, record]) => [slugFromRecordFile(file), record]),
);

export function getServiceRecord(slug: string): ServiceRecord {
  const record = serviceRecords[slug];
  if (!record) throw new Error(`No service record for "${slug}" (expected src/content/services/records/${slug}.ts)`);
  return record;
}
