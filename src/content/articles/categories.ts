/** Blog categories: small on purpose, since the URL-state parser (loaded on every page) reads it. */
export type ArticleCategory = 'lead-generation' | 'account-based-marketing' | 'sales-development' | 'email-marketing';
export type CategoryFilter = 'all' | ArticleCategory;

/** Filter values are the exact slugs from SPEC.md; labels are what readers see. */
export const categoryFilters: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'lead-generation', label: 'Lead Generation' },
  { value: 'account-based-marketing', label: 'Account-Based Marketing' },
  { value: 'sales-development', label: 'Sales Development' },
  { value: 'email-marketing', label: 'Email Marketing' },
];

export const categoryLabel = (value: CategoryFilter): string =>
  categoryFilters.find((c) => c.value === value)?.label ?? value;
