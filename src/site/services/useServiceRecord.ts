import { use } from 'react';
import { serviceRecordEntry } from '../../content/services/load';
import type { ServiceRecord } from '../../content/services/types';

/** The record for a slug: synchronous once loaded, otherwise suspends until its chunk arrives. */
export function useServiceRecord(slug: string | undefined): ServiceRecord {
  const entry = serviceRecordEntry(slug); // throws a clear Error for an unknown slug
  return entry.value ?? use(entry.promise);
}
