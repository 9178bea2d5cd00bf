import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { plainList } from './styles';

/** Item, badge and icon classes of each size (complete literals so UnoCSS sees them). */
const sizes = {
  /** Points beside a form: large badges, centred on one line each. */
  large: { item: 'flex items-center gap-3 font-medium text-ink', badge: 'h-7 w-7', icon: 'h-4 w-4' },
  /** Features inside a card: small badges beside text that may wrap. */
  small: { item: 'flex items-start gap-3 text-slate-700', badge: 'mt-0.5 h-5 w-5 shrink-0', icon: 'h-3.5 w-3.5' },
} as const;

/** Points, each behind a round green check badge. */
export function CheckPoints({ items, size, className }: { items: readonly string[]; size: keyof typeof sizes; className: string }) {
  const style = sizes[size];
  return (
    <ul className={cx(plainList, className)}>
      {items.map((item) => (
        <li key={item} className={style.item}>
          <span className={cx('inline-flex items-center justify-center rounded-full bg-emerald-100 text-emerald-800', style.badge)}>
            <Icon name="i-lucide-check" className={style.icon} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
