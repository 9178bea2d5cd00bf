import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  /** Optional complete Lucide class shown before the label. */
  icon?: string;
  panel: ReactNode;
}

interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** Controlled selection; leave out (with defaultValue) to let the component keep it. */
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  className?: string;
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), Arrow
 * Left/Right move and wrap, Home/End jump to the ends. Every panel is rendered
 * (hidden unless selected) so aria-controls always points at a real element.
 */
export function Tabs<V extends string>({ items, label, value, defaultValue, onChange, className, panelClassName }: TabsProps<V>) {
  const baseId = useId();
  const [own, setOwn] = useState<V | undefined>(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());

  const select = (next: V) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === selected);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % items.length
      : event.key === 'ArrowLeft' ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = items[target]!.value;
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = (v: V) => `${baseId}-panel-${v}`;

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) tabRefs.current.set(item.value, el);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.value)}
              className={cx(
                'focus-ring inline-flex flex-1 cursor-pointer items-center justify-center gap-2 sm:flex-none whitespace-nowrap rounded-lg border-0 px-3 py-2 text-sm font-semibold transition-colors',
                isSelected ? 'bg-white text-ink shadow-sm' : 'bg-transparent text-slate-700 hover:(bg-surface/60 text-ink)',
              )}
            >
              {item.icon && <Icon name={item.icon} className="h-4 w-4" />}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== selected}
          tabIndex={0}
          className={cx('focus-ring mt-4 rounded-xl', panelClassName)}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
