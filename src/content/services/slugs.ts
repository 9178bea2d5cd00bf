/** '/services/cold-calling' -> 'cold-calling'; anything else -> undefined. */
export function serviceSlugFromPath(path: string): string | undefined {
  const match = /^\/services\/([^/?#]+)\/?$/.exec(path);
  return match?.[1];
}

/** './records/cold-calling.ts' -> 'cold-calling' (the record file is named after its slug). */
export const slugFromRecordFile = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');
