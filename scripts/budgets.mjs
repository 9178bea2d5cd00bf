// Budget check (run by npm test). Fails when:
//  - a marketing route's first-load JS (entry + modulepreloads in its HTML) exceeds 90 KB gzip;
//  - a route loads the other feature's code (marketing <-> dashboard), directly or through preloads;
//  - the precache exceeds 1.5 MB;
//  - any file in dist/ references another origin for a resource (script, style, image, font, fetch).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadRoutes } from './lib/routes.mjs';
import { kb, pageAssets, precacheEntries, sizeOf, walk } from './lib/measure.mjs';

export const BUDGETS = { marketingFirstLoadJsGzip: 90 * 1024, precacheBytes: 1.5 * 1024 * 1024 };

const buildDir = process.env.BUILD_DIR ?? 'dist';
const routes = await loadRoutes(buildDir);
const failures = [];

// Which features' source modules each output chunk contains (written by the prerender plugin).
const chunkFeatures = JSON.parse(readFileSync(`${buildDir}-ssr/chunk-features.json`, 'utf8'));

const rows = [];
for (const route of routes) {
  const { js, css } = pageAssets(buildDir, route.path);
  const jsSize = sizeOf(buildDir, js);
  const cssSize = sizeOf(buildDir, css);
  rows.push({ route: route.path, kind: route.kind, 'JS gzip': kb(jsSize.gz), 'CSS gzip': kb(cssSize.gz), files: js.length });
  if (route.kind === 'site' && jsSize.gz > BUDGETS.marketingFirstLoadJsGzip) {
    failures.push(`${route.path}: first-load JS ${kb(jsSize.gz)} gzip exceeds ${kb(BUDGETS.marketingFirstLoadJsGzip)}`);
  }
  const other = route.kind === 'site' ? 'dashboard' : 'site';
  for (const file of js) {
    if (chunkFeatures[file]?.includes(other)) failures.push(`${route.path} (${route.kind}) loads ${other} code: ${file} contains modules of src/${other}/`);
  }
}
console.table(rows);

const precache = precacheEntries(buildDir);
const precacheBytes = precache.reduce((sum, e) => sum + e.bytes, 0);
console.log(`precache: ${precache.length} files, ${kb(precacheBytes)} (budget ${kb(BUDGETS.precacheBytes)})`);
if (precache.some((e) => !e.file)) failures.push(`precache lists files missing from ${buildDir}: ${precache.filter((e) => !e.file).map((e) => e.url).join(', ')}`);
if (precacheBytes > BUDGETS.precacheBytes) failures.push(`precache ${kb(precacheBytes)} exceeds ${kb(BUDGETS.precacheBytes)}`);

// Resource references to another origin. Plain links (<a href>) and XML namespaces are not resources.
const external = [
  /<(?:script|img|source|iframe|video|audio|embed)\b[^>]*\ssrcs?e?t?=["']\s*(?:https?:)?\/\/[^"']+/gi,
  /<link\b[^>]*rel=["'](?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest|prefetch|preconnect|dns-prefetch)["'][^>]*href=["']\s*(?:https?:)?\/\/[^"']+/gi,
  /url\(\s*["']?(?:https?:)?\/\/[^)"']+/gi,
  /@import\s+(?:url\()?["']?(?:https?:)?\/\/[^"')]+/gi,
  /\bimport\s*\(\s*["'](?:https?:)?\/\/[^"']+/gi,
  /\b(?:fetch|importScripts|new\s+Worker|sendBeacon)\s*\(\s*["'`](?:https?:)?\/\/[^"'`]+/gi,
  /"src"\s*:\s*"(?:https?:)?\/\/[^"]+"/gi,
];
for (const file of walk(buildDir)) {
  if (!/\.(html|css|js|webmanifest|json|svg)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const re of external) {
    for (const m of text.matchAll(re)) failures.push(`${relative(buildDir, file)} references another origin: ${m[0].slice(0, 120)}`);
  }
}

if (failures.length) {
  console.error(`\nbudgets: ${failures.length} failure(s)\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('budgets: all within limits');
