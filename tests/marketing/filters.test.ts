// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articles, categoryFilters, type Article } from '../../src/content/articles';
import { caseFilters, caseStudies } from '../../src/content/caseStudies';
import { filterArticles } from '../../src/site/filters/blogFilters';
import { filterCaseStudies } from '../../src/site/filters/caseStudyFilter';

const sample: Article[] = [
  { id: 'a', title: 'Cold Email Basics', excerpt: 'Inbox placement (and more) for B2B', category: 'email-marketing', topic: 'how-to', date: '2025-01-01', author: 'X', readTime: '1 min read', image: '' },
  { id: 'b', title: 'ABM at Scale', excerpt: 'Committees, tiers and plays', category: 'account-based-marketing', topic: 'industry-insights', date: '2025-01-02', author: 'Quentin Zed', readTime: '1 min read', image: '' },
  { id: 'c', title: 'SDR hiring', excerpt: 'Price is $5.00 per lead? [no] <b>bold</b>', category: 'sales-development', topic: 'case-studies', date: '2025-01-03', author: 'Z', readTime: '1 min read', image: '' },
];
const ids = (list: { id: string }[]) => list.map((a) => a.id);

describe('filterArticles (blog search and category)', () => {
  it('returns everything for an empty query and category all', () => {
    expect(ids(filterArticles(sample, { query: '', category: 'all' }))).toEqual(['a', 'b', 'c']);
    expect(filterArticles(articles, { query: '', category: 'all' })).toHaveLength(articles.length);
  });

  it('matches a case-insensitive substring of the title', () => {
    expect(ids(filterArticles(sample, { query: 'cOLD eMa', category: 'all' }))).toEqual(['a']);
  });

  it('matches a substring of the excerpt too', () => {
    expect(ids(filterArticles(sample, { query: 'committees', category: 'all' }))).toEqual(['b']);
  });

  it('does not search other fields such as the author', () => {
    expect(filterArticles(sample, { query: 'quentin', category: 'all' })).toEqual([]);
  });

  it('combines the query with the category (AND)', () => {
    expect(ids(filterArticles(sample, { query: 'b', category: 'account-based-marketing' }))).toEqual(['b']);
    expect(filterArticles(sample, { query: 'cold', category: 'account-based-marketing' })).toEqual([]);
  });

  it('filters by category alone', () => {
    for (const f of categoryFilters.filter((c) => c.value !== 'all')) {
      const shown = filterArticles(articles, { query: '', category: f.value });
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((a) => a.category === f.value)).toBe(true);
    }
  });

  it('treats regex characters as plain text', () => {
    expect(ids(filterArticles(sample, { query: '(and more)', category: 'all' }))).toEqual(['a']);
    expect(ids(filterArticles(sample, { query: '$5.00 per lead? [no]', category: 'all' }))).toEqual(['c']);
    for (const q of ['.*', '[', '(', '\\', '^$', '+?', '{2}', '|']) {
      expect(() => filterArticles(articles, { query: q, category: 'all' })).not.toThrow();
    }
    expect(filterArticles(articles, { query: '.*', category: 'all' })).toEqual([]);
  });

  it('treats markup as plain text', () => {
    expect(ids(filterArticles(sample, { query: '<b>bold</b>', category: 'all' }))).toEqual(['c']);
    expect(filterArticles(articles, { query: '<img src=x onerror=alert(1)>', category: 'all' })).toEqual([]);
  });

  it('handles a 10,000 character query', () => {
    const long = 'a'.repeat(10_000);
    expect(filterArticles(articles, { query: long, category: 'all' })).toEqual([]);
  });
});

describe('filterCaseStudies', () => {
  it('shows all six for all', () => {
    expect(filterCaseStudies(caseStudies, 'all')).toHaveLength(6);
  });

  it('shows exactly the matching cards for each category', () => {
    for (const f of caseFilters.filter((c) => c.value !== 'all')) {
      const expected = caseStudies.filter((c) => c.category === f.value).map((c) => c.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(filterCaseStudies(caseStudies, f.value).map((c) => c.id)).toEqual(expected);
    }
  });

  it('returns a new array (never the content array itself)', () => {
    expect(filterCaseStudies(caseStudies, 'all')).not.toBe(caseStudies);
  });
});
