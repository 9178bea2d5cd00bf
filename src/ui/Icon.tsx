import { cx } from './cx';

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
      <use href={`${__ICON_SPRITE__}#${id}`} />
    </svg>
  );
}
