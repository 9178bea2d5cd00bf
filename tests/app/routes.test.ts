import { describe, expect, it } from 'vitest';
import { withHead } from '../../src/app/contentHeads';
import { hasPageModule } from '../../src/app/pageModules';
import { serviceCatalog } from '../../src/content/services/catalog';
import { withDescription } from '../../src/routeDescriptions';
import { documentTitle, normalizePath, notFoundRoute, resolveRoute, routes } from '../../src/routes';

const specPaths = [
  '/', '/about', '/services',
  ...['virtual-pa', 'ceo-services', 'web-development', 'ecommerce', 'brand-development', 'digital-marketing', 'social-media', 'crm-management', 'cold-calling', 'cold-email-marketing', 'in-house-call-agents', 'lead-nurturing', 'sales-enablement', 'data-sourcing', 'calling-agents'].map((s) => `/services/${s}`),
  '/solutions', '/case-studies', '/blog', '/careers', '/dashboard',
];

const prerendered = routes.map(withHead);

describe('route table', () => {
  it('has every route of SPEC.md plus the linked contact, get-started and blog category pages', () => {
    const paths = routes.map((r) => r.path);
    for (const p of [...specPaths, '/contact', '/get-started', '/blog/category/industry-insights', '/blog/category/how-to', '/blog/category/case-studies']) {
      expect(paths).toContain(p);
    }
  });

  it('names each screen as SPEC.md\'s route table does', () => {
    const title = (path: string) => routes.find((r) => r.path === path)?.title;
    const screens: [string, string][] = [
      ['/about', 'About'],
      ['/services/virtual-pa', "Virtual PA (CEO's Executive Assistant)"],
      ['/services/ceo-services', 'CEO services'],
      ['/services/web-development', 'Website Development'],
      ['/services/ecommerce', 'Ecommerce'],
      ['/services/brand-development', 'Brand development'],
      ['/services/digital-marketing', 'Digital marketing'],
      ['/services/social-media', 'Social media'],
      ['/services/crm-management', 'CRM management'],
      ['/services/cold-calling', 'Cold calling'],
      ['/services/cold-email-marketing', 'Cold email marketing'],
      ['/services/in-house-call-agents', 'In-house call agents'],
      ['/services/lead-nurturing', 'Lead nurturing'],
      ['/services/sales-enablement', 'Sales enablement'],
      ['/services/data-sourcing', 'Data sourcing'],
      ['/services/calling-agents', 'In-House Calling Agents'],
      ['/solutions', 'Solutions'],
      ['/case-studies', 'Case studies'],
      ['/blog', 'Blog'],
      ['/careers', 'Careers'],
    ];
    // SPEC writes most names in sentence case; the pages use title case.
    for (const [path, name] of screens) expect(title(path)?.toLowerCase(), path).toBe(name.toLowerCase());
    expect(title('/services/virtual-pa')).toBe("Virtual PA (CEO's Executive Assistant)");
    expect(title('/services/calling-agents')).toBe('In-House Calling Agents');
  });

  it('has one service page per catalog entry (SPEC.md\'s fifteen are among them)', () => {
    expect(routes.filter((r) => r.path.startsWith('/services/'))).toHaveLength(serviceCatalog.length);
  });

  it('lists each path once, with a title, a description and an existing page module', async () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of [...prerendered, withDescription(notFoundRoute)]) {
      expect(route.title.length, route.path).toBeGreaterThan(0);
      expect(route.description.length, route.path).toBeGreaterThan(20);
      expect(await hasPageModule(route), `${route.page} exists`).toBe(true);
    }
  });

  it('gives every prerendered page its own document title', () => {
    const titles = prerendered.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    expect(documentTitle(routes.find((r) => r.path === '/about')!)).toBe('About | Northstar Growth');
    // Every prerendered title fits search results: a long headline drops the brand, never words.
    for (const route of prerendered) {
      const title = documentTitle(route);
      expect(title.length, route.path).toBeLessThanOrEqual(70);
      expect(title.startsWith(route.title) || route.path === '/', route.path).toBe(true);
    }
  });
});

describe('content pages', () => {
  it('has a page per article (14), case study (11), job (6), the general application and three legal pages', () => {
    const count = (re: RegExp) => routes.filter((r) => re.test(r.path)).length;
    expect(count(/^\/blog\/(?!category\/)[a-z0-9-]+$/)).toBeGreaterThanOrEqual(12);
    expect(count(/^\/case-studies\/[a-z-]+$/)).toBe(11);
    expect(count(/^\/careers\/(?!apply$)[a-z-]+$/)).toBe(6);
    for (const p of ['/careers/apply', '/privacy', '/terms', '/cookies']) expect(resolveRoute(p).type, p).toBe('page');
  });

  it('prerenders each content page with the title and description of its content', () => {
    const head = (path: string) => prerendered.find((r) => r.path === path)!;
    expect(head('/blog/abm-tiering')).toMatchObject({ title: 'Tiering Target Accounts: A Practical ABM Worksheet' });
    expect(head('/case-studies/orbitstack').description).toMatch(/9\.4%/);
    expect(head('/cookies').title).toBe('Cookie Policy');
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
