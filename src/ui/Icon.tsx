import { cx } from './cx';

/** Id prefix of the symbols a prerendered page carries inline (scripts/icon-sprite.ts). */
export const INLINE_ICON_PREFIX = 'icon-';

/**
 * Where an icon's symbol is. The prerender inlines the symbols of every icon on the page, so the
 * first load builds no second SVG document from the sprite file (a 20-45 ms main-thread task).
 * A page the app renders later takes the icons its first document lacks from the sprite file.
 */
function symbolHref(id: string): string {
  const inline = `${INLINE_ICON_PREFIX}${id}`;
  if (typeof document === 'undefined' || document.getElementById(inline)) return `#${inline}`;
  return `${__ICON_SPRITE__}#${id}`;
}

/**
 * A Lucide icon from the build's sprite (scripts/icon-sprite.ts collects every 'i-lucide-*'
 * name in src/). Pass the whole name (e.g. 'i-lucide-phone') so the build can see it;
 * icons are decorative unless given a label. Size it with width/height classes (default 1.2em).
 */
export function Icon({ name, className, label }: { name: string; className?: string; label?: string }) {
  const id = name.replace(/^i-lucide-/, '');
  return (
    <svg
      className={cx('icon', className)}
      data-icon={id}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={symbolHref(id)} />
    </svg>
  );
}
