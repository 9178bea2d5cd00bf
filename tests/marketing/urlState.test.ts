// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryFilters } from '../../src/content/articles';
import { caseFilters } from '../../src/content/caseStudies';
import { articleFilterSearch, blogListHref, MAX_QUERY_LENGTH, parseArticleFilter } from '../../src/site/filters/blogFilters';
import { caseFilterHref, parseCaseFilter } from '../../src/site/filters/caseStudyFilter';

describe('blog filter in the URL', () => {
  it('an empty query string is the unfiltered listing', () => {
    expect(parseArticleFilter('')).toEqual({ query: '', category: 'all' });
    expect(parseArticleFilter('?')).toEqual({ query: '', category: 'all' });
    expect(blogListHref({ query: '', category: 'all' })).toBe('/blog');
  });

  it('reads q and category, with or without the leading ?', () => {
    expect(parseArticleFilter('?q=cold%20email&category=email-marketing')).toEqual({ query: 'cold email', category: 'email-marketing' });
    expect(parseArticleFilter('category=sales-development')).toEqual({ query: '', category: 'sales-development' });
  });

  it('round-trips every category and awkward text', () => {
    for (const { value } of categoryFilters) {
      for (const query of ['', 'abm', 'a&b=c', '100% #1 ?', '<b>x</b>', 'crème brûlée', '  spaced  ']) {
        expect(parseArticleFilter(articleFilterSearch({ query, category: value }))).toEqual({ query, category: value });
      }
    }
  });

  it('writes only what differs from the defaults', () => {
    expect(blogListHref({ query: 'abm', category: 'all' })).toBe('/blog?q=abm');
    expect(blogListHref({ query: '', category: 'email-marketing' })).toBe('/blog?category=email-marketing');
    expect(blogListHref({ query: 'x y', category: 'lead-generation' }, '/blog/category/how-to')).toBe('/blog/category/how-to?q=x+y&category=lead-generation');
  });

  it('falls back to all for an unknown or repeated-but-invalid category', () => {
    expect(parseArticleFilter('?category=nope').category).toBe('all');
    expect(parseArticleFilter('?category=').category).toBe('all');
    expect(parseArticleFilter('?category=ALL').category).toBe('all');
    expect(parseArticleFilter('?category=__proto__').category).toBe('all');
  });

  it('cuts a query longer than the limit, in both directions', () => {
    const long = 'a'.repeat(MAX_QUERY_LENGTH + 50);
    expect(parseArticleFilter(`?q=${long}`).query).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseArticleFilter(articleFilterSearch({ query: long, category: 'all' })).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('ignores other parameters', () => {
    expect(parseArticleFilter('?utm_source=x&q=abm')).toEqual({ query: 'abm', category: 'all' });
  });
});

describe('case-study industry filter in the URL', () => {
  it('reads every SPEC value and round-trips it', () => {
    for (const { value } of caseFilters) {
      const href = caseFilterHref(value);
      expect(parseCaseFilter(href.split('?')[1] ?? '')).toBe(value);
    }
  });

  it('all is the bare URL', () => {
    expect(caseFilterHref('all')).toBe('/case-studies');
    expect(caseFilterHref('security')).toBe('/case-studies?industry=security');
  });

  it('an unknown industry shows all', () => {
    expect(parseCaseFilter('?industry=banking')).toBe('all');
    expect(parseCaseFilter('?industry=')).toBe('all');
    expect(parseCaseFilter('')).toBe('all');
  });
});
