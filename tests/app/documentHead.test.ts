import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentHead } from '../../src/app/documentHead';
import { routeDescription } from '../../src/routeDescriptions';
import { routes } from '../../src/routes';

const route = (path: string) => routes.find((r) => r.path === path)!;
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('document head after a client-side navigation', () => {
  afterEach(() => document.head.replaceChildren());

  it('names the new page in title, description, robots and canonical, keeping the public origin', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: 'https://northstar.example/' });
    document.head.append(link);
    await applyDocumentHead(route('/about'));
    expect(document.title).toBe('About | Northstar Growth');
    expect(description()).toBe(routeDescription(route('/about')));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://northstar.example/about');

    await applyDocumentHead(route('/dashboard'));
    expect(description()).toBe('Dashboard in the Northstar Growth demo admin area (sample data).');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://northstar.example/dashboard');
  });

  it('keeps the description of the last page when navigations overlap', async () => {
    const first = applyDocumentHead(route('/services/cold-calling'));
    const last = applyDocumentHead(route('/careers'));
    await Promise.all([first, last]);
    expect(document.title).toBe('Careers | Northstar Growth');
    expect(description()).toBe(routeDescription(route('/careers')));
  });

  it('leaves a content page\'s own title and description to the page (the table names only its kind)', () => {
    const article = routes.find((r) => r.page === 'site/pages/ArticlePage')!;
    document.title = 'The Pipeline Math Every B2B Founder Should Know | Northstar Growth';
    applyDocumentHead(article);
    expect(document.title).toBe('The Pipeline Math Every B2B Founder Should Know | Northstar Growth');
  });
});
