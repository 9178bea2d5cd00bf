// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBlankIcons } from '../../scripts/icon-sprite';

let dir = '';
/** A tiny built site: one sprite with an arrow, one stylesheet, the given page. */
function site(page: string, css = '.icon{width:1.2em}') {
  dir = mkdtempSync(join(tmpdir(), 'icons-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/icons-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="arrow-right" viewBox="0 0 24 24"></symbol></svg>');
  writeFileSync(join(dir, 'assets/index.css'), css);
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'about/index.html'), `<!doctype html><html><body>${page}</body></html>`);
  return dir;
}
const sprite = (id: string, file = '/assets/icons-abc.svg') => `<svg class="icon h-5 w-5" data-icon="${id}"><use href="${file}#${id}"></use></svg>`;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('blank icon check of the built pages', () => {
  it('passes sprite icons whose symbol exists', () => {
    expect(findBlankIcons(site(`<button>Go${sprite('arrow-right')}</button>`))).toEqual([]);
  });

  it('reports an i-lucide class that no stylesheet draws', () => {
    const problems = findBlankIcons(site('<button>Go<span aria-hidden="true" class="i-lucide-arrow-right h-5 w-5"></span></button>'));
    expect(problems).toEqual([expect.stringMatching(/^about\/index\.html: class "i-lucide-arrow-right" has no style/)]);
  });

  it('accepts an i-lucide class that a stylesheet (file or inline) does define', () => {
    expect(findBlankIcons(site('<span class="i-lucide-star"></span>', '.i-lucide-star{mask:none}'))).toEqual([]);
    expect(findBlankIcons(site('<style>.i-lucide-star{mask:none}</style><span class="i-lucide-star"></span>'))).toEqual([]);
    expect(findBlankIcons(site('<span class="i-lucide-star-half"></span>', '.i-lucide-star{mask:none}'))).toHaveLength(1);
  });

  it('reports a sprite reference without its symbol, or to a missing sprite', () => {
    expect(findBlankIcons(site(sprite('phone')))).toEqual(['about/index.html: the sprite has no symbol "phone"']);
    expect(findBlankIcons(site(sprite('arrow-right', '/assets/icons-old.svg')))).toEqual(['about/index.html: icon sprite /assets/icons-old.svg does not exist']);
  });
});
