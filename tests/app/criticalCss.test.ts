import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/lib/csp';
import { criticalCssInliner, inlineStyleBlocks, styleAttributes, styleHash, toastStyleHashes } from '../../scripts/critical-css';
import { pagePolicy } from '../../scripts/prerender-plugin';

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'critical-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'assets/site.css'),
    '.used{color:#0b1f3a}.unused-anywhere{color:red}:where(.space-y-2>:not(:last-child)){margin-bottom:.5rem}@media (min-width:768px){.used{font-size:2rem}}',
  );
  const html = `<!doctype html><html lang="en"><head>
    <meta http-equiv="Content-Security-Policy" content="%%CSP%%">
    <link rel="stylesheet" href="/assets/site.css">
    <script src="/boot.js" defer></script>
  </head><body><div id="root"><h1 class="used">Hello</h1><ul class="space-y-2"><li>a</li><li>b</li></ul></div></body></html>`;
  return { dir, html };
}

describe('critical CSS and the style hashes of each page (build step)', () => {
  it('inlines the rules the page uses and loads the full stylesheet without blocking the first paint', async () => {
    const { dir, html } = fixture();
    const out = await criticalCssInliner(dir)(html);
    const [css] = inlineStyleBlocks(out);
    expect(css).toContain('.used{color:#0b1f3a}');
    expect(css).toContain('@media (min-width:768px)');
    expect(css).toContain(':where(.space-y-2>:not(:last-child))');
    expect(css).not.toContain('unused-anywhere');
    expect(out).toContain('<link rel="stylesheet" href="/assets/site.css" media="print" data-deferred-css>');
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/site.css"></noscript>');
    // The page's own markup is untouched.
    expect(out).toContain('<div id="root"><h1 class="used">Hello</h1><ul class="space-y-2"><li>a</li><li>b</li></ul></div>');
  });

  it("lists every inline style block's hash in that page's policy, and no 'unsafe-inline'", async () => {
    const { dir, html } = fixture();
    const out = pagePolicy(await criticalCssInliner(dir)(html));
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(out.html)?.[1] ?? '';
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src')) ?? '';
    const blocks = inlineStyleBlocks(out.html);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(styleSrc).toContain(`'${styleHash(block)}'`);
    for (const hash of toastStyleHashes()) expect(styleSrc).toContain(`'${hash}'`);
    expect(styleSrc).not.toContain('unsafe-inline');
    expect(out.header).toContain("frame-ancestors 'none'");
    expect(out.header.replace("; frame-ancestors 'none'", '')).toBe(csp);
  });

  it('hashes as browsers do (SHA-256 of the exact text, base64)', () => {
    expect(styleHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('finds style attributes, which a policy with hashes would block', () => {
    expect(styleAttributes('<p style="color:red">x</p><svg><rect style="fill:red"/></svg><p data-style="x">y</p>')).toHaveLength(2);
    expect(styleAttributes('<p class="a">style="no"</p>')).toEqual([]);
  });

  it('allows no inline style at all when a page has none (besides the toasts)', () => {
    expect(contentSecurityPolicy()).toContain("style-src 'self'; ");
    expect(pagePolicy('<meta http-equiv="Content-Security-Policy" content="%%CSP%%">').html).toContain(`style-src 'self' ${toastStyleHashes().map((h) => `'${h}'`).join(' ')}; `);
  });
});
