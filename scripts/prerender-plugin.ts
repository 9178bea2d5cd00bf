import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify, type Plugin } from 'vite';
import { contentSecurityPolicy, leadApiSources } from '../src/lib/csp';
import { ogFont, ogSvg, renderOgImage, OG_HEIGHT, OG_WIDTH } from './og-image';
import { brotliSize } from '../src/server/compression.mjs';
import { STATIC_CSP } from '../src/server/headers.mjs';
import { inlineScriptBlocks } from './lib/measure.mjs';
import { BELOW_FIRST_SCREEN } from './css-subset';
import { firstScreenInliner, inlineStyleBlocks, styleAttributes, cspHash, stylesheetInliner, toastStyleHashes } from './inline-css';
import { writeSearchIndex } from './search-index.ts';

/**
 * Prerenders every route of src/routes.ts into dist/ after the client build is
 * written, and before vite-plugin-pwa (closeBundle) builds the precache list.
 * Needs the server bundle built first: `vite build --ssr src/app/entry-server.tsx --outDir dist-ssr`.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;
interface ServerRoute {
  path: string;
  title: string;
  description: string;
  kind: 'site' | 'dashboard';
}
interface ServerEntry {
  routes: ServerRoute[];
  notFoundRoute: ServerRoute;
  documentTitle(route: ServerRoute): string;
  pageSource(route: ServerRoute): string;
  layoutSource: Record<string, string>;
  render(path: string): Promise<string>;
  renderNotFound(): Promise<string>;
  SITE_NAME: string;
  structuredData(route: ServerRoute, origin: string): unknown;
  rssFeed(origin: string): string;
  jsonFeed(origin: string): string;
  FEED_TITLE: string;
  renderOffline(): Promise<string>;
}

export const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'http://localhost:4173';

// Every page may only run code from this origin (src/lib/csp.ts is the one policy). Each page's
// policy also lists the hashes of its own inline style blocks, filled in once they are final.
const CSP_SLOT = '%%CSP%%';
// The lead API's origin when VITE_LEAD_ENDPOINT points elsewhere (nothing for the default path).
const connectSrc = leadApiSources(process.env.VITE_LEAD_ENDPOINT);

/** Scripts in public/ that pages load by name (no hash), minified into dist/. */
const PAGE_SCRIPTS = ['boot.js', 'head.js', 'start.js', 'first-screen.js'];
/**
 * The dashboard's one script before its first paint: head.js, its sidebar cookie and boot.js in
 * one file. Each script the page fetches before it paints costs the first paint a round trip on
 * a slow link (Lighthouse on /dashboard: FCP 1.06 -> 0.91 s, LCP 1.21 -> 1.06 s).
 */
const DASHBOARD_HEAD = { file: 'dashboard-head.js', parts: ['head.js', 'sidebar-state.js', 'boot.js'] };
/** Where a page's after-paint script goes (in every page's template: deferredLinks); finish() fills it, or empties it. */
const AFTER_PAINT_SLOT = '<!--after-paint-script-->';
/** Where the whole stylesheets of a page that inlines its first screen's rules go in its <noscript> (finish()). */
const NOSCRIPT_SLOT = '<!--noscript-sheets-->';

/**
 * A first response no larger than TCP's initial window (10 segments of 1,460 bytes, RFC 6928; Lighthouse
 * simulates the same) arrives in one round trip: a marketing page fetches its app's starter once
 * painted where only that keeps it within (finish()).
 */
const FIRST_WINDOW = 10 * 1460;
/** The response headers besides the policy, as `npm start` sends a page (450 bytes measured; the lengths vary by a few). */
const OTHER_HEADER_BYTES = 460;
/** Round trips a page's response takes on a new connection: the window doubles after each (slow start). */
function documentRoundTrips(html: string): number {
  const bytes = brotliSize(html) + `Content-Security-Policy: ${STATIC_CSP}\r\n`.length + OTHER_HEADER_BYTES;
  let trips = 0;
  for (let sent = 0, window = FIRST_WINDOW; sent < bytes; sent += window, window *= 2) trips++;
  return trips;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills a finished page's CSP <meta> with the hashes of its inline style blocks (plus the toasts' styles) and inline scripts. */
export function pagePolicy(html: string): string {
  const styleHashes = [...inlineStyleBlocks(html).map(cspHash), ...toastStyleHashes()];
  const scriptHashes = [...new Set(inlineScriptBlocks(html).map(cspHash))];
  return html.replace(CSP_SLOT, () => contentSecurityPolicy({ styleHashes, scriptHashes, connectSrc }));
}

/** Output file of a route: '/' -> index.html, '/about' -> about/index.html. */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

function collectChunks(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) collectChunks(manifest, imp, seen);
}

/**
 * Output files (JS and CSS) a set of source modules needs, with their static imports; plus the
 * stylesheets of the parts they load lazily (a deferred home section), which are prerendered
 * with them and must look right before their code arrives.
 */
function chunksFor(manifest: Manifest, sources: string[]): { js: string[]; css: string[] } {
  const keys = new Set<string>();
  for (const src of sources) collectChunks(manifest, src, keys);
  const js: string[] = [];
  const css: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.push(`/${file}`);
  }
  for (const src of sources) for (const lazy of manifest[src]?.dynamicImports ?? []) for (const file of manifest[lazy]?.css ?? []) css.push(`/${file}`);
  return { js, css };
}

/** What Vite put into the built index.html for the entry; taken out so each page can order it. */
interface EntryTags {
  template: string;
  entry: string;
  preloads: string[];
  css: string[];
}
function takeEntryTags(html: string): EntryTags {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('Built index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const css = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g)];
  let template = html;
  for (const m of [entry, ...preloads, ...css]) template = template.replace(m[0], '');
  return { template: deferredLinks(template), entry: entry[1]!, preloads: preloads.map((m) => m[1]!), css: css.map((m) => m[1]!) };
}

/**
 * Links that can wait for the first paint: the tab icon and the web manifest (Chromium fetches
 * both, and the manifest's icons, once the page has loaded, which can come before it paints) and
 * the icons' stylesheet (data-after-paint). Requests that end before the first paint count in
 * Lighthouse's LCP, each a round trip on a slow link. They go into an inert <template> that
 * public/head.js adds to the page once it has painted, and into <noscript> as they are. A data:
 * tab icon stands in meanwhile (without any, Chromium would ask for /favicon.ico). A marketing
 * page may add its app's starter to the template (finish(), headScripts; not to <noscript>: it is a script).
 */
export function deferredLinks(html: string): string {
  const links = [...html.matchAll(/<link\b[^>]*(?:\srel="(?:icon|manifest)"|\sdata-after-paint)[^>]*>\s*/g)].map((m) => m[0]);
  const kinds = ['rel="icon"', 'rel="manifest"', 'data-after-paint'];
  for (const kind of kinds) if (!links.some((link) => link.includes(kind))) throw new Error(`index.html has no <link ${kind}> to load after the first paint`);
  let template = html;
  for (const link of links) template = template.replace(link, '');
  const later = links.map((link) => link.trim().replace(/\sdata-after-paint(="[^"]*")?/, '').replace(/\s*\/>$/, '>')).join('');
  return template.replace('</head>', () => `<link rel="icon" href="data:,"><template id="after-paint">${AFTER_PAINT_SLOT}${later}</template><noscript>${NOSCRIPT_SLOT}${later}</noscript>\n  </head>`);
}

/**
 * When the app starts: marketing pages read complete without it, so there public/start.js starts it
 * at the visitor's first input or a hidden tab (and fetches its code once the page has painted);
 * the dashboard and the offline shell need it to show anything, so there public/boot.js starts it
 * once the first paint is on screen.
 */
type AppStart = 'intent' | 'painted' | 'shell';
const appStart = (route: ServerRoute): AppStart => (route.kind === 'site' ? 'intent' : 'painted');

/** A page's asset tags, and its head script (blocking: it runs before the first paint). */
interface Assets {
  tags: string;
  headScript: string;
  /**
   * A marketing page's scripts, fewest requests first: the head script (in place of `headScript`)
   * and what goes into <template id="after-paint"> (in place of AFTER_PAINT_SLOT), added once painted.
   */
  headScripts?: { head: string; afterPaint: string; firstScreen?: boolean }[];
}

const stylesheetLinks = (hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${href}">`);
const HEAD_SCRIPT = '<script src="/head.js"></script>';
/** Where a marketing page's head script goes: filled in by finish(). */
const HEAD_SLOT = '<!--head-script-->';

/**
 * Stylesheets (they gate the first paint), and the app's entry and chunks for the script that starts it.
 * A marketing page carries its head script (minified public/head.js) inline, its CSP allowing it by
 * hash, so its first paint waits for no request but the document; its app's starter
 * (public/start.js) inline after it, or fetched once the page has painted. Each costs the document
 * bytes, and a document beyond the first window costs a second round trip: finish() keeps the
 * first of `headScripts` whose document takes the fewest. A page past the first window anyway
 * keeps both inline: its second round trip carries them, where a fetched head script would add a third.
 * The last resort, for a long page still past it: only its first screen's rules inline, with
 * public/first-screen.js after head.js (scripts/inline-css.ts, firstScreenInliner).
 */
function assetTags(entry: EntryTags, chunks: { js: string[]; css: string[] }, start: AppStart, code: Record<string, string> = {}): Assets {
  const css = stylesheetLinks([...new Set([...entry.css, ...chunks.css])]);
  const preload = [...new Set([...entry.preloads, ...chunks.js])].filter((f) => f !== entry.entry);
  const data = (prefix: string) => `data-${prefix}entry="${entry.entry}" data-${prefix}preload="${preload.join(' ')}"`;
  const tags = css.join('\n    ');
  if (start === 'intent') {
    const [head, starter, firstScreen] = [code['head.js'], code['start.js'], code['first-screen.js']];
    if (!head || !starter || !firstScreen || /<\/script/i.test(head + starter + firstScreen)) throw new Error('An inline page script is missing or would end its <script> element early');
    return {
      tags,
      headScript: HEAD_SLOT,
      headScripts: [
        { head: `<script ${data('')}>${head}\n;${starter}</script>`, afterPaint: '' },
        { head: `<script>${head}</script>`, afterPaint: `<script src="/start.js" ${data('')}></script>` },
        { head: `<script>${head}\n;${firstScreen}</script>`, afterPaint: `<script src="/start.js" ${data('')}></script>`, firstScreen: true },
      ],
    };
  }
  if (start === 'painted') return { tags, headScript: `<script src="/${DASHBOARD_HEAD.file}" ${data('boot-')}></script>` };
  return { tags: [...css, `<script src="/boot.js" ${data('boot-')} defer></script>`].join('\n    '), headScript: HEAD_SCRIPT };
}

/** Social preview image of a route: '/' -> /og/home.png, '/services/x' -> /og/services-x.png. */
export const ogImageFor = (path: string) => `/og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.png`;

/** JSON-LD as a data block: '<' escaped so no text can close the element. */
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Sharing previews (Open Graph, Twitter card), canonical URL, feeds and structured data. */
function shareTags(server: ServerEntry, route: ServerRoute, canonical: boolean): string[] {
  const title = escapeHtml(server.documentTitle(route));
  const description = escapeHtml(route.description);
  const url = `${SITE_ORIGIN}${route.path}`;
  const image = `${SITE_ORIGIN}${ogImageFor(route.path)}`;
  // Values as they go into the attribute (escaped where they come from content).
  const openGraph = {
    type: route.path.startsWith('/blog/') && !route.path.startsWith('/blog/category/') ? 'article' : 'website',
    site_name: escapeHtml(server.SITE_NAME),
    title,
    description,
    url,
    image,
    'image:width': OG_WIDTH,
    'image:height': OG_HEIGHT,
    'image:alt': title,
  };
  // X reads the title, description and image from Open Graph when its own tags are absent (its
  // card markup docs): only the card type is its own.
  const twitter = { card: 'summary_large_image' };
  return [
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    ...Object.entries(openGraph).map(([key, value]) => `<meta property="og:${key}" content="${value}">`),
    ...Object.entries(twitter).map(([key, value]) => `<meta name="twitter:${key}" content="${value}">`),
    ...(route.kind === 'site'
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(server.FEED_TITLE)}" href="/blog/rss.xml">`,
          `<link rel="alternate" type="application/feed+json" title="${escapeHtml(server.FEED_TITLE)}" href="/blog/feed.json">`,
        ]
      : []),
    jsonLd(server.structuredData(route, SITE_ORIGIN)),
  ];
}

/** `canonical` only for pages of the route table (not the 404 page or the offline shell). */
function headFor(server: ServerEntry, route: ServerRoute, assets: Assets, canonical = false): string {
  const tags = [
    // The policy comes first: a meta CSP only governs what follows it. (The referrer policy is a
    // header, src/server/headers.mjs, and the browsers' default anyway: no <meta> for it.)
    `<meta http-equiv="Content-Security-Policy" content="${CSP_SLOT}">`,
    `<title>${escapeHtml(server.documentTitle(route))}</title>`,
  ];
  // Before the first paint (a blocking script, about 0.6 KB brotli): sets <html data-theme>, so a dark
  // page never flashes light, adds what waits for the paint once painted, and keeps input made before
  // the app runs (inline on marketing pages that fit the first window, with or without their app's
  // starter: assetTags). The dashboard's also reads its sidebar cookie and starts its app once painted.
  tags.push(assets.headScript);
  if (assets.tags) tags.push(assets.tags);
  tags.push(
    `<meta name="description" content="${escapeHtml(route.description)}">`,
    `<meta name="robots" content="${route.kind === 'dashboard' ? 'noindex, nofollow' : 'index, follow'}">`,
    ...shareTags(server, route, canonical),
  );
  return tags.join('\n    ');
}

/**
 * Chromium may paint a page before its parser has reached the hero (the header alone), which
 * makes the headline a second, later "largest paint". Holding rendering until the page's h1
 * has been parsed makes the first paint show it. Pages whose h1 has no id get no hold.
 */
export function renderHoldFor(body: string): string {
  const id = /<h1\b[^>]*\bid="([^"]+)"/.exec(body)?.[1];
  return id ? `\n    <link rel="expect" href="#${id}" blocking="render">` : '';
}

function page(template: string, head: string, marker: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"></div>')) {
    throw new Error('index.html is missing <!--app-head--> or <div id="root"></div>');
  }
  return template
    .replace('<!--app-head-->', () => head + renderHoldFor(body))
    .replace('<div id="root"></div>', () => `<div id="root" data-route="${escapeHtml(marker)}">${body}</div>`);
}

function write(outDir: string, file: string, content: string | Buffer) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

export function prerender(options: { ssrEntry: string }): Plugin {
  let outDir = 'dist';
  let isSsr = false;
  // Which feature's source modules each output chunk contains (for the budget check).
  const chunkFeatures: Record<string, string[]> = {};
  return {
    name: 'northstar:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (isSsr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const features = new Set<string>();
        for (const id of chunk.moduleIds) {
          if (/[\\/]src[\\/]dashboard[\\/]/.test(id)) features.add('dashboard');
          if (/[\\/]src[\\/]site[\\/]|keen-slider/.test(id)) features.add('site');
        }
        chunkFeatures[chunk.fileName] = [...features];
      }
    },
    async writeBundle() {
      if (isSsr) return;
      const ssrEntry = resolve(options.ssrEntry);
      if (!existsSync(ssrEntry)) throw new Error(`Prerender needs the server build at ${ssrEntry}; run "npm run build".`);
      const server = (await import(`${pathToFileURL(ssrEntry).href}?t=${Date.now()}`)) as ServerEntry;
      const manifestPath = join(outDir, '.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const entry = takeEntryTags(readFileSync(join(outDir, 'index.html'), 'utf8'));
      const template = entry.template;

      // public/ keeps the commented sources of the small page scripts; dist/ gets them minified
      // (each page loads them, so their bytes count as first-load JS).
      const minifyTo = async (file: string, code: string) => {
        const result = await minify(file, code, { compress: true, mangle: true });
        if (result.errors.length) throw new Error(`Minifying ${file} failed: ${result.errors.map((e) => e.message).join('; ')}`);
        writeFileSync(join(outDir, file), result.code);
        return result.code;
      };
      // Each part stays a function of its own (they read document.currentScript as they start).
      await minifyTo(DASHBOARD_HEAD.file, DASHBOARD_HEAD.parts.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n;\n'));
      rmSync(join(outDir, 'sidebar-state.js'));
      const minified: Record<string, string> = {};
      for (const file of PAGE_SCRIPTS) minified[file] = await minifyTo(file, readFileSync(join(outDir, file), 'utf8'));
      // Only ever inline (finish()); it hides what BELOW_FIRST_SCREEN names, so the two must agree.
      rmSync(join(outDir, 'first-screen.js'));
      if (!minified['first-screen.js']!.includes(`:is(${BELOW_FIRST_SCREEN})`)) throw new Error(`public/first-screen.js must hide :is(${BELOW_FIRST_SCREEN}) (scripts/css-subset.ts)`);
      const sourcesFor = (route: ServerRoute) => [server.pageSource(route), server.layoutSource[route.kind]!];
      const linksFor = (route: ServerRoute) => assetTags(entry, chunksFor(manifest, sourcesFor(route)), appStart(route), minified);
      const inlineCss = stylesheetInliner(outDir);
      const inlineFirstScreen = firstScreenInliner(outDir);
      const problems: string[] = [];
      /**
       * Inlines a prerendered page's stylesheets, then fills its CSP with the hashes of its style blocks.
       * Of the entry's stylesheet only the part its markup uses goes in; the app adds the whole sheet
       * before it renders (scripts/inline-css.ts).
       */
      const finish = (file: string, html: string, options: { inlineCss: boolean; headScripts?: Assets['headScripts'] }) => {
        for (const attr of styleAttributes(html)) problems.push(`${file}: a style="" attribute would be blocked by the CSP: ${attr}`);
        const styled = options.inlineCss ? inlineCss(html, entry.css) : html;
        const render = (page: string, head: string, afterPaint: string, noscript = '') => {
          const final = pagePolicy(page.replace(HEAD_SLOT, () => head).replace(AFTER_PAINT_SLOT, () => afterPaint).replace(NOSCRIPT_SLOT, () => noscript));
          return { html: final, trips: documentRoundTrips(final) };
        };
        const scripts = options.headScripts ?? [{ head: HEAD_SLOT, afterPaint: '' }];
        const variants = scripts.filter((v) => !v.firstScreen).map(({ head, afterPaint }) => render(styled, head, afterPaint));
        // The last resort, for a long page still past the first round trip: its first screen's rules
        // inline, its whole sheets added once painted (and at once, without scripts).
        const partial = scripts.find((v) => v.firstScreen);
        const firstScreen = partial && options.inlineCss && Math.min(...variants.map((v) => v.trips)) > 1 ? inlineFirstScreen(html) : null;
        if (partial && firstScreen) {
          const later = (attrs: string) => firstScreen.later.map((href) => `<link rel="stylesheet" href="${href}"${attrs}>`).join('');
          variants.push(render(firstScreen.html, partial.head, later(' crossorigin data-whole') + partial.afterPaint, later('')));
        }
        const fewest = Math.min(...variants.map((v) => v.trips));
        write(outDir, file, variants.find((v) => v.trips === fewest)!.html);
      };
      const rendered = [];
      for (const route of server.routes) {
        const html = await server.render(route.path);
        const assets = linksFor(route);
        const head = headFor(server, route, assets, true);
        finish(htmlFileFor(route.path), page(template, head, route.path, html), { inlineCss: true, headScripts: assets.headScripts });
        rendered.push({ ...route, html });
      }
      // Site search indexes what was just rendered (scripts/search-index.ts).
      writeSearchIndex(outDir, rendered);

      const nf = server.notFoundRoute;
      const notFoundAssets = linksFor(nf);
      const notFoundHead = headFor(server, nf, notFoundAssets);
      finish('404.html', page(template, notFoundHead.replace('index, follow', 'noindex'), '*', await server.renderNotFound()), { inlineCss: true, headScripts: notFoundAssets.headScripts });
      // The offline fallback for URLs that were not prerendered: the client renders whatever the URL names.
      // It has no markup to style yet, so its stylesheet stays a normal, blocking one.
      const shellRoute = { ...nf, title: 'Loading', description: 'Northstar Growth' };
      const shellHead = headFor(server, shellRoute, assetTags(entry, { js: [], css: [] }, 'shell')).replace('index, follow', 'noindex');
      finish('shell.html', page(template, shellHead, '', ''), { inlineCss: false });
      // What the service worker answers for a navigation it cannot serve offline: a blocking
      // stylesheet and no app scripts (the app would route the URL it stands in for).
      const offlineRoute = { ...nf, title: 'You are offline', description: 'Northstar Growth works offline; this address needs a connection.' };
      const offlineCss = { tags: stylesheetLinks(entry.css).join('\n    '), headScript: HEAD_SCRIPT };
      const offlineHead = headFor(server, offlineRoute, offlineCss).replace('index, follow', 'noindex');
      finish('offline.html', page(template, offlineHead, 'offline', await server.renderOffline()), { inlineCss: false });
      if (problems.length) throw new Error(`Prerendered markup the CSP would break:\n  ${problems.join('\n  ')}`);

      // One preview image per route (and the 404 page); not precached (see scripts/pwa-config.ts).
      const font = ogFont();
      for (const route of [...server.routes, nf]) {
        const label = route.kind === 'dashboard' ? 'Demo admin dashboard' : route.path === '/' ? 'B2B lead generation' : route.path.split('/')[1]!.replace(/-/g, ' ');
        write(outDir, ogImageFor(route.path).slice(1), renderOgImage(ogSvg(route.title, server.SITE_NAME, label), font));
      }
      write(outDir, 'blog/rss.xml', server.rssFeed(SITE_ORIGIN));
      write(outDir, 'blog/feed.json', server.jsonFeed(SITE_ORIGIN));

      const publicRoutes = server.routes.filter((r) => r.kind === 'site');
      write(
        outDir,
        'sitemap.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${publicRoutes
          .map((r) => `  <url><loc>${SITE_ORIGIN}${r.path}</loc></url>`)
          .join('\n')}\n</urlset>\n`,
      );
      write(outDir, 'robots.txt', `User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
      // The chunk manifest is kept beside the server bundle (for the budget check), not in dist/.
      renameSync(manifestPath, `${resolve(options.ssrEntry, '..')}/client-manifest.json`);
      writeFileSync(`${resolve(options.ssrEntry, '..')}/chunk-features.json`, `${JSON.stringify(chunkFeatures, null, 1)}\n`);
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
