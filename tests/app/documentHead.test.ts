import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentHead } from '../../src/app/documentHead';
import { routes } from '../../src/routes';

const route = (path: string) => routes.find((r) => r.path === path)!;

describe('document head after a client-side navigation', () => {
  afterEach(() => document.head.replaceChildren());

  it('names the new page in title, description, robots and canonical, keeping the public origin', () => {
    const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: 'https://northstar.example/' });
    document.head.append(link);
    applyDocumentHead(route('/about'));
    expect(document.title).toBe('About | Northstar Growth');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(route('/about').description);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://northstar.example/about');

    applyDocumentHead(route('/dashboard'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://northstar.example/dashboard');
  });
});
