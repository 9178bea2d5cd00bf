import { describe, expect, it } from 'vitest';
import { hasPageModule } from '../../src/app/pageModules';
import { serviceCatalog } from '../../src/content/services/catalog';
import { routeDescription } from '../../src/routeDescriptions';
import { documentTitle, normalizePath, notFoundRoute, resolveRoute, routes } from '../../src/routes';

const specPaths = [
  '/', '/about', '/services',
  ...['virtual-pa', 'ceo-services', 'web-development', 'ecommerce', 'brand-development', 'digital-marketing', 'social-media', 'crm-management', 'cold-calling', 'cold-email-marketing', 'in-house-call-agents', 'lead-nurturing', 'sales-enablement', 'data-sourcing', 'calling-agents'].map((s) => `/services/${s}`),
  '/solutions', '/case-studies', '/blog', '/careers', '/dashboard',
];

describe('route table', () => {
  it('has every route of SPEC.md plus the linked contact, get-started and blog category pages', () => {
    const paths = routes.map((r) => r.path);
    for (const p of [...specPaths, '/contact', '/get-started', '/blog/category/industry-insights', '/blog/category/how-to', '/blog/category/case-studies']) {
      expect(paths).toContain(p);
    }
  });

  it('has one service page per catalog entry (SPEC.md\'s fifteen are among them)', () => {
    expect(routes.filter((r) => r.path.startsWith('/services/'))).toHaveLength(serviceCatalog.length);
  });

  it('lists each path once, with a title, a description and an existing page module', async () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of [...routes, notFoundRoute]) {
      expect(route.title.length, route.path).toBeGreaterThan(0);
      expect(routeDescription(route).length, route.path).toBeGreaterThan(20);
      expect(await hasPageModule(route), `${route.page} exists`).toBe(true);
    }
  });

  it('gives every route its own document title', () => {
    const titles = routes.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    expect(documentTitle(routes.find((r) => r.path === '/about')!)).toBe('About | Northstar Growth');
  });
});

describe('resolveRoute', () => {
  it('ignores a trailing slash and the query string', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about?x=1')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(resolveRoute('/about/')).toMatchObject({ type: 'page', route: { path: '/about' } });
  });

  it('sends unknown dashboard paths to /dashboard', () => {
    expect(resolveRoute('/dashboard/nope')).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/dashboard/posts/1/edit')).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/dashboard/posts')).toMatchObject({ type: 'page' });
  });

  it('shows the not-found page for any other unknown path', () => {
    for (const p of ['/nope', '/services/unknown', '/blog/category/unknown', '/a/b/c/d/e', '/dashboards']) {
      expect(resolveRoute(p)).toMatchObject({ type: 'not-found', route: notFoundRoute });
    }
  });
});
