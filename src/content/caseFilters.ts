/** Case-study industries (SPEC.md values): small on purpose, since the URL-state parser reads it. */
export type CaseCategory = 'saas' | 'it' | 'security' | 'healthcare' | 'marketing';
export type CaseFilter = 'all' | CaseCategory;

export const caseFilters: readonly { value: CaseFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'saas', label: 'SaaS' },
  { value: 'it', label: 'IT Services' },
  { value: 'security', label: 'Security' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'marketing', label: 'Marketing' },
];
