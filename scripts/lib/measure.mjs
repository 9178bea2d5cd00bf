// Sizes of what each prerendered page loads, read from the build output (deterministic),
// and the median that the benchmark and the Lighthouse table use.
// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** @param {Buffer} buf */
export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
/** @param {Buffer} buf */
export const brotliSize = (buf) => brotliCompressSync(buf).length;

/**
 * Text of every inline script a page runs (JSON-LD and other data blocks run nothing, and a policy
 * ignores them): what its CSP allows by hash, and first-load JS that comes with the HTML.
 * @param {string} html
 */
export const inlineScriptBlocks = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=|\stype="application\/(ld\+)?json"/.test(/** @type {string} */ (m[1])))
    .map((m) => /** @type {string} */ (m[2]));

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (/** @type {readonly number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[mid]) : (/** @type {number} */ (sorted[mid - 1]) + /** @type {number} */ (sorted[mid])) / 2;
};

/** @param {string} path */
export const htmlFileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Scripts and stylesheets a page's HTML asks for before any interaction (entry, modulepreloads, CSS). */
/** @param {string} distDir @param {string} path */
export function pageAssets(distDir, path) {
  const html = readFileSync(join(distDir, htmlFileFor(path)), 'utf8');
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const m of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) js.add(String(m[1]));
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)) js.add(String(m[1]));
  // The starter of a marketing page (inline or start.js), dashboard-head.js or boot.js
  // (the shell) names the entry and its chunks.
  const boot = /<script (?:src="\/[\w-]+\.js" )?data-(?:boot-)?entry="\/([^"]+)" data-(?:boot-)?preload="([^"]*)"/.exec(html);
  if (boot) {
    js.add(String(boot[1]));
    for (const href of String(boot[2]).split(' ').filter(Boolean)) js.add(href.replace(/^\//, ''));
  }
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)) css.add(String(m[1]));
  return { html, js: [...js], css: [...css] };
}

/** @param {string} distDir @param {readonly string[]} files */
export function sizeOf(distDir, files) {
  let raw = 0, gz = 0, br = 0;
  for (const f of files) {
    const buf = readFileSync(join(distDir, f));
    raw += buf.length;
    gz += gzipSize(buf);
    br += brotliSize(buf);
  }
  return { raw, gz, br };
}

/**
 * Files the service worker precaches, from the manifest inlined in sw.js.
 * @param {string} distDir
 */
function precacheEntries(distDir) {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => String(m[1]));
  return urls.map((url) => {
    const candidates = [url, `${url}/index.html`, url === '/' ? 'index.html' : url];
    const file = candidates.map((c) => join(distDir, c.replace(/^\//, ''))).find((f) => existsSync(f) && statSync(f).isFile());
    return { url, file, bytes: file ? statSync(file).size : 0 };
  });
}

/**
 * Every file under dir, with its path.
 * @param {string} dir
 * @returns {string[]}
 */
export function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** @param {number} n */
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Text the server sends compressed; the rest (images, fonts) goes as stored.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

/**
 * The offline download: the files the service worker precaches, their size as stored and as
 * downloaded (text gzipped, as the server sends it), and the URLs with no file in distDir.
 * @param {string} distDir
 */
export function precacheSize(distDir) {
  const entries = precacheEntries(distDir);
  let stored = 0, downloaded = 0;
  for (const e of entries) {
    stored += e.bytes;
    downloaded += e.file && COMPRESSIBLE.has(extname(e.file)) ? gzipSize(readFileSync(e.file)) : e.bytes;
  }
  return { files: entries.length, stored, downloaded, missing: entries.filter((e) => !e.file).map((e) => e.url) };
}
