import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { allArticles } from '../../src/content/articles';
import { Illustration, preloadIllustrations, svgDataUrl } from '../../src/site/components/Illustration';

// The article pages and the blog draw their first-screen illustration from a data: URL (it paints
// with the page, no request of its own): the same picture as the file the cards load.
const sources = [...new Set(allArticles.map((a) => a.image))];
const fileOf = (src: string) => readFileSync(`public${src}`, 'utf8');

describe('blog illustrations in the first screen', () => {
  beforeAll(() => preloadIllustrations());

  it.each(sources)('%s', (src) => {
    const { container } = render(<Illustration src={src} className="cover" />);
    const img = container.querySelector('img.cover');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['640', '360']);
    const url = img!.getAttribute('src')!;
    expect(url.startsWith('data:image/svg+xml,%3Csvg ')).toBe(true);
    // Decoded, it is the file itself (whitespace between tags aside, quotes swapped: the file has
    // no single quote of its own for the swap to break).
    const file = fileOf(src);
    expect(file).not.toContain("'");
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(decoded.replace(/'/g, '"')).toBe(file.trim().replace(/\s+/g, ' ').replace(/> </g, '><'));
    // Nothing a URL would cut short or misread is left unescaped.
    expect(url).not.toMatch(/[#"<>\n\t]/);
  });

  it('escapes what a URL must not carry as is', () => {
    expect(svgDataUrl('<svg a="#1 50%">\n  <g/>\n</svg>')).toBe("data:image/svg+xml,%3Csvg a='%231 50%25'%3E%3Cg/%3E%3C/svg%3E");
  });

  it('says which illustration is missing', () => {
    expect(() => render(<Illustration src="/images/blog/none.svg" className="x" />)).toThrow(/No illustration "none.svg"/);
  });
});
