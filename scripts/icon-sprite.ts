import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Lucide icons as one SVG sprite, drawn as CSS masks: each icon is a <view> of the sprite
 * (`url(sprite.svg#name)`), so every icon on a page comes from one cached request. The rules
 * that draw them are a stylesheet of their own, which pages load once their first paint is on
 * screen (scripts/prerender-plugin.ts: deferredLinks), so nothing but the document comes before it.
 *
 * Why not UnoCSS preset-icons: it draws each icon as a CSS mask with a data-URI SVG, and
 * Chromium decodes every one of those synchronously during the first style recalculation
 * (measured: 130-190 ms of the first frame of a service page, before any script).
 * Why not <svg><use href="sprite.svg#name">: Chromium fetches a <use>'s document as soon as
 * the element is parsed, before the first paint.
 */

const ICON_CLASS = /\bi-lucide-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

function loadLucide(): IconSet {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@iconify-json/lucide/icons.json'), 'utf8')) as IconSet;
}

function filesIn(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });
}
const sourceFiles = (dir: string) => filesIn(dir, /\.(ts|tsx)$/);

/** Every icon the source names ('i-lucide-<name>' anywhere in src/), sorted. */
export function collectIconNames(srcDir: string): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(ICON_CLASS)) if (name) names.add(name);
  }
  return [...names].sort();
}

/**
 * The sprite document: the icons side by side, each with a <view> of its own box (what a
 * `#name` fragment shows). An unknown icon name fails the build instead of drawing nothing.
 */
export function buildSprite(names: string[], set: IconSet = loadLucide()): string {
  let x = 0;
  const icons = names.map((name) => {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) throw new Error(`icon-sprite: "i-lucide-${name}" is not a Lucide icon`);
    const width = icon.width ?? set.width ?? 24;
    const height = icon.height ?? set.height ?? 24;
    const at = x;
    x += width;
    return `<view id="${name}" viewBox="${at} 0 ${width} ${height}"/><svg x="${at}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${icons.join('')}</svg>`;
}

/** The stylesheet that draws the icons: the current text colour, masked by each icon's view of the sprite. */
export function buildIconStyles(names: string[], spriteUrl: string): string {
  // Forced colours and print keep the fill, which would otherwise turn into the page's background.
  const paint = ':where(.icon){background-color:currentColor;-webkit-mask:no-repeat center/contain;mask:no-repeat center/contain;forced-color-adjust:none;-webkit-print-color-adjust:exact;print-color-adjust:exact}';
  const rules = names.map((name) => `.i-lucide-${name}{-webkit-mask-image:url(${spriteUrl}#${name});mask-image:url(${spriteUrl}#${name})}`);
  return `${[paint, ...rules].join('\n')}\n`;
}

interface IconAssets {
  sprite: { fileName: string; source: string };
  styles: { fileName: string; source: string };
}
let built: IconAssets | undefined;
const hashed = (stem: string, ext: string, source: string) => `assets/${stem}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.${ext}`;
/** This build's sprite and icon stylesheet, content-hashed (built once per process). */
export function iconAssets(srcDir: string): IconAssets {
  if (!built) {
    const names = collectIconNames(srcDir);
    const svg = buildSprite(names);
    const sprite = { fileName: hashed('icons', 'svg', svg), source: svg };
    const css = buildIconStyles(names, `/${sprite.fileName}`);
    built = { sprite, styles: { fileName: hashed('icons', 'css', css), source: css } };
  }
  return built;
}

/**
 * Every icon in the built pages that would draw nothing: an 'i-lucide-*' class that no
 * stylesheet (file or inline) points at the sprite, or whose sprite or view is missing.
 * Returns one line per problem; empty when every icon draws.
 */
export function findBlankIcons(outDir: string): string[] {
  const problems: string[] = [];
  const css = filesIn(outDir, /\.css$/).map((file) => readFileSync(file, 'utf8'));
  const pages = filesIn(outDir, /\.html$/).map((file) => ({ file: file.slice(outDir.length + 1), html: readFileSync(file, 'utf8') }));
  for (const { html } of pages) for (const [, style] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css.push(style ?? '');
  // The sprite view a class's rule names, in any stylesheet.
  const viewOf = (name: string) => {
    const rule = new RegExp(`\\.i-lucide-${name}(?![\\w-])[^{]*\\{[^}]*url\\(["']?([^"')#]+)#([^"')]+)`);
    for (const text of css) {
      const m = rule.exec(text);
      if (m) return { href: m[1]!, id: m[2]! };
    }
    return undefined;
  };
  const sprites = new Map<string, string | undefined>();
  const spriteText = (href: string) => {
    if (!sprites.has(href)) {
      const file = resolve(outDir, `.${href}`);
      sprites.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return sprites.get(href);
  };
  for (const { file, html } of pages) {
    for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const [, name] of (classes ?? '').matchAll(ICON_CLASS)) {
        const view = viewOf(name!);
        if (!view) {
          problems.push(`${file}: class "i-lucide-${name}" has no style (use <Icon name="i-lucide-${name}">)`);
          continue;
        }
        const sprite = spriteText(view.href);
        if (sprite === undefined) problems.push(`${file}: icon sprite ${view.href} does not exist`);
        else if (!sprite.includes(`<view id="${view.id}"`)) problems.push(`${file}: the sprite has no icon "${view.id}"`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Emits the sprite and the icon stylesheet built from src/, and links both from the page template
 * (data-after-paint: the prerender makes them wait for the first paint).
 */
export function iconSprite(srcDir: string): Plugin {
  const { sprite, styles } = iconAssets(srcDir);
  let ssr = false;
  let outDir = 'dist';
  return {
    name: 'northstar:icon-sprite',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      for (const [file, type] of [
        [sprite, 'image/svg+xml'],
        [styles, 'text/css'],
      ] as const) {
        server.middlewares.use(`/${file.fileName}`, (_req, res) => {
          res.setHeader('Content-Type', type);
          res.end(file.source);
        });
      }
    },
    // The sprite is preloaded beside the stylesheet, not after it. As a mask it is fetched in CORS
    // mode, so its preload is too (else Chromium fetches it twice).
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'stylesheet', href: `/${styles.fileName}`, 'data-after-paint': true }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preload', as: 'image', href: `/${sprite.fileName}`, crossorigin: true, 'data-after-paint': true }, injectTo: 'head' },
    ],
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.source });
      this.emitFile({ type: 'asset', fileName: styles.fileName, source: styles.source });
    },
    // After the prerender has written the pages: a blank icon fails the build.
    closeBundle() {
      if (ssr || this.meta.watchMode) return;
      const problems = findBlankIcons(outDir);
      if (problems.length) throw new Error(`Icons that would draw nothing:\n  ${problems.join('\n  ')}`);
    },
  };
}
