import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/lib/csp';
import { firstScreenInliner, inlineStyleBlocks, styleAttributes, cspHash, stylesheetInliner, toastStyleHashes } from '../../scripts/inline-css';
import { pagePolicy } from '../../scripts/prerender-plugin';

const SITE_CSS = '.used{color:#0b1f3a}.unused-here{color:red}@media (min-width:768px){.used{font-size:2rem}}';
const CHUNK_CSS = '.panel{padding:1rem}';

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/site.css'), `${SITE_CSS}\n`);
  writeFileSync(join(dir, 'assets/chunk.css'), CHUNK_CSS);
  const html = `<!doctype html><html lang="en"><head>
    <meta http-equiv="Content-Security-Policy" content="%%CSP%%">
    <link rel="stylesheet" href="/assets/site.css">
    <link rel="stylesheet" href="/assets/chunk.css">
    <script src="/boot.js" defer></script>
  </head><body><div id="root"><h1 class="used">Hello</h1></div></body></html>`;
  return { dir, html };
}

describe('inline stylesheets and the style hashes of each page (build step)', () => {
  it('puts every stylesheet inline, whole and in order, each naming its file, and links none', () => {
    const { dir, html } = fixture();
    const out = stylesheetInliner(dir)(html);
    expect(inlineStyleBlocks(out)).toEqual([SITE_CSS, CHUNK_CSS]);
    expect(out).toContain('<style data-href="/assets/site.css">');
    expect(out).toContain('<style data-href="/assets/chunk.css">');
    expect(out).not.toMatch(/<link[^>]+stylesheet/);
    // Before the scripts, where the first link was; the page's own markup is untouched.
    expect(out.indexOf('<style')).toBeLessThan(out.indexOf('/boot.js'));
    expect(out).toContain('<div id="root"><h1 class="used">Hello</h1></div>');
  });

  it('puts the part of a named sheet the markup can use inline, naming the whole sheet in data-subset-of', () => {
    const { dir, html } = fixture();
    const out = stylesheetInliner(dir)(html, ['/assets/site.css']);
    expect(inlineStyleBlocks(out)).toEqual(['.used{color:#0b1f3a}@media (min-width:768px){.used{font-size:2rem}}', CHUNK_CSS]);
    expect(out).toContain('<style data-subset-of="/assets/site.css">');
    expect(out).toContain('<style data-href="/assets/chunk.css">');
    expect(out).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('for a long page, puts inline only what its first screen can use, and names every sheet to add whole later', () => {
    const { dir, html } = fixture();
    const long = html.replace(
      '<div id="root"><h1 class="used">Hello</h1></div>',
      '<div id="root"><h1>Hello</h1><div class="skip-offscreen"><p class="used">Below</p></div><footer class="panel">f</footer></div>',
    );
    writeFileSync(join(dir, 'assets/site.css'), '.skip-offscreen{content-visibility:auto}.used{color:red}h1{margin:0}');
    const out = firstScreenInliner(dir)(long)!;
    expect(inlineStyleBlocks(out.html)).toEqual(['.skip-offscreen{content-visibility:auto}h1{margin:0}']);
    expect(out.html).toContain('<style data-subset-of="/assets/site.css" data-first-screen>');
    // The chunk's rules serve the footer only: no block for it, and no stylesheet left linked.
    expect(out.html).not.toContain('chunk.css');
    expect(out.html).not.toMatch(/<link[^>]+stylesheet/);
    expect(out.later).toEqual(['/assets/site.css', '/assets/chunk.css']);
    expect(out.html).toContain('<p class="used">Below</p>'); // the markup itself is untouched
    expect(firstScreenInliner(dir)(html)).toBeNull(); // nothing below its first screen
  });

  it('refuses a stylesheet that would end its <style> block early', () => {
    const { dir, html } = fixture();
    writeFileSync(join(dir, 'assets/chunk.css'), '.x::after{content:"</style><script>"}');
    expect(() => stylesheetInliner(dir)(html)).toThrow(/<\/style/);
  });

  it("lists every inline style block's hash in that page's policy, and no 'unsafe-inline'", () => {
    const { dir, html } = fixture();
    const out = pagePolicy(stylesheetInliner(dir)(html, ['/assets/site.css']));
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(out)?.[1] ?? '';
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src')) ?? '';
    const blocks = inlineStyleBlocks(out);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(styleSrc).toContain(`'${cspHash(block)}'`);
    for (const hash of toastStyleHashes()) expect(styleSrc).toContain(`'${hash}'`);
    expect(styleSrc).not.toContain('unsafe-inline');
    expect(csp).toMatch(/^default-src 'self'; /);
  });

  it("allows an inline script by its hash, not a JSON-LD block (it runs nothing), and never 'unsafe-inline'", () => {
    const code = 'document.documentElement.dataset.theme="dark"';
    const html = `<meta http-equiv="Content-Security-Policy" content="%%CSP%%"><script data-entry="/a.js">${code}</script><script type="application/ld+json">{"a":1}</script><script src="/b.js"></script>`;
    expect(pagePolicy(html)).toContain(`script-src 'self' '${cspHash(code)}';`);
    expect(pagePolicy('<meta http-equiv="Content-Security-Policy" content="%%CSP%%">')).toContain("script-src 'self';");
  });

  it('hashes as browsers do (SHA-256 of the exact text, base64)', () => {
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('finds style attributes, which a policy with hashes would block', () => {
    expect(styleAttributes('<p style="color:red">x</p><svg><rect style="fill:red"/></svg><p data-style="x">y</p>')).toHaveLength(2);
    expect(styleAttributes('<p class="a">style="no"</p>')).toEqual([]);
  });

  it('allows no inline style at all when a page has none (besides the toasts)', () => {
    expect(contentSecurityPolicy()).toContain("style-src 'self'; ");
    expect(pagePolicy('<meta http-equiv="Content-Security-Policy" content="%%CSP%%">')).toContain(`style-src 'self' ${toastStyleHashes().map((h) => `'${h}'`).join(' ')}; `);
  });
});
