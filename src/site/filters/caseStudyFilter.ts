import { caseFilters, type CaseFilter } from '../../content/caseFilters';
import type { CaseStudy } from '../../content/caseStudies';

/** The case-study industry filter lives in the URL (?industry=…); 'all' is the bare URL. */
const values = new Set<string>(caseFilters.map((f) => f.value));

export function parseCaseFilter(search: string): CaseFilter {
  const value = new URLSearchParams(search).get('industry');
  return value !== null && values.has(value) ? (value as CaseFilter) : 'all';
}

export const caseFilterHref = (filter: CaseFilter, base = '/case-studies'): string =>
  filter === 'all' ? base : `${base}?${new URLSearchParams({ industry: filter }).toString()}`;

export function filterCaseStudies<T extends Pick<CaseStudy, 'category'>>(list: readonly T[], filter: CaseFilter): T[] {
  return filter === 'all' ? [...list] : list.filter((c) => c.category === filter);
}
