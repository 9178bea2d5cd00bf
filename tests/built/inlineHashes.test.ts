import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, pathsOfHtml, STATIC_CSP } from '../../src/server/headers.mjs';
import { cspHash, inlineStyleBlocks } from '../../scripts/inline-css';
import { inlineScriptBlocks } from '../../scripts/lib/measure.mjs';
import { dist, readBuilt } from './pages';

// Each built page's policy (its <meta>) allows exactly its own inline style blocks and inline
// scripts by their hashes, and nothing inline by 'unsafe-inline'; the header leaves both to it.
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const rules = parseHeadersFile(readBuilt(join(dist, '_headers')));
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const hashesIn = (value: string) => [...value.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);

describe('the inline blocks of every built page and its policy', () => {
  it('covers every page, and a page of each kind has an inline style (a check that can fail)', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter((f) => inlineStyleBlocks(readBuilt(join(dist, f))).length > 0).length).toBeGreaterThan(60);
    expect(pages.filter((f) => inlineScriptBlocks(readBuilt(join(dist, f))).length > 0).length).toBeGreaterThan(0);
  });

  it.each(pages)('%s', (file) => {
    const html = readBuilt(join(dist, file));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(meta).toMatch(/^default-src 'self'; /);
    expect(meta).not.toContain('unsafe-inline');
    const styles = hashesIn(directive(meta, 'style-src'));
    for (const block of inlineStyleBlocks(html)) expect(styles).toContain(cspHash(block));
    // Scripts: exactly the page's own inline ones, so a stale hash cannot stay allowed.
    expect(hashesIn(directive(meta, 'script-src')).sort()).toEqual([...new Set(inlineScriptBlocks(html).map(cspHash))].sort());
    // The header policy applies beside the <meta> one: it must restrict neither scripts nor styles.
    for (const path of pathsOfHtml(file.split('\\').join('/'))) expect(headersFor(path, rules)['Content-Security-Policy'], path).toBe(STATIC_CSP);
  });
});
