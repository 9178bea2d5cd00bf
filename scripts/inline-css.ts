import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { classesInMarkup, cssSubset, firstScreenMarkup, tagsInMarkup } from './css-subset';

/**
 * Puts a prerendered page's stylesheets inline: it paints styled from its first response.
 * A sheet named in `subsetOf` goes in as the part the page's markup can use (scripts/css-subset.ts),
 * marked data-subset-of: a page's whole document then fits the first network round trip more often,
 * and the app adds the whole sheet before it renders anything (src/app/wholeStylesheet.ts).
 * The others go in whole (a layout's or a lazy part's), each naming its file in data-href, so the
 * lazy-chunk loader (scripts/preload-helper.ts) does not fetch it a second time.
 * (Applying the whole sheet during the load, before the app, restyled every element after the first
 * paint: most of the home page's Total Blocking Time. docs/performance.md has the measurements.)
 * The page's markup is kept byte for byte as React wrote it.
 */
export function stylesheetInliner(distDir: string) {
  const read = sheetReader(distDir);
  return (html: string, subsetOf: readonly string[] = []): string => {
    const links = linkedStylesheets(html);
    const classes = subsetOf.length ? classesInMarkup(html) : new Set<string>();
    const tags = subsetOf.length ? tagsInMarkup(html) : new Set<string>();
    const blocks = links.map(([, href]) =>
      subsetOf.includes(href!) ? `<style data-subset-of="${href}">${cssSubset(read(href!), classes, tags)}</style>` : `<style data-href="${href}">${read(href!)}</style>`,
    );
    return replaceLinks(html, links, blocks);
  };
}

/**
 * For a page whose document is too large for the first round trip even so: only the rules its
 * first screen can use go inline (the markup above its first section skipped while off screen, the
 * header without its menus: firstScreenMarkup), each sheet's part marked data-first-screen, and
 * every sheet whole is listed in `later`, for the page to add once painted (prerender-plugin.ts).
 * Until they have come, public/first-screen.js hides what lies below the first screen. (Applied once
 * painted, a whole sheet restyles only what is not skipped off screen: a small task, unlike before
 * the sections were skipped; docs/performance.md.) Null for a page without sections below its first screen.
 */
export function firstScreenInliner(distDir: string) {
  const read = sheetReader(distDir);
  return (html: string): { html: string; later: string[] } | null => {
    const firstScreen = firstScreenMarkup(html);
    if (firstScreen === null) return null;
    const links = linkedStylesheets(html);
    const [classes, tags] = [classesInMarkup(firstScreen), tagsInMarkup(firstScreen)];
    const blocks = links.map(([, href]) => cssSubset(read(href!), classes, tags).trim()).map((css, i) => (css ? `<style data-subset-of="${links[i]![1]}" data-first-screen>${css}</style>` : ''));
    return { html: replaceLinks(html, links, blocks.filter(Boolean)), later: links.map(([, href]) => href!) };
  };
}

/** Reads a built stylesheet once, refusing one that would end its inline block early. */
function sheetReader(distDir: string) {
  const sheets = new Map<string, string>();
  return (href: string) => {
    if (!sheets.has(href)) {
      const css = readFileSync(join(distDir, href), 'utf8').trim();
      if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end its inline block early`);
      sheets.set(href, css);
    }
    return sheets.get(href)!;
  };
}

/** The page's stylesheet links, not those a <template> or <noscript> holds for later (prerender-plugin.ts: deferredLinks). */
function linkedStylesheets(html: string): RegExpExecArray[] {
  const inert = [...html.matchAll(/<(template|noscript)\b[\s\S]*?<\/\1>/g)].map((m) => [m.index, m.index + m[0].length]);
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">\n?\s*/g)].filter((m) => !inert.some(([from, to]) => m.index >= from! && m.index < to!));
}

/** The links taken out, the blocks put where the first link was (so its place in the head, before boot.js, stays). */
function replaceLinks(html: string, links: RegExpExecArray[], blocks: string[]): string {
  let out = '';
  let at = 0;
  links.forEach((m, i) => {
    out += html.slice(at, m.index) + (i === 0 && blocks.length ? `${blocks.join('\n    ')}\n    ` : '');
    at = m.index + m[0].length;
  });
  return out + html.slice(at);
}

/** 'sha256-…' of an inline block's text (style or script), as CSP hash sources name it. */
export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Text of every inline <style> block in a page. */
export const inlineStyleBlocks = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

/**
 * sonner inserts its own stylesheet as a <style> element when a toast first shows; the CSP
 * allows exactly that text by its hash, and the empty element it appends first (the empty
 * text's hash: an empty style block can do nothing). Read from the installed package, so an upgrade that
 * changes the CSS changes the hash; the build fails if the CSS cannot be found.
 */
export function toastStyleHashes(): string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its CSS with __insertCSS("…"): update toastStyleHashes() in scripts/inline-css.ts');
  return [cspHash(''), cspHash(JSON.parse(literal) as string)];
}

/** Markup may carry no style="" attribute: with hashes in style-src, browsers block them. */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle="[^"]*"/g)].map((m) => m[0].slice(0, 160));
}
