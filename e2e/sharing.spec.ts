import { routes } from './support/builtRoutes';
import { expect, test } from './support/fixtures';

const meta = (html: string, attr: 'property' | 'name', key: string) => new RegExp(`<meta ${attr}="${key.replace(/[+:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

test('every route has sharing meta, a 1200x630 preview image and JSON-LD that parses', async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const image = meta(html, 'property', 'og:image');
    expect(image, route.path).toBeTruthy();
    for (const key of ['og:title', 'og:description', 'og:url']) expect(meta(html, 'property', key), `${route.path} ${key}`).toBeTruthy();
    // X's card: its type, and the rest from Open Graph (X falls back to og:title, og:description, og:image).
    expect(meta(html, 'name', 'twitter:card'), route.path).toBe('summary_large_image');
    for (const key of ['twitter:title', 'twitter:description', 'twitter:image']) expect(meta(html, 'name', key), `${route.path} ${key}: Open Graph's`).toBeUndefined();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+">/);
    // The PNG's own header: signature, then the IHDR chunk's width and height.
    const png = await (await request.get(new URL(image!).pathname)).body();
    expect(png.subarray(1, 4).toString('latin1'), route.path).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], route.path).toEqual([1200, 630]);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@graph': { '@type': string }[] });
    expect(blocks.length, route.path).toBe(1);
    expect(blocks[0]!['@graph'].map((n) => n['@type']), route.path).toContain('Organization');
  }
});

test('the blog feeds are linked from the blog and are valid RSS 2.0 and JSON Feed', async ({ page, request }) => {
  await page.goto('/blog');
  const links = await page.locator('link[rel="alternate"]').evaluateAll((els) => els.map((el) => [el.getAttribute('type'), el.getAttribute('href')]));
  expect(links).toEqual([['application/rss+xml', '/blog/rss.xml'], ['application/feed+json', '/blog/feed.json']]);
  const rss = await (await request.get('/blog/rss.xml')).text();
  const items = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return doc.querySelector('parsererror') ? null : [...doc.querySelectorAll('rss[version="2.0"] channel item title')].map((t) => t.textContent);
  }, rss);
  expect(items?.length).toBeGreaterThanOrEqual(6);
  const feed = (await (await request.get('/blog/feed.json')).json()) as { version: string; items: { title: string }[] };
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  expect(feed.items.map((i) => i.title).sort()).toEqual([...items!].sort());
});
