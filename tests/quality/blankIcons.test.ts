// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIconStyles, buildSprite, findBlankIcons } from '../../scripts/icon-sprite';

let dir = '';
/** A tiny built site: one sprite with an arrow, one stylesheet, the given page. */
function site(page: string, css = buildIconStyles(['arrow-right'], '/assets/icons-abc.svg')) {
  dir = mkdtempSync(join(tmpdir(), 'icons-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/icons-abc.svg'), buildSprite(['arrow-right']));
  writeFileSync(join(dir, 'assets/index.css'), css);
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'about/index.html'), `<!doctype html><html><body>${page}</body></html>`);
  return dir;
}
const icon = (name: string) => `<span class="icon i-lucide-${name} h-5 w-5" aria-hidden="true"></span>`;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('blank icon check of the built pages', () => {
  it('passes icons whose rule names a view the sprite has', () => {
    expect(findBlankIcons(site(`<button>Go${icon('arrow-right')}</button>`))).toEqual([]);
  });

  it('reports an i-lucide class that no stylesheet draws', () => {
    const problems = findBlankIcons(site(`<button>Go${icon('star')}</button>`));
    expect(problems).toEqual([expect.stringMatching(/^about\/index\.html: class "i-lucide-star" has no style/)]);
  });

  it('reads the rules of inline style blocks as well as of files, and tells similar names apart', () => {
    const rule = '.i-lucide-arrow-right{mask-image:url(/assets/icons-abc.svg#arrow-right)}';
    expect(findBlankIcons(site(`<style>${rule}</style>${icon('arrow-right')}`, '.icon{}'))).toEqual([]);
    expect(findBlankIcons(site(icon('arrow-right-left')))).toHaveLength(1);
  });

  it('reports a rule naming a view the sprite lacks, or a sprite that is not there', () => {
    expect(findBlankIcons(site(icon('phone'), buildIconStyles(['phone'], '/assets/icons-abc.svg')))).toEqual(['about/index.html: the sprite has no icon "phone"']);
    expect(findBlankIcons(site(icon('arrow-right'), buildIconStyles(['arrow-right'], '/assets/icons-old.svg')))).toEqual([
      'about/index.html: icon sprite /assets/icons-old.svg does not exist',
    ]);
  });
});

describe('the icon sprite', () => {
  it('gives each icon its own view, side by side, so a #name fragment shows that icon alone', () => {
    const set = { icons: { a: { body: '<path d="M0 0h1"/>' }, b: { body: '<path d="M1 1h2"/>', width: 16, height: 16 } }, width: 24, height: 24 };
    expect(buildSprite(['a', 'b'], set)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<view id="a" viewBox="0 0 24 24"/><svg x="0" width="24" height="24" viewBox="0 0 24 24"><path d="M0 0h1"/></svg>' +
        '<view id="b" viewBox="24 0 16 16"/><svg x="24" width="16" height="16" viewBox="0 0 16 16"><path d="M1 1h2"/></svg>' +
        '</svg>',
    );
    expect(() => buildSprite(['nope'], set)).toThrow(/not a Lucide icon/);
  });

  it("draws each icon as the text colour masked by its view, prefixed for browsers before Chromium 120", () => {
    const css = buildIconStyles(['a', 'b-c'], '/assets/icons-x.svg');
    expect(css).toContain(':where(.icon){background-color:currentColor;');
    expect(css).toContain('.i-lucide-a{-webkit-mask-image:url(/assets/icons-x.svg#a);mask-image:url(/assets/icons-x.svg#a)}');
    expect(css).toContain('.i-lucide-b-c{-webkit-mask-image:url(/assets/icons-x.svg#b-c);mask-image:url(/assets/icons-x.svg#b-c)}');
  });
});
