// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPRESENTATIVES, lighthouseRoutes, matchesPattern } from '../../scripts/lib/lighthouse-routes.mjs';
import { routes } from '../../src/routes';

const picked = lighthouseRoutes(routes);
const pathOf = (template: string) => picked.find((p) => p.template === template)?.route.path;

describe('routes Lighthouse CI measures (one per page template)', () => {
  it('measures only routes of the route table, each once', () => {
    const paths = picked.map((p) => p.route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routes.some((r) => r.path === path), path).toBe(true);
  });

  it('measures every template the site has today, with the service template both plain and with every section', () => {
    expect(pathOf('home')).toBe('/');
    expect(pathOf('service page')).toBe('/services/cold-calling');
    expect(pathOf('service page with every section')).toBe('/services/digital-marketing');
    expect(pathOf('blog index')).toBe('/blog');
    expect(pathOf('careers')).toBe('/careers');
    expect(pathOf('form page')).toBe('/get-started');
    expect(pathOf('dashboard')).toBe('/dashboard');
  });

  it('names every fixed path as it is in the route table, so only templates still to come are skipped', () => {
    const pending = new Set(['legal page', 'search']);
    for (const { template, paths } of REPRESENTATIVES) {
      if (pending.has(template) || paths.some((p) => p.includes(':'))) continue;
      expect(pathOf(template), template).toBeDefined();
    }
  });

  it('matches a :param segment to exactly one segment of a path', () => {
    expect(matchesPattern('/blog/:slug', '/blog/cold-email-101')).toBe(true);
    expect(matchesPattern('/blog/:slug', '/blog/category/how-to')).toBe(false);
    expect(matchesPattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesPattern('/careers/:slug', '/careers/')).toBe(false);
  });

  it('picks the first route of a template, and none for a template without routes', () => {
    const table = [{ path: '/blog' }, { path: '/blog/a' }, { path: '/blog/b' }];
    expect(lighthouseRoutes(table, [{ template: 'article', paths: ['/blog/:slug'] }, { template: 'search', paths: ['/search'] }])).toEqual([
      { template: 'article', route: { path: '/blog/a' } },
    ]);
  });
});
