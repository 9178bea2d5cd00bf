import { cx } from './cx';
import { Icon } from './Icon';
import { readThemeChoice, themeOptions } from './theme';

/**
 * System / Light / Dark as a radio group. It holds no React state: public/head.js saves and
 * applies a change (so the control works before the app's code arrives) and keeps every such
 * group checked; a group mounted later (a new page) checks its current choice on mount.
 * `name` must be unique per group on the page.
 */
export function ThemeChoice({ name, className, vertical = false }: { name: string; className?: string; vertical?: boolean }) {
  return (
    <fieldset className={cx('m-0 min-w-0 border-0 p-0', className)}>
      <legend className="mb-2 p-0 text-sm font-semibold text-ink">Theme</legend>
      <div className={cx('flex gap-1 rounded-xl bg-slate-100 p-1', vertical && 'flex-col')}>
        {themeOptions.map((option) => (
          <label
            key={option.value}
            className="theme-option flex flex-1 cursor-pointer select-none items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-ink"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              data-theme-option=""
              className="sr-only"
              ref={(el) => {
                if (el) el.checked = el.value === readThemeChoice();
              }}
            />
            <Icon name={option.icon} className="h-4 w-4" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
