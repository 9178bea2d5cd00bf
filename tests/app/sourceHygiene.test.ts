// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|css)$/.test(name) ? [path] : [];
  });
const sources = files('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('source hygiene', () => {
  it('never injects markup as HTML (no dangerouslySetInnerHTML, innerHTML, eval)', () => {
    const offenders = sources.filter(({ text }) => /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|\beval\(|new Function\(/.test(text));
    expect(offenders.map((f) => f.path)).toEqual([]);
  });

  // Namespace and vocabulary identifiers (SVG, JSON-LD, feeds) name things; nothing loads them.
  it('loads nothing from another origin (no http(s) URLs in code or styles)', () => {
    // The one exception: the brand's social profiles, plain outbound links (checked below).
    const outbound = join('src', 'content', 'socialProfiles.ts');
    const offenders = sources.filter(({ path, text }) => path !== outbound && /["'`(]\s*(https?:)?\/\/(?!(?:www\.w3\.org|schema\.org|jsonfeed\.org|purl\.org)\b)[a-z0-9.-]+\.[a-z]{2,}/i.test(text));
    expect(offenders.map((f) => f.path)).toEqual([]);
  });

  it('lists only https profile links on the brand\'s social sites', async () => {
    const { socialProfiles } = await import('../../src/content/socialProfiles');
    for (const p of socialProfiles) expect(p.href).toMatch(/^https:\/\/(www\.)?(linkedin|x|facebook|instagram)\.com\/[\w/-]+$/);
  });

  it('opens external links safely: target=_blank always comes with rel="noopener noreferrer"', () => {
    const offenders = sources.filter(({ text }) => /target=["']_blank["'](?![^>]*noopener noreferrer)/.test(text));
    expect(offenders.map((f) => f.path)).toEqual([]);
  });

  // React.lazy keeps a failed import for good: a part whose code failed offline would stay broken.
  it('loads lazy parts through ui/lazyRetry, never React.lazy directly', () => {
    const offenders = sources.filter(({ path, text }) => !path.endsWith('lazyRetry.tsx') && /(?<![\w.])lazy\(/.test(text));
    expect(offenders.map((f) => f.path)).toEqual([]);
  });
});
