import { describe, expect, it } from 'vitest';
import { allArticles as articles } from '../../src/content/articles';
import { jobBenefits } from '../../src/content/jobBenefits';
import { jobs } from '../../src/content/jobs';
import { serviceCatalog } from '../../src/content/services/catalog';
import { serviceDescriptions } from '../../src/content/services/descriptions';
import { jsonFeed, rssFeed, structuredData } from '../../src/app/structuredData';
import { withHead } from '../../src/app/contentHeads';
import { routes as clientRoutes } from '../../src/routes';

// As the prerender sees them: content pages carry their own title and description.
const routes = clientRoutes.map(withHead);

const ORIGIN = 'https://example.test';
type Node = Record<string, unknown> & { '@type': string };
const graphOf = (path: string) => {
  const route = routes.find((r) => r.path === path)!;
  const data = structuredData(route, ORIGIN) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
};
const ofType = (graph: Node[], type: string) => graph.filter((n) => n['@type'] === type);

describe('structured data (JSON-LD) of every page', () => {
  it('names the Organization on every route, with its URL and logo', () => {
    for (const route of routes) {
      const [org] = ofType(graphOf(route.path), 'Organization');
      expect(org, route.path).toMatchObject({ name: 'Northstar Growth', url: `${ORIGIN}/`, logo: `${ORIGIN}/icons/icon-512.png`, '@id': `${ORIGIN}/#organization` });
    }
  });

  it('describes every service page as a Service provided by the Organization', () => {
    for (const entry of serviceCatalog) {
      const [service] = ofType(graphOf(`/services/${entry.slug}`), 'Service');
      expect(service).toMatchObject({ name: entry.title, description: serviceDescriptions[entry.slug], url: `${ORIGIN}/services/${entry.slug}`, provider: { '@id': `${ORIGIN}/#organization` } });
    }
    expect(ofType(graphOf('/about'), 'Service')).toEqual([]);
  });

  it('gives nested pages a BreadcrumbList from Home down to the page, positions in order', () => {
    const [crumbs] = ofType(graphOf(`/services/${serviceCatalog[0]!.slug}`), 'BreadcrumbList') as unknown as [{ itemListElement: { position: number; name: string; item: string }[] }];
    expect(crumbs.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'Home', item: `${ORIGIN}/` });
    expect(crumbs.itemListElement[1]).toMatchObject({ name: 'Services', item: `${ORIGIN}/services` });
    expect(crumbs.itemListElement[2]!.item).toBe(`${ORIGIN}/services/${serviceCatalog[0]!.slug}`);
    expect(ofType(graphOf('/about'), 'BreadcrumbList')).toEqual([]);
  });

  it('marks every article page as a BlogPosting and every job page as a JobPosting', () => {
    const articleRoutes = routes.filter((r) => r.params?.slug && r.path.startsWith('/blog/') && !r.path.startsWith('/blog/category/'));
    expect(articleRoutes).toHaveLength(articles.length);
    for (const route of articleRoutes) {
      const article = articles.find((a) => `/blog/${a.id}` === route.path)!;
      expect(ofType(graphOf(route.path), 'BlogPosting')[0], route.path).toMatchObject({ headline: article.title, author: { name: article.author }, datePublished: article.date, url: `${ORIGIN}${route.path}` });
    }
    const jobRoutes = routes.filter((r) => r.page === 'site/pages/JobPage');
    expect(jobRoutes.length).toBeGreaterThan(0);
    for (const route of jobRoutes) {
      expect(ofType(graphOf(route.path), 'JobPosting')[0], route.path).toMatchObject({ title: route.title, description: expect.any(String), hiringOrganization: { name: 'Northstar Growth' }, jobLocationType: 'TELECOMMUTE' });
    }
  });

  it('a JobPosting limits applicants to no place other than the job page names', () => {
    // The page says where you may work from: its location, and the benefits' "remote in any of our N countries".
    const pageText = [...jobs.map((j) => j.location), ...jobBenefits].join(' ');
    for (const route of routes.filter((r) => r.page === 'site/pages/JobPage')) {
      const [posting] = ofType(graphOf(route.path), 'JobPosting') as [Node & { applicantLocationRequirements?: { name: string } | { name: string }[] }];
      const places = [posting.applicantLocationRequirements ?? []].flat();
      for (const place of places) expect(pageText, `${route.path}: ${place.name}`).toContain(place.name);
    }
  });

  it('names a content page in its breadcrumbs by its own title, under its section', () => {
    const route = routes.find((r) => r.page === 'site/pages/CaseStudyPage')!;
    const [crumbs] = ofType(graphOf(route.path), 'BreadcrumbList') as unknown as [{ itemListElement: { name: string; item: string }[] }];
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Case Studies', route.title]);
    expect(route.title).not.toBe('Case Study');
  });

  it('serialises to JSON that parses back to the same graph', () => {
    for (const route of routes) expect(JSON.parse(JSON.stringify(structuredData(route, ORIGIN)))).toEqual(structuredData(route, ORIGIN));
  });
});

describe('blog feeds', () => {
  it('RSS 2.0 lists every article, newest first, with escaped text', () => {
    const rss = rssFeed(ORIGIN);
    const doc = new DOMParser().parseFromString(rss, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(articles.length);
    expect(items.map((i) => i.querySelector('title')!.textContent).sort()).toEqual(articles.map((a) => a.title).sort());
    const dates = items.map((i) => Date.parse(i.querySelector('pubDate')!.textContent!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('JSON Feed 1.1 lists every article with a URL on this site', () => {
    const feed = JSON.parse(jsonFeed(ORIGIN)) as { version: string; items: { url: string; title: string; date_published: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items).toHaveLength(articles.length);
    for (const item of feed.items) {
      expect(item.url.startsWith(`${ORIGIN}/blog`)).toBe(true);
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
  });
});
