import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Prerenders every route of src/routes.ts into dist/ after the client build is
 * written, and before vite-plugin-pwa (closeBundle) builds the precache list.
 * Needs the server bundle built first: `vite build --ssr src/app/entry-server.tsx --outDir dist-ssr`.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
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
}

export const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'http://localhost:4173';

// Every page may only run code from this origin; see the security issue.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Output file of a route: '/' -> index.html, '/about' -> about/index.html. */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

function collectChunks(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) collectChunks(manifest, imp, seen);
}

/** <link> tags that let the browser fetch a route's page and layout chunks (and CSS) in parallel with the entry. */
function assetLinks(manifest: Manifest, sources: string[]): string {
  const entryKeys = new Set<string>();
  collectChunks(manifest, 'index.html', entryKeys);
  const keys = new Set<string>();
  for (const src of sources) collectChunks(manifest, src, keys);
  const links: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key]!;
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">`);
    if (!entryKeys.has(key)) links.push(`<link rel="modulepreload" href="/${chunk.file}">`);
  }
  return [...new Set(links)].join('\n    ');
}

function headFor(server: ServerEntry, route: ServerRoute, extra: string): string {
  const tags = [
    `<title>${escapeHtml(server.documentTitle(route))}</title>`,
    `<meta name="description" content="${escapeHtml(route.description)}">`,
    `<meta name="robots" content="${route.kind === 'dashboard' ? 'noindex, nofollow' : 'index, follow'}">`,
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<meta name="referrer" content="strict-origin-when-cross-origin">`,
    `<meta property="og:title" content="${escapeHtml(server.documentTitle(route))}">`,
    `<meta property="og:description" content="${escapeHtml(route.description)}">`,
    `<meta property="og:type" content="website">`,
  ];
  // The dashboard reads its sidebar cookie before first paint (no inline script: CSP).
  if (route.kind === 'dashboard') tags.push('<script src="/sidebar-state.js"></script>');
  if (extra) tags.push(extra);
  return tags.join('\n    ');
}

function page(template: string, head: string, marker: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"></div>')) {
    throw new Error('index.html is missing <!--app-head--> or <div id="root"></div>');
  }
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"></div>', () => `<div id="root" data-route="${escapeHtml(marker)}">${body}</div>`);
}

function write(outDir: string, file: string, content: string) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

export function prerender(options: { ssrEntry: string }): Plugin {
  let outDir = 'dist';
  let isSsr = false;
  return {
    name: 'northstar:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (isSsr) return;
      const ssrEntry = resolve(options.ssrEntry);
      if (!existsSync(ssrEntry)) throw new Error(`Prerender needs the server build at ${ssrEntry}; run "npm run build".`);
      const server = (await import(`${pathToFileURL(ssrEntry).href}?t=${Date.now()}`)) as ServerEntry;
      const manifestPath = join(outDir, '.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');

      const sourcesFor = (route: ServerRoute) => [server.pageSource(route), server.layoutSource[route.kind]!];
      // Links the template already has (the entry's own CSS) are not repeated.
      const linksFor = (route: ServerRoute) =>
        assetLinks(manifest, sourcesFor(route))
          .split('\n    ')
          .filter((tag) => !template.includes(`href="${/href="([^"]+)"/.exec(tag)?.[1]}"`))
          .join('\n    ');
      for (const route of server.routes) {
        const html = await server.render(route.path);
        const head = headFor(server, route, linksFor(route));
        write(outDir, htmlFileFor(route.path), page(template, head, route.path, html));
      }

      const nf = server.notFoundRoute;
      const notFoundHead = headFor(server, nf, linksFor(nf));
      write(outDir, '404.html', page(template, notFoundHead.replace('index, follow', 'noindex'), '*', await server.renderNotFound()));
      // The offline fallback for URLs that were not prerendered: the client renders whatever the URL names.
      const shellRoute = { ...nf, title: 'Loading', description: 'Northstar Growth' };
      write(outDir, 'shell.html', page(template, headFor(server, shellRoute, '').replace('index, follow', 'noindex'), '', ''));

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
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
