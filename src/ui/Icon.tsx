import { cx } from './cx';

/**
 * A Lucide icon inlined as CSS by UnoCSS. Pass the whole class (e.g. 'i-lucide-phone')
 * so the build can see it; icons are decorative unless given a label.
 */
export function Icon({ name, className, label }: { name: string; className?: string; label?: string }) {
  return label ? (
    <span role="img" aria-label={label} className={cx(name, className)} />
  ) : (
    <span aria-hidden="true" className={cx(name, className)} />
  );
}
