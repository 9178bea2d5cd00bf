import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../scripts/lib/measure.mjs';
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

  // A marketing page's starter (public/start.js) is inline after head.js, or waits in the template
  // head.js adds once the page has painted (prerender-plugin.ts, headScripts); the dashboard's head
  // script starts its app. Each names the entry, which must exist.
  it.each(routes.map((r) => [r.path, r] as const))('%s: names its app\'s entry once, on the script that starts it', (path, route) => {
    const doc = parse(readBuilt(builtFile(path)));
    const site = route.kind === 'site';
    const later = doc.querySelector<HTMLTemplateElement>('template#after-paint')!.content;
    const starters = site ? [...doc.querySelectorAll('head > script[data-entry]'), ...later.querySelectorAll('script[data-entry]')] : [...doc.querySelectorAll('head > script[data-boot-entry]')];
    expect(starters).toHaveLength(1);
    expect(doc.querySelectorAll('body script[data-entry], noscript script')).toHaveLength(0);
    const starter = starters[0]!;
    if (site) expect([null, '/start.js']).toContain(starter.getAttribute('src'));
    if (starter.getAttribute('src') === '/start.js') expect(starter.parentNode).toBe(later); // after the paint
    const entry = starter.getAttribute(site ? 'data-entry' : 'data-boot-entry') ?? '';
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(existsSync(join(dist, entry))).toBe(true);
    expect(pageAssets(dist, path).js).toContain(entry.slice(1)); // as the bench counts it
  });

  it('404 page: its own title, kept out of search results, no canonical', () => {
    const doc = parse(readBuilt(`${dist}/404.html`));
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe(documentTitle(notFoundRoute));
    expect(contents(doc, 'meta[name="robots"]', 'content')).toEqual(['noindex']);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
