import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import { decodeEntities } from '../src/lib/htmlEntities';

/**
 * The part of a stylesheet a page's markup can use: every rule except those that name, in each
 * of their selectors, a class no element of the page has. Such a rule matches nothing on the page
 * as it was prerendered, so the page renders the same with the subset as with the whole sheet
 * (e2e/inline-css.spec.ts compares them); the app adds the whole sheet before it renders anything
 * else (src/app/wholeStylesheet.ts).
 * Classes inside :not() are not counted as required (a rule with `:not(.open)` matches when the
 * class is absent), nor are attribute values; inside :is(), :where() and :has(), those every
 * alternative names are. Given the page's element names (`tags`), a rule also goes when each of its
 * selectors names an element the page lacks, read the same way (the reset's rules for `sub`, `table`,
 * `progress`...). Other rules without a class (the reset, the theme tokens) and @font-face stay;
 * @keyframes stay when a kept rule names them; an at-rule block left empty goes, and so do custom
 * properties no kept declaration reads, and the @property registrations of custom properties no kept
 * declaration sets or reads.
 */
export function cssSubset(css: string, classes: ReadonlySet<string>, tags?: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const matches = (selector: string) => {
    const needs = required(selector);
    return needs.classes.every((c) => classes.has(c)) && (!tags || needs.tags.every((t) => tags.has(t)));
  };
  const kept = (rule: Rule) => rule.selectors.some(matches);
  root.walkRules((rule) => {
    if (isKeyframe(rule)) return;
    if (!kept(rule)) rule.remove();
  });
  const animations = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!animations.has(rule.params.trim())) rule.remove();
  });
  pruneCustomProperties(root);
  removeEmpty(root);
  return root.toString();
}

/**
 * Removes declarations of custom properties that nothing left reads with var(): most theme
 * tokens serve rules the page does not have. A token another kept token reads is kept too.
 */
function pruneCustomProperties(root: Container): void {
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  const needed = new Set<string>();
  const custom = new Map<string, string[]>(); // name -> what its declarations read
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) for (const name of reads(decl.value)) needed.add(name);
    else custom.set(decl.prop, [...(custom.get(decl.prop) ?? []), ...reads(decl.value)]);
  });
  const pending = [...needed];
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const read of custom.get(name) ?? []) {
      if (needed.has(read)) continue;
      needed.add(read);
      pending.push(read);
    }
  }
  root.walkDecls(/^--/, (decl) => {
    if (!needed.has(decl.prop)) decl.remove();
  });
  // A registration (its syntax, inheritance, initial value) only matters where the property is used.
  const used = new Set(needed);
  root.walkDecls(/^--/, (decl) => void used.add(decl.prop));
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  // A rule left with no declarations (a theme block whose tokens all went) goes as well.
  root.walkRules((rule) => {
    if (!isKeyframe(rule) && !rule.nodes.some((node) => node.type === 'decl')) rule.remove();
  });
}

const isKeyframe = (rule: Rule) => rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes');

function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmpty(node);
    if (!node.nodes.some((child) => child.type !== 'comment')) node.remove();
  });
}

/**
 * Classes an element must have for one selector (no commas) to match it: those outside
 * parentheses and attribute brackets, unescaped (`.sm\:p-4` names the class `sm:p-4`), and those
 * every alternative of an `:is()`, `:where()` or `:has()` needs (`:where(.space-y-4>*)` needs
 * `space-y-4` on the page; `:is(.a,.b)` needs neither). A class in `:not()` is never needed.
 */
export const requiredClasses = (selector: string): string[] => required(selector).classes;

/** Element names one selector needs on the page, read as requiredClasses reads classes (lower case). */
export const requiredTags = (selector: string): string[] => required(selector).tags;

function required(selector: string): { classes: string[]; tags: string[] } {
  const classes: string[] = [];
  const tags: string[] = [];
  let inBrackets = false;
  let quote = '';
  // A type selector can only open a compound: at the start or after whitespace or a combinator.
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    const atStart = compoundStart;
    compoundStart = false;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[') inBrackets = true;
    else if (ch === ']') inBrackets = false;
    else if (inBrackets) continue;
    else if (/[\s>+~]/.test(ch)) compoundStart = true;
    else if (atStart && /[a-zA-Z]/.test(ch)) {
      const name = /^[\w-]+/.exec(selector.slice(i))![0];
      tags.push(name.toLowerCase());
      i += name.length - 1;
    } else if (ch === '(') {
      const end = closingParen(selector, i);
      const pseudo = /:([\w-]+)$/.exec(selector.slice(0, i))?.[1];
      if (pseudo === 'is' || pseudo === 'where' || pseudo === 'has') {
        const [first = { classes: [], tags: [] }, ...rest] = splitTopLevel(selector.slice(i + 1, end)).map((alternative) => required(alternative.trim()));
        classes.push(...first.classes.filter((c) => rest.every((alternative) => alternative.classes.includes(c))));
        tags.push(...first.tags.filter((t) => rest.every((alternative) => alternative.tags.includes(t))));
      }
      i = end;
    } else if (ch === '.') {
      let name = '';
      let j = i + 1;
      for (; j < selector.length; j++) {
        const c = selector[j]!;
        if (c === '\\') {
          j++;
          name += unescapeAt(selector, j, (end) => (j = end));
        } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 127) name += c;
        else break;
      }
      classes.push(name);
      i = j - 1;
    }
  }
  return { classes, tags };
}

/** Where the parenthesis opened at `open` closes (escapes, quotes and nesting skipped); the end if never. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (quote) quote = ch === quote ? '' : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** A selector list split at its own commas (not those inside parentheses, brackets or quotes). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (ch === '\\') i++;
    else if (quote) quote = ch === quote ? '' : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, list.slice(from)];
}

/** The character a CSS escape stands for, starting after its backslash (`\32 ` is "2", `\:` is ":"). */
function unescapeAt(text: string, start: number, setEnd: (end: number) => void): string {
  const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(start));
  if (hex) {
    setEnd(start + hex[0].length - 1);
    return String.fromCodePoint(parseInt(hex[0].trim(), 16));
  }
  return text[start] ?? '';
}

/** Every class an element of the page's markup has (attribute text decoded as React writes it). */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  const markup = html.replace(/<style\b[\s\S]*?<\/style>/g, '').replace(/<script\b[\s\S]*?<\/script>/g, '');
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(m[1]!).split(/[ \t\n\f\r]+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Every element name in the page's markup (lower case), and those the browser has without being
 * written (html, head, body; tbody in a table).
 */
export function tagsInMarkup(html: string): Set<string> {
  const tags = new Set(['html', 'head', 'body']);
  const markup = html.replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/g, '$1').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1');
  for (const m of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(m[1]!.toLowerCase());
  if (tags.has('table')) tags.add('tbody');
  return tags;
}

/**
 * What lies below a page's first screen, as a selector: the page sections the browser skips while
 * off screen (`.skip-offscreen`, global.css), the footer after them, and the menus that only show
 * when opened (popovers). public/first-screen.js hides the same until the whole sheet has come.
 */
export const BELOW_FIRST_SCREEN = '.skip-offscreen,footer,[popover]';

/**
 * The page's markup without what lies below its first screen: the content of each section skipped
 * while off screen (the sections stay: their own rule skips their layout), the footer and the menus
 * (popovers) whole. Null for a page with no such section (its footer may be on the first screen).
 * Reads React's output, where text and attribute values have `<` and `>` escaped.
 */
export function firstScreenMarkup(html: string): string | null {
  const skipped = /\sclass="(?:[^"]*\s)?skip-offscreen[\s"]/;
  if (!skipped.test(html)) return null;
  const open = /<([a-zA-Z][\w-]*)(\s[^>]*)?>/g;
  let out = '';
  let at = 0;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const [tag, attrs = ''] = [m[1]!.toLowerCase(), m[2]];
    const whole = tag === 'footer' || /\spopover(?:[\s=]|$)/.test(attrs);
    if ((!whole && !skipped.test(attrs)) || attrs.endsWith('/')) continue;
    // The element's end: its own closing tag, counting the same elements nested in it.
    const same = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
    same.lastIndex = open.lastIndex;
    let depth = 1;
    let close = -1;
    for (let n = same.exec(html); n; n = same.exec(html)) {
      depth += n[1] ? -1 : 1;
      if (depth === 0) {
        close = n.index;
        break;
      }
    }
    if (close < 0) throw new Error(`<${tag}> at ${m.index} has no end in the page's markup`);
    out += html.slice(at, whole ? m.index : open.lastIndex);
    at = whole ? same.lastIndex : close;
    open.lastIndex = same.lastIndex;
  }
  return out + html.slice(at);
}
