/** Joins class names, skipping empty ones and repeats (a shared base plus a caller's extra). */
export const cx = (...parts: Array<string | false | null | undefined>): string =>
  [...new Set(parts.filter(Boolean).join(' ').split(/\s+/).filter(Boolean))].join(' ');
