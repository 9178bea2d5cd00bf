import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { searchKindOf } from '../../src/lib/search/searchDocs';
import { loadIndex, searchIndex } from '../../src/lib/search/searchEngine';
import { dist } from './pages';

const index = loadIndex(readFileSync(join(dist, 'search-index.json'), 'utf8'));
const searchable = routes.filter((r) => r.kind === 'site' && r.path !== '/search');

describe('the site search index the build wrote', () => {
  it('holds every marketing route of the route table (services, articles, case studies, jobs, legal and the rest)', () => {
    for (const route of searchable) expect(index.has(route.path), route.path).toBe(true);
    expect(index.documentCount).toBe(searchable.length);
  });

  it('finds each page by its own title, with the kind read from its path', () => {
    for (const route of searchable) {
      const hits = searchIndex(index, route.title, 50);
      expect(hits.map((h) => h.path), `"${route.title}"`).toContain(route.path);
      expect(hits.find((h) => h.path === route.path)!.kind).toBe(searchKindOf(route.path));
    }
  });
});
