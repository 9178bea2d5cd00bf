import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Lucide icons as one SVG sprite (<symbol> per icon), referenced with <svg><use href>.
 *
 * Why not UnoCSS preset-icons: it draws each icon as a CSS mask with a data-URI SVG, and
 * Chromium decodes every one of those synchronously during the first style recalculation
 * (measured: 130-190 ms of the first frame of a service page, before any script).
 * A sprite costs one small cached request and almost no style work.
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

/** The sprite document; an unknown icon name fails the build instead of drawing nothing. */
export function buildSprite(names: string[], set: IconSet = loadLucide()): string {
  const symbols = names.map((name) => {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) throw new Error(`icon-sprite: "i-lucide-${name}" is not a Lucide icon`);
    const width = icon.width ?? set.width ?? 24;
    const height = icon.height ?? set.height ?? 24;
    return `<symbol id="${name}" viewBox="0 0 ${width} ${height}">${icon.body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * Every icon in the built pages that would draw nothing: an 'i-lucide-*' class that no
 * stylesheet defines (icons are sprite symbols, not CSS), or a sprite reference whose
 * symbol is missing. Returns one line per problem; empty when every icon draws.
 */
export function findBlankIcons(outDir: string): string[] {
  const problems: string[] = [];
  const css = filesIn(outDir, /\.css$/).map((file) => readFileSync(file, 'utf8'));
  const pages = filesIn(outDir, /\.html$/).map((file) => ({ file: file.slice(outDir.length + 1), html: readFileSync(file, 'utf8') }));
  for (const { html } of pages) for (const [, style] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css.push(style ?? '');
  const styled = (name: string) => css.some((text) => new RegExp(`\\.i-lucide-${name}(?![\\w-])`).test(text));
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
        if (name && !styled(name)) problems.push(`${file}: class "i-lucide-${name}" has no style (use <Icon name="i-lucide-${name}">)`);
      }
    }
    for (const [, href, id] of html.matchAll(/<use[^>]*\shref="([^"#]+)#([^"]+)"/g)) {
      const sprite = spriteText(href!);
      if (sprite === undefined) problems.push(`${file}: icon sprite ${href} does not exist`);
      else if (!sprite.includes(`<symbol id="${id}"`)) problems.push(`${file}: the sprite has no symbol "${id}"`);
    }
  }
  return [...new Set(problems)];
}

/** Builds the sprite from src/, names it by content hash and tells the app where it is. */
export function iconSprite(srcDir: string): Plugin {
  const svg = buildSprite(collectIconNames(srcDir));
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const fileName = `assets/icons-${hash}.svg`;
  let ssr = false;
  let outDir = 'dist';
  return {
    name: 'northstar:icon-sprite',
    config: () => ({ define: { __ICON_SPRITE__: JSON.stringify(`/${fileName}`) } }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName, source: svg });
    },
    // After the prerender has written the pages: a blank icon fails the build.
    closeBundle() {
      if (ssr || this.meta.watchMode) return;
      const problems = findBlankIcons(outDir);
      if (problems.length) throw new Error(`Icons that would draw nothing:\n  ${problems.join('\n  ')}`);
    },
  };
}
