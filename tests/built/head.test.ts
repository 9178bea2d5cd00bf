import { describe, expect, it } from 'vitest';
import { withHead } from '../../src/app/contentHeads';
import { documentTitle, notFoundRoute, routes as clientRoutes } from '../../src/routes';
import { SITE_ORIGIN } from '../../scripts/prerender-plugin';
import { builtFile, dist, parse, readBuilt } from './pages';

// As the prerender writes them: content pages with their own title and description.
const routes = clientRoutes.map(withHead);

const contents = (doc: Document, selector: string, attribute: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.getAttribute(attribute));

describe('prerendered head of every route', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s: lang, title, description, canonical, robots', (path, route) => {
    const doc = parse(readBuilt(builtFile(path)));
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect([...doc.querySelectorAll('title')].map((t) => t.textContent)).toEqual([documentTitle(route)]);
    expect(contents(doc, 'meta[name="description"]', 'content')).toEqual([route.description]);
    expect(contents(doc, 'link[rel="canonical"]', 'href')).toEqual([`${SITE_ORIGIN}${path}`]);
    expect(contents(doc, 'meta[name="robots"]', 'content')).toEqual([route.kind === 'dashboard' ? 'noindex, nofollow' : 'index, follow']);
  });

  it('404 page: its own title, kept out of search results, no canonical', () => {
    const doc = parse(readBuilt(`${dist}/404.html`));
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe(documentTitle(notFoundRoute));
    expect(contents(doc, 'meta[name="robots"]', 'content')).toEqual(['noindex']);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
