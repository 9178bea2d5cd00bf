import { signal } from '@preact/signals-react';
import type { CaseFilter, CaseStudy } from '../../content/caseStudies';

/** Case-study category filter: starts at 'all'. */
export const caseFilter = signal<CaseFilter>('all');

export function filterCaseStudies<T extends Pick<CaseStudy, 'category'>>(list: readonly T[], filter: CaseFilter): T[] {
  return filter === 'all' ? [...list] : list.filter((c) => c.category === filter);
}

export function setCaseFilter(value: CaseFilter): void {
  caseFilter.value = value;
}
