import { allArticles, type Article } from '../content/articles';
import { company } from '../content/company';
import { jobs, type Job } from '../content/jobs';
import { menuLabelOf, serviceCatalog } from '../content/services/catalog';
import { serviceDescriptions } from '../content/services/descriptions';
import { routeDescription, type DescribedRoute } from '../routeDescriptions';
import { routes, type RouteDef } from '../routes';

/**
 * Structured data (schema.org JSON-LD) and feeds, derived from the route table and the content
 * modules at build time: nothing here is written by hand per page.
 */
type Json = Record<string, unknown>;

const byPath = new Map(routes.map((r) => [r.path, r]));
// Articles and jobs may carry a slug (their pages' URLs); until they do, their id names them.
const slugOf = (item: { id: string; slug?: string }) => item.slug ?? item.id;

export function organization(origin: string): Json {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    foundingDate: String(company.founded),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: company.teamSize },
  };
}

// The page itself is named by the route given (the prerender's, with a content page's own title);
// the browser's table names content pages only by their kind.
function breadcrumbs(route: RouteDef, origin: string): Json | null {
  const parts = route.path.split('/').filter(Boolean);
  if (parts.length < 2) return null;
  const items: { name: string; path: string }[] = [{ name: 'Home', path: '/' }];
  for (let i = 1; i < parts.length; i++) {
    const path = `/${parts.slice(0, i).join('/')}`;
    const known = byPath.get(path);
    if (known) items.push({ name: known.title, path });
  }
  items.push({ name: route.title, path: route.path });
  if (items.length < 3) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: `${origin}${item.path === '/' ? '/' : item.path}` })),
  };
}

function article(route: DescribedRoute, origin: string): Json | null {
  const slug = route.params?.slug;
  if (!slug || !route.path.startsWith('/blog/') || route.path.startsWith('/blog/category/')) return null;
  const found: Article | undefined = allArticles.find((a) => slugOf(a) === slug);
  return {
    '@type': 'BlogPosting',
    headline: route.title,
    description: route.description,
    url: `${origin}${route.path}`,
    mainEntityOfPage: `${origin}${route.path}`,
    ...(found && { datePublished: found.date, author: { '@type': 'Person', name: found.author }, image: `${origin}${found.image}` }),
    publisher: { '@id': `${origin}/#organization` },
  };
}

function jobPosting(route: RouteDef, origin: string): Json | null {
  const slug = route.params?.slug;
  if (!slug || !route.path.startsWith('/careers/')) return null;
  const job: (Job & { slug?: string; posted?: string }) | undefined = jobs.find((j) => slugOf(j) === slug);
  if (!job) return null;
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: `${origin}${route.path}`,
    employmentType: job.type === 'Full-time' ? 'FULL_TIME' : 'PART_TIME',
    // Remote, but only from the countries the company works in (jobBenefits), which the site does
    // not list: so no applicantLocationRequirements rather than a wider one ("Worldwide" was not a country either).
    jobLocationType: 'TELECOMMUTE',
    hiringOrganization: { '@id': `${origin}/#organization`, '@type': 'Organization', name: company.name },
    ...(job.posted && { datePosted: job.posted }),
  };
}

function service(route: RouteDef, origin: string): Json | null {
  const entry = serviceCatalog.find((s) => `/services/${s.slug}` === route.path);
  if (!entry) return null;
  return {
    '@type': 'Service',
    name: entry.title,
    description: serviceDescriptions[entry.slug],
    url: `${origin}${route.path}`,
    serviceType: menuLabelOf(entry),
    provider: { '@id': `${origin}/#organization` },
  };
}

/** The JSON-LD graph of one page: Organization always, then what the page is. */
/** `route` as the prerender writes it: with the page's own title and description (app/contentHeads.ts). */
export function structuredData(route: DescribedRoute, origin: string): Json {
  const graph = [organization(origin), service(route, origin), article(route, origin), jobPosting(route, origin), breadcrumbs(route, origin)].filter(Boolean);
  return { '@context': 'https://schema.org', '@graph': graph };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every article (the featured one too), newest first; each links to its page when it has one, or to the blog. */
function feedItems(origin: string) {
  return [...allArticles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((a) => {
      const path = `/blog/${slugOf(a)}`;
      const url = `${origin}${byPath.has(path) ? path : '/blog'}`;
      return { id: `${origin}/blog#${a.id}`, url, title: a.title, summary: a.excerpt, date: new Date(`${a.date}T00:00:00Z`), author: a.author };
    });
}

export const FEED_TITLE = `${company.name} Blog`;

const blogDescription = () => {
  const blog = byPath.get('/blog');
  return blog ? routeDescription(blog) : FEED_TITLE;
};

/** RSS 2.0 feed of the blog. */
export function rssFeed(origin: string): string {
  const items = feedItems(origin)
    .map(
      (i) =>
        `    <item>\n      <title>${xml(i.title)}</title>\n      <link>${xml(i.url)}</link>\n      <guid isPermaLink="false">${xml(i.id)}</guid>\n      <description>${xml(i.summary)}</description>\n      <pubDate>${i.date.toUTCString()}</pubDate>\n      <dc:creator>${xml(i.author)}</dc:creator>\n    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(FEED_TITLE)}</title>
    <link>${origin}/blog</link>
    <description>${xml(blogDescription())}</description>
    <language>en</language>
    <atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

/** JSON Feed 1.1 of the blog. */
export function jsonFeed(origin: string): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: FEED_TITLE,
      home_page_url: `${origin}/blog`,
      feed_url: `${origin}/blog/feed.json`,
      description: blogDescription(),
      language: 'en',
      items: feedItems(origin).map((i) => ({ id: i.id, url: i.url, title: i.title, summary: i.summary, content_text: i.summary, date_published: i.date.toISOString(), authors: [{ name: i.author }] })),
    },
    null,
    2,
  )}\n`;
}
