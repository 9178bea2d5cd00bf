import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Beasties from 'beasties';

/**
 * Critical CSS for prerendered pages (issue 21). Beasties finds every rule of the page's
 * stylesheets that matches its markup (the whole document, not only the first screen, so
 * nothing below the fold restyles when the full sheet arrives); that subset is inlined.
 * The full stylesheet is requested as media="print" (lowest priority, never render-blocking)
 * and public/boot.js switches it to all media once it has loaded: the CSP forbids the usual
 * inline onload handler. Without JavaScript the <noscript> copy applies it normally.
 * Beasties only computes the CSS: the page's markup is kept byte for byte as React wrote it.
 */
export function criticalCssInliner(distDir: string) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    pruneSource: false,
    mergeStylesheets: true,
    fonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
    // Beasties drops every selector with :where() (UnoCSS's space utilities, icon sizing, parts of
    // the reset), so those few rules are always kept. e2e/critical-css.spec.ts checks nothing else is missed.
    // The collapsed dashboard sidebar's rules match <html data-sidebar>, which /sidebar-state.js sets
    // before first paint (never in the prerendered markup): kept too, or a collapsed sidebar flashes open.
    // The dark theme's tokens match <html data-theme="dark">, which /theme.js sets before first
    // paint (never in the prerendered markup): kept too, or a dark page paints light first.
    allowRules: [/:where\(/, /data-sidebar/, /data-theme/],
  });
  return async (html: string): Promise<string> => {
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">\n?\s*/g)];
    if (!links.length) return html;
    const processed = await beasties.process(html);
    const css = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const hrefs = links.map((m) => m[1]!);
    const head = [
      ...(css ? [`<style>${css}</style>`] : []),
      ...hrefs.map((href) => `<link rel="stylesheet" href="${href}" media="print" data-deferred-css>`),
      `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>`,
    ].join('\n    ');
    // Put where the first stylesheet was, so its place in the head (before boot.js) stays.
    let out = html;
    links.forEach((m, i) => {
      out = out.replace(m[0], () => (i === 0 ? `${head}\n    ` : ''));
    });
    return out;
  };
}

/** 'sha256-…' of a style block's text, as CSP hash sources name it. */
export const styleHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

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
  if (!literal) throw new Error('sonner no longer inserts its CSS with __insertCSS("…"): update toastStyleHash() in scripts/critical-css.ts');
  return [styleHash(''), styleHash(JSON.parse(literal) as string)];
}

/** Markup may carry no style="" attribute: with hashes in style-src, browsers block them. */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle="[^"]*"/g)].map((m) => m[0].slice(0, 160));
}
