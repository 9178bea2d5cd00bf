import { cx } from './cx';

/**
 * A Lucide icon, drawn by CSS: its 'i-lucide-*' class masks the current text colour with its view
 * of the build's sprite (scripts/icon-sprite.ts). Pass the whole name (e.g. 'i-lucide-phone') so the
 * build can see it; icons are decorative unless given a label. Size it with width/height classes
 * (default 1.2em).
 */
export function Icon({ name, className, label }: { name: string; className?: string; label?: string }) {
  // A decorative icon is an empty element, which assistive technology skips: it needs no aria-hidden.
  return <span className={cx('icon', name, className)} role={label ? 'img' : undefined} aria-label={label} />;
}
