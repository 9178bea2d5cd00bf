import { describe, expect, it } from 'vitest';
import { classesInMarkup, cssSubset, firstScreenMarkup, requiredClasses, requiredTags, tagsInMarkup } from '../../scripts/css-subset';

const subset = (css: string, ...classes: string[]) => cssSubset(css, new Set(classes));

describe('the part of a stylesheet a page can use (build step)', () => {
  it('reads the classes a selector needs, unescaping UnoCSS names', () => {
    expect(requiredClasses('.a .b>.c')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.sm\\:p-4')).toEqual(['sm:p-4']);
    expect(requiredClasses('.\\32 xl\\:w-1\\/2:hover')).toEqual(['2xl:w-1/2']);
    expect(requiredClasses('.group:hover .group-hover\\:underline::after')).toEqual(['group', 'group-hover:underline']);
  });

  it('does not require classes inside :not() or attribute values, nor those only some alternatives of :is(), :where() or :has() name', () => {
    expect(requiredClasses('.a:not(.open)')).toEqual(['a']);
    expect(requiredClasses('.a:not(:is(.b))')).toEqual(['a']);
    expect(requiredClasses(':where(.x,.y) .z')).toEqual(['z']);
    expect(requiredClasses('[data-theme="dark"] .card')).toEqual(['card']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('[data-x="(.a,"] .b')).toEqual(['b']);
  });

  it('requires the classes every alternative of :is(), :where() or :has() names', () => {
    expect(requiredClasses(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4']);
    expect(requiredClasses(':is(.a .b,.a>.c) .d')).toEqual(['a', 'd']);
    expect(requiredClasses('.t:has(.c:checked)')).toEqual(['t', 'c']);
    expect(requiredClasses(':is(:where(.a,.b) .c,.c)')).toEqual(['c']);
    expect(subset(':where(.space-y-4>:not(:last-child)){margin:0}:where(.space-y-2>:not(:last-child)){margin:1px}', 'space-y-2')).toBe(':where(.space-y-2>:not(:last-child)){margin:1px}');
  });

  it('keeps a rule when any of its selectors can match, and drops it when none can', () => {
    expect(subset('.a,.b{color:red}.c{color:blue}', 'b')).toBe('.a,.b{color:red}');
    expect(subset('.a .b{color:red}', 'b')).toBe('');
    expect(subset('.a:hover{color:red}.a::before{content:""}', 'a')).toBe('.a:hover{color:red}.a::before{content:""}');
  });

  it('keeps rules without classes, the theme tokens they read and the registrations of properties in use', () => {
    const css = '*,::before{box-sizing:border-box;color:var(--ink)}:root{--ink:#111}[data-theme="dark"]{--ink:#eee}@property --ink{syntax:"*";inherits:true}';
    expect(subset(css)).toBe(css);
  });

  it('drops the registration of a property that no kept rule sets or reads', () => {
    const reg = (name: string) => `@property ${name}{syntax:"<length>";inherits:false;initial-value:0px}`;
    const css = `${reg('--un-x')}${reg('--un-y')}${reg('--un-z')}.a{translate:var(--un-x) 0}.b{--un-y:2px;translate:var(--un-y) 0}.c{--un-z:1px}`;
    expect(subset(css, 'a')).toBe(`${reg('--un-x')}.a{translate:var(--un-x) 0}`);
    expect(subset(css, 'b')).toBe(`${reg('--un-y')}.b{--un-y:2px;translate:var(--un-y) 0}`);
    expect(subset(css, 'c')).toBe('');
  });

  it('drops theme tokens only dropped rules read, keeping tokens a kept token reads', () => {
    const css = ':root{--a:#111;--b:var(--c);--c:2px;--d:red;--e:blue}[data-theme="dark"]{--d:pink}.x{color:var(--a);margin:var(--b)}.y{color:var(--d)}.z{--e:green}';
    expect(subset(css, 'x', 'z')).toBe(':root{--a:#111;--b:var(--c);--c:2px}.x{color:var(--a);margin:var(--b)}');
  });

  it('drops at-rules left empty and keyframes no kept rule animates with', () => {
    const css = '@media (min-width:640px){.a{color:red}}@supports (color:lab(0 0 0)){.b{color:lab(1 2 3)}}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.c{animation:spin 1s linear infinite}.d{animation-name:fade}';
    expect(subset(css, 'c')).toBe('@keyframes spin{to{rotate:1turn}}.c{animation:spin 1s linear infinite}');
    expect(subset(css, 'a', 'd')).toBe('@media (min-width:640px){.a{color:red}}@keyframes fade{to{opacity:0}}.d{animation-name:fade}');
  });

  it('reads the element names a selector needs: those opening a compound, and those every alternative names', () => {
    expect(requiredTags('sub')).toEqual(['sub']);
    expect(requiredTags('abbr:where([title])')).toEqual(['abbr']);
    expect(requiredTags('ol > li+LI ~p .a')).toEqual(['ol', 'li', 'li', 'p']);
    expect(requiredTags(':where(select:is([multiple],[size])) optgroup option')).toEqual(['select', 'optgroup', 'option']);
    expect(requiredTags('.a:has(> img)')).toEqual(['img']);
    expect(requiredTags(':is(h1,h2) .x')).toEqual([]);
    expect(requiredTags('svg:not(table) [data-x="b c"] ::-webkit-datetime-edit')).toEqual(['svg']);
    expect(requiredTags('.sm\\:p-4 *')).toEqual([]);
  });

  it('given the page’s elements, drops the rules for elements it lacks, keeping a rule any selector of which can match', () => {
    const css = 'html{line-height:1.5}sub,sup{font-size:75%}table{border-collapse:collapse}abbr:where([title]){text-decoration:underline dotted}.a p{margin:0}::placeholder{opacity:1}';
    expect(cssSubset(css, new Set(['a']), new Set(['html', 'p', 'sup']))).toBe('html{line-height:1.5}sub,sup{font-size:75%}.a p{margin:0}::placeholder{opacity:1}');
    expect(cssSubset(css, new Set(['a']), new Set(['html']))).toBe('html{line-height:1.5}::placeholder{opacity:1}');
  });

  it('reads the element names of the markup, with those the browser adds itself', () => {
    const html = '<!doctype html><style>sub{}</style><main><TABLE><tr><td>x &lt;sub</td></tr></TABLE><svg><path/></svg></main><script>x = "<sup>"</script><template><abbr></abbr></template>';
    expect([...tagsInMarkup(html)].sort()).toEqual(['abbr', 'body', 'head', 'html', 'main', 'path', 'script', 'style', 'svg', 'table', 'tbody', 'td', 'template', 'tr']);
  });

  it('reads the classes of the markup as the browser does, not those in scripts or styles', () => {
    const html = '<style>.s{}</style><p class="a  b&#x3a;c">x</p><div class="sm&#58;p-4 &amp;x"></div><script>el.className = "hidden"; x = \'<i class="js">\'</script>';
    expect([...classesInMarkup(html)].sort()).toEqual(['&x', 'a', 'b:c', 'sm:p-4']);
  });

  it('reads a page’s first screen: each section skipped off screen emptied, the footer and the menus left out', () => {
    const page =
      '<header class="bar"><a class="brand">N</a><div><section id="m" popover="auto" class="panel"><section class="inner"><a class="item">x</a></section></section></div>' +
      '<button popoverTarget="m" class="trigger">Menu</button></header>' +
      '<main><section class="hero"><h1 class="title">Hi</h1></section>' +
      '<div data-defer="near" class="skip-offscreen"><section class="below"><div><div class="deep">y</div></div></section></div>' +
      '<div class="skip-offscreen pad"><p class="more">z</p></div></main><footer class="foot"><p class="fine">f</p></footer>';
    const first = firstScreenMarkup(page)!;
    expect(first).toBe(
      '<header class="bar"><a class="brand">N</a><div></div><button popoverTarget="m" class="trigger">Menu</button></header>' +
        '<main><section class="hero"><h1 class="title">Hi</h1></section>' +
        '<div data-defer="near" class="skip-offscreen"></div><div class="skip-offscreen pad"></div></main>',
    );
    expect([...classesInMarkup(first)].sort()).toEqual(['bar', 'brand', 'hero', 'pad', 'skip-offscreen', 'title', 'trigger']);
  });

  it('has no first screen to read on a page without a section below it, where the footer may show at once', () => {
    expect(firstScreenMarkup('<main><section class="hero">Hi</section></main><footer class="foot">f</footer>')).toBeNull();
    expect(firstScreenMarkup('<main class="not-skip-offscreen">Hi</main>')).toBeNull();
  });

  it('refuses markup whose section below the first screen never ends', () => {
    expect(() => firstScreenMarkup('<main><div class="skip-offscreen"><div>open')).toThrow(/no end/);
  });
});
